// The last Mystery-card clarifications, written as general effect-language terms on cards added to
// the test pack (parsed by the pack's card schema): an action printed on a kept Treasure
// (`keep.site`, I-MYSTERY-C10), trap markers (`nightMarkers`, I-MYSTERY-C15) and a card held by
// one character per round with an effect after each of its Explore actions (`onePerRound` +
// `afterAction`, I-MYSTERY-C19, I-INV-13).
import { describe, expect, it } from 'vitest'
import { cloneJson } from '../../../engine/json-clone'
import type { IslandContent } from '../../../content/island/content'
import { candidateTargets, planAction } from '../planning'
import { resetStep } from '../night-phase'
import type { IslandState, PlanTarget } from '../types'
import { forceRoll } from './arrange'
import { chooseOn, planOn, resolveOn, runEffects, takeCard, withCards } from './content-with'
import { content, newGame, pawn } from './play'

const MYS = (id: string, kind: string, effects: unknown[], keep?: unknown): unknown => ({ deck: 'mystery', id, title: `card.${id}`, kind, effects, ...(keep === undefined ? {} : { keep }) })

/** A copy with the card kept by the board (taken out of its deck first). */
function keeping(s: IslandState, card: string): IslandState {
  const out = cloneJson(s)
  takeCard(out, card)
  out.kept = [...out.kept, card]
  return out
}

const refusal = (c: IslandContent, s: IslandState, target: PlanTarget, n: number, who = 'alpha'): string => {
  const a = planAction(c, s, target, Array.from({ length: n }, () => pawn(who)))
  return 'code' in a ? a.code : a.rolls ? 'risky' : 'sure'
}

describe('the last Mystery clarifications', () => {
  const chart = withCards(content(), [MYS('mys-chart', 'treasure', [], {
    site: { id: 'chart-dig', title: 'site.chart-dig', on: 'camp', action: 'explore', once: true, sure: true, extraPawns: [0], effects: [{ op: 'gain', resource: 'wood', amount: 2 }] },
  })])

  it('I-MYSTERY-C10 the Explore action printed on a kept Treasure takes 2 pawns and is automatic: no 1-pawn roll, no dice', () => {
    const s = newGame(2, 1)
    const dig: PlanTarget = { kind: 'site', site: 'chart-dig', space: s.camp }
    // Not kept: there is no such action.
    expect(refusal(chart, s, dig, 2)).toBe('I-SCEN4-10')
    const kept = keeping(s, 'mys-chart')
    expect([refusal(chart, kept, dig, 1), refusal(chart, kept, dig, 2)]).toEqual(['I-ACT-26', 'sure'])
    expect(candidateTargets(chart, kept).some((x) => x.target.kind === 'site' && x.target.site === 'chart-dig')).toBe(true)
    const r = resolveOn(chart, planOn(chart, kept, dig, [pawn('alpha'), pawn('alpha')]))
    expect([r.s.future.wood - kept.future.wood, r.events.some((e) => e.type === 'actionRoll'), r.s.sitesDone['chart-dig']]).toEqual([2, false, [s.camp]])
  })

  it('I-MYSTERY-C15 trap markers: one per player (the companion not counted) dealt at Night, the companion may take them; each is 1 wound', () => {
    const s = newGame(2, 1)
    // Drawn in the Action phase the markers wait for the Night.
    const drawn = runEffects(content(), s, [{ op: 'nightMarkers', outside: 2 }], { phase: 'action', resolver: 'alpha' }).s
    expect([drawn.atNight?.length, Object.values(drawn.characters).map((c) => c.wounds)]).toEqual([1, [0, 0, 0]])
    // At Night: two players, so two markers; both given to the companion.
    const night = runEffects(content(), s, [{ op: 'nightMarkers', outside: 2 }], { phase: 'night', resolver: 'alpha' })
    expect(night.s.pending?.kind === 'choice' ? night.s.pending.options.map((o) => o.label) : []).toEqual(['alpha', 'beta', 'helper'])
    const after = chooseOn(chooseOn(night, 2), 2)
    expect([after.s.characters.helper?.wounds, after.s.characters.alpha?.wounds, after.s.characters.beta?.wounds, after.s.pending]).toEqual([2, 0, 0, null])
  })

  it('I-MYSTERY-C15 a victim spending the night outside takes exactly 2 markers itself, whatever the number of players', () => {
    const s = newGame(3, 1)
    const alpha = s.characters.alpha
    if (!alpha) throw new Error('no alpha')
    alpha.outside = true
    const r = runEffects(content(), s, [{ op: 'nightMarkers', outside: 2 }], { phase: 'night', resolver: 'alpha' })
    expect([r.s.pending, r.s.characters.alpha?.wounds, r.s.characters.beta?.wounds, r.s.characters.gamma?.wounds]).toEqual([null, 2, 0, 0])
  })

  it('I-MYSTERY-C19 I-INV-13 a one-character-per-round card works after each Explore its holder resolves, failed or not, and for no one else that round', () => {
    const pack = withCards(content(), [MYS('mys-pack', 'treasure', [], { onePerRound: true, passive: [{ op: 'afterAction', action: 'explore', effects: [{ op: 'gain', resource: 'fur', amount: 1 }] }] })])
    const s = keeping(newGame(3, 1), 'mys-pack')
    const explores = candidateTargets(pack, s).filter((x) => x.target.kind === 'explore' && x.info.count.options[0]?.pawns === 1).map((x) => x.target)
    const [a, b, c] = explores
    if (!a || !b || !c) throw new Error('three spaces to explore are needed')
    // Alpha explores twice (the first roll fails), then beta explores: alpha takes the card at its
    // first Explore, gets it again at the second, and beta does not get it.
    let planned = planOn(pack, s, a, [pawn('alpha')])
    planned = planOn(pack, planned, b, [pawn('alpha')])
    planned = planOn(pack, planned, c, [pawn('beta'), pawn('beta')])
    planned = forceRoll(planned, 'explore', 'blank', 'fail', 'blank', pack)
    const r = resolveOn(pack, planned)
    const uses = r.events.filter((e) => e.type === 'cardUsed').map((e) => e.character)
    const results = r.events.filter((e) => e.type === 'actionResolved').map((e) => [e.resolver, e.success])
    expect(results).toEqual([['alpha', false], ['alpha', true], ['beta', true]])
    expect([uses, r.s.roundHolds, r.s.future.fur - s.future.fur]).toEqual([['alpha', 'alpha'], { 'mys-pack': 'alpha' }, 2])
    // The round ends: the card goes back and any character may take it next round.
    const next = { ...r, s: cloneJson(r.s) }
    resetStep(next.s)
    expect(next.s.roundHolds).toBeUndefined()
  })
})
