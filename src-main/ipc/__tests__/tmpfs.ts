import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A tiny RAM disk for real full-disk and read-only-disk tests (`mount -t tmpfs`, root only on
 * Linux). `undefined` where it cannot be mounted: those tests then rely on injected fs errors.
 */
export interface Tmpfs {
  dir: string
  readOnly(): void
  unmount(): void
}

export function mountTmpfs(sizeKb: number): Tmpfs | undefined {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return undefined
  const dir = mkdtempSync(join(tmpdir(), 'fogbound-tmpfs-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir], { stdio: 'ignore' })
  } catch {
    rmSync(dir, { recursive: true, force: true })
    return undefined
  }
  return {
    dir,
    readOnly: () => execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'ignore' }),
    unmount: () => {
      execFileSync('umount', [dir], { stdio: 'ignore' })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Fills a disk: writes until ENOSPC. */
export function fillDisk(file: string): void {
  const block = Buffer.alloc(4096, 1)
  const fd = openSync(file, 'w')
  try {
    for (;;) writeSync(fd, block)
  } catch {
    // ENOSPC: the disk is full.
  } finally {
    closeSync(fd)
  }
}
