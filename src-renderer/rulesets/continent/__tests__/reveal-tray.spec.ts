import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import TableBoard from '../TableBoard.vue'
import { placementOf } from '../placement'
import { cellCentre, parseCell } from '../geometry'
import type { ContinentCommand } from '../../../../src-shared/rulesets/continent'
import { TestGame, gameAtMoveChoice } from './test-pack'
import { mountTable, testCatalogue } from './mount-table'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

function mountBoard(game: TestGame) {
  wrapper = mountTable(TableBoard, { props: { view: game.view(), catalogue: testCatalogue(), transform: { x: 0, y: 0, scale: 1 } } })
  return wrapper
}

/** Client point of a cell's centre with the identity transform (happy-dom puts the map at 0,0). */
const at = (cell: string) => { const p = cellCentre(parseCell(cell)); return { clientX: p.x, clientY: p.y } }

const commands = (w: VueWrapper): ContinentCommand[] => ((w.emitted('command') ?? []) as ContinentCommand[][]).map((x) => x[0] as ContinentCommand)

describe('placement from the pending decision', () => {
  it('C-CONSEQ-37 C-EXPLORE-15 a move choice becomes legal cells: the reachable terrains', () => {
    const game = gameAtMoveChoice()
    const v = game.view()
    const p = placementOf(v)
    expect(p?.kind).toBe('figures')
    expect(p?.seats).toEqual(v.decision?.choice?.seats)
    const options = v.decision?.choice?.options ?? []
    expect(p?.targets).toHaveLength(options.length)
    for (const t of p?.targets ?? []) {
      const onBoard = v.board.find((b) => b.face === 'up' && b.uid === options[t.option]?.uid)
      expect(onBoard?.cell).toBe(t.cell)
    }
    expect(placementOf(new TestGame(2).view())).toBeNull()
  })
})

describe('RevealTray on the TableBoard', () => {
  it('dragging over the map highlights the legal cell under the pointer; a drop there sends the choice', async () => {
    const game = gameAtMoveChoice()
    const w = mountBoard(game)
    const p = placementOf(game.view())
    const target = p?.targets[1]
    if (!target) throw new Error('no second target')
    expect(w.findAll('[data-testid^="legal-"]')).toHaveLength(p?.targets.length ?? 0)
    const piece = w.get('[data-testid="tray-piece"]')
    expect(piece.attributes('aria-label')).toMatch(/^Move /)
    await piece.trigger('pointerdown', { pointerId: 7, clientX: 500, clientY: 500 })
    await piece.trigger('pointermove', { pointerId: 7, ...at(target.cell) })
    expect((piece.element as HTMLElement).style.transform).toContain('translate(')
    expect(w.get(`[data-testid="legal-${target.cell}"]`).classes()).toContain('hover')
    await piece.trigger('pointerup', { pointerId: 7, ...at(target.cell) })
    expect(commands(w)).toEqual([{ type: 'choose', option: target.option }])
    // The command is the real answer: the engine moves the figures onto that terrain.
    game.play(commands(w)[0] as ContinentCommand)
    const moved = game.view().players[0]
    expect(moved?.at).toBe(target.uid)
  })

  it('a drop on a cell that is not legal snaps back with the reason, spoken politely', async () => {
    const game = gameAtMoveChoice()
    const w = mountBoard(game)
    const piece = w.get('[data-testid="tray-piece"]')
    await piece.trigger('pointerdown', { pointerId: 1, clientX: 500, clientY: 500 })
    await piece.trigger('pointermove', { pointerId: 1, ...at('0,0') })
    await piece.trigger('pointerup', { pointerId: 1, ...at('0,0') })
    expect(commands(w)).toEqual([])
    expect((piece.element as HTMLElement).style.transform).toBe('')
    const status = w.get('[data-testid="tray-status"]')
    expect(status.attributes('aria-live')).toBe('polite')
    expect(status.text()).toBe('Cannot place there: that place is not one of the highlighted places')
    expect(piece.classes()).toContain('snapping')
  })

  it('reduced motion: the piece jumps home without the snap-back animation', async () => {
    document.documentElement.classList.add('reduce-motion')
    try {
      const w = mountBoard(gameAtMoveChoice())
      const piece = w.get('[data-testid="tray-piece"]')
      await piece.trigger('pointerdown', { pointerId: 1, clientX: 500, clientY: 500 })
      await piece.trigger('pointermove', { pointerId: 1, clientX: 9000, clientY: 9000 })
      await piece.trigger('pointerup', { pointerId: 1, clientX: 9000, clientY: 9000 })
      expect((piece.element as HTMLElement).style.transform).toBe('')
      expect(piece.classes()).not.toContain('snapping')
    } finally {
      document.documentElement.classList.remove('reduce-motion')
    }
  })

  it('keyboard: arrows walk the legal cells, Enter places, Escape cancels', async () => {
    const game = gameAtMoveChoice()
    const w = mountBoard(game)
    const p = placementOf(game.view())
    const piece = w.get('[data-testid="tray-piece"]')
    expect(piece.attributes('tabindex')).toBe('0')
    await piece.trigger('keydown', { key: 'ArrowUp' })
    const first = p?.targets[0]
    expect(w.get(`[data-testid="legal-${first?.cell}"]`).classes()).toContain('hover')
    expect(w.get('[data-testid="tray-status"]').text()).toMatch(/^Target: /)
    await piece.trigger('keydown', { key: 'Escape' })
    expect(w.find('.legal-cell.hover').exists()).toBe(false)
    expect(w.get('[data-testid="tray-status"]').text()).toBe('Placement cancelled.')
    // Walk to the other target and place it.
    const second = p?.targets[1]
    if (!first || !second) throw new Error('two targets expected')
    const a = parseCell(first.cell)
    const b = parseCell(second.cell)
    await piece.trigger('keydown', { key: 'ArrowUp' })
    const key = b.x > a.x ? 'ArrowRight' : b.x < a.x ? 'ArrowLeft' : b.y > a.y ? 'ArrowDown' : 'ArrowUp'
    await piece.trigger('keydown', { key })
    expect(w.get(`[data-testid="legal-${second.cell}"]`).classes()).toContain('hover')
    await piece.trigger('keydown', { key: 'Enter' })
    expect(commands(w)).toEqual([{ type: 'choose', option: second.option }])
  })

  it('clicking a highlighted cell places too (mouse without dragging)', async () => {
    const game = gameAtMoveChoice()
    const w = mountBoard(game)
    const t0 = placementOf(game.view())?.targets[0]
    await w.get(`[data-testid="legal-${t0?.cell}"]`).trigger('click')
    expect(commands(w)).toEqual([{ type: 'choose', option: t0?.option }])
  })

  it('shows no tray when the decision is not about the map', () => {
    const w = mountBoard(new TestGame(2))
    expect(w.find('[data-testid="reveal-tray"]').exists()).toBe(false)
    expect(w.find('[data-testid^="legal-"]').exists()).toBe(false)
  })
})
