import { describe, expect, it } from 'vitest'
import type { ContinentView } from '../../../../../src-shared/rulesets/continent'
import { TestGame, findGame } from '../../__tests__/test-pack'
import { TUTORIAL_STEPS, advance, anActionWasPlayed, pickStep } from '../steps'

const none: ReadonlySet<string> = new Set()
const pick = (v: ContinentView, seen: ReadonlySet<string> = none): string | null => pickStep(v, seen)?.id ?? null
const kind = (v: ContinentView): string | undefined => v.decision?.choice?.kind

describe('the guided first adventure picks its step from the pending decision', () => {
  it('the first turn of a 2-player game: turn start, then choosing an action, then who helps, then the cost', () => {
    const g = new TestGame(2)
    expect(pick(g.view())).toBe('turnStart')
    g.play({ type: 'chooseActive', seat: 0 })
    expect(pick(g.view())).toBe('chooseAction')
    const act = g.view().decision?.availableActions?.[0]
    if (!act) throw new Error('no action offered')
    g.play({ type: 'chooseAction', ref: act.ref })
    expect(g.view().phase).toBe('involve')
    expect(pick(g.view())).toBe('involve')
    g.play({ type: 'involve', seats: [] })
    g.playUntil((v) => v.phase === 'cost', (l) => l.find((c) => c.type === 'endItems') ?? l[0])
    expect(pick(g.view())).toBe('cost')
  })

  it('the result step when a drawn Skill may be kept, and the placement step when a terrain was revealed', () => {
    const keep = findGame((v) => kind(v) === 'keepSkill')
    expect(pick(keep.view())).toBe('result')
    const place = findGame((v) => kind(v) === 'placeTerrain')
    expect(pick(place.view())).toBe('placeTerrain')
  })

  it('a later turn teaches the life force, then the hand and the Past, then wraps up, one turn after another', () => {
    const g = findGame((v) => v.phase === 'chooseActive' && anActionWasPlayed(v))
    const v = g.view()
    // The first turn's start is not shown again once an action was played (e.g. the guide resumed after a reload).
    expect(pick(v)).toBe('lifeForce')
    expect(pick(v, new Set(['lifeForce']))).toBe('handAndPast')
    expect(pick(v, new Set(['lifeForce', 'handAndPast']))).toBe('wrapUp')
    expect(pick(v, new Set(TUTORIAL_STEPS.map((s) => s.id)))).toBeNull()
  })

  it('a step stays while the player is still answering it, and counts as seen once the view moves on', () => {
    const g = new TestGame(2)
    let state = advance(g.view(), null, none)
    expect(state.current).toBe('turnStart')
    state = advance(g.view(), state.current, state.seen)
    expect(state.current).toBe('turnStart')
    g.play({ type: 'chooseActive', seat: 0 })
    state = advance(g.view(), state.current, state.seen)
    expect(state).toEqual({ current: 'chooseAction', seen: new Set(['turnStart']) })
  })

  it('a finished game shows no step', () => {
    const g = findGame((v) => v.outcome !== null, 1, 40, 600)
    expect(pick(g.view())).toBeNull()
  })

  it('every step points at an anchor the table marks and at a reference entry', () => {
    const anchors = new Set(['seats', 'map', 'resolver', 'deck', 'piles', 'log'])
    for (const s of TUTORIAL_STEPS) {
      expect(anchors.has(s.anchor), s.id).toBe(true)
      expect(s.rule, s.id).toMatch(/^[a-z0-9-]+$/)
    }
  })
})
