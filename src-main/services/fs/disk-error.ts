import { errorCode } from './atomic-write'

/**
 * File-system failures in the player's words. The raw text of an fs error names the syscall
 * and the absolute path (`ENOSPC: no space left on device, write '/home/…/save.json'`): neither
 * helps a player, and the path leaks the user's folders into the renderer.
 */
const REASONS: Readonly<Record<string, { reason: string; advice: string }>> = {
  ENOSPC: { reason: 'the disk is full', advice: 'Free some space on the disk, then try again.' },
  EDQUOT: { reason: 'your disk quota is used up', advice: 'Free some space, then try again.' },
  EROFS: { reason: 'the disk is read-only', advice: 'Check that the disk is not write-protected, then try again.' },
  EACCES: { reason: 'Fogbound is not allowed to use its folder', advice: "Check the folder's permissions, then try again." },
  EPERM: { reason: 'Fogbound is not allowed to use its folder', advice: "Check the folder's permissions, then try again." },
  EBUSY: { reason: 'another program is using the file', advice: 'Close that program (or wait a moment), then try again.' },
  EIO: { reason: 'the disk reported a read or write error', advice: 'The disk may be failing or was removed; check it, then try again.' },
  EMFILE: { reason: 'too many files are open', advice: 'Close some programs, then try again.' },
  ENFILE: { reason: 'too many files are open', advice: 'Close some programs, then try again.' },
  ENOENT: { reason: 'a file or folder it needs is missing', advice: 'It may have been moved or deleted outside Fogbound.' },
  ENOTDIR: { reason: 'a file stands where a folder should be', advice: 'It may have been changed outside Fogbound.' },
  EISDIR: { reason: 'a folder stands where a file should be', advice: 'It may have been changed outside Fogbound.' },
}

const GENERIC = { reason: 'the disk could not be read or written', advice: 'Check the disk, then try again.' }

/** The fs error code of `error` or of an error it wraps (`cause`), if it is a file-system failure. */
export function diskErrorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = errorCode(current)
    // Node's fs errors carry a `syscall`; codes we know are enough for errors rebuilt by libraries.
    if (code !== undefined && /^E[A-Z0-9]+$/.test(code) && ('syscall' in current || code in REASONS)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** True when `error` (or what it wraps) is a file-system failure. */
export const isDiskError = (error: unknown): boolean => diskErrorCode(error) !== undefined

/**
 * One player-facing sentence for a file-system failure: what could not be done, why, and what
 * to do (`The game could not be saved: the disk is full. Free some space on the disk, then try
 * again.`). Never contains the raw error text or a path.
 */
export function diskErrorMessage(error: unknown, whatFailed: string): string {
  const code = diskErrorCode(error)
  const { reason, advice } = (code === undefined ? undefined : REASONS[code]) ?? GENERIC
  return `${whatFailed}: ${reason}. ${advice}`
}
