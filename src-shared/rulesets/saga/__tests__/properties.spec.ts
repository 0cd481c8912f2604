import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isRuleError } from '../../../engine/rule-error'
import { intInRange, seedRng, type RngState } from '../../../engine/rng'
import { stateHash } from '../../../engine/state-hash'
import { apply } from '../apply-command'
import { check } from '../invariants'
import { legalCommands } from '../legal-commands'
import { sagaModule } from '../module'
import type { SagaCommand, SagaState } from '../types'
import { view } from '../view'
import { content, newGame } from './kit'

const CHARACTERS = ['mender', 'scout', 'smith', 'warden']
const start = (players: number, seed: number): SagaState =>
  newGame({ characters: CHARACTERS.slice(0, players === 1 ? 2 : players), seats: players }, seed)

const pick = (rng: RngState, legal: readonly SagaCommand[]): SagaCommand | undefined => legal[intInRange(rng, 0, legal.length - 1)]

/** A random game: the commands played and every state met. */
function randomGame(players: number, seed: number): { commands: SagaCommand[]; states: SagaState[] } {
  let s = start(players, seed)
  const rng = seedRng(seed ^ 0x5a5a)
  const commands: SagaCommand[] = []
  const states = [s]
  for (let i = 0; s.outcome === null && i < 1500; i++) {
    const c = pick(rng, legalCommands(content, s))
    if (!c) break
    const r = apply(content, s, c)
    if (isRuleError(r)) throw new Error(`legal ${JSON.stringify(c)} refused: ${r.message}`)
    commands.push(c)
    s = r.state
    states.push(s)
  }
  return { commands, states }
}

/** Card ids a state hides: every deck's order and the unused Action cards. */
function hiddenIds(s: SagaState): string[] {
  const k = s.decks
  return [...k.terrain, ...k.discovery, ...k.left, ...k.right, ...Object.values(k.enemies).flat(), ...k.items]
}

describe('Saga properties', () => {
  it('random games of 1-4 players: every legal command accepted, components conserved, 0 invariant violations, every game ends', () => {
    let ended = 0
    for (let g = 0; g < 40; g++) {
      const { states } = randomGame(1 + (g % 4), 500 + g)
      for (const s of states) expect(check(content, s)).toEqual([])
      if (states.at(-1)?.outcome !== null) ended++
    }
    expect(ended).toBe(40)
  }, 120_000)

  it('replay from the seed and the command log gives the identical state', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 ** 30 }), (players, seed) => {
      const g = randomGame(players, seed)
      let s = start(players, seed)
      for (const c of g.commands) {
        const r = apply(content, s, c)
        if (isRuleError(r)) return false
        s = r.state
      }
      return stateHash(s) === stateHash(g.states.at(-1))
    }), { numRuns: 15 })
  }, 60_000)

  it('a command not in the legal list is refused, and the state is left as it was', () => {
    const universe = new Map<string, SagaCommand>()
    for (let g = 0; g < 6; g++) for (const s of randomGame(2, 900 + g).states) for (const c of legalCommands(content, s)) universe.set(JSON.stringify(c), c)
    for (const extra of [{ type: 'place', token: 5, slot: 0 }, { type: 'place', token: 0, slot: 9 }, { type: 'cross', border: 'meadow-peak' }, { type: 'cure', tile: 7 }] as SagaCommand[]) universe.set(JSON.stringify(extra), extra)
    const all = [...universe.values()]
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 0, max: 200 }), (seed, at) => {
      const { states } = randomGame(2, seed)
      const s = states[at % states.length] ?? states[0]
      if (!s) return true
      const legal = new Set(legalCommands(content, s).map((c) => JSON.stringify(c)))
      const before = stateHash(s)
      for (const c of all) {
        const r = apply(content, s, c)
        if (legal.has(JSON.stringify(c)) === isRuleError(r)) throw new Error(`${JSON.stringify(c)} ${isRuleError(r) ? `refused (${r.code})` : 'accepted'} while ${legal.has(JSON.stringify(c)) ? '' : 'not '}listed; waiting for ${s.queue[0]?.t ?? 'place'}`)
      }
      return stateHash(s) === before
    }), { numRuns: 12 })
  }, 120_000)

  it('S-CORE-09 the view shows no deck order and no unread paragraph text', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 ** 30 }), (players, seed) => {
      for (const s of randomGame(players, seed).states.filter((_, i) => i % 7 === 0)) {
        const v = view(content, s)
        const text = JSON.stringify(v)
        for (const id of hiddenIds(s)) if (text.includes(`"${id}"`)) return false
        const strings = sagaModule.publicStrings(content, v)
        for (const paras of Object.values(content.paragraphs)) for (const p of Object.values(paras)) {
          if (!s.read.includes(p.number) && strings.en?.[p.text] !== undefined) return false
        }
      }
      return true
    }), { numRuns: 12 })
  }, 60_000)
})
