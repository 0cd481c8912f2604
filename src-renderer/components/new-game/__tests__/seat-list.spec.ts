import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { charactersPerSeat, type SeatsModel } from '../../../../src-shared/game-module'
import { addSeat, canAddSeat, canRemoveSeat, duplicateCharacter, fitCharacters, initialSeatCount, moveSeat, removeSeat, type SeatRow } from '../seat-list'

const row = (key: number, characters: string[] = []): SeatRow => ({ key, name: `P${key}`, characters })

const models = fc.record({
  min: fc.integer({ min: 1, max: 2 }),
  max: fc.integer({ min: 2, max: 4 }),
  solo: fc.boolean(),
}).map(({ min, max, solo }): SeatsModel => (solo ? { min, max, charactersPerSeat: { 1: 2 } } : { min, max }))
type Op = { kind: 'add' } | { kind: 'remove'; at: number } | { kind: 'move'; at: number; by: -1 | 1 }
const ops = fc.array(fc.oneof(
  fc.constant<Op>({ kind: 'add' }),
  fc.integer({ min: 0, max: 4 }).map((at): Op => ({ kind: 'remove', at })),
  fc.record({ at: fc.integer({ min: 0, max: 4 }), by: fc.constantFrom<-1 | 1>(-1, 1) }).map(({ at, by }): Op => ({ kind: 'move', at, by })),
), { maxLength: 30 })

describe('seat list', () => {
  it('whatever the players do, the seats stay within the model, each with its characters, none twice', () => {
    fc.assert(fc.property(models, fc.integer({ min: 2, max: 8 }), ops, (model, n, steps) => {
      const all = Array.from({ length: n }, (_, i) => `c${i}`)
      let seats = fitCharacters(model, all, Array.from({ length: initialSeatCount(model, n) }, (_, i) => row(i)))
      let key = 100
      for (const op of steps) {
        if (op.kind === 'add') seats = addSeat(model, all, seats, { key: key++, name: 'x' })
        else if (op.kind === 'remove') seats = removeSeat(model, all, seats, op.at)
        else seats = moveSeat(seats, op.at, op.by)
        expect(seats.length).toBeLessThanOrEqual(model.max)
        expect(seats.length).toBeGreaterThanOrEqual(Math.min(model.min, initialSeatCount(model, n)))
        const per = charactersPerSeat(model, seats.length)
        for (const s of seats) {
          expect(s.characters).toHaveLength(per)
          for (const c of s.characters) expect(all).toContain(c)
        }
        expect(duplicateCharacter(seats)).toBe(false)
      }
    }))
  })

  it('a solo seat plays two characters when the ruleset says so, and one again when a second player joins', () => {
    const model: SeatsModel = { min: 1, max: 4, charactersPerSeat: { 1: 2 } }
    const all = ['a', 'b', 'c']
    const solo = fitCharacters(model, all, [row(0)])
    expect(solo[0]?.characters).toEqual(['a', 'b'])
    const two = addSeat(model, all, solo, { key: 1, name: 'P2' })
    expect(two.map((s) => s.characters)).toEqual([['a'], ['b']])
  })

  it('no seat is added past the maximum or without a free character, none removed below the minimum', () => {
    const model: SeatsModel = { min: 2, max: 3 }
    const seats = fitCharacters(model, ['a', 'b'], [row(0), row(1)])
    expect(canAddSeat(model, ['a', 'b'], seats)).toBe(false)
    expect(canAddSeat(model, ['a', 'b', 'c'], seats)).toBe(true)
    expect(canRemoveSeat(model, seats)).toBe(false)
    expect(removeSeat(model, ['a', 'b'], seats, 0)).toEqual(seats)
  })

  it('a character chosen twice is seen', () => {
    expect(duplicateCharacter([row(0, ['a']), row(1, ['a'])])).toBe(true)
    expect(duplicateCharacter([row(0, ['a', 'b'])])).toBe(false)
  })
})
