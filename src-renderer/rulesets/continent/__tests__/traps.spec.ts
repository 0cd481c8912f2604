import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import ActionResolver from '../ActionResolver.vue'
import SeatControls from '../SeatControls.vue'
import JoinControl from '../JoinControl.vue'
import type { ContinentCommand, ContinentView } from '../../../../src-shared/rulesets/continent'
import { TestGame, findGame } from './test-pack'
import { soloHeldBack } from '../resolver/solo-turn'
import { mountTable, testCatalogue } from './mount-table'
import { cardTitle } from '../catalogue'

let wrapper: VueWrapper | undefined
afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
  soloHeldBack.value = false
})

function mountResolver(view: ContinentView, locale: 'en' | 'it' = 'en') {
  wrapper = mountTable(ActionResolver, { props: { view, catalogue: testCatalogue() } }, locale)
  return wrapper
}
const sent = (w: VueWrapper): ContinentCommand[] => ((w.emitted('command') ?? []) as ContinentCommand[][]).map((x) => x[0] as ContinentCommand)
const tick = () => new Promise((r) => setTimeout(r, 0))

/** A real game paused on the cost step where some cost option cannot succeed (exact odds of 0). */
function gameWithSureFailure(): { game: TestGame; tradeOff: number; extra: number; cards: number } {
  const game = findGame((v) => v.phase === 'cost' && (v.decision?.odds ?? []).some((o) => o.success === 0))
  const row = game.view().decision?.odds?.find((o) => o.success === 0)
  if (!row) throw new Error('no sure-failure row')
  return { game, tradeOff: row.tradeOff, extra: row.extra, cards: row.cards }
}

async function choose(w: VueWrapper, tradeOff: number, extra: number): Promise<void> {
  const to = w.find(`[data-testid="trade-off-${tradeOff}"]`)
  if (to.exists()) await to.setValue(true)
  const ex = w.find(`[data-testid="extra-${extra}"]`)
  if (ex.exists()) await ex.setValue(true)
}

describe('No traps', () => {
  it('a cost option that cannot succeed is marked, and Draw asks before the sure failure; Escape keeps the step', async () => {
    const { game, tradeOff, extra } = gameWithSureFailure()
    const w = mountResolver(game.view())
    await choose(w, tradeOff, extra)
    expect(w.get('[data-testid="odds-value"]').text()).toContain('0%')
    expect(w.get('[data-testid="sure-failure-mark"]').text()).toContain('sure to fail')
    await w.get('[data-testid="draw"]').trigger('click')
    expect(sent(w)).toEqual([])
    const dialog = w.get('[data-testid="confirm-sure-failure"]')
    expect(dialog.attributes('role')).toBe('alertdialog')
    expect(dialog.text()).toContain('This cannot succeed')
    await tick()
    // The safe answer holds the focus: Enter alone never draws.
    expect(document.activeElement?.getAttribute('data-testid')).toBe('confirm-sure-failure-cancel')
    await dialog.trigger('keydown', { key: 'Escape' })
    expect(w.find('[data-testid="confirm-sure-failure"]').exists()).toBe(false)
    expect(sent(w)).toEqual([])
  })

  it('"Draw anyway" sends the chosen cost, and the engine accepts it', async () => {
    const { game, tradeOff, extra } = gameWithSureFailure()
    const w = mountResolver(game.view())
    await choose(w, tradeOff, extra)
    await w.get('[data-testid="draw"]').trigger('click')
    await w.get('[data-testid="confirm-sure-failure-confirm"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'setCost', tradeOff, extra }])
    expect(() => game.play({ type: 'setCost', tradeOff, extra })).not.toThrow()
    expect(w.find('[data-testid="confirm-sure-failure"]').exists()).toBe(false)
  })

  it('a cost option with a chance of success draws at once, with no question and no mark', async () => {
    const game = findGame((v) => v.phase === 'cost' && (v.decision?.odds ?? []).some((o) => o.success > 0))
    const row = game.view().decision?.odds?.find((o) => o.success > 0)
    if (!row) throw new Error('no row with a chance')
    const w = mountResolver(game.view())
    await choose(w, row.tradeOff, row.extra)
    expect(w.find('[data-testid="sure-failure-mark"]').exists()).toBe(false)
    await w.get('[data-testid="draw"]').trigger('click')
    expect(w.find('[data-testid="confirm-sure-failure"]').exists()).toBe(false)
    expect(sent(w)).toEqual([{ type: 'setCost', tradeOff: row.tradeOff, extra: row.extra }])
  })

  it('the sure-failure question is in Italian too', async () => {
    const { game, tradeOff, extra } = gameWithSureFailure()
    const w = mountResolver(game.view(), 'it')
    await choose(w, tradeOff, extra)
    await w.get('[data-testid="draw"]').trigger('click')
    expect(w.get('[data-testid="confirm-sure-failure"]').text()).toContain('non può riuscire')
  })
  it('"End the session" (the rules\' save) asks first; "Keep playing" sends nothing, "End the session" sends it', async () => {
    const game = new TestGame(2)
    const w = mountResolver(game.view())
    await w.get('[data-testid="rules-save"]').trigger('click')
    expect(w.get('[data-testid="confirm-rules-save"]').text()).toContain('End the session?')
    await w.get('[data-testid="confirm-rules-save-cancel"]').trigger('click')
    expect(w.find('[data-testid="confirm-rules-save"]').exists()).toBe(false)
    expect(sent(w)).toEqual([])
    await w.get('[data-testid="rules-save"]').trigger('click')
    await w.get('[data-testid="confirm-rules-save-confirm"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'rulesSave' }])
    game.play({ type: 'rulesSave' })
    expect(game.view().phase).toBe('suspended')
  })
})

describe('No traps: items and the hand limit', () => {
  it('an item whose effects would not change the action says so on its button, stays usable, and indeed changes nothing', async () => {
    const game = findGame((v) => v.phase === 'useItems' && (v.decision?.idleItems?.length ?? 0) > 0, 2, 60)
    const key = game.view().decision?.idleItems?.[0] ?? ''
    const [seat, item] = [Number(key.split(':')[0]), key.slice(key.indexOf(':') + 1)]
    const w = mountResolver(game.view())
    const button = w.get(`[data-testid="use-${key}"]`)
    expect(w.get(`[data-testid="idle-${key}"]`).text()).toContain('only cost durability')
    expect(button.attributes('aria-disabled')).toBeUndefined()
    await button.trigger('click')
    expect(sent(w)).toEqual([{ type: 'useItem', seat, item }])
    // The engine agrees: with or without the item, the cost step offers the same cost and odds.
    const start = game.state
    const costAfter = (g: TestGame) => {
      g.playUntil((v) => v.phase === 'cost', (legal) => legal.find((c) => c.type === 'endItems'), 5)
      return JSON.stringify([g.view().decision?.cost, g.view().decision?.odds])
    }
    game.play({ type: 'useItem', seat, item })
    const withItem = costAfter(game)
    game.state = start
    expect(costAfter(game)).toBe(withItem)
  })

  it('an item that changes the action carries no such mark', () => {
    const game = findGame((v) => v.phase === 'useItems' && (v.decision?.usableItems ?? []).some((u) => !(v.decision?.idleItems ?? []).includes(`${u.seat}:${u.item}`)), 2, 60)
    const d = game.view().decision
    const useful = (d?.usableItems ?? []).find((u) => !(d?.idleItems ?? []).includes(`${u.seat}:${u.item}`))
    if (!useful) throw new Error('no useful item')
    const w = mountResolver(game.view())
    expect(w.find(`[data-testid="use-${useful.seat}:${useful.item}"]`).exists()).toBe(true)
    expect(w.find(`[data-testid="idle-${useful.seat}:${useful.item}"]`).exists()).toBe(false)
  })

  it('keeping a Skill in a full hand warns first, naming the cards one of which must go; the engine then asks for that discard', async () => {
    const full = (v: ContinentView) => {
      const h = v.decision?.hand
      return v.decision?.choice?.kind === 'keepSkill' && h !== undefined
        ? (v.decision.choice.options ?? []).findIndex((o) => o.code === 'keep' && o.seat !== undefined && (h.counted[o.seat]?.length ?? 0) >= h.limit)
        : -1
    }
    const game = findGame((v) => full(v) >= 0, 2, 60, 800)
    const v = game.view()
    const index = full(v)
    const option = v.decision?.choice?.options[index]
    const w = mountResolver(v)
    const warning = w.get(`[data-testid="hand-limit-warning-${index}"]`).text()
    expect(warning).toContain('hand is full')
    const cat = testCatalogue()
    for (const uid of [...(v.decision?.hand?.counted[option?.seat ?? -1] ?? []), option?.uid ?? '']) {
      expect(warning).toContain(cardTitle(cat, 'en', uid))
    }
    expect(w.get(`[data-testid="option-${index}"]`).attributes('aria-describedby')).toBeTruthy()
    // "Keep nothing" never warns.
    const none = v.decision?.choice?.options.findIndex((o) => o.code === 'keep-none') ?? -1
    expect(w.find(`[data-testid="hand-limit-warning-${none}"]`).exists()).toBe(false)
    game.play({ type: 'choose', option: index })
    expect(game.playUntil((x) => x.decision?.choice?.kind === 'handLimit', (legal) => legal.find((c) => c.type === 'choose'), 10)).toBe(true)
  })
})

describe('Solo games', () => {
  it('a solo game does not ask who is active: the only legal chooseActive is sent by itself and the engine takes it', () => {
    const game = new TestGame(1)
    expect(game.legal().filter((c) => c.type === 'chooseActive')).toEqual([{ type: 'chooseActive', seat: 0 }])
    const w = mountResolver(game.view())
    expect(sent(w)).toEqual([{ type: 'chooseActive', seat: 0 }])
    expect(w.find('[data-testid="active-0"]').exists()).toBe(false)
    expect(w.get('[data-testid="solo-start"]').text()).not.toBe('')
    game.play({ type: 'chooseActive', seat: 0 })
    expect(game.view().phase).toBe('chooseAction')
  })

  it('a solo player who goes back from choosing an action gets the turn\'s start (save, hidden numbers) instead of a skip', async () => {
    const game = new TestGame(1).play({ type: 'chooseActive', seat: 0 })
    const w = mountResolver(game.view())
    await w.get('[data-testid="cancel"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'cancel' }])
    game.play({ type: 'cancel' })
    w.unmount()
    const back = mountResolver(game.view())
    expect(sent(back)).toEqual([])
    expect(back.find('[data-testid="rules-save"]').exists()).toBe(true)
    await back.get('[data-testid="active-0"]').trigger('click')
    expect(sent(back)).toEqual([{ type: 'chooseActive', seat: 0 }])
    expect(soloHeldBack.value).toBe(false)
  })

  it('with two players the group is still asked', () => {
    const w = mountResolver(new TestGame(2).view())
    expect(sent(w)).toEqual([])
    expect(w.findAll('[data-testid^="active-"]')).toHaveLength(2)
  })
})

describe('Seat menus', () => {
  it('trading and leaving sit in a per-seat menu, closed until its summary is pressed', async () => {
    const game = new TestGame(2)
    wrapper = mountTable(SeatControls, { props: { view: game.view(), catalogue: testCatalogue(), seat: 1 } })
    const menu = wrapper.get<HTMLDetailsElement>('[data-testid="menu-seat-1"]')
    expect(menu.element.tagName).toBe('DETAILS')
    expect(menu.element.open).toBe(false)
    expect(wrapper.get('[data-testid="menu-seat-open-1"]').text()).toContain('leave the game')
    // The leave button lives inside the menu, not in a permanent panel.
    expect(menu.find('[data-testid="leave-1"]').exists()).toBe(true)
    menu.element.open = true
    await wrapper.get('[data-testid="leave-1"]').trigger('click')
    expect(wrapper.find('[data-testid="leave-confirm-1"]').exists()).toBe(true)
  })

  it('joining is a small disclosure, closed by default, in English and Italian', () => {
    wrapper = mountTable(JoinControl, { props: { view: new TestGame(2).view(), catalogue: testCatalogue() } })
    const join = wrapper.get<HTMLDetailsElement>('[data-testid="join-control"]')
    expect(join.element.tagName).toBe('DETAILS')
    expect(join.element.open).toBe(false)
    expect(wrapper.get('[data-testid="join-open"]').text()).toBe('Someone joins the game…')
    expect(join.find('[data-testid="join"]').exists()).toBe(true)
  })
})

