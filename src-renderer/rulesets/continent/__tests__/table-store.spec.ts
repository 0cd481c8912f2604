import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { isReactive } from 'vue'
import { createTableStore, useTableStore } from '../table-store'
import type { ContinentCommand } from '../../../../src-shared/rulesets/continent'
import { TestGame, gameAtMoveChoice, testContent } from './test-pack'
import { catalogueFromViews } from '../catalogue'
import { testCatalogue } from './mount-table'
import { cellCentre, worldToScreen } from '../geometry'

beforeEach(() => setActivePinia(createPinia()))

/** A `send` that plays the command on the real engine and feeds the new view back, like main will. */
function wired(game: TestGame) {
  const sent: ContinentCommand[] = []
  const store = createTableStore((cmd) => {
    sent.push(cmd)
    game.play(cmd)
    store.receive(game.view(), game.events)
  }, testCatalogue())
  store.receive(game.view())
  return { store, sent }
}

describe('table store', () => {
  it('sends commands through the injected hook and keeps the new view and the log', async () => {
    const game = new TestGame(2)
    const { store, sent } = wired(game)
    expect(await store.send({ type: 'chooseActive', seat: 1 })).toBe(true)
    expect(sent).toEqual([{ type: 'chooseActive', seat: 1 }])
    expect(store.view?.phase).toBe('chooseAction')
    expect(store.view?.active).toBe(1)
    expect(store.log).toHaveLength(1)
    expect(store.log[0]?.events.some((e) => e.type === 'activeChosen')).toBe(true)
  })

  it('keeps a refusal as an error and announces it, never throws', async () => {
    const game = new TestGame(2)
    const { store } = wired(game)
    expect(await store.send({ type: 'endItems' })).toBe(false)
    expect(store.error).toMatch(/endItems/)
    expect(store.announcement).toBe(store.error)
    expect(store.busy).toBe(false)
  })

  it('refuses to send before a sender is connected', async () => {
    const store = useTableStore()
    expect(await store.send({ type: 'cancel' })).toBe(false)
    expect(store.error).toBe('not-connected')
  })

  it('derives the placement and its legal cells from the view; placeAt answers with the right option', async () => {
    const game = gameAtMoveChoice()
    const { store, sent } = wired(game)
    const targets = store.placement?.targets ?? []
    expect(targets.length).toBeGreaterThan(1)
    expect([...store.legalCells].sort()).toEqual(targets.map((t) => t.cell).sort())
    expect(await store.placeAt('99,99')).toBe(false)
    expect(sent).toEqual([])
    const t1 = targets[1]
    if (!t1) throw new Error('no target')
    expect(await store.placeAt(t1.cell)).toBe(true)
    expect(sent).toEqual([{ type: 'choose', option: t1.option }])
    expect(store.view?.players[0]?.at).toBe(t1.uid)
    expect(store.legalCells.size).toBe(0)
  })

  it('UI-only state: zoom around a point, pan, fit all, cursor cleared when no longer legal', () => {
    const game = new TestGame(2)
    const { store } = wired(game)
    store.zoom({ x: 100, y: 100 }, 2)
    expect(store.transform).toEqual({ x: -100, y: -100, scale: 2 })
    store.pan(10, -5)
    expect(store.transform).toEqual({ x: -90, y: -105, scale: 2 })
    store.fit({ width: 1000, height: 800 })
    const p = worldToScreen(store.transform, cellCentre({ x: 0, y: 0 }))
    expect(p.x).toBeGreaterThan(0)
    expect(p.x).toBeLessThan(1000)
    store.cursor = '5,5'
    store.receive(game.view())
    expect(store.cursor).toBeNull()
  })

  it('C-D-2 a view-fed catalogue learns each view\'s face-up cards as views arrive', async () => {
    const game = new TestGame(2)
    const c = testContent()
    const cat = catalogueFromViews({ strings: {}, curses: {} })
    const store = createTableStore((cmd) => { game.play(cmd); store.receive(game.view(), game.events, c.strings) }, cat)
    store.receive(game.view(), [], c.strings)
    expect(cat.face('a-001-green1')?.number).toBe('001')
    expect(cat.strings.en?.['card.001.title']).toBe('Ash Clearing')
    await store.send({ type: 'chooseActive', seat: 0 })
    expect(store.view?.phase).toBe('chooseAction')
  })

  it('holds views and the catalogue shallowly (never deep-reactive)', () => {
    const game = new TestGame(2)
    const { store } = wired(game)
    expect(isReactive(store.view)).toBe(false)
    expect(isReactive(store.catalogue?.face('a-001-green1'))).toBe(false)
  })
})
