import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPushEvent, PUSH_EVENT_TYPES } from '../push'

describe('push events', () => {
  it('isPushEvent accepts each type with exactly its fields', () => {
    expect(isPushEvent({ type: 'save-failed', slotId: 'a', what: 'move', message: 'm' })).toBe(true)
    expect(isPushEvent({ type: 'save-recovered', slotId: 'a', message: 'm' })).toBe(true)
    expect(isPushEvent({ type: 'slot-quarantined', slotId: 'a', kind: 'not-json', message: 'm', quarantined: 'a-1', backups: 0 })).toBe(true)
    expect(isPushEvent({ type: 'journal-truncated', slotId: 'a', moves: 1, message: 'm' })).toBe(true)
    expect(PUSH_EVENT_TYPES).toHaveLength(4)
  })

  it('isPushEvent refuses unknown types, missing, extra and mistyped fields, prototype keys', () => {
    expect(isPushEvent({ type: 'toString', slotId: 'a' })).toBe(false)
    expect(isPushEvent({ type: 'save-recovered', slotId: 'a' })).toBe(false)
    expect(isPushEvent({ type: 'save-recovered', slotId: 'a', message: 'm', path: '/etc' })).toBe(false)
    expect(isPushEvent({ type: 'journal-truncated', slotId: 'a', moves: '1', message: 'm' })).toBe(false)
    expect(isPushEvent(null)).toBe(false)
    expect(isPushEvent([])).toBe(false)
  })

  it('never throws and accepts nothing that lacks a known type (property)', () => {
    fc.assert(fc.property(fc.anything(), (x) => {
      const accepted = isPushEvent(x)
      if (accepted) expect(PUSH_EVENT_TYPES).toContain((x as { type: string }).type)
    }))
  })
})
