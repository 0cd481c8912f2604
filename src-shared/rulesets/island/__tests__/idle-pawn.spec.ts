// I-ACT-02 with the digital decision of plan-walk.ts: a castaway pawn no plan can take may stay idle.
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { apply } from '../apply-command'
import { legalCommands } from '../legal-commands'
import type { IslandState } from '../types'
import { content, newGame } from './play'
import { setTile } from '../lists'

/** A solo game in planning with one of the castaway's pawns already on a Rest and nothing else to do. */
function lonePawn(campTokens: string[]): IslandState {
  const s = newGame(1, 3, { settings: { noCompanion: true } })
  const castaway = s.seats[0] ?? ''
  expect(s.pending?.kind).toBe('plan')
  s.plan.push({ target: { kind: 'rest' }, pawns: [{ kind: 'character', character: castaway }], reserved: { wood: 0, food: 0, preserved: 0, fur: 0 }, rolls: false, carries: [] })
  const camp = s.island[s.camp]
  if (camp) setTile(s, s.camp, { ...camp, tokens: campTokens as typeof camp.tokens })
  // Nothing else to do: no tile left to explore, no resource to build with, no threat, no beast.
  s.decks.tiles = []
  s.available = { wood: 0, food: 0, preserved: 0, fur: 0 }
  s.threat = { left: null, right: null }
  s.decks.hunting = []
  s.inventions.board = []
  return s
}

describe('I-ACT-02 a castaway pawn with no placement left', () => {
  it('I-ACT-02 every castaway pawn must be placed while some plan can take it: a second Rest takes the lone pawn, so the commit is refused', () => {
    const s = lonePawn([])
    const legal = legalCommands(content(), s)
    expect(legal.some((c) => c.type === 'plan' && c.target.kind === 'rest')).toBe(true)
    expect(legal.some((c) => c.type === 'commitPlan')).toBe(false)
    const r = apply(content(), s, { type: 'commitPlan' })
    expect(isRuleError(r) ? r.code : 'accepted').toBe('I-ACT-02')
  })

  it('I-ACT-02 I-ACT-28 with a Time-consuming camp, Rest and Arrange need two pawns: the lone pawn has no target, and the plan may be committed with it idle', () => {
    const s = lonePawn(['time'])
    const legal = legalCommands(content(), s)
    expect(legal.filter((c) => c.type === 'plan')).toEqual([])
    expect(legal.some((c) => c.type === 'commitPlan')).toBe(true)
    const r = apply(content(), s, { type: 'commitPlan' })
    expect(isRuleError(r) ? r.code : 'accepted').toBe('accepted')
  })
})
