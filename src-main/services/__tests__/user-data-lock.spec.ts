import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCK_NAME, OWNER_NAME, STALE_MS, UserDataLockedError, lockUserData, processIsAlive } from '../user-data-lock'

// Real folders, real lock files (issue #13, item 1). The two-process and SIGKILL cases with real
// host processes are in src-main/host/__tests__/two-hosts.spec.ts.
const temps: string[] = []
afterAll(async () => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))))

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fogbound-lock-'))
  temps.push(dir)
  return dir
}

const noLoss = { onLost: () => undefined }

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
  const pid = Number(child.stdout)
  expect(processIsAlive(pid)).toBe(false)
  return pid
}

describe('one process per user-data folder', () => {
  it('a second lock on a held folder is refused in one line naming the holder; after release it is free', async () => {
    const dir = await folder()
    const first = await lockUserData(dir, { host: 'browser', ...noLoss })
    const refused = await lockUserData(dir, { host: 'electron', ...noLoss }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(UserDataLockedError)
    const message = refused instanceof Error ? refused.message : ''
    expect(message).toContain(`Fogbound is already running on the user-data folder ${dir}: a browser host (process ${process.pid}`)
    expect(message).toContain('--user-data')
    expect(message).not.toContain('\n')
    await first.release()
    expect(existsSync(join(dir, LOCK_NAME))).toBe(false)
    const again = await lockUserData(dir, { host: 'electron', ...noLoss })
    expect(JSON.parse(await readFile(join(dir, OWNER_NAME), 'utf8'))).toMatchObject({ pid: process.pid, host: 'electron', hostname: hostname() })
    await again.release()
  })

  it('the folder is created when missing (a first launch)', async () => {
    const dir = join(await folder(), 'new', 'user-data')
    const held = await lockUserData(dir, { host: 'browser', ...noLoss })
    expect(existsSync(join(dir, LOCK_NAME))).toBe(true)
    await held.release()
  })

  it('a fresh lock of a live process on another machine (a shared folder) is refused at once, without waiting', async () => {
    const dir = await folder()
    await mkdir(join(dir, LOCK_NAME))
    await writeFile(join(dir, OWNER_NAME), JSON.stringify({ pid: 1, hostname: `not-${hostname()}`, host: 'electron', since: 'earlier' }))
    const started = Date.now()
    await expect(lockUserData(dir, { host: 'browser', ...noLoss })).rejects.toThrow(/the desktop app \(process 1, since earlier\) has it open/)
    expect(Date.now() - started).toBeLessThan(STALE_MS / 2)
  })

  it('a lock left by a process that died is taken over once stale', async () => {
    const dir = await folder()
    // What a SIGKILLed holder leaves: the lock folder, freshly renewed, and its owner.
    await mkdir(join(dir, LOCK_NAME))
    await writeFile(join(dir, OWNER_NAME), JSON.stringify({ pid: deadPid(), hostname: hostname(), host: 'browser', since: 'earlier' }))
    const started = Date.now()
    const told: unknown[] = []
    const held = await lockUserData(dir, { host: 'browser', ...noLoss, onTakeOver: (owner) => told.push(owner) })
    expect(Date.now() - started).toBeLessThan(STALE_MS + 2500)
    expect(told).toEqual([expect.objectContaining({ host: 'browser', since: 'earlier' })])
    expect(JSON.parse(await readFile(join(dir, OWNER_NAME), 'utf8'))).toMatchObject({ pid: process.pid })
    await held.release()
  }, 20_000)

  it('a holder whose lock is taken away is told (onLost), so it can stop writing', async () => {
    const dir = await folder()
    let lost: Error | undefined
    const held = await lockUserData(dir, { host: 'browser', onLost: (error) => (lost = error) })
    await rm(join(dir, LOCK_NAME), { recursive: true })
    await expect.poll(() => lost, { timeout: STALE_MS + 2000, interval: 100 }).toBeInstanceOf(Error)
    await held.release()
  }, 20_000)
})
