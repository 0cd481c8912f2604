// United enemies named by a paragraph's list (S-COMBAT-30's second form: no token on the Map) and the
// players' order of a united row (S-COMBAT-29), through the effect language.
import { describe, expect, it } from 'vitest'
import { injectPicks } from '../../../engine/rng'
import type { Effect } from '../../../content/saga/effects'
import { fightCard } from '../combat'
import { legalCommands } from '../legal-commands'
import type { SagaState } from '../types'
import { adventure, content, edit, newGame, play, refusal, withEffects } from './kit'

/** "United enemies: a weak and a medium one" read by character 0 in round 3, its turn's token placed. */
const ambushEffect: Effect = { op: 'unitedEnemies', enemies: ['weak', 'medium'], won: [{ op: 'gain', good: 'fate', amount: 2 }], lost: [{ op: 'counter', counter: 'alarm', amount: 1 }] }
function ambush(): SagaState {
  const s = edit(newGame(), (d) => { d.round = 3; d.placed = true; d.rng = injectPicks(d.rng, [0]) })
  return withEffects(s, 0, ambushEffect)
}
const rowOf = (s: SagaState): string[] => {
  if (!s.fight) throw new Error('no fight')
  return fightCard({ s, events: [], content, adv: adventure() }, s.fight)?.cells ?? []
}

describe('Saga united enemies of a paragraph, and the order of a united row', () => {
  it('S-COMBAT-30 S-COMBAT-29 the enemies a paragraph lists are fought at once as one row, one card each, no token of the Map involved', () => {
    const s = ambush()
    expect(s.fight).toMatchObject({ actor: 0, location: null, cards: ['weak-1', 'medium-1'] })
    expect(s.map.enemies).toEqual(newGame().map.enemies)
    expect(s.queue[0]).toEqual({ t: 'arrange', actor: 0 })
  })

  it('S-COMBAT-29 S-COMBAT-15 the players lay the row in the order they choose, before the roll: every order is offered, the grid follows it', () => {
    const s = ambush()
    expect(s.fight?.rolled).toEqual([])
    expect(legalCommands(content, s)).toEqual([{ type: 'arrange', order: ['weak-1', 'medium-1'] }, { type: 'arrange', order: ['medium-1', 'weak-1'] }])
    expect(rowOf(s)).toEqual(['.H..HH.', 'H.XH..H'])
    const swapped = play(s, { type: 'arrange', order: ['medium-1', 'weak-1'] })
    expect(swapped.fight).toMatchObject({ card: 'medium-1', cards: ['medium-1', 'weak-1'] })
    expect(rowOf(swapped)).toEqual(['.HH..H.', 'H..HH.X'])
    // The dice are rolled once the row lies: the warden's dial at level 1 is one die.
    expect(swapped.fight?.rolled).toHaveLength(1)
    expect(swapped.queue[0]).toEqual({ t: 'strike', actor: 0 })
  })

  it('S-COMBAT-29 a row is laid with each of its cards once: anything else is refused', () => {
    const s = ambush()
    expect(refusal(s, { type: 'arrange', order: ['weak-1', 'weak-1'] }).code).toBe('S-COMBAT-29')
    expect(refusal(s, { type: 'arrange', order: ['weak-1', 'strong-1'] }).code).toBe('S-COMBAT-29')
    expect(refusal(s, { type: 'strike', shape: 'p1', cells: [[1, 0]] }).code).toBe('S-ROUND-05')
  })

  it('S-COMBAT-30 S-COMBAT-32 covering every heart of the listed enemies runs the paragraph\'s victory effects; both cards are discarded, the Map keeps its tokens', () => {
    let s = play(ambush(), { type: 'arrange', order: ['weak-1', 'medium-1'] })
    const fate = s.characters[0]?.goods.fate ?? 0
    s = edit(s, (d) => {
      if (!d.fight) return
      d.fight.placed = [[1, 0], [0, 1], [4, 0], [5, 0], [3, 1], [6, 0]].map(([c, r]) => ({ shape: 'p1', cells: [[c ?? 0, r ?? 0]] }))
      d.fight.toPlace = ['p1']
    })
    s = play(s, { type: 'strike', shape: 'p1', cells: [[6, 1]] })
    expect(s.fight).toBeNull()
    expect(s.characters[0]?.goods.fate).toBe(fate + 2)
    expect(s.counters.alarm).toBe(0)
    expect([s.decks.enemyDiscard.weak, s.decks.enemyDiscard.medium]).toEqual([['weak-1'], ['medium-1']])
    expect(s.map.enemies).toEqual(newGame().map.enemies)
  })

  it('S-COMBAT-30 S-COMBAT-22 a defeat by the listed enemies gives a Threat per uncovered heart of the row, then the paragraph\'s defeat effects', () => {
    let s = play(ambush(), { type: 'arrange', order: ['weak-1', 'medium-1'] })
    s = edit(s, (d) => { if (d.fight) d.fight.toPlace = ['p1'] })
    s = play(s, { type: 'strike', shape: 'p1', cells: [[1, 0]] })
    expect(s.fight).toBeNull()
    expect(s.characters[0]?.threats).toBe(5)
    expect(s.counters.alarm).toBe(1)
    expect(s.characters[0]?.goods.fate ?? 0).toBe(newGame().characters[0]?.goods.fate ?? 0)
  })

  it('S-COMBAT-30 S-COMBAT-05 listed enemies named while a fight goes on are fought after it, one fight at a time', () => {
    const fighting = edit(play(ambush(), { type: 'arrange', order: ['weak-1', 'medium-1'] }), (d) => { if (d.fight) d.fight.toPlace = ['p1'] })
    const s = withEffects(fighting, 0, { op: 'unitedEnemies', enemies: ['strong'] })
    expect(s.fight?.cards).toEqual(['weak-1', 'medium-1'])
    expect(s.queue.slice(0, 2)).toEqual([{ t: 'strike', actor: 0 }, { t: 'effect', e: { op: 'unitedEnemies', enemies: ['strong'] }, actor: 0 }])
    const after = play(s, { type: 'strike', shape: 'p1', cells: [[1, 0]] })
    expect(after.fight).toMatchObject({ location: null, card: 'strong-1' })
    expect(after.fight?.cards).toBeUndefined()
  })
})
