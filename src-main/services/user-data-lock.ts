import { promises as fsp } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { lock } from 'proper-lockfile'

/**
 * One process per user-data folder. Two browser hosts (or a browser host and the desktop app)
 * on one folder both appended moves to the same journals, and a reopened slot then lost one
 * host's moves. Electron's single-instance lock covers only two desktop apps, so every host
 * takes this lock too: `proper-lockfile` keeps a lock folder whose time stamp the holder renews,
 * so a lock left by a killed process goes stale and is taken over.
 */

/** The lock folder proper-lockfile creates (a folder because mkdir is atomic on every OS). */
export const LOCK_NAME = 'fogbound.lock'
/** Who holds the lock, written beside it, so a refusal can say who and a crash can be told apart. */
export const OWNER_NAME = 'fogbound.lock-owner.json'
/**
 * After this long without renewal the lock is stale (the holder renews it every half of this).
 * Short, so a restart after a crash waits little; a holder that stalls this long (a suspended
 * laptop) keeps its lock unless another process took it meanwhile, which `onLost` reports.
 */
export const STALE_MS = 5000

export interface LockOwner {
  pid: number
  hostname: string
  host: 'electron' | 'browser'
  since: string
}

export interface UserDataLockOptions {
  host: 'electron' | 'browser'
  /**
   * The lock was taken away while this process ran (it stalled past STALE_MS and another process
   * took the folder): the caller must stop writing to the folder.
   */
  onLost: (error: Error) => void
  /**
   * The folder is held by a process that is gone (a crash): its lock is taken over once stale,
   * which takes a few seconds; told first so the wait can be explained.
   */
  onTakeOver?: (owner: LockOwner | undefined) => void
  /** For tests: defaults to `process.pid`. */
  pid?: number
}

export interface UserDataLock {
  readonly dir: string
  release(): Promise<void>
}

const hostName = (host: LockOwner['host']): string => (host === 'electron' ? 'the desktop app' : 'a browser host')

/** The second process is refused with this: one line, saying who holds the folder and what to do. */
export class UserDataLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner ? `${hostName(owner.host)} (process ${owner.pid}, since ${owner.since})` : 'another Fogbound process'
    super(`Fogbound is already running on the user-data folder ${dir}: ${who} has it open. Close it first, or start with --user-data <another folder>.`)
    this.name = 'UserDataLockedError'
  }
}

async function readOwner(dir: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await fsp.readFile(join(dir, OWNER_NAME), 'utf8')) as Partial<LockOwner>
    if (typeof owner.pid !== 'number' || typeof owner.hostname !== 'string' || (owner.host !== 'electron' && owner.host !== 'browser')) return undefined
    return { pid: owner.pid, hostname: owner.hostname, host: owner.host, since: String(owner.since) }
  } catch {
    return undefined
  }
}

/** Whether a process of this machine is alive (EPERM: alive, but someone else's). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM'
  }
}

/**
 * Whether a held lock was left by a process that is gone: its owner ran on this machine and is no
 * longer alive, or no owner was written (a crash between taking the lock and writing the owner).
 */
function leftByCrash(owner: LockOwner | undefined): boolean {
  return owner === undefined || (owner.hostname === hostname() && !processIsAlive(owner.pid))
}

const isLocked = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === 'ELOCKED'

/**
 * Takes the user-data folder for this process, or throws UserDataLockedError when a live process
 * holds it. A lock left by a crashed process (SIGKILL, power loss) is taken over once stale,
 * waiting at most about STALE_MS. Released on `release()` and, by proper-lockfile, on exit.
 */
export async function lockUserData(dir: string, options: UserDataLockOptions): Promise<UserDataLock> {
  await fsp.mkdir(dir, { recursive: true })
  const lockOptions = { lockfilePath: join(dir, LOCK_NAME), realpath: false, stale: STALE_MS, onCompromised: options.onLost }
  let release: () => Promise<void>
  try {
    release = await lock(dir, lockOptions)
  } catch (error) {
    if (!isLocked(error)) throw error
    const owner = await readOwner(dir)
    if (!leftByCrash(owner)) throw new UserDataLockedError(dir, owner)
    options.onTakeOver?.(owner)
    // Wait for the dead holder's lock to go stale, retrying a little longer than STALE_MS.
    const retries = { retries: Math.ceil((STALE_MS + 2000) / 250), factor: 1, minTimeout: 250, maxTimeout: 250 }
    try {
      release = await lock(dir, { ...lockOptions, retries })
    } catch (retryError) {
      if (isLocked(retryError)) throw new UserDataLockedError(dir, await readOwner(dir))
      throw retryError
    }
  }
  const owner: LockOwner = { pid: options.pid ?? process.pid, hostname: hostname(), host: options.host, since: new Date().toISOString() }
  try {
    await fsp.writeFile(join(dir, OWNER_NAME), `${JSON.stringify(owner)}\n`)
  } catch (error) {
    // A folder we cannot write to (full, read-only) is of no use to this process: let it go again.
    await release()
    throw error
  }
  let released = false
  return {
    dir,
    async release() {
      if (released) return
      released = true
      // A lock already taken away (onLost was called) has nothing left to release.
      await release().catch((error: unknown) => {
        if (!(error instanceof Error && 'code' in error && error.code === 'ERELEASED')) throw error
      })
    },
  }
}
