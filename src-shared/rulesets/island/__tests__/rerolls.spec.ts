import { describe, expect, it } from 'vitest'
import { faceIndex } from '../../../engine/dice'
import { isRuleError } from '../../../engine/rule-error'
import { injectPicks } from '../../../engine/rng'
import { apply } from '../apply-command'
import { legalCommands } from '../legal-commands'
import type { IslandState } from '../types'
import { content, newGame, pawn, play } from './play'

const face = (role: string, f: string): number =>
  faceIndex({ id: 'x', faces: (content().dice.action.find((d) => d.colour === 'build' && d.role === role)?.faces ?? []).map((id) => ({ id })) }, f)

/** A solo game whose castaway rolls a risky Weapons build showing wound, fail, blank. */
function rolledFail(determination: number): IslandState {
  let s = newGame(1, 1)
  const a = s.characters.alpha
  if (a) a.determination = determination
  s = play(s, { type: 'plan', target: { kind: 'build', build: 'weapons', pay: 'wood' }, pawns: [pawn('alpha')] })
  s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] })
  s = { ...s, rng: injectPicks(s.rng, [face('wound', 'blank'), face('success', 'fail'), face('adventure', 'blank')]) }
  return play(s, { type: 'commitPlan' })
}

describe('the reroll window (I-DICE-06)', () => {
  it('I-DICE-06 I-CHAR-22 a reroll ability rerolls one die of its colour before the results apply, paid in Determination', () => {
    const s = rolledFail(2)
    expect(s.pending).toEqual({ kind: 'reroll' })
    expect(legalCommands(content(), s)).toEqual(expect.arrayContaining([{ type: 'reroll', offer: 'alpha-a2', position: 1 }, { type: 'keepDice' }]))
    const r = apply(content(), { ...s, rng: injectPicks(s.rng, [face('success', 'success')]) }, { type: 'reroll', offer: 'alpha-a2', position: 1 })
    if (isRuleError(r)) throw new Error(r.message)
    expect(r.events.find((e) => e.type === 'rerolled')).toMatchObject({ offer: 'alpha-a2', position: 1 })
    expect([r.state.tracks.weapons, r.state.characters.alpha?.determination]).toEqual([1, 0])
  })

  it('I-DICE-06 keeping the dice applies them as rolled: the failure gives 2 Determination', () => {
    const s = rolledFail(2)
    const kept = play(s, { type: 'keepDice' })
    expect([kept.tracks.weapons, kept.characters.alpha?.determination]).toEqual([0, 4])
  })

  it('I-CHAR-37 Determination the roll itself gives cannot pay a reroll: with none held no window opens', () => {
    const s = rolledFail(0)
    expect(s.pending?.kind).not.toBe('reroll')
    expect(s.characters.alpha?.determination).toBe(2)
  })

  it('I-DICE-06 nothing else is used while the window is open', () => {
    const s = rolledFail(2)
    const r = apply(content(), s, { type: 'ability', character: 'alpha', ability: 'alpha-a1' })
    expect(isRuleError(r) ? r.code : 'ok').toBe('I-DICE-06')
  })
})
