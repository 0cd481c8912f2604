// rulesA: random games on the test pack plus cards using the newer terms (a night outside, marked
// Items, a granted Build, covered tiles, a token following the camp) keep every invariant.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { intInRange, seedRng } from '../../../engine/rng'
import type { IslandContent } from '../../../content/island/content'
import { apply } from '../apply-command'
import { check } from '../invariants'
import { legalCommands } from '../legal-commands'
import { CASTAWAYS } from './play'
import { contentWith, gameWith } from './with-content'

const adv = (id: string, colour: string, effects: unknown[], event?: unknown[]): Record<string, unknown> =>
  ({ deck: 'adventure', id, title: `card.adv-${colour}-1`, colour, effects, ...(event ? { eventTitle: `card.adv-${colour}-0.event`, event } : {}) })
const CARDS = [
  adv('adv-rp-lost', 'gather', [{ op: 'nightOutside' }, { op: 'gain', resource: 'wood', amount: 1 }]),
  adv('adv-rp-cave', 'explore', [{ op: 'nightOutside' }, { op: 'discovery', amount: 1 }]),
  adv('adv-rp-inspect', 'build', [{ op: 'markItems', count: 2 }, { op: 'intoEventDeck' }], [{ op: 'flipMarked' }]),
  adv('adv-rp-fast', 'build', [{ op: 'extraAction', action: 'build' }]),
  adv('adv-rp-gone', 'gather', [{ op: 'exhaustTile', at: 'extra-food' }]),
  { deck: 'invention', id: 'inv-rp-corral', title: 'card.inv-rope', placement: 'default', requires: { terrains: [], items: [], cost: {} }, onBuild: [{ op: 'token', token: 'extra-food', at: { area: 'camp' } }], passive: [] },
]

/** A random game on `c`; every invariant violation met on the way. */
function violations(c: IslandContent, players: number, seed: number): string[] {
  let s = gameWith(c, { scenario: 'test-rescue', characters: CASTAWAYS.slice(0, players) }, seed)
  const rng = seedRng(seed ^ 0x2545f491)
  const out: string[] = []
  for (let i = 0; i < 1500 && s.outcome === null; i++) {
    const legal = legalCommands(c, s).filter((x) => x.type !== 'unplan')
    const cmd = legal[intInRange(rng, 0, legal.length - 1)]
    if (cmd === undefined) { out.push('no legal command'); break }
    const r = apply(c, s, cmd)
    if ('code' in r) { out.push(`refused ${cmd.type}: ${r.code}`); break }
    s = r.state
    out.push(...check(c, s).map((v) => `${v.code}: ${v.message}`))
  }
  return out
}

describe('the newer terms in random games, rulesA', () => {
  it('I-NIGHT-18 I-ACT-ADV05 I-ACT-ADV03 property: random games using a night outside, granted Builds and marked Items break no invariant', () => {
    const c = contentWith(CARDS)
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 1_000_000 }), (players, seed) => {
      expect(violations(c, players, seed)).toEqual([])
    }), { numRuns: 12 })
  })
})
