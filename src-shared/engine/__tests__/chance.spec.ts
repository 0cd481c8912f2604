import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CHANCE_EVENT_TYPE, rngWasUsed, withChanceCheckpoint, type ApplyFn } from '../chance'
import { cloneJson } from '../json-clone'
import { injectPicks, intInRange, seedRng, shuffle, type RngState } from '../rng'
import { isRuleError, ruleError } from '../rule-error'
import { hasCheckpoint } from '../command-log'

/** A bare ruleset body: 'shuffle' uses chance silently, 'reveal' marks its own checkpoint. */
interface Table {
  rng: RngState
  cards: number[]
}
type Cmd = { type: 'shuffle' } | { type: 'reveal' } | { type: 'count' } | { type: 'refuse' } | { type: 'same' }
const NO_EVENTS = Object.freeze([]) as unknown as []

const rules: ApplyFn<Table, Cmd> = (state, command) => {
  if (command.type === 'same') return { state, events: NO_EVENTS }
  const d = cloneJson(state)
  switch (command.type) {
    case 'shuffle':
      d.cards = shuffle(d.rng, d.cards)
      return { state: d, events: [{ type: 'shuffled' }] }
    case 'reveal':
      d.cards.push(intInRange(d.rng, 1, 6))
      return { state: d, events: [{ type: 'revealed', checkpoint: true }] }
    case 'count':
      d.cards.push(d.cards.length)
      return { state: d, events: [{ type: 'counted' }] }
    case 'refuse':
      return ruleError('no', 'refused')
  }
}
const apply = withChanceCheckpoint(rules, (s: Table) => s.rng)
const start = (seed: number): Table => ({ rng: seedRng(seed), cards: [1, 2, 3, 4, 5] })

describe('chance bookkeeping (chance.ts)', () => {
  it('C-D-12 a command that used the RNG without marking gets a chance checkpoint, appended last', () => {
    const r = apply(start(3), { type: 'shuffle' })
    if (isRuleError(r)) throw new Error(r.message)
    expect(r.events).toEqual([{ type: 'shuffled' }, { type: CHANCE_EVENT_TYPE, checkpoint: true }])
  })

  it('C-D-12 consuming an injected pick counts as chance even though the generator did not move', () => {
    const s = { ...start(3), rng: injectPicks(seedRng(3), [0, 0, 0, 0]) }
    const r = apply(s, { type: 'shuffle' })
    if (isRuleError(r)) throw new Error(r.message)
    expect(r.state.rng.s).toEqual(s.rng.s)
    expect(hasCheckpoint(r.events)).toBe(true)
  })

  it('a command that marked its own checkpoint gets no second one', () => {
    const r = apply(start(4), { type: 'reveal' })
    if (isRuleError(r)) throw new Error(r.message)
    expect(r.events).toEqual([{ type: 'revealed', checkpoint: true }])
  })

  it('a command without chance is returned untouched, and refusals pass through', () => {
    const s = start(5)
    const inner = rules(s, { type: 'count' })
    const r = apply(s, { type: 'count' })
    expect(r).toEqual(inner)
    if (isRuleError(r)) throw new Error(r.message)
    expect(hasCheckpoint(r.events)).toBe(false)
    const same = apply(s, { type: 'same' })
    expect(isRuleError(same) ? null : same.events).toBe(NO_EVENTS)
    const refused = apply(s, { type: 'refuse' })
    expect(isRuleError(refused) && refused.code).toBe('no')
  })

  it('never mutates the state given nor the inner result (a frozen shared events array stays empty)', () => {
    const frozenRules: ApplyFn<Table, Cmd> = (state) => {
      const d = cloneJson(state)
      intInRange(d.rng, 0, 9)
      return { state: d, events: NO_EVENTS }
    }
    const s = start(6)
    const before = cloneJson(s)
    const r = withChanceCheckpoint(frozenRules, (t: Table) => t.rng)(s, { type: 'shuffle' })
    if (isRuleError(r)) throw new Error(r.message)
    expect(s).toEqual(before)
    expect(NO_EVENTS).toEqual([])
    expect(r.events).toEqual([{ type: CHANCE_EVENT_TYPE, checkpoint: true }])
  })

  it('rngWasUsed compares the generator words and the injected queue only', () => {
    const a = seedRng(1)
    expect(rngWasUsed(a, a)).toBe(false)
    expect(rngWasUsed(a, cloneJson(a))).toBe(false)
    const b = cloneJson(a)
    intInRange(b, 0, 99)
    expect(rngWasUsed(a, b)).toBe(true)
    expect(rngWasUsed(a, injectPicks(a, [1]))).toBe(true)
  })

  it('C-D-12 property: after any command sequence, every command that moved the RNG carries a checkpoint, and no other command gains one', () => {
    const cmd = fc.constantFrom<Cmd>({ type: 'shuffle' }, { type: 'reveal' }, { type: 'count' }, { type: 'same' })
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.nat(3), { maxLength: 4 }), fc.array(cmd, { maxLength: 12 }), (seed, picks, cmds) => {
        let s: Table = { ...start(seed), rng: injectPicks(seedRng(seed), picks) }
        for (const c of cmds) {
          const r = apply(s, c)
          if (isRuleError(r)) throw new Error(r.message)
          const used = rngWasUsed(s.rng, r.state.rng)
          expect(hasCheckpoint(r.events)).toBe(used)
          const chanceEvents = r.events.filter((e) => e.type === CHANCE_EVENT_TYPE)
          expect(chanceEvents.length).toBe(used && c.type === 'shuffle' ? 1 : 0)
          s = r.state
        }
      }),
      { numRuns: 100 },
    )
  })
})
