import { constants, promises as fsp } from 'node:fs'

/**
 * What a pack file may be before we read or serve it. Packs come from anyone (the user's
 * `packs/` folder), so a file is refused when it is a link (it could point anywhere on the
 * disk, e.g. `/etc/passwd`) or larger than any real pack file would be (four 50 MB files
 * once pushed the browser host to 833 MB). The shipped packs' largest file is a few KB.
 */
export const MAX_PACK_FILE_BYTES = 4 * 1024 * 1024

/** A file of a pack that is not read or served, with the reason in words. */
export class PackFileRefused extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`)
    this.name = 'PackFileRefused'
  }
}

export const LINK_REASON = 'is a symbolic link; a pack may only contain its own files and folders'
export const tooLargeReason = (bytes: number): string =>
  `is ${(bytes / (1024 * 1024)).toFixed(1)} MB; a pack file may be at most ${MAX_PACK_FILE_BYTES / (1024 * 1024)} MB`

// O_NOFOLLOW makes the open itself fail on a link, so a file swapped for a link after it was
// checked is still refused. Windows has no such flag (0): there the lstat checks of the callers hold.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0

/**
 * The bytes of one pack file: a regular file (never a link) of at most MAX_PACK_FILE_BYTES.
 * Throws PackFileRefused naming `shownAs` (the path inside the pack) otherwise.
 */
export async function readPackFileBytes(path: string, shownAs: string): Promise<Buffer> {
  const link = await fsp.lstat(path)
  if (link.isSymbolicLink()) throw new PackFileRefused(shownAs, LINK_REASON)
  let handle: fsp.FileHandle
  try {
    handle = await fsp.open(path, constants.O_RDONLY | NO_FOLLOW)
  } catch (error) {
    if (error instanceof Error && 'code' in error && (error.code === 'ELOOP' || error.code === 'EMLINK')) throw new PackFileRefused(shownAs, LINK_REASON)
    throw error
  }
  try {
    const info = await handle.stat()
    if (!info.isFile()) throw new PackFileRefused(shownAs, 'is not a regular file')
    if (info.size > MAX_PACK_FILE_BYTES) throw new PackFileRefused(shownAs, tooLargeReason(info.size))
    // Only the checked size is read: a file that grows after fstat cannot make us read more.
    const buffer = Buffer.alloc(info.size)
    let filled = 0
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled)
      if (bytesRead === 0) break
      filled += bytesRead
    }
    return buffer.subarray(0, filled)
  } finally {
    await handle.close()
  }
}

/** A pack JSON file as text. A UTF-8 byte order mark (some Windows editors write one) is dropped. */
export async function readPackFileText(path: string, shownAs: string): Promise<string> {
  const text = (await readPackFileBytes(path, shownAs)).toString('utf8')
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}
