import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { formatProblem, parsePack, type ContinentContent, type PackFile, type PackProblem } from '../../../src-shared/content/pack'

/**
 * Reads a pack folder from disk into what the pure validator needs: every `.json` file
 * (paths relative to the pack, with `/` separators on every OS) and the names in `art/`.
 * Nothing here judges the content; `parsePack` does.
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

export type LoadedPack = { ok: true; content: ContinentContent } | { ok: false; problems: PackProblem[] }

/** Reads and validates one pack folder. */
export async function loadPackFolder(dir: string): Promise<LoadedPack> {
  const { files, artFiles } = await readPackFolder(dir)
  return parsePack(files, artFiles)
}

/** Loads a pack or throws one error listing every problem as `file › json.path: message`. */
export async function loadPackOrThrow(dir: string): Promise<ContinentContent> {
  const loaded = await loadPackFolder(dir)
  if (loaded.ok) return loaded.content
  throw new PackFolderError(`${dir} is not a valid pack:\n${loaded.problems.map(formatProblem).join('\n')}`)
}
