// Cinder Cay's "The Mountain Wakes" searches its sealers' caves through the `sites` hook
// (resources/packs/cinder-cay/README.md, "Hooks the engine must provide", 5).
import { describe, expect, it } from 'vitest'
import { cloneJson } from '../../../engine/json-clone'
import { isRuleError } from '../../../engine/rule-error'
import { loadCinderCay } from '../../../content/island/__tests__/cinder-cay-pack'
import { drain } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { planAction } from '../planning'
import { inResolutionOrder, resolveNext } from '../resolution'
import { setup } from '../setup'
import type { IslandState, PlanTarget } from '../types'

const content = loadCinderCay()
const castaways = Object.values(content.characters).filter((c) => c.kind === 'castaway').map((c) => c.id)

describe('Cinder Cay — the caves of The Mountain Wakes', () => {
  it('I-SCEN4-10 I-SCEN4-11 a cave on a Number-token tile is searched with an Explore action: every Mystery card up to 2 Treasures, 1 Trap, 1 Creature, then one more chart leaf', () => {
    const first = setup(content, { scenario: 'mountain-wakes', characters: castaways.slice(0, 2) }, 7)
    if (isRuleError(first)) throw new Error(first.message)
    const [a, b] = castaways
    if (a === undefined || b === undefined) throw new Error('two castaways expected')
    // The camp tile carries Number token 1 (as if its totem had been found), with food enough to go on.
    let s: IslandState = { ...first, numberTokens: { [first.camp]: 1 } }
    const target: PlanTarget = { kind: 'site', site: 'cave', space: s.camp }
    const team = [{ kind: 'character' as const, character: a }, { kind: 'character' as const, character: a }, { kind: 'character' as const, character: b }]
    const planned = planAction(content, s, target, team)
    if ('code' in planned) throw new Error(planned.message)
    expect(planned.rolls).toBe(false)
    s = { ...s, plan: [planned], pending: null }
    const r = { content, s: cloneJson(s), events: [] as { type: string }[] }
    r.s.plan = inResolutionOrder(r.s.plan)
    while (resolveNext(r) === 'more') drain(r)
    drain(r)
    // Every card drawn by the search was resolved (no stopping early, `all`), and the chart grew.
    const revealed = r.events.filter((e) => e.type === 'mysteryRevealed').length
    expect([r.s.outcome, revealed >= 4, r.s.pending]).toEqual([null, true, null])
    endOfAction(r)
    drain(r)
    expect([r.s.sitesDone.cave, r.s.counters['chart-leaves']]).toEqual([[s.camp], 1])
    const again = planAction(content, { ...r.s, plan: [], pending: { kind: 'plan' } }, target, team)
    expect('code' in again ? again.code : 'ok').toBe('I-SCEN4-10')
  })
})
