// Acting on the card, the resolver's faces and the spot-a-number list, over the real engine (issue #14 items 1, 3, 8).
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import type { ContinentCommand } from '../../../../../src-shared/rulesets/continent'
import ActionLog from '../../ActionLog.vue'
import CardZoom from '../../CardZoom.vue'
import ActionResolver from '../../ActionResolver.vue'
import TableBoard from '../../TableBoard.vue'
import TableMap from '../../TableMap.vue'
import { mountTable, testCatalogue } from '../../__tests__/mount-table'
import { findGame, TestGame } from '../../__tests__/test-pack'
import { deciderOf, runningCount, type CountedCard } from '../draw-count'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })
const sent = (w: VueWrapper): ContinentCommand[] => ((w.emitted('command') ?? []) as ContinentCommand[][]).map((x) => x[0] as ContinentCommand)

const card = (stars: number, extra: Partial<CountedCard> = {}): CountedCard => ({ uid: `s${stars}`, from: 'deck', curse: false, strip: { stars, leftHalves: 0, rightHalves: 0, lucky7: 0 }, ...extra })
const curse = (from: 'deck' | 'discard'): CountedCard => ({ uid: 'k', from, curse: true, strip: { stars: 0, leftHalves: 0, rightHalves: 0, lucky7: 0 } })

describe('acting on the card', () => {
  it('C-TURN-7 a square the decision lists is a button on the map and sends the resolver\'s own chooseAction', async () => {
    const game = new TestGame(2)
    game.play({ type: 'chooseActive', seat: 0 })
    const view = game.view()
    const listed = view.decision?.availableActions ?? []
    expect(listed.length).toBeGreaterThan(0)
    wrapper = mountTable(TableBoard, { props: { view, catalogue: testCatalogue() } })
    await wrapper.vm.$nextTick()
    for (const a of listed) {
      const square = wrapper.get(`[data-testid="card-${a.ref.uid}"] [data-ref="${String(a.ref.index)}"]`)
      expect(square.element.tagName, `${a.ref.uid} ${String(a.ref.index)}`).toBe('BUTTON')
      expect(square.attributes('aria-label')).toMatch(/^Start: /)
    }
    const first = listed[0]
    if (!first) throw new Error('no action')
    await wrapper.get(`[data-testid="card-${first.ref.uid}"] [data-ref="${String(first.ref.index)}"]`).trigger('click')
    expect(sent(wrapper)).toEqual([{ type: 'chooseAction', ref: first.ref }])
    // Enter on the focused square sends the same, once.
    await wrapper.get(`[data-testid="card-${first.ref.uid}"] [data-ref="${String(first.ref.index)}"]`).trigger('keydown', { key: 'Enter' })
    expect(sent(wrapper)).toEqual([{ type: 'chooseAction', ref: first.ref }, { type: 'chooseAction', ref: first.ref }])
    expect(() => game.play({ type: 'chooseAction', ref: first.ref })).not.toThrow()
  })

  it('C-TURN-7 before the active player is chosen no square is a button, and each says why not', async () => {
    const game = new TestGame(2)
    wrapper = mountTable(TableBoard, { props: { view: game.view(), catalogue: testCatalogue() } })
    await wrapper.vm.$nextTick()
    const squares = wrapper.findAll('[data-testid="action-square"]')
    expect(squares.length).toBeGreaterThan(0)
    for (const s of squares) {
      expect(s.element.tagName).not.toBe('BUTTON')
      expect(s.attributes('title')).toMatch(/Not now: first say who plays this turn$/)
    }
    await squares[0]?.trigger('click')
    expect(sent(wrapper)).toEqual([])
  })
})

describe('the map far out', () => {
  it('below 75 % a map card keeps only kind, number and title, so no square is drawn at a few pixels', async () => {
    const game = new TestGame(2)
    wrapper = mountTable(TableMap, { props: { view: game.view(), catalogue: testCatalogue(), transform: { x: 0, y: 0, scale: 0.4 } } })
    const frames = wrapper.findAll('.map-card .card-frame')
    expect(frames.length).toBe(game.view().board.filter((b) => b.cell !== '').length)
    for (const f of frames) expect(f.classes()).toContain('simple')
    expect(wrapper.findAll('[data-testid="action-square"]')).toHaveLength(0)
    wrapper.unmount()
    wrapper = mountTable(TableMap, { props: { view: game.view(), catalogue: testCatalogue(), transform: { x: 0, y: 0, scale: 1 } } })
    // The first frame is simple (nothing fitted yet); whole faces follow at once.
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('.map-card .card-frame.simple')).toHaveLength(0)
    expect(wrapper.findAll('[data-testid="action-square"]').length).toBeGreaterThan(0)
  })
})

describe('the resolver draws faces and says what decided it', () => {
  it('C-ACT-19 C-ACT-27 the drawn cards appear as faces with the count and the card that decided the outcome', () => {
    const game = findGame((v) => (v.action?.revealed.length ?? 0) >= 2 && v.action?.success !== null && v.action?.difficulty !== 0)
    const v = game.view()
    wrapper = mountTable(ActionResolver, { props: { view: v, catalogue: testCatalogue() } })
    const result = wrapper.get('[data-testid="result"]')
    expect(result.findAll('[data-testid^="drawn-"]')).toHaveLength(v.action?.revealed.length ?? -1)
    expect(result.findAll('[data-face]')).toHaveLength(v.action?.revealed.length ?? -1)
    const n = v.action?.successes ?? -1
    const said = n === 0 ? 'No successes yet' : n === 1 ? '1 success' : `${n} successes`
    expect(result.get('[data-testid="success-count"]').text()).toMatch(new RegExp(`^${said} \\(difficulty ${v.action?.difficulty ?? -1}\\)`))
    const decided = result.get('[data-testid="decided-by"]').text()
    expect(decided.length).toBeGreaterThan(10)
    expect(decided).not.toMatch(/rulesets\.|\{/)
  })

  it('C-ACT-27 the card that reached the difficulty decides a success; effects count from the start', () => {
    expect(deciderOf([card(0), card(1), card(1), card(1)], 3, 2, true)).toEqual({ kind: 'reached', index: 2 })
    // An item adds 1 from the start: the second star already reaches 2.
    expect(deciderOf([card(1), card(1), card(0)], 3, 2, true)).toEqual({ kind: 'reached', index: 0 })
    expect(deciderOf([card(0)], 2, 2, true)).toEqual({ kind: 'effects' })
    expect(deciderOf([card(0)], 0, 0, true)).toEqual({ kind: 'noneNeeded' })
  })

  it('C-ACT-20 C-ACT-21 a Curse from the discard pile ends it; a failure otherwise names the Curse or the last card', () => {
    expect(deciderOf([card(1), curse('discard')], 0, 2, false)).toEqual({ kind: 'curse', index: 1 })
    expect(deciderOf([curse('deck'), card(1)], 1, 2, false)).toEqual({ kind: 'curseDeck', index: 0 })
    expect(deciderOf([card(0), card(1)], 1, 2, false)).toEqual({ kind: 'short', index: 1 })
    expect(deciderOf([], 0, 1, false)).toEqual({ kind: 'none' })
  })

  it('C-ACT-22 the running count never falls and always ends on the engine\'s total', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 8 }), fc.integer({ min: 0, max: 4 }), (stars, bonus) => {
      const cards = stars.map((s) => card(s))
      const total = stars.reduce((a, b) => a + b, 0) + bonus
      let last = -1
      for (let n = 0; n <= cards.length; n++) {
        const c = runningCount(cards, n, total)
        expect(c).toBeGreaterThanOrEqual(last)
        last = c
      }
      expect(last).toBe(total)
    }))
  })
})

describe('spotted a hidden number?', () => {
  it('C-EXPLORE-20 the form lists every face-up card on the map and shows one chosen, never an empty box', async () => {
    const game = new TestGame(2)
    const v = game.view()
    wrapper = mountTable(ActionResolver, { props: { view: v, catalogue: testCatalogue() } })
    const select = wrapper.get('[data-testid="spot-card"]')
    const options = select.findAll('option')
    const up = v.board.filter((b) => b.face === 'up' && b.cell !== '')
    expect(up.length).toBeGreaterThan(0)
    expect(options.map((o) => o.attributes('value')).sort()).toEqual(up.map((b) => (b.face === 'up' ? b.uid : '')).sort())
    expect((select.element as HTMLSelectElement).value).toBe(options[0]?.attributes('value'))
    expect((select.element as HTMLSelectElement).selectedIndex).toBe(0)
    await wrapper.get('[data-testid="spot-number"]').setValue('123')
    await wrapper.get('[data-testid="spot-form"]').trigger('submit')
    expect(sent(wrapper)).toEqual([{ type: 'spotHiddenNumber', uid: options[0]?.attributes('value'), number: '123' }])
  })
})

describe('the log shows the cards it names', () => {
  it('a line naming a face-up card carries it for the zoom, and the keys move among the lines', async () => {
    const game = findGame((v) => v.board.filter((b) => b.face === 'up').length >= 2)
    const cat = testCatalogue()
    wrapper = mountTable(ActionLog, { props: { view: game.view(), catalogue: cat, batches: game.batches } })
    const zoomable = wrapper.findAll('li[data-zoom]')
    expect(zoomable.length).toBeGreaterThan(0)
    for (const li of zoomable) {
      const uid = li.attributes('data-zoom') ?? ''
      expect(cat.face(uid), uid).not.toBeNull()
      expect(li.text()).toContain(cat.face(uid)?.number ?? '')
    }
    const list = wrapper.get('ol')
    const items = wrapper.findAll('ol > li')
    ;(list.element as HTMLElement).focus()
    await list.trigger('keydown', { key: 'Home' })
    expect(document.activeElement).toBe(items[0]?.element)
    await list.trigger('keydown', { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items[1]?.element)
  })
})

describe('the zoom during a gesture', () => {
  it('holds still while a pointer is pressed (a pan or a drag crosses many cards), then follows again', async () => {
    const game = new TestGame(2)
    const up = game.view().board.flatMap((b) => (b.face === 'up' ? [b.uid] : []))
    const first = up[0]
    if (!first) throw new Error('no face-up card')
    wrapper = mountTable(CardZoom, { props: { catalogue: testCatalogue(), uid: first } })
    expect(wrapper.find(`[data-face="${first}"]`).exists()).toBe(true)
    window.dispatchEvent(new Event('pointerdown'))
    await wrapper.setProps({ uid: null })
    expect(wrapper.find(`[data-face="${first}"]`).exists()).toBe(true)
    window.dispatchEvent(new Event('pointerup'))
    await wrapper.vm.$nextTick()
    expect(wrapper.find('[data-face]').exists()).toBe(false)
  })
})
