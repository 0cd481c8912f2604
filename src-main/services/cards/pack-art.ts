import { lstatSync, realpathSync } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'
import { MAX_PACK_FILE_BYTES, readPackFileBytes } from './pack-file-guard'

/** Names only, never paths: what an art URL may ask for (`<pack>/<file>.svg`). */
const PACK_ID = /^[a-z0-9][a-z0-9-]{0,63}$/
const ART_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,100}\.svg$/

const isInside = (root: string, candidate: string): boolean => {
  const rel = relative(root, candidate)
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)
}

/**
 * The real path of one art file of a pack folder, or undefined. The file must be a regular file
 * (not a link), no larger than a pack file may be, and its real path must lie inside the pack's
 * own real `art/` folder: a pack whose `art/x.svg` links to `/etc/passwd` serves nothing.
 */
export function packArtPath(packDir: string, packId: string, file: string): string | undefined {
  if (!PACK_ID.test(packId) || !ART_NAME.test(file)) return undefined
  try {
    const artDir = realpathSync(join(packDir, 'art'))
    const candidate = join(artDir, file)
    const info = lstatSync(candidate)
    if (!info.isFile() || info.size > MAX_PACK_FILE_BYTES) return undefined
    const real = realpathSync(candidate)
    return isInside(artDir, real) && isInside(realpathSync(packDir), real) ? real : undefined
  } catch {
    return undefined
  }
}

/** Reads an art file found by packArtPath, refusing it if it became a link or grew past the cap since. */
export function readPackArt(file: string): Promise<Buffer> {
  return readPackFileBytes(file, file)
}
