import { randomBytes } from 'node:crypto'
import { promises as fsp } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** Error codes Windows raises while an antivirus or indexer briefly holds the target open. */
const TRANSIENT_CODES = new Set(['EPERM', 'EBUSY', 'EACCES'])

export interface AtomicWriteOptions {
  /** How many times a transient rename failure is retried (default 5). */
  retries?: number
  /** First back-off in ms, doubled each retry (default 20). */
  backoffMs?: number
  /** Injected for tests: Linux never produces the Windows EPERM race on demand. */
  rename?: (from: string, to: string) => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined

/**
 * Replaces `file` with `data` so that a crash leaves either the old or the new content,
 * never a torn file: write a temp file beside it, fsync it, rename it over the target
 * (atomic on one volume), then fsync the folder so the rename itself is durable.
 */
export async function writeFileAtomic(file: string, data: string, options: AtomicWriteOptions = {}): Promise<void> {
  const { retries = 5, backoffMs = 20, rename = fsp.rename } = options
  const dir = dirname(file)
  await fsp.mkdir(dir, { recursive: true })
  const temp = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  const handle = await fsp.open(temp, 'w')
  try {
    await handle.writeFile(data, 'utf8')
    await handle.sync()
  } catch (error) {
    await handle.close()
    // A full disk fails here: leave no half-written temp file taking space and cluttering the folder.
    await fsp.rm(temp, { force: true }).catch(() => undefined)
    throw error
  }
  await handle.close()
  try {
    await renameWithRetry(temp, file, { retries, backoffMs, rename })
  } catch (error) {
    await fsp.rm(temp, { force: true })
    throw error
  }
  await syncDirectory(dir)
}

/**
 * Renames `from` to `to`, retrying the transient failures Windows raises while an
 * antivirus or indexer briefly holds the file or folder (EPERM, EBUSY, EACCES).
 */
export async function renameWithRetry(from: string, to: string, options: AtomicWriteOptions = {}): Promise<void> {
  const { retries = 5, backoffMs = 20, rename = fsp.rename } = options
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(from, to)
      return
    } catch (error) {
      if (attempt >= retries || !TRANSIENT_CODES.has(errorCode(error) ?? '')) throw error
      await sleep(backoffMs * 2 ** attempt)
    }
  }
}

/** Makes a rename inside `dir` durable (fsync of the folder). */
export async function syncDirectory(dir: string): Promise<void> {
  // Windows cannot open a directory for fsync; NTFS journals the rename anyway.
  if (process.platform === 'win32') return
  const handle = await fsp.open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
