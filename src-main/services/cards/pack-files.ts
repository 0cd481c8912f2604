import { lstat, readdir, realpath, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { formatProblem, type PackProblem } from '../../../src-shared/content/problems'
import type { ParsedPack } from '../../../src-shared/content/parse-pack'
import type { PackFile } from '../../../src-shared/content/read-json'
import { parseAnyPack, type RulesetContent } from '../../../src-shared/pack-formats'
import { LINK_REASON, MAX_PACK_FILE_BYTES, PackFileRefused, readPackFileText, tooLargeReason } from './pack-file-guard'

/** What is on disk in a pack folder, before any judgement of the content. */
export interface PackFolderScan {
  files: PackFile[]
  artFiles: string[]
  /**
   * Files the scan refused to read: links (anywhere in the pack) and files over the size cap.
   * When there are any, the content is incomplete, so validating it would only add unrelated errors.
   */
  refused: PackProblem[]
}

const slashPath = (dir: string, full: string): string => relative(dir, full).split(sep).join('/')

/**
 * Reads a pack folder from disk into what the pure validator needs: every `.json` file
 * (paths relative to the pack, with `/` separators on every OS) and the names in `art/`.
 * Nothing here judges the content; the pack loader of the ruleset its `pack.json` names does. Links and oversized files are not read
 * but listed in `refused`, each naming its file.
 */
export async function scanPackFolder(dir: string): Promise<PackFolderScan> {
  const info = await stat(dir).catch(() => undefined)
  if (!info?.isDirectory()) throw new PackFolderError(`${dir}: not a folder`)
  // The pack folder itself may be reached through links in its parents (a checkout under a linked
  // home folder); everything inside it must be its own.
  const root = await realpath(dir)
  const files: PackFile[] = []
  const refused: PackProblem[] = []
  const refuse = (file: string, message: string) => refused.push({ file, path: '', message })
  const artFiles: string[] = []
  const artDir = join(root, 'art')
  // Every folder is walked so a link anywhere is named; JSON is read outside `art/` only, as before.
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name)
      const shownAs = slashPath(root, full)
      if (entry.isSymbolicLink()) refuse(shownAs, LINK_REASON)
      else if (entry.isDirectory()) await walk(full)
      else if (!entry.isFile()) continue
      else if (folder === artDir) {
        // Art is served, not parsed: only its size is checked here (serving checks it again).
        const size = (await lstat(full)).size
        if (size > MAX_PACK_FILE_BYTES) refuse(shownAs, tooLargeReason(size))
        artFiles.push(entry.name)
      } else if (entry.name.endsWith('.json') && !shownAs.startsWith('art/')) {
        try {
          files.push({ path: shownAs, text: await readPackFileText(full, shownAs) })
        } catch (error) {
          if (!(error instanceof PackFileRefused)) throw error
          refuse(error.file, error.reason)
        }
      }
    }
  }
  await walk(root)
  files.sort((a, b) => a.path.localeCompare(b.path))
  refused.sort((a, b) => a.file.localeCompare(b.file))
  return { files, artFiles: artFiles.sort(), refused }
}

/**
 * The files of a pack folder, for callers that need them all (the saves' content source).
 * Throws a PackFolderError naming every refused file: a pack with a link or an oversized
 * file is never used, not even partly.
 */
export async function readPackFolder(dir: string): Promise<{ files: PackFile[]; artFiles: string[] }> {
  const { files, artFiles, refused } = await scanPackFolder(dir)
  if (refused.length > 0) throw new PackFolderError(`${dir} is not a valid pack:\n${refused.map(formatProblem).join('\n')}`)
  return { files, artFiles }
}

export class PackFolderError extends Error {}

export type LoadedPack = ParsedPack<RulesetContent>

/** Reads and validates one pack folder, with the pack format of the ruleset its `pack.json` names. */
export async function loadPackFolder(dir: string): Promise<LoadedPack> {
  const { files, artFiles, refused } = await scanPackFolder(dir)
  if (refused.length > 0) return { ok: false, problems: refused }
  return parseAnyPack(files, artFiles)
}

/** Loads a pack or throws one error listing every problem as `file › json.path: message`. */
export async function loadPackOrThrow(dir: string): Promise<RulesetContent> {
  const loaded = await loadPackFolder(dir)
  if (loaded.ok) return loaded.content
  throw new PackFolderError(`${dir} is not a valid pack:\n${loaded.problems.map(formatProblem).join('\n')}`)
}
