// United enemies (S-COMBAT-29…S-COMBAT-32) and an adventure's Mystic rules (S-COMBAT-03, S-SAMPLE-04, S-EX-37).
import { describe, expect, it } from 'vitest'
import { injectPicks } from '../../../engine/rng'
import { isRuleError } from '../../../engine/rule-error'
import type { SagaContent } from '../../../content/saga/content'
import { apply } from '../apply-command'
import { legalCommands } from '../legal-commands'
import type { SagaCommand, SagaState } from '../types'
import { content, edit, newGame, play, refusal, withEffects, withTasks } from './kit'

function playWith(c: SagaContent, s: SagaState, cmd: SagaCommand): SagaState {
  const r = apply(c, s, cmd)
  if (isRuleError(r)) throw new Error(`${JSON.stringify(cmd)} refused: ${r.code} ${r.message}`)
  return r.state
}
/** Character 0 fighting in `area` (round 3) at `location`, holding these tokens, with one p1 tile to place. */
function fightAt(location: string, area: string, tokens: SagaState['map']['enemies'][string], c = content): SagaState {
  let s = edit(newGame(), (d) => {
    d.round = 3
    d.placed = true
    d.map.enemies[location] = tokens
    const ch = d.characters[0]
    if (ch) ch.area = area
    d.rng = injectPicks(d.rng, [0])
  })
  s = withTasks(s, { t: 'combat', actor: 0, left: 1 })
  return playWith(c, s, { type: 'fight', location, token: 0 })
}

describe('Saga united enemies', () => {
  const united = (): SagaState => fightAt('den', 'ridge', ['weak', 'medium'], content)
  const unitedGame = (): SagaState => {
    const s = withEffects(edit(newGame(), (d) => { d.map.enemies.den = ['weak', 'medium'] }), 0, { op: 'unite', location: 'den' })
    return edit(s, (d) => { d.round = 3; d.placed = true; const c = d.characters[0]; if (c) c.area = 'ridge'; d.rng = injectPicks(d.rng, [0]) })
  }

  it('S-COMBAT-29 S-COMBAT-30 the tokens of a united Location are fought as one: a card per token, laid in a row', () => {
    expect(united().fight?.cards).toBeUndefined()
    const s = play(withTasks(unitedGame(), { t: 'combat', actor: 0, left: 1 }), { type: 'fight', location: 'den', token: 0 })
    expect(s.fight?.cards).toEqual(['weak-1', 'medium-1'])
    expect(legalCommands(content, play(s, { type: 'arrange', order: ['weak-1', 'medium-1'] }))).toContainEqual({ type: 'strike', shape: 'p1', cells: [[6, 1]] })
  })

  it('S-COMBAT-31 S-COMBAT-32 a tile may straddle two cards; every uncovered heart of the row gives a Threat; both cards are discarded', () => {
    let s = play(play(withTasks(unitedGame(), { t: 'combat', actor: 0, left: 1 }), { type: 'fight', location: 'den', token: 0 }), { type: 'arrange', order: ['weak-1', 'medium-1'] })
    s = edit(s, (d) => { if (d.fight) d.fight.toPlace = ['p2'] })
    s = play(s, { type: 'strike', shape: 'p2', cells: [[2, 1], [3, 1]] })
    s = play(s, { type: 'xp', kind: 'combat' })
    expect(s.characters[0]?.threats).toBe(5)
    expect(s.map.enemies.den).toEqual(['weak', 'medium'])
    expect([s.decks.enemyDiscard.weak, s.decks.enemyDiscard.medium]).toEqual([['weak-1'], ['medium-1']])
  })

  it('S-COMBAT-32 S-COMBAT-21 covering every heart of every card removes the whole group', () => {
    let s = play(play(withTasks(unitedGame(), { t: 'combat', actor: 0, left: 1 }), { type: 'fight', location: 'den', token: 0 }), { type: 'arrange', order: ['weak-1', 'medium-1'] })
    s = edit(s, (d) => {
      if (!d.fight) return
      d.fight.placed = [[1, 0], [0, 1], [4, 0], [5, 0], [3, 1], [6, 0]].map(([c, r]) => ({ shape: 'p1', cells: [[c ?? 0, r ?? 0]] }))
      d.fight.toPlace = ['p1']
    })
    s = play(s, { type: 'strike', shape: 'p1', cells: [[6, 1]] })
    expect(s.map.enemies.den).toEqual([])
    expect(s.counters.seals).toBe(1)
  })
})

describe('Saga Mystic rules of an adventure', () => {
  const mysticPack = (): SagaContent => {
    const c2 = structuredClone(content)
    const adv = c2.adventures.crossing
    if (adv) adv.mystic = { deck: 'mystic', afterFight: 'moveUp' }
    return c2
  }

  it('S-COMBAT-03 a Mystic token draws from the deck its adventure names', () => {
    const c2 = mysticPack()
    const adv = c2.adventures.crossing
    if (adv?.mystic) adv.mystic.deck = 'strong'
    expect(fightAt('den', 'ridge', ['mystic'], c2).fight?.card).toBe('strong-1')
    expect(fightAt('den', 'ridge', ['mystic']).fight?.card).toBe('mystic-1')
  })

  it('S-EX-37 S-SAMPLE-04 after its combat, won or lost, a Mystic token moves to a Location of a higher bordering Area, or is removed', () => {
    const c2 = mysticPack()
    let s = fightAt('den', 'ridge', ['mystic'], c2)
    s = playWith(c2, s, { type: 'strike', shape: 'p1', cells: [[1, 0]] })
    expect(s.characters[0]?.threats).toBe(2)
    expect(legalCommands(c2, s)).toEqual([{ type: 'relocate', location: 'tower' }])
    expect(apply(c2, s, { type: 'relocate', location: 'well' })).toMatchObject({ code: 'S-COMBAT-03' })
    s = playWith(c2, s, { type: 'relocate', location: 'tower' })
    expect([s.map.enemies.den, s.map.enemies.tower]).toEqual([[], ['mystic']])
    let top = fightAt('tower', 'peak', ['mystic'], c2)
    top = playWith(c2, top, { type: 'strike', shape: 'p1', cells: [[1, 0]] })
    expect(top.map.enemies.tower).toEqual([])
    expect(top.queue.some((t) => t.t === 'relocate')).toBe(false)
  })

  it('S-COMBAT-22 without the adventure rule a Mystic token that wins its combat stays on its Location and is never moved', () => {
    const s = play(edit(fightAt('den', 'ridge', ['mystic']), (d) => { if (d.fight) d.fight.toPlace = ['p1'] }), { type: 'strike', shape: 'p1', cells: [[1, 0]] })
    expect(s.map.enemies.den).toEqual(['mystic'])
    expect(s.queue.some((t) => t.t === 'relocate')).toBe(false)
    expect(refusal(s, { type: 'relocate', location: 'tower' }).code).toBe('S-ROUND-05')
  })
})
