import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import TableMap from '../TableMap.vue'
import { catalogueFromFaces, cardTitle, faceOf, visibleUids, type CardFace } from '../catalogue'
import { TestGame, findGame, testContent } from './test-pack'
import { mountTable, testCatalogue } from './mount-table'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

/** What main can send with a view: the faces of the visible uids only, plus strings. */
function facesFor(uids: Set<string>): Record<string, CardFace> {
  const c = testContent()
  const out: Record<string, CardFace> = {}
  for (const u of uids) { const card = c.cards[u]; if (card) out[u] = faceOf(card) }
  return out
}

describe('table catalogue', () => {
  it('C-D-2 the uids a view needs faces for never include a card still under the fog or in a deck', () => {
    const game = findGame((v) => v.past.length > 1 && v.players.some((p) => p.hand.length > 1))
    const uids = visibleUids(game.view())
    const s = game.state
    const hidden = new Set([...s.actionDeck, ...Object.values(s.adventure).flat(), ...Object.values(s.exploration).flat()])
    for (const [cell, uid] of Object.entries(s.board.cells)) if (game.view().board.find((b) => b.cell === cell)?.face === 'fog') hidden.add(uid)
    for (const u of uids) expect(hidden.has(u), u).toBe(false)
    expect(uids.size).toBeGreaterThan(3)
  })

  it('the map renders the same from faces sent with the view as from the whole pack', () => {
    const game = new TestGame(2)
    const v = game.view()
    const c = testContent()
    const characters: Record<string, string> = {}
    for (const card of Object.values(c.cards)) if (card.type === 'character') characters[card.id] = card.title
    const cat = catalogueFromFaces({ faces: facesFor(visibleUids(v)), strings: c.strings, curses: {}, characters })
    wrapper = mountTable(TableMap, { props: { view: v, catalogue: cat } })
    const fromFaces = wrapper.findAll('.visually-hidden').map((x) => x.text())
    wrapper.unmount()
    wrapper = mountTable(TableMap, { props: { view: v, catalogue: testCatalogue() } })
    expect(wrapper.findAll('.visually-hidden').map((x) => x.text())).toEqual(fromFaces)
    expect(cardTitle(cat, 'it', 'a-001-green1')).toBe(cardTitle(testCatalogue(), 'it', 'a-001-green1'))
  })

  it('unknown uids fall back to the uid, never to a blank', () => {
    expect(cardTitle(testCatalogue(), 'en', 'no-such-card')).toBe('no-such-card')
  })
})
