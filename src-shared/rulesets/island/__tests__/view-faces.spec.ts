import { describe, expect, it } from 'vitest'
import { islandModule } from '../module'
import { view } from '../view'
import { content, newGame } from './play'

describe('the public faces behind the view\'s ids (design §1)', () => {
  it('I-GOLD-03 the faces hold what is face up (threat cards, inventions, placed tiles, characters) and nothing face down', () => {
    const s = newGame(2, 1)
    const v = view(content(), s)
    const shown = new Set(Object.keys(v.faces.cards))
    for (const id of [...s.inventions.board, ...s.inventions.built, ...s.equipment.map((e) => e.id)]) expect(shown.has(id)).toBe(true)
    if (s.threat.right) expect(shown.has(s.threat.right)).toBe(true)
    // Nothing still in a deck is described.
    for (const id of [...s.decks.event, ...s.decks.mystery, ...s.decks.adventure.build, ...s.decks.invention]) expect(shown.has(id)).toBe(false)
    const placed = Object.values(s.island).map((p) => p.tile)
    expect(Object.keys(v.faces.tiles).sort()).toEqual([...placed].sort())
    for (const id of s.decks.tiles) expect(v.faces.tiles[id]).toBeUndefined()
    expect(Object.keys(v.faces.characters)).toEqual(expect.arrayContaining(Object.keys(s.characters)))
    expect(v.faces.scenario?.rounds).toBe(v.rounds)
  })

  it('I-GOLD-03 an event revealing a card carries its printed words; other events are unchanged', () => {
    const s = newGame(2, 1)
    const id = s.decks.event[0] ?? ''
    const card = content().cards[id]
    const [revealed, other] = islandModule.publicEvents(content(), [{ type: 'eventRevealed', card: id }, { type: 'morale', from: 0, to: 1 }], s)
    expect(revealed).toMatchObject({ type: 'eventRevealed', card: id, face: { title: card?.title, deck: 'event' } })
    expect(other).toEqual({ type: 'morale', from: 0, to: 1 })
  })

  it('I-GOLD-03 a card pushed off the threat slots carries its printed words (it leaves the table with the event)', () => {
    const s = newGame(2, 1)
    const id = s.decks.event[0] ?? ''
    const [slid, quiet] = islandModule.publicEvents(content(), [{ type: 'slid', left: 'x', right: 'y', pushedOff: id }, { type: 'slid', left: null, right: 'y', pushedOff: null }], s)
    expect(slid).toMatchObject({ type: 'slid', pushedOff: id, pushedOffFace: { title: content().cards[id]?.title, deck: 'event' } })
    expect(quiet).toEqual({ type: 'slid', left: null, right: 'y', pushedOff: null })
  })
})
