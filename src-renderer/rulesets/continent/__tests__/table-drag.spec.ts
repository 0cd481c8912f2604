import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import TableBoard from '../TableBoard.vue'
import TableMap from '../TableMap.vue'
import { placementOf } from '../placement'
import { cardTitle } from '../catalogue'
import { cellCentre, parseCell } from '../geometry'
import type { ContinentCommand } from '../../../../src-shared/rulesets/continent'
import { TestGame, findGame, gameAtMoveChoice } from './test-pack'
import { mountTable, testCatalogue } from './mount-table'

/**
 * Acting on the table (issue #14 item 3): a figure of a pending move is dragged on the map itself
 * (the map does not pan under it), and the revealed terrain waits as a card at a readable size.
 */

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

/** Client point of a cell's centre with the identity transform (happy-dom puts the map at 0,0). */
const at = (cell: string) => { const p = cellCentre(parseCell(cell)); return { clientX: p.x, clientY: p.y } }
const commands = (w: VueWrapper): ContinentCommand[] => ((w.emitted('command') ?? []) as ContinentCommand[][]).map((x) => x[0] as ContinentCommand)
const style = (w: VueWrapper, testId: string): CSSStyleDeclaration => (w.get(`[data-testid="${testId}"]`).element as HTMLElement).style

describe('dragging figures on the map', () => {
  it('C-EXPLORE-14 pressing a moving figure drags it, not the map: it follows the pointer, the drop point is reported', async () => {
    const game = gameAtMoveChoice()
    const seats = game.view().decision?.choice?.seats ?? []
    expect(seats).toContain(0)
    wrapper = mountTable(TableMap, { props: { view: game.view(), catalogue: testCatalogue(), transform: { x: 0, y: 0, scale: 2 }, dragFigures: seats } })
    const w = wrapper
    const layerBefore = style(w, 'map-layer').transform
    // The figure carries a ring that says it can be dragged (not colour alone), and says so in words.
    expect(w.find('[data-testid="halo-fig-0"]').exists()).toBe(true)
    expect(w.get('[data-testid="token-fig-0"] .visually-hidden').text()).toMatch(/drag it onto a lit terrain/)
    await w.get('[data-testid="token-fig-0"]').trigger('pointerdown', { pointerId: 3, clientX: 100, clientY: 100 })
    const map = w.get('[data-testid="table-map"]')
    await map.trigger('pointermove', { pointerId: 3, clientX: 140, clientY: 60 })
    // A screen offset of (40, -40) at zoom 2 is (20, -20) in the layer: the figure stays under the pointer.
    expect(style(w, 'token-fig-0').getPropertyValue('translate')).toBe('20px -20px')
    expect(style(w, 'halo-fig-0').getPropertyValue('translate')).toBe('20px -20px')
    expect(style(w, 'map-layer').transform).toBe(layerBefore)
    expect(w.emitted('figure-move')?.at(-1)).toEqual([{ clientX: 140, clientY: 60 }])
    await map.trigger('pointerup', { pointerId: 3, clientX: 140, clientY: 60 })
    expect(w.emitted('figure-drop')).toEqual([[{ clientX: 140, clientY: 60 }]])
    expect(w.emitted('update:transform')).toBeUndefined()
    // Home again until the new view draws the figure on its new terrain.
    expect(style(w, 'token-fig-0').getPropertyValue('translate')).toBe('')
  })

  it('a dropped figure slides home, or jumps there at once with reduced motion', async () => {
    const game = gameAtMoveChoice()
    const drop = async (): Promise<string[]> => {
      wrapper?.unmount()
      wrapper = mountTable(TableMap, { props: { view: game.view(), catalogue: testCatalogue(), transform: { x: 0, y: 0, scale: 1 }, dragFigures: [0] } })
      const map = wrapper.get('[data-testid="table-map"]')
      await wrapper.get('[data-testid="token-fig-0"]').trigger('pointerdown', { pointerId: 1, clientX: 10, clientY: 10 })
      await map.trigger('pointermove', { pointerId: 1, clientX: 9000, clientY: 10 })
      expect(wrapper.get('[data-testid="token-fig-0"]').classes()).toContain('dragging')
      await map.trigger('pointerup', { pointerId: 1, clientX: 9000, clientY: 10 })
      return wrapper.get('[data-testid="token-fig-0"]').classes()
    }
    expect(await drop()).toContain('snapping')
    document.documentElement.classList.add('reduce-motion')
    try {
      const classes = await drop()
      expect(classes).not.toContain('snapping')
      expect(classes).not.toContain('dragging')
    } finally {
      document.documentElement.classList.remove('reduce-motion')
    }
  })

  it('without a pending move a figure is part of the map: pressing it pans as before', async () => {
    const game = new TestGame(1)
    wrapper = mountTable(TableMap, { props: { view: game.view(), catalogue: testCatalogue(), transform: { x: 0, y: 0, scale: 1 } } })
    const w = wrapper
    expect(w.find('[data-testid="halo-fig-0"]').exists()).toBe(false)
    await w.get('[data-testid="token-fig-0"]').trigger('pointerdown', { pointerId: 1, clientX: 100, clientY: 100 })
    const map = w.get('[data-testid="table-map"]')
    await map.trigger('pointermove', { pointerId: 1, clientX: 130, clientY: 100 })
    await map.trigger('pointerup', { pointerId: 1, clientX: 130, clientY: 100 })
    expect(w.emitted('figure-drop')).toBeUndefined()
    expect(w.emitted('update:transform')).toEqual([[{ x: 30, y: 0, scale: 1 }]])
  })

  it('C-EXPLORE-14 C-CONSEQ-37 a figure dropped on a lit terrain sends the move; dropped elsewhere it snaps back with the reason', async () => {
    const game = gameAtMoveChoice()
    wrapper = mountTable(TableBoard, { props: { view: game.view(), catalogue: testCatalogue(), transform: { x: 0, y: 0, scale: 1 } } })
    const w = wrapper
    const target = placementOf(game.view())?.targets[1]
    if (!target) throw new Error('no second target')
    const figure = w.get('[data-testid="token-fig-0"]')
    const map = w.get('[data-testid="table-map"]')
    // Elsewhere on the map: nothing sent, the reason in words.
    await figure.trigger('pointerdown', { pointerId: 1, clientX: 30, clientY: 30 })
    await map.trigger('pointermove', { pointerId: 1, ...at('0,0') })
    await map.trigger('pointerup', { pointerId: 1, ...at('0,0') })
    expect(commands(w)).toEqual([])
    expect(w.get('[data-testid="tray-status"]').text()).toBe('Cannot place there: that place is not one of the highlighted places')
    // On a lit terrain: the one `choose` command of that terrain, lit while the figure is over it.
    await figure.trigger('pointerdown', { pointerId: 2, clientX: 30, clientY: 30 })
    await map.trigger('pointermove', { pointerId: 2, ...at(target.cell) })
    expect(w.get('[data-testid="tray-status"]').text()).toBe('')
    expect(w.get(`[data-testid="legal-${target.cell}"]`).classes()).toContain('hover')
    await map.trigger('pointerup', { pointerId: 2, ...at(target.cell) })
    expect(commands(w)).toEqual([{ type: 'choose', option: target.option }])
    game.play(commands(w)[0] as ContinentCommand)
    expect(game.view().players[0]?.at).toBe(target.uid)
  })
})

describe('the card to place', () => {
  it('C-CONSEQ-13 the revealed terrain waits as a card (art, number, title) that is itself the piece dragged or moved by keys', async () => {
    const game = findGame((v) => v.decision?.choice?.kind === 'placeTerrain', 2)
    const placement = placementOf(game.view())
    const uid = placement?.uid
    if (!placement || !uid) throw new Error('no terrain to place')
    const cat = testCatalogue(true)
    wrapper = mountTable(TableBoard, { props: { view: game.view(), catalogue: cat, transform: { x: 0, y: 0, scale: 1 } } })
    const w = wrapper
    const piece = w.get('[data-testid="tray-piece"]')
    const card = piece.get('[data-testid="placing-card"]')
    const face = cat.face(uid)
    expect(card.text()).toContain(cardTitle(cat, 'en', uid))
    expect(card.text()).toContain(face?.number ?? 'no number')
    // The art when the pack has some, a titled frame otherwise.
    if (face?.art) expect(card.get('img').attributes('src')).toBe(`fogbound-pack://continent-test/art/${face.art}`)
    else expect(card.find('.card-frame').exists()).toBe(true)
    // Its whole text is one hover or focus away, in the card-detail dock like any card of the table.
    expect(piece.attributes('data-zoom')).toBe(uid)
    // The card itself moves with the pointer and answers the placement on the lit cell.
    const target = placement.targets[0]
    if (!target) throw new Error('no cell')
    await piece.trigger('pointerdown', { pointerId: 4, clientX: 900, clientY: 100 })
    await piece.trigger('pointermove', { pointerId: 4, ...at(target.cell) })
    expect((piece.element as HTMLElement).style.transform).toMatch(/^translate\(/)
    await piece.trigger('pointerup', { pointerId: 4, ...at(target.cell) })
    expect(commands(w)).toEqual([{ type: 'choose', option: target.option }])
  })
})
