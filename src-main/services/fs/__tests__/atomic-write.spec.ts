import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { promises as fsp } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeFileAtomic } from '../atomic-write'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fogbound-atomic-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const transient = (code: string) => Object.assign(new Error(`${code}: simulated`), { code })

describe('writeFileAtomic', () => {
  it('creates missing folders and writes the content', async () => {
    const file = join(dir, 'a', 'b', 'settings.json')
    await writeFileAtomic(file, '{"x":1}')
    expect(readFileSync(file, 'utf8')).toBe('{"x":1}')
  })

  it('replaces an existing file and leaves no temp files behind', async () => {
    const file = join(dir, 'settings.json')
    writeFileSync(file, 'old')
    await writeFileAtomic(file, 'new')
    expect(readFileSync(file, 'utf8')).toBe('new')
    expect(readdirSync(dir)).toEqual(['settings.json'])
  })

  it('retries a rename that fails with EPERM/EBUSY, then succeeds', async () => {
    const file = join(dir, 'settings.json')
    const failures = [transient('EPERM'), transient('EBUSY')]
    let calls = 0
    await writeFileAtomic(file, 'content', {
      backoffMs: 1,
      rename: async (from, to) => {
        calls++
        const failure = failures.shift()
        if (failure) throw failure
        await fsp.rename(from, to)
      },
    })
    expect(calls).toBe(3)
    expect(readFileSync(file, 'utf8')).toBe('content')
  })

  it('gives up after the retries, keeps the old file and removes the temp file', async () => {
    const file = join(dir, 'settings.json')
    writeFileSync(file, 'old')
    await expect(
      writeFileAtomic(file, 'new', { retries: 2, backoffMs: 1, rename: () => Promise.reject(transient('EBUSY')) }),
    ).rejects.toThrow('EBUSY')
    expect(readFileSync(file, 'utf8')).toBe('old')
    expect(readdirSync(dir)).toEqual(['settings.json'])
  })

  it('does not retry a non-transient error', async () => {
    let calls = 0
    await expect(
      writeFileAtomic(join(dir, 'x.json'), 'x', {
        backoffMs: 1,
        rename: () => {
          calls++
          return Promise.reject(transient('ENOSPC'))
        },
      }),
    ).rejects.toThrow('ENOSPC')
    expect(calls).toBe(1)
  })
})

describe('writeFileAtomic on a full disk', () => {
  it('a write that fails (ENOSPC) leaves the old file and no temp file behind', async () => {
    const file = join(dir, 'settings.json')
    writeFileSync(file, 'old')
    const realOpen = fsp.open
    const spy = vi.spyOn(fsp, 'open').mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
      const handle = await realOpen(...args)
      return Object.assign(handle, { writeFile: async () => { throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' }) } })
    })
    try {
      await expect(writeFileAtomic(file, 'new')).rejects.toMatchObject({ code: 'ENOSPC' })
    } finally {
      spy.mockRestore()
    }
    expect(readFileSync(file, 'utf8')).toBe('old')
    expect(readdirSync(dir)).toEqual(['settings.json'])
  })
})
