import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import TableMap from '../TableMap.vue'
import SeatPanel from '../SeatPanel.vue'
import { catalogueFromFaces, catalogueFromViews, cardTitle, characterTitle, faceOf } from '../catalogue'
import { TestGame, findGame, testContent } from './test-pack'
import { mountTable, testCatalogue } from './mount-table'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

const curses = () => Object.fromEntries(testContent().manifest.curses.map((c) => [c.id, c.title]))

describe('table catalogue', () => {
  it('C-D-2 a view-fed catalogue names exactly what the pack would, without the pack', () => {
    const game = findGame((v) => v.past.length > 1 && v.players.some((p) => p.hand.length > 1 || p.items.length > 0))
    const v = game.view()
    const cat = catalogueFromViews({ strings: testContent().strings, curses: curses() })
    cat.absorb(v)
    wrapper = mountTable(TableMap, { props: { view: v, catalogue: cat } })
    const fromViews = wrapper.findAll('.visually-hidden').map((x) => x.text())
    wrapper.unmount()
    wrapper = mountTable(TableMap, { props: { view: v, catalogue: testCatalogue() } })
    expect(wrapper.findAll('.visually-hidden').map((x) => x.text())).toEqual(fromViews)
    for (const uid of v.past) expect(cardTitle(cat, 'it', uid)).toBe(cardTitle(testCatalogue(), 'it', uid))
    expect(characterTitle(cat, 'en', v.players[0]?.character ?? '')).toBe(characterTitle(testCatalogue(), 'en', v.players[0]?.character ?? ''))
  })

  it('C-D-2 knows nothing of cards still in a deck or under the fog', () => {
    const game = new TestGame(2)
    const cat = catalogueFromViews({ strings: testContent().strings, curses: curses() })
    cat.absorb(game.view())
    for (const uid of [...game.state.actionDeck, ...Object.values(game.state.exploration).flat()]) expect(cat.face(uid)).toBeNull()
    expect(cat.face('a-001-green1')?.kind).toBe('terrain')
  })

  it('keeps a card once seen and merges later strings', () => {
    const cat = catalogueFromViews({ strings: { en: { a: 'A' } }, curses: {} })
    cat.absorb(new TestGame(1).view())
    cat.absorb({ cards: {} })
    expect(cat.face('a-001-green1')).not.toBeNull()
    cat.addStrings({ en: { b: 'B' }, it: { a: 'Ai' } })
    expect(cat.strings.en).toEqual({ a: 'A', b: 'B' })
    expect(cat.strings.it).toEqual({ a: 'Ai' })
  })

  it('the seat panel works from view-fed definitions too', () => {
    const game = new TestGame(2)
    const cat = catalogueFromViews({ strings: testContent().strings, curses: curses() })
    cat.absorb(game.view())
    wrapper = mountTable(SeatPanel, { props: { view: game.view(), catalogue: cat, seat: 0 } })
    expect(wrapper.text()).toContain('On 001 Ash Clearing')
  })

  it('catalogueFromFaces serves the faces it is given', () => {
    const v = new TestGame(1).view()
    const faces = Object.fromEntries(Object.entries(v.cards).map(([u, c]) => [u, faceOf(c)]))
    const cat = catalogueFromFaces({ faces, strings: testContent().strings, curses: curses(), characters: {} })
    expect(cardTitle(cat, 'en', 'a-001-green1')).toBe('Ash Clearing')
    expect(cat.face('not-visible')).toBeNull()
  })

  it('unknown uids fall back to the uid, never to a blank', () => {
    expect(cardTitle(testCatalogue(), 'en', 'no-such-card')).toBe('no-such-card')
  })
})
