// EX-42 and Q-17: an ability that gains the demanded resource pays a shortfall before anyone is
// wounded (the Cook's Stone Soup; in the test pack, beta's 3-Determination "gain 1 food").
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import type { GameEvent } from '../../../engine/ruleset'
import type { IslandContent } from '../../../content/island/content'
import { apply } from '../apply-command'
import { check } from '../invariants'
import type { IslandCommand, IslandConfig, IslandState } from '../types'
import { content, newGame, pawn } from './play'
import { ctx, effects, placeTile, withAvailable } from './arrange'

/** The test pack with adv-gather-1 asking for 1 food. */
const c: IslandContent = (() => {
  const base = content()
  const card = base.cards['adv-gather-1']
  if (card?.deck !== 'adventure') throw new Error('no adv-gather-1')
  return { ...base, cards: { ...base.cards, 'adv-gather-1': { ...card, effects: [{ op: 'lose', resource: 'food', amount: 1 }] } } }
})()

const step = (s: IslandState, cmd: IslandCommand): { state: IslandState; events: GameEvent[] } => {
  const r = apply(c, s, cmd)
  if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`)
  return r
}
const said = (events: GameEvent[]): string[] => events.map((e) => (e.type === 'wound' ? `wound:${String(e.character)}:${String(e.cause)}` : e.type === 'lose' ? `lose:${String(e.resource)}:${String(e.amount)}` : e.type))

/**
 * Beta, with 3 Determination and no food on hand, gathers safely with both pawns while the
 * Adventure token lies on the gather deck: the card it draws asks 1 food (alpha rests twice).
 */
function gatherIntoDemand(settings: IslandConfig['settings'] = {}): { state: IslandState; events: GameEvent[] } {
  let s = placeTile(withAvailable(newGame(2, 1, { settings }), { food: 0, preserved: 0 }), 's11', 'tile-1')
  const beta = s.characters.beta
  if (beta) beta.determination = 3
  s = { ...s, spaceTokens: { ...s.spaceTokens, 'adventure:gather': ['adventure'] }, decks: { ...s.decks, adventure: { ...s.decks.adventure, gather: ['adv-gather-1', ...s.decks.adventure.gather.filter((a) => a !== 'adv-gather-1')] } } }
  for (const cmd of [
    { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] },
    { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] },
    { type: 'plan', target: { kind: 'gather', space: 's11', source: 'food' }, pawns: [pawn('beta'), pawn('beta')] },
  ] as IslandCommand[]) s = step(s, cmd).state
  return step(s, { type: 'commitPlan' })
}

describe('paying a demand with an ability (Q-17)', () => {
  it('I-EX-42 Stone Soup pays an Adventure card\'s food loss: 1 food gained and discarded, 3 Determination spent, no wound', () => {
    const asked = gatherIntoDemand()
    expect(asked.state.pending).toMatchObject({ kind: 'choice', prompt: 'demand-reaction', options: [{ label: 'beta:beta-a3' }, { label: 'take-wounds' }] })
    expect(said(asked.events).slice(-2)).toEqual(['adventure', 'lose:food:0'])
    const paid = step(asked.state, { type: 'choose', option: 0 })
    expect(said(paid.events).slice(0, 3)).toEqual(['chose', 'ability', 'lose:food:1'])
    expect(said(paid.events).filter((e) => e.startsWith('wound:beta') || e === 'unfulfilledDemand')).toEqual([])
    expect([paid.state.characters.beta?.determination, paid.state.characters.beta?.abilitiesUsed]).toEqual([0, ['beta-a3']])
    const hurt = step(asked.state, { type: 'choose', option: 1 })
    expect(said(hurt.events).slice(0, 3)).toEqual(['chose', 'unfulfilledDemand', 'wound:beta:unfulfilled-demand'])
    expect(hurt.state.characters.beta?.determination).toBe(3)
  })

  it('I-Q-17 with the setting off, or without the Determination, the shortfall wounds at once', () => {
    const off = gatherIntoDemand({ demandReaction: false })
    expect(said(off.events)).toContain('wound:beta:unfulfilled-demand')
    expect(off.state.pending?.kind === 'choice' && off.state.pending.prompt === 'demand-reaction').toBe(false)
    const poor = effects(withAvailable(newGame(2, 1), { food: 0, preserved: 0 }), [{ op: 'lose', resource: 'food', amount: 1 }], ctx('action', 'beta'))
    expect([poor.s.pending, poor.s.characters.beta?.wounds]).toEqual([null, 1])
  })

  // Found by \`simulate\` on Cinder Cay (4 players): an ability used while the group decided spent
  // the Determination the offer counted on, and taking the offer drove it below 0.
  it('I-Q-17 an offer gone stale while the group decides is not taken: the demand is made again and wounds', () => {
    const asked = gatherIntoDemand()
    const spent = step(asked.state, { type: 'ability', character: 'beta', ability: 'beta-a1' })
    while (spent.state.pending?.kind === 'choice' && spent.state.pending.prompt !== 'demand-reaction') Object.assign(spent, step(spent.state, { type: 'choose', option: 0 }))
    expect([spent.state.pending?.kind === 'choice' && spent.state.pending.prompt, spent.state.characters.beta?.determination]).toEqual(['demand-reaction', 1])
    const late = step(spent.state, { type: 'choose', option: 0 })
    expect(said(late.events)).toContain('wound:beta:unfulfilled-demand')
    expect(late.state.characters.beta?.determination).toBe(1)
    expect(check(c, late.state)).toEqual([])
  })
})
