import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isRuleError } from '../../../engine/rule-error'
import { seedRng } from '../../../engine/rng'
import { stateHash } from '../../../engine/state-hash'
import { apply } from '../apply-command'
import { check } from '../invariants'
import { legalCommands } from '../legal-commands'
import { islandRules } from '../rules'
import type { IslandCommand, IslandState } from '../types'
import { view } from '../view'
import { content, newGame, randomCommand, randomGame } from './play'

/** States met along a random game (every few commands). */
function statesOf(players: number, seed: number, every = 3): IslandState[] {
  let s = newGame(players, seed)
  const rng = seedRng(seed * 7 + 1)
  const out: IslandState[] = [s]
  for (let i = 0; s.outcome === null && i < 400; i++) {
    const c = randomCommand(s, rng)
    if (!c) break
    const r = islandRules(content()).apply(s, c)
    if (isRuleError(r)) throw new Error(r.message)
    s = r.state
    if (i % every === 0) out.push(s)
  }
  return out
}

describe('Island properties', () => {
  it('200 random games of 1-4 players: components conserved, 0 invariant violations, every game ends', () => {
    let violations = 0
    let ended = 0
    for (let g = 0; g < 200; g++) {
      const r = randomGame(1 + (g % 4), 1000 + g)
      violations += r.violations.length
      if (r.state.outcome !== null) ended++
      if (r.violations.length > 0) throw new Error(`game ${g}: ${r.violations.slice(0, 3).join('; ')}`)
    }
    expect(violations).toBe(0)
    expect(ended).toBe(200)
  }, 240_000)

  it('replay from the seed and the command log gives the identical state', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 ** 30 }), (players, seed) => {
      const g = randomGame(players, seed, false)
      let s = newGame(players, seed)
      for (const c of g.commands) {
        const r = apply(content(), s, c)
        if (isRuleError(r)) return false
        s = r.state
      }
      return stateHash(s) === stateHash(g.state)
    }), { numRuns: 12 })
  }, 120_000)

  it('views carry no hidden data: no deck order, no face-down id, no RNG, and shuffling hidden zones changes nothing', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 ** 30 }), (players, seed) => {
      for (const s of statesOf(players, seed, 5)) {
        const v = view(content(), s)
        const text = JSON.stringify(v)
        const hidden = [...s.decks.event, ...s.decks.mystery, ...s.decks.beast, ...s.decks.hunting, ...s.decks.invention, ...s.decks.tiles, ...s.decks.discovery,
          ...s.decks.adventure.build, ...s.decks.adventure.gather, ...s.decks.adventure.explore, ...s.decks.equipment]
        // A peek (I-CHAR-30, I-CHAR-33) shows the cards it lets the group choose among: those are seen.
        const shown = new Set(s.pending?.kind === 'choice' ? s.pending.options.map((o) => o.label) : [])
        for (const id of hidden) if (!shown.has(id) && text.includes(`"${id}"`)) return false
        if ('rng' in v || text.includes('"injected"')) return false
        const shuffled: IslandState = { ...s, decks: { ...s.decks, event: [...s.decks.event].reverse(), tiles: [...s.decks.tiles].reverse(), beast: [...s.decks.beast].reverse() } }
        if (JSON.stringify(view(content(), shuffled)) !== text) return false
      }
      return true
    }), { numRuns: 6 })
  }, 120_000)

  it('legal commands are accepted; commands for another decision or out of range are refused with a typed RuleError', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 ** 30 }), (players, seed) => {
      for (const s of statesOf(players, seed, 4)) {
        if (s.outcome !== null) continue
        const legal = legalCommands(content(), s)
        if (legal.length === 0) return false
        for (const c of legal.slice(0, 8)) if (isRuleError(apply(content(), s, c))) return false
        const wrong: IslandCommand[] = [
          { type: 'choose', option: 99 }, { type: 'unplan', index: 50 }, { type: 'moveCamp', space: 'nowhere' },
          { type: 'plan', target: { kind: 'explore', space: 'nowhere' }, pawns: [{ kind: 'character', character: s.seats[0] ?? '' }] },
          { type: 'plan', target: { kind: 'rest' }, pawns: [{ kind: 'dog' }] },
        ]
        for (const c of wrong) {
          const r = apply(content(), s, c)
          if (!isRuleError(r) || typeof r.code !== 'string' || r.message === '') return false
        }
      }
      return true
    }), { numRuns: 6 })
  }, 120_000)

  it('every state met satisfies the invariants (check) after setup at each player count', () => {
    for (const players of [1, 2, 3, 4]) expect(check(content(), newGame(players, 7))).toEqual([])
  })
})
