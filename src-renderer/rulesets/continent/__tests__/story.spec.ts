import { describe, expect, it } from 'vitest'
import { catalogueFrom, faceOf, packText } from '../catalogue'
import { TestGame, testContent } from './test-pack'

describe('C-SETUP-18 the story is shown', () => {
  it('C-SETUP-18 each chosen Clue card reaches the table with its title and its text, in the pack’s own words', () => {
    const view = new TestGame(2).view()
    const content = testContent()
    const catalogue = catalogueFrom(content)
    const clues = view.satchel.filter((u) => view.cards[u]?.type === 'clue')
    expect(clues.length).toBeGreaterThan(0)
    for (const uid of clues) {
      const card = view.cards[uid]
      if (card?.type !== 'clue') throw new Error(`${uid} is not a clue`)
      const face = faceOf(card)
      expect(face).toMatchObject({ kind: 'clue', title: card.title, text: card.text })
      expect(catalogue.face(uid)?.text).toBe(card.text)
      // Both the title and the clue itself are written in the pack, so the players read real words.
      expect(packText(catalogue, 'en', card.text)).not.toBe(card.text)
      expect(packText(catalogue, 'en', card.title)).not.toBe(card.title)
    }
  })
})
