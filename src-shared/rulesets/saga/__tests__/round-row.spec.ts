import { describe, expect, it } from 'vitest'
import { turnCharacter } from '../draft'
import { actionValue, bonusCount } from '../row'
import type { ActionTokenState } from '../types'
import { content, edit, newGame, play, placeToken, refusal, withEffects } from './kit'

const at = (...slots: (number | null)[]): ActionTokenState[] => slots.map((slot) => ({ slot, active: true }))

/** Finishes whatever the placed card asks with the simplest answers (stop, done, first wound). */
function finishTurn(s: ReturnType<typeof newGame>): ReturnType<typeof newGame> {
  let state = s
  for (let i = 0; i < 50 && state.queue.length > 0; i++) {
    const head = state.queue[0]
    state = play(state, head?.t === 'move' ? { type: 'cross', border: 'meadow-ford' } : { type: 'done' })
  }
  return state
}

describe('Saga round and action row', () => {
  it('S-ROUND-03 S-ROUND-04 S-EX-25 turns go clockwise from the First Player, four per round, and the marker passes on', () => {
    let s = newGame({ characters: ['warden', 'scout', 'mender'], firstPlayer: 1 })
    const turns: string[] = []
    for (let k = 0; k < 4; k++) {
      turns.push(s.characters[turnCharacter(s)]?.id ?? '')
      s = finishTurn(placeToken(s, 1))
    }
    expect(turns).toEqual(['scout', 'mender', 'warden', 'scout'])
    expect(s.round).toBe(2)
    expect(s.firstPlayer).toBe(2)
  })

  it('S-EX-25 with two players (or solo) the turns alternate', () => {
    let s = newGame({ characters: ['warden', 'scout'], seats: 1 })
    const turns: string[] = []
    for (let k = 0; k < 4; k++) { turns.push(s.characters[turnCharacter(s)]?.id ?? ''); s = finishTurn(placeToken(s, 1)) }
    expect(turns).toEqual(['warden', 'scout', 'warden', 'scout'])
  })

  it('S-ROUND-05 S-ROUND-06 in round 1 a token from beside the row goes to any card and is flipped inactive', () => {
    const s = placeToken(newGame(), 4)
    expect(s.row.tokens[0]).toEqual({ slot: 4, active: false })
    expect(refusal(s, { type: 'place', token: 0, slot: 2 }).code).toBe('S-ROUND-05')
  })

  it('S-ROUND-07 S-EX-24 from round 2 a token must leave the slot it starts the turn at', () => {
    const s = edit(newGame(), (d) => { d.round = 2; d.row.tokens = at(0, 2, 2, 4) })
    expect(refusal(s, { type: 'place', token: 1, slot: 2 }).code).toBe('S-ROUND-07')
    expect(play(s, { type: 'place', token: 3, slot: 2, main: 0 }).row.tokens[3]).toEqual({ slot: 2, active: false })
  })

  it('S-ROUND-08 any number of tokens may share a slot', () => {
    const s = edit(newGame(), (d) => { d.row.tokens = [{ slot: 1, active: false }, { slot: 1, active: false }, { slot: null, active: true }, { slot: null, active: true }] })
    expect(placeToken(s, 1, 2).row.tokens.filter((t) => t.slot === 1)).toHaveLength(3)
  })

  it('S-ROW-10 S-ROW-11 S-ROW-12 (worked example 24) single, left and under counted after the token is placed', () => {
    const moved = at(0, 2, 2, 2)
    expect(bonusCount(moved, 2, { when: 'single', tokens: 'any' })).toBe(0)
    expect(bonusCount(moved, 2, { when: 'left', tokens: 'any' })).toBe(1)
    expect(bonusCount(moved, 2, { when: 'under', tokens: 'any' })).toBe(3)
    const alone = at(5, 2, 2, 4)
    expect(bonusCount(alone, 5, { when: 'single', tokens: 'any' })).toBe(1)
    expect(bonusCount(alone, 5, { when: 'left', tokens: 'any' })).toBe(3)
    expect(bonusCount(alone, 5, { when: 'under', tokens: 'any' })).toBe(1)
  })

  it('S-ROW-13 S-EX-24 tokens beside the row never count; a bonus naming a side counts only that side', () => {
    expect(bonusCount(at(null, null, null, 3), 3, { when: 'left', tokens: 'any' })).toBe(0)
    const mixed: ActionTokenState[] = [{ slot: 0, active: true }, { slot: 1, active: false }, { slot: 4, active: false }, { slot: null, active: true }]
    expect(bonusCount(mixed, 4, { when: 'left', tokens: 'active' })).toBe(1)
    expect(bonusCount(mixed, 4, { when: 'left', tokens: 'inactive' })).toBe(1)
  })

  it('S-ROW-14 a "+" bonus adds to the main action once per count', () => {
    const card = content.actionCards[1]
    if (!card) throw new Error('card 1')
    expect(actionValue(card, 0, at(0, null, null, null), 0)).toBe(1)
    const s = edit(newGame(), (d) => { d.round = 2; d.row.tokens = [{ slot: 3, active: true }, { slot: 4, active: false }, { slot: 2, active: false }, { slot: 1, active: true }] })
    const moved = play(s, { type: 'place', token: 0, slot: 0 })
    expect(moved.queue[0]).toMatchObject({ t: 'move', points: 1 })
    const later = play(edit(s, (d) => { d.row.tokens = [{ slot: 0, active: true }, { slot: 1, active: false }, { slot: 2, active: false }, { slot: 3, active: true }] }), { type: 'place', token: 3, slot: 4 })
    // Card 8 (Building 1, +1 per active token to the left): one active token (slot 0) is left of slot 4.
    expect(later.queue[0]).toMatchObject({ t: 'build', left: 2 })
  })

  it('S-ROW-15 S-ROW-17 an action-icon bonus grants an extra action after the main one', () => {
    const s = play(newGame(), { type: 'place', token: 0, slot: 3 })
    // Card 6: Sacrifice 2 (no Sacrifice Location in the meadow: nothing to do), then single → Movement 1.
    expect(s.queue[0]).toMatchObject({ t: 'move', points: 1 })
  })

  it('S-ROW-16 a bonus without an action icon is resolved on its own', () => {
    const s = newGame()
    const before = s.characters[0]?.goods.rumour ?? 0
    const placed = play(s, { type: 'place', token: 0, slot: 1 })
    // S-ROW-17: after the main action (a Delivery, here declined).
    expect(placed.characters[0]?.goods.rumour ?? 0).toBe(before)
    expect(play(placed, { type: 'done' }).characters[0]?.goods.rumour ?? 0).toBe(before + 1)
  })

  it('S-ROW-03 a card with two main actions: the player chooses exactly one', () => {
    const s = newGame()
    // Movement 2, +1 per inactive token under it (the one just placed).
    expect(play(s, { type: 'place', token: 0, slot: 2, main: 0 }).queue[0]).toMatchObject({ t: 'move', points: 3 })
    expect(play(s, { type: 'place', token: 0, slot: 2, main: 1 }).queue[0]).toMatchObject({ t: 'build', left: 2 })
    expect(refusal(s, { type: 'place', token: 0, slot: 2, main: 2 }).code).toBe('S-ROW-03')
    expect(refusal(s, { type: 'place', token: 0, slot: 2 }).code).toBe('S-ROW-03')
    expect(refusal(s, { type: 'place', token: 0, slot: 1, main: 0 }).code).toBe('S-ROW-03')
  })

  it('S-ROW-20 S-ROW-21 S-EX-22 a gained card replaces the row card of its type, tokens keep their slots', () => {
    const s0 = edit(newGame(), (d) => { d.row.tokens = [{ slot: 1, active: true }, { slot: 4, active: true }, { slot: null, active: true }, { slot: null, active: true }] })
    const s = withEffects(s0, 0, { op: 'actionCard', card: 9 })
    expect(s.queue[0]).toEqual({ t: 'replace', card: 9 })
    const after = play(s, { type: 'replace', accept: true })
    expect(after.row.cards).toEqual([1, 4, 6, 8, 9, 12, 15, 20])
    expect(after.decks.removedCards).toEqual([3])
    expect(after.row.tokens.map((t) => t.slot)).toEqual([1, 4, null, null])
  })

  it('S-ROW-23 S-ROW-24 S-ROW-09 the card goes in number order and no token moves during a replacement, so a slot may now hold another card', () => {
    const s0 = edit(newGame(), (d) => { d.row.tokens = [{ slot: 1, active: true }, { slot: 4, active: true }, { slot: null, active: true }, { slot: null, active: true }] })
    const after = play(withEffects(s0, 0, { op: 'actionCard', card: 9 }), { type: 'replace', accept: true })
    expect(after.row.cards[1]).toBe(4)
    expect(after.row.cards[4]).toBe(9)
  })

  it('S-ROW-25 a declined card goes back to the unused pool', () => {
    const after = play(withEffects(newGame(), 0, { op: 'actionCard', card: 9 }), { type: 'replace', accept: false })
    expect(after.row.cards).toEqual([1, 3, 4, 6, 8, 12, 15, 20])
    expect(after.decks.unusedCards).toContain(9)
  })

  it('S-ROW-26 a card of a type the row lacks may be added as a new slot', () => {
    const noCombat = edit(newGame(), (d) => { d.row.cards = d.row.cards.filter((n) => n !== 20); d.decks.unusedCards.push(20) })
    const after = play(withEffects(noCombat, 0, { op: 'actionCard', card: 20 }), { type: 'replace', accept: true })
    expect(after.row.cards).toEqual([1, 3, 4, 6, 8, 12, 15, 20])
  })

  it('S-ROW-28 S-ROW-30 a Special Action card applies whenever its host type is activated', () => {
    const s = withEffects(newGame(), 0, { op: 'specialCard', card: 'A' })
    expect(s.row.specials).toEqual({ A: 'delivery' })
    const before = s.characters[0]?.goods.rumour ?? 0
    // Card 3 (Delivery): special A gives 1 Rumour, the single bonus 1 more.
    expect(play(play(s, { type: 'place', token: 0, slot: 1 }), { type: 'done' }).characters[0]?.goods.rumour ?? 0).toBe(before + 2)
  })

  it('S-ROW-31 S-EX-19 the Special Action card stays with its type when the host is replaced', () => {
    const s = play(withEffects(newGame(), 0, { op: 'specialCard', card: 'A' }, { op: 'actionCard', card: 9 }), { type: 'replace', accept: true })
    const before = s.characters[0]?.goods.rumour ?? 0
    const slot = s.row.cards.indexOf(9)
    // Card 9: Delivery 3, under → 1 Ore; special A → 1 Rumour.
    expect(play(play(s, { type: 'place', token: 0, slot }), { type: 'done' }).characters[0]?.goods.rumour ?? 0).toBe(before + 1)
  })

  it('S-ROUND-12 S-EVENT-01 after the fourth turn the Event phase runs and a new round begins', () => {
    let s = newGame()
    for (let k = 0; k < 4; k++) s = finishTurn(placeToken(s, 1))
    expect(s.round).toBe(2)
    expect(s.turn).toBe(0)
    expect(s.row.tokens.every((t) => t.active && t.slot === 1)).toBe(true)
  })
})
