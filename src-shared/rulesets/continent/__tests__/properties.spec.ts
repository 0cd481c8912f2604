import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { baseCards, indexCards, adv, action, withStart, sk, strip } from './fixture'
import { createContinent } from '../continent'
import type { ContinentCommand } from '../commands'
import type { ContinentState } from '../state'
import { isRuleError } from '../../../engine/rule-error'
import { appendToLog, emptyLog, replay, undo, undoableCount } from '../../../engine/command-log'
import { fastStateHash } from '../../../engine/state-hash'

const c = indexCards(withStart(baseCards([
  adv('bow', '220', { kind: 'item', durability: 3, keywords: ['will'], effects: [{ op: 'successes', amount: 1, types: ['fight'] }] }),
  adv('bon', '300', { kind: 'bonus' }),
  adv('frz', '105', { kind: 'state', title: 'state.freezing', lifeLoss: true }),
  sk('craftme', strip(1), { craft: { action: action('craft', 2, 1, []), reductions: { wood: 1 }, item: { durability: 2, keywords: ['will'], effects: [], actions: [] } } }),
]), {
  resources: ['wood'],
  actions: [
    action('dig', 2, 1, [{ op: 'take', number: '220' }, { op: 'take', number: '300' }], [{ op: 'take', number: '105', who: 'eachInvolved' }, { op: 'loseDurability', amount: 1 }]),
    action('fight', 1, 2, [{ op: 'take', number: '063' }], [{ op: 'lifeLoss', count: 1 }]),
    action('move', 0, 0, [{ op: 'move' }]),
  ],
}))
const rules = createContinent(c)
const config = { characters: ['bruno', 'ludo'], curses: ['goddess'] }

/** Plays `picks` (indices into legalCommands) from a seed; returns states and commands. */
function walk(seed: number, picks: readonly number[]): { states: ContinentState[]; commands: ContinentCommand[] } {
  const s0 = rules.setup(config, seed)
  if (isRuleError(s0)) throw new Error(s0.message)
  const states = [s0]
  const commands: ContinentCommand[] = []
  let s = s0
  for (const p of picks) {
    if (s.outcome !== null) break
    const legal = rules.legalCommands(s)
    const cmd = legal[p % legal.length] as ContinentCommand
    const before = fastStateHash(s)
    const r = rules.apply(s, cmd)
    if (isRuleError(r)) throw new Error(`offered command refused: ${JSON.stringify(cmd)}: ${r.message}`)
    if (fastStateHash(s) !== before) throw new Error(`apply mutated its input state (${cmd.type})`)
    const text = JSON.stringify(r.events)
    for (const [uid, att] of Object.entries(r.state.board.attached)) {
      if (c.cards[uid]?.type === 'exploration' && !att.explorationSpace && text.includes(`"${uid}"`)) throw new Error(`an event names the face-down ${uid}`)
    }
    s = r.state
    states.push(s)
    commands.push(cmd)
  }
  return { states, commands }
}

const picksArb = fc.array(fc.nat(1000), { minLength: 5, maxLength: 120 })

describe('properties of the Continent engine', { timeout: 120_000 }, () => {
  it('C-CARD-1 C-D-1 card copies are conserved: every uid in exactly one zone, invariants hold, inputs never mutated, no event names a fog card', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), picksArb, (seed, picks) => {
      for (const s of walk(seed, picks).states) expect(rules.check(s)).toEqual([])
    }), { numRuns: 60 })
  })

  it('replay reproduces the same state hash', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), picksArb, (seed, picks) => {
      const { states, commands } = walk(seed, picks)
      const r = replay(rules, config, seed, commands)
      if (isRuleError(r)) throw new Error(r.message)
      expect(fastStateHash(r.state)).toBe(fastStateHash(states[states.length - 1]))
    }), { numRuns: 50 })
  })

  it('C-D-12 undo then redo reproduces the state', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), picksArb, (seed, picks) => {
      const { states, commands } = walk(seed, picks)
      let log = emptyLog<ContinentCommand>()
      for (let i = 0; i < commands.length; i++) {
        const r = rules.apply(states[i] as ContinentState, commands[i] as ContinentCommand)
        if (isRuleError(r)) throw new Error(r.message)
        log = appendToLog(log, commands[i] as ContinentCommand, r.events)
      }
      if (undoableCount(log) === 0) return
      const u = undo(rules, config, seed, log)
      if (isRuleError(u)) throw new Error(u.message)
      expect(fastStateHash(u.state)).toBe(fastStateHash(states[states.length - 2]))
      const redo = rules.apply(u.state, commands[commands.length - 1] as ContinentCommand)
      if (isRuleError(redo)) throw new Error(redo.message)
      expect(fastStateHash(redo.state)).toBe(fastStateHash(states[states.length - 1]))
    }), { numRuns: 50 })
  })

  it('C-D-2 C-D-3 no view contains hidden data', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), picksArb, (seed, picks) => {
      for (const s of walk(seed, picks).states) {
        const text = JSON.stringify(rules.view(s))
        const hidden = [...s.actionDeck, ...Object.values(s.adventure).flat(), ...Object.values(s.exploration).flat(), ...(s.discardFaceDown ? s.discard : [])]
        for (const [uid, att] of Object.entries(s.board.attached)) if (c.cards[uid]?.type === 'exploration' && !att.explorationSpace) hidden.push(uid)
        for (const uid of hidden) expect(text).not.toContain(`"${uid}"`)
      }
    }), { numRuns: 50 })
  })

  it('every command in legalCommands is accepted and a command not offered is refused with a RuleError', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), picksArb, (seed, picks) => {
      for (const s of walk(seed, picks).states) {
        const legal = rules.legalCommands(s)
        const offered = new Set(legal.map((x) => JSON.stringify(x)))
        for (const cmd of legal) expect(isRuleError(rules.apply(s, cmd))).toBe(false)
        const universe: ContinentCommand[] = [
          ...[0, 1, 2, 7].map((seat) => ({ type: 'chooseActive' as const, seat })),
          ...[0, 1, 2, 3, 4, 5].map((option) => ({ type: 'choose' as const, option })),
          ...[0, 1, 2, 3].flatMap((tradeOff) => [0, 1, 2, 3].map((extra) => ({ type: 'setCost' as const, tradeOff, extra }))),
          { type: 'involve', seats: [] }, { type: 'involve', seats: [1] }, { type: 'involve', seats: [0] }, { type: 'involve', seats: [5] },
          { type: 'endItems' }, { type: 'cancel' }, { type: 'rulesSave' }, { type: 'rulesResume' },
          { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'chooseAction', ref: { uid: 'nope', index: 0 } },
          { type: 'useItem', seat: 0, item: 'item-404' }, { type: 'giveUpItem', seat: 0, item: 'item-404' },
        ]
        for (const cmd of universe) {
          const accepted = !isRuleError(rules.apply(s, cmd))
          expect(accepted).toBe(offered.has(JSON.stringify(cmd)))
        }
      }
    }), { numRuns: 30 })
  })
})
