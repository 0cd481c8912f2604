// The working copy of `apply` (clone-state.ts): over states of random games of the test pack's
// scenario sheets and both Cinder Cay scenarios, it equals the generic deep copy (as JSON: absent
// and undefined fields alike), every copy has the same fields in the same order, and it shares
// with the original only the parts never changed in place.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { cloneJson } from '../../../engine/json-clone'
import { canonicalJson } from '../../../engine/state-hash'
import { intInRange, seedRng } from '../../../engine/rng'
import { loadCinderCay } from '../../../content/island/__tests__/cinder-cay-pack'
import type { IslandContent } from '../../../content/island/content'
import { apply } from '../apply-command'
import { cloneState, planDraft } from '../clone-state'
import { legalCommands } from '../legal-commands'
import { setup } from '../setup'
import type { IslandState } from '../types'
import { CASTAWAYS, content } from './play'
import { setTile } from '../lists'

/** Every object and array inside `v`, with the path it was found at. */
function objectsOf(v: unknown, path: string, out: Map<object, string>): Map<object, string> {
  if (typeof v !== 'object' || v === null) return out
  out.set(v, path)
  for (const [k, x] of Object.entries(v)) objectsOf(x, `${path}.${k}`, out)
  return out
}

/**
 * The parts a copy may share with its original, never changed in place: the state's lists (decks,
 * cards out of the game, tokens, Items, abilities used…: lists.ts), the island and its tiles, the
 * inaccessible spaces, places done and Number tokens, the planned actions, the decisions waiting,
 * the seats, drawn inventions and settings. Other objects (a character, the decks object) are never
 * shared.
 */
const SHARED = /^\$\.(decks\.(event|mystery|mysteryDiscard|mysterySetAside|beast|hunting|invention|newIdeaDiscard|besideEvent|tiles|discovery|equipment|adventure\.(build|gather|explore))|removed|plan\.\d+(\..+)?|seats|drawn|settings|characters\.[^.]+\.(specialWounds|abilitiesUsed|sheetTokens)|island(\..+)?|inaccessible|discovery\.(available|future)|spaceTokens\.[^.]+|inventions\.(board|built|future|away)|flippedThisRound|cardsUsedThisRound|equipmentFuture|kept|keptFuture|piles\.[^.]+|sitesDone(\..+)?|numberTokens|pending(\..+)?|resume\.\d+(\..+)?|mysteryWards|tileItems\.[^.]+|skip|travellers|weatherExtra)$/

/** States along a random game (every legal command may be picked, so takings back and any-time uses appear too). */
function statesOf(c: IslandContent, scenario: string, characters: string[], seed: number): IslandState[] {
  const start = setup(c, { scenario, characters }, seed)
  if (isRuleError(start)) throw new Error(start.message)
  const rng = seedRng(seed)
  const out: IslandState[] = [start]
  let s = start
  for (let i = 0; i < 400 && s.outcome === null; i++) {
    const legal = legalCommands(c, s)
    const cmd = legal[intInRange(rng, 0, legal.length - 1)]
    if (cmd === undefined) break
    const r = apply(c, s, cmd)
    if (isRuleError(r)) throw new Error(`${cmd.type}: ${r.message}`)
    s = r.state
    out.push(s)
  }
  return out
}

/** The fields of the first copy: every copy has them, in this order. */
let shape: string | undefined

function expectSameCopy(s: IslandState): void {
  const copy = cloneState(s)
  expect(canonicalJson(copy)).toBe(canonicalJson(cloneJson(s)))
  shape ??= Object.keys(copy).join()
  expect(Object.keys(copy).join()).toBe(shape)
  expect(Object.keys(planDraft(s)).join()).toBe(shape)
  const mine = objectsOf(s, '$', new Map())
  const shared = [...objectsOf(copy, '$', new Map())].filter(([o]) => mine.has(o)).map(([, path]) => path)
  expect(shared.filter((path) => !SHARED.test(path))).toEqual([])
}

const SHEETS = ['test-rescue', 'test-s1-woodpile', 'test-s2-crosses', 'test-s3-stranded', 'test-s4-volcano', 'test-s5-villages', 'test-s6-family', 'test-s7-giant']

describe('the working copy of apply (clone-state)', () => {
  it('equals the deep copy and shares only the lists never changed in place, on the test pack\'s scenario sheets', () => {
    fc.assert(fc.property(fc.constantFrom(...SHEETS), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 ** 30 }), (sheet, players, seed) => {
      for (const s of statesOf(content(), sheet, CASTAWAYS.slice(0, players), seed)) expectSameCopy(s)
    }), { numRuns: 16 })
  }, 120_000)

  it('equals the deep copy and shares only the lists never changed in place, in Cinder Cay games', () => {
    const c = loadCinderCay()
    const castaways = Object.values(c.characters).filter((x) => x.kind === 'castaway').map((x) => x.id).sort()
    fc.assert(fc.property(fc.constantFrom(...Object.keys(c.scenarios)), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 ** 30 }), (scenario, players, seed) => {
      for (const s of statesOf(c, scenario, castaways.slice(0, players), seed)) expectSameCopy(s)
    }), { numRuns: 8 })
  }, 120_000)

  it('a copy may be changed without changing the original', () => {
    const [s] = statesOf(content(), 'test-rescue', CASTAWAYS.slice(0, 2), 7)
    if (s === undefined) throw new Error('no state')
    const before = JSON.stringify(s)
    const copy = cloneState(s)
    copy.available.wood += 3
    copy.decks.event = copy.decks.event.slice(1)
    const camp = copy.island[copy.camp]
    if (camp) setTile(copy, copy.camp, { ...camp, tokens: [...camp.tokens, 'time'] })
    const first = Object.values(copy.characters)[0]
    if (first) first.abilitiesUsed = [...first.abilitiesUsed, 'x']
    expect(JSON.stringify(s)).toBe(before)
  })
})
