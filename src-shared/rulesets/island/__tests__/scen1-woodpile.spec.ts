// Scenario 1's special rules (I-SCEN1-*) played through the engine on the fixture sheet
// fixtures/packs/island-test/scenarios/scen1-woodpile.json.
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { apply } from '../apply-command'
import { drain } from '../effects-run'
import { endOfAction } from '../end-of-action'
import type { IslandState } from '../types'
import { content, pawn, play, resolvePlan, withPlanned } from './play'
import { forceRoll, placeTile, runEffects, scenarioGame, withAvailable } from './scenario-play'

const SHEET = 'test-s1-woodpile'
const game = (players = 2, seed = 1): IslandState => withAvailable(scenarioGame(SHEET, players, seed), { wood: 6 })
const refusal = (s: IslandState, c: Parameters<typeof apply>[2]): string => {
  const r = apply(content(), s, c)
  return isRuleError(r) ? r.code : 'ok'
}

describe('scenario 1 sheet (test-s1-woodpile)', () => {
  it('I-SCEN1-03 wood goes onto the woodpile at the start of the Action phase, before anything is planned', () => {
    const s = game()
    // Before planning: allowed.
    expect(play(s, { type: 'stock', pile: 's1-woodpile', amount: 1 }).piles['s1-woodpile']).toEqual([1, 0, 0, 0, 0])
    // Once an action is planned: refused.
    const planned = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] })
    expect(refusal(planned, { type: 'stock', pile: 's1-woodpile', amount: 1 })).toBe('I-SCEN1-04')
    // Outside the planning step (a choice is waiting): refused.
    const elsewhere: IslandState = { ...s, pending: { kind: 'choice', prompt: 'x', options: [{ label: 'a', tasks: [] }, { label: 'b', tasks: [] }] } }
    expect(refusal(elsewhere, { type: 'stock', pile: 's1-woodpile', amount: 1 })).toBe('I-ACT-01')
  })

  it('I-SCEN1-06 the book icon has no effect: the sheet\'s book effect changes nothing', () => {
    const s = { ...game(), tracks: { roof: 1, palisade: 1, weapons: 1 }, morale: 0 }
    const after = runEffects(s, [{ op: 'book', times: 2 }])
    expect([after.tracks, after.morale, after.available, after.pending, Object.values(after.characters).map((c) => c.wounds)])
      .toEqual([s.tracks, 0, s.available, null, [0, 0, 0]])
  })

  it('I-SCEN1-06 the totem icon has no effect: exploring a totem tile places no Number token and triggers nothing', () => {
    let s = game()
    s = { ...s, decks: { ...s.decks, tiles: ['tile-4', ...s.decks.tiles.filter((t) => t !== 'tile-4')] } }
    s = withPlanned(s, { kind: 'explore', space: 's11' }, [pawn('alpha'), pawn('alpha')])
    const r = resolvePlan(s)
    expect([r.s.island.s11?.tile, r.s.totems, r.s.numberTokens, r.s.pending]).toEqual(['tile-4', 1, {}, null])
  })

  it('I-SCEN1-08 the locket\'s 3 Determination are shared freely: the group gives each one to whom it likes', () => {
    let s = game()
    s = { ...s, discovery: { ...s.discovery, available: ['s1-medallion#1'] }, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== 's1-medallion#1') } }
    s = play(s, { type: 'discovery', token: 's1-medallion#1' })
    const pick = (st: IslandState, who: string): IslandState => {
      const p = st.pending
      if (p?.kind !== 'choice') throw new Error('a choice of character is expected')
      return play(st, { type: 'choose', option: p.options.findIndex((o) => o.label === who) })
    }
    s = pick(pick(pick(s, 'alpha'), 'beta'), 'alpha')
    expect([s.characters.alpha?.determination, s.characters.beta?.determination, s.pending?.kind]).toEqual([2, 1, 'plan'])
  })

  it('I-SCEN1-09 the hand axe puts an Extra wood token on the camp tile when built, unless one is there already', () => {
    const built = (s: IslandState): IslandState => {
      const r = resolvePlan(forceRoll(withPlanned(s, { kind: 'invent', invention: 's1-hatchet' }, [pawn('alpha'), pawn('alpha')]), 'build', 'blank', 'success', 'blank'))
      endOfAction(r)
      drain(r)
      return r.s
    }
    const s = game()
    const first = built(s)
    expect([first.inventions.built, first.island[s.camp]?.tokens]).toEqual([['s1-hatchet'], ['extra-wood']])
    const again = built({ ...s, island: { ...s.island, [s.camp]: { tile: 'tile-8', exhausted: [], tokens: ['extra-wood'] } } })
    expect(again.island[s.camp]?.tokens).toEqual(['extra-wood'])
  })

  it('I-SCEN1-01 I-SCEN1-02 the sheet: the woodpile of 1…5 with Fire from round 10 wins at once; twelve rounds, the weather schedule of the spec', () => {
    const sheet = content().scenarios[SHEET]
    expect([sheet?.rounds, sheet?.weather.map((w) => w.length)]).toEqual([12, [0, 0, 0, 1, 1, 1, 3, 3, 3, 3, 3, 3]])
    let s = placeTile(game(), 's11', 'tile-2')
    s = { ...s, piles: { 's1-woodpile': [1, 2, 3, 4, 5] }, inventions: { ...s.inventions, built: ['inv-fire'], board: s.inventions.board.filter((i) => i !== 'inv-fire') } }
    expect(play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] }).outcome).toBeNull()
    expect(play({ ...s, position: { ...s.position, round: 10 } }, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] }).outcome).toBe('won')
  })
})
