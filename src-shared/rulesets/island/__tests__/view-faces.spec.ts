import { describe, expect, it } from 'vitest'
import { loadCinderCay } from '../../../content/island/__tests__/cinder-cay-pack'
import { isRuleError } from '../../../engine/rule-error'
import { islandModule } from '../module'
import { setup } from '../setup'
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

  it('I-GOLD-03 a revealed card carries its story line, an Adventure or Mystery card its event half\'s too; the faces of the table carry no story', () => {
    const cc = loadCinderCay()
    const s = setup(cc, { scenario: 'packet-boat', characters: ['cartographer', 'marine'] }, 3)
    if (isRuleError(s)) throw new Error(s.message)
    const adventure = Object.values(cc.cards).find((c) => c.deck === 'adventure' && c.eventStory !== undefined)
    const mystery = Object.values(cc.cards).find((c) => c.deck === 'mystery' && c.story !== undefined)
    if (adventure?.deck !== 'adventure' || mystery?.deck !== 'mystery') throw new Error('Cinder Cay has no storied cards')
    const [drawn, turned, found] = islandModule.publicEvents(cc, [
      { type: 'adventure', card: adventure.id }, { type: 'eventRevealed', card: adventure.id }, { type: 'mysteryRevealed', card: mystery.id },
    ], s)
    const half = { eventTitle: adventure.eventTitle, eventText: adventure.eventText, eventStory: adventure.eventStory }
    expect(drawn).toMatchObject({ face: { title: adventure.title, text: adventure.text, story: adventure.story, deck: 'adventure', ...half } })
    expect(turned).toMatchObject({ face: { story: adventure.story, ...half } })
    expect(found).toMatchObject({ face: { title: mystery.title, story: mystery.story, deck: 'mystery', eventStory: null } })
    // Face up on the table (a Mystery card discarded, Event cards in the threat slots), the card is
    // drawn without its story: the story was read when it was revealed.
    const event = Object.values(cc.cards).find((c) => c.deck === 'event' && c.story !== undefined)
    const shown = { ...s, threat: { left: null, right: event?.id ?? null }, decks: { ...s.decks, mysteryDiscard: [mystery.id] } }
    const faces = view(cc, shown).faces.cards
    expect(faces[mystery.id]).toMatchObject({ title: mystery.title, text: mystery.text })
    expect(faces[mystery.id]?.story).toBeUndefined()
    expect(faces[event?.id ?? '']?.story).toBeUndefined()
    expect(cc.cards[mystery.id]?.story).toBeDefined()
  })
})
