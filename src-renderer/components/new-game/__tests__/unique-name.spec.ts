import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { uniqueName } from '../unique-name'

describe('uniqueName', () => {
  it('keeps a free name, and numbers a taken one from (2) on, skipping numbers in use', () => {
    expect(uniqueName('First Light, 24/11/2026', ['Other'])).toBe('First Light, 24/11/2026')
    expect(uniqueName('First Light, 24/11/2026', ['First Light, 24/11/2026'])).toBe('First Light, 24/11/2026 (2)')
    expect(uniqueName('Run', ['run ', 'Run (2)', 'Run (4)'])).toBe('Run (3)')
  })

  it('never returns a name already taken (property)', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.array(fc.string({ maxLength: 16 }), { maxLength: 12 }), (base, others) => {
      const taken = [...others, base, `${base} (2)`]
      const name = uniqueName(base, taken)
      expect(taken.map((n) => n.trim().toLocaleLowerCase())).not.toContain(name.trim().toLocaleLowerCase())
      expect(name.startsWith(base)).toBe(true)
    }))
  })
})
