import { describe, expect, it } from 'vitest'
import { diskErrorCode, diskErrorMessage, isDiskError } from '../disk-error'

/** An error shaped like Node's fs errors (code, syscall, path, and the raw text naming both). */
const fsError = (code: string, path = '/home/ada/.config/Fogbound/saves/abc/save.json') =>
  Object.assign(new Error(`${code}: simulated, open '${path}'`), { code, syscall: 'open', path, errno: -28 })

describe('disk errors in words', () => {
  it.each(['ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EDQUOT', 'EBUSY', 'EMFILE', 'ENOENT', 'EXDEV'])('%s: a sentence with no raw code, no syscall and no path', (code) => {
    const message = diskErrorMessage(fsError(code), 'The settings could not be saved')
    expect(message.startsWith('The settings could not be saved: ')).toBe(true)
    expect(message).not.toContain(code)
    expect(message).not.toContain('simulated')
    expect(message).not.toMatch(/[\\/]/)
  })

  it('names the full disk and the read-only disk as such', () => {
    expect(diskErrorMessage(fsError('ENOSPC'), 'X')).toContain('the disk is full')
    expect(diskErrorMessage(fsError('EROFS'), 'X')).toContain('the disk is read-only')
  })

  it('finds an fs error wrapped as the cause of another error; plain errors are not disk errors', () => {
    const wrapped = new Error('writing failed', { cause: fsError('ENOSPC') })
    expect(diskErrorCode(wrapped)).toBe('ENOSPC')
    expect(isDiskError(new Error('a bug'))).toBe(false)
    expect(isDiskError(Object.assign(new Error('x'), { code: 'ERR_INVALID_ARG_TYPE' }))).toBe(false)
  })
})
