import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { formatProblem } from '../../../src-shared/content/problems'
import type { ParsedPack } from '../../../src-shared/content/parse-pack'
import type { PackFile } from '../../../src-shared/content/read-json'
import { parseAnyPack, type RulesetContent } from '../../../src-shared/pack-formats'

/**
 * Reads a pack folder from disk into what the pure validator needs: every `.json` file
 * (paths relative to the pack, with `/` separators on every OS) and the names in `art/`.
 * Nothing here judges the content; the pack loader of the ruleset its `pack.json` names does.
 */
export async function readPackFolder(dir: string): Promise<{ files: PackFile[]; artFiles: string[] }> {
  const info = await stat(dir).catch(() => undefined)
  if (!info?.isDirectory()) throw new PackFolderError(`${dir}: not a folder`)
  const files: PackFile[] = []
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'art' || folder !== dir) await walk(full)
      } else if (entry.isFile() && entry.name.endsWith('.json')) {
        files.push({ path: relative(dir, full).split(sep).join('/'), text: await readFile(full, 'utf8') })
      }
    }
  }
  await walk(dir)
  files.sort((a, b) => a.path.localeCompare(b.path))
  const artFiles = await readdir(join(dir, 'art')).catch(() => [] as string[])
  return { files, artFiles: artFiles.sort() }
}

export class PackFolderError extends Error {}

export type LoadedPack = ParsedPack<RulesetContent>

/** Reads and validates one pack folder, with the pack format of the ruleset its `pack.json` names. */
export async function loadPackFolder(dir: string): Promise<LoadedPack> {
  const { files, artFiles } = await readPackFolder(dir)
  return parseAnyPack(files, artFiles)
}

/** Loads a pack or throws one error listing every problem as `file › json.path: message`. */
export async function loadPackOrThrow(dir: string): Promise<RulesetContent> {
  const loaded = await loadPackFolder(dir)
  if (loaded.ok) return loaded.content
  throw new PackFolderError(`${dir} is not a valid pack:\n${loaded.problems.map(formatProblem).join('\n')}`)
}
