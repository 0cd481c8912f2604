import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import SeatControls from '../SeatControls.vue'
import SeatPanel from '../SeatPanel.vue'
import JoinControl from '../JoinControl.vue'
import type { ContinentCommand } from '../../../../src-shared/rulesets/continent'
import { playingSeats, windowProblem } from '../join-leave'
import { TestGame, findGame } from './test-pack'
import { mountTable, mountTableOverEngine, testCatalogue } from './mount-table'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })
const sent = (w: VueWrapper): ContinentCommand[] => ((w.emitted('command') ?? []) as ContinentCommand[][]).map((x) => x[0] as ContinentCommand)
const reasonOf = (w: VueWrapper, testid: string): string =>
  document.getElementById(w.get(`[data-testid="${testid}"]`).attributes('aria-describedby') ?? '')?.textContent?.trim() ?? ''

function seatControls(game: TestGame, seat: number, locale: 'en' | 'it' = 'en'): VueWrapper {
  wrapper = mountTable(SeatControls, { props: { view: game.view(), catalogue: testCatalogue(), seat } }, locale)
  return wrapper
}
function joinControl(game: TestGame, locale: 'en' | 'it' = 'en'): VueWrapper {
  wrapper = mountTable(JoinControl, { props: { view: game.view(), catalogue: testCatalogue() } }, locale)
  return wrapper
}

/**
 * Two players on one terrain, each with an item, between actions: a seeded game where one holds
 * two items, then a real gift (C-ITEM-27) so that both hold one.
 */
function gameWithTradePossible(): TestGame {
  const game = findGame((v, g) => v.phase === 'chooseActive' && g.legal().some((c) => c.type === 'giveItem' && (v.players[c.from]?.items.length ?? 0) >= 2))
  const gift = game.legal().find((c) => c.type === 'giveItem' && (game.view().players[c.from]?.items.length ?? 0) >= 2)
  if (gift?.type !== 'giveItem') throw new Error('no gift')
  game.play(gift)
  if (!game.legal().some((c) => c.type === 'tradeItems')) throw new Error('no trade possible')
  return game
}

describe('SeatControls: trading items', () => {
  it('C-ITEM-27 C-ITEM-28 trades the chosen whole items with a player on the same terrain; the engine accepts', async () => {
    const game = gameWithTradePossible()
    const legal = game.legal().filter((c) => c.type === 'tradeItems')
    const want = legal[legal.length - 1]
    if (want?.type !== 'tradeItems') throw new Error('no trade')
    const w = seatControls(game, want.a)
    const btn = w.get(`[data-testid="trade-${want.a}"]`)
    expect(btn.attributes('aria-disabled')).toBeUndefined()
    await w.get(`[data-testid="trade-mine-${want.a}"]`).setValue(want.itemA)
    await w.get(`[data-testid="trade-theirs-${want.a}"]`).setValue(`${want.b}:${want.itemB}`)
    expect(btn.text()).toMatch(/^Trade .+ for .+$/)
    await btn.trigger('click')
    expect(sent(w)).toEqual([{ type: 'tradeItems', a: want.a, itemA: want.itemA, b: want.b, itemB: want.itemB }])
    const deck = game.view().actionDeckCount
    game.play(sent(w)[0] as ContinentCommand)
    const v = game.view()
    expect(v.players[want.a]?.items.some((i) => i.id === want.itemB && i.received === true)).toBe(true)
    expect(v.players[want.b]?.items.some((i) => i.id === want.itemA && i.received === true)).toBe(true)
    expect(v.actionDeckCount).toBe(deck - 2)
  })

  it('C-ITEM-27 the other player\'s items offered are exactly those the engine would trade for', () => {
    const game = gameWithTradePossible()
    const cmd = game.legal().find((c) => c.type === 'tradeItems')
    if (cmd?.type !== 'tradeItems') throw new Error('no trade')
    const w = seatControls(game, cmd.a)
    const offered = w.get(`[data-testid="trade-theirs-${cmd.a}"]`).findAll('option').map((o) => o.attributes('value'))
    const legal = game.legal().flatMap((c) => (c.type === 'tradeItems' && c.a === cmd.a && c.itemA === cmd.itemA ? [`${c.b}:${c.itemB}`] : []))
    expect(offered.sort()).toEqual(legal.sort())
  })

  it('C-ITEM-27 a seat without items cannot trade, and says why', async () => {
    const w = seatControls(new TestGame(2), 0)
    const btn = w.get('[data-testid="trade-0"]')
    expect(btn.attributes('aria-disabled')).toBe('true')
    expect(reasonOf(w, 'trade-0')).toContain('Bram Cooper has no item to trade.')
    await btn.trigger('click')
    expect(sent(w)).toEqual([])
  })

  it('C-Q-24 trading is refused during an action, with the reason', async () => {
    const game = gameWithTradePossible()
    const seat = game.view().players.find((p) => p.items.length > 0)?.seat ?? 0
    game.play({ type: 'chooseActive', seat })
    const w = seatControls(game, seat)
    expect(w.find(`[data-testid="trade-mine-${seat}"]`).exists()).toBe(false)
    expect(w.get(`[data-testid="trade-${seat}"]`).attributes('aria-disabled')).toBe('true')
    expect(reasonOf(w, `trade-${seat}`)).toContain('Items are traded only between actions.')
    await w.get(`[data-testid="trade-${seat}"]`).trigger('click')
    expect(sent(w)).toEqual([])
  })
})

describe('SeatControls: leaving', () => {
  it('C-END-15 C-END-16 C-END-17 leaving for a while asks first, then the engine sets the seat aside', async () => {
    const game = new TestGame(2)
    const w = seatControls(game, 1)
    const btn = w.get('[data-testid="leave-1"]')
    expect(btn.attributes('aria-expanded')).toBe('false')
    await btn.trigger('click')
    expect(sent(w)).toEqual([])
    expect(btn.attributes('aria-expanded')).toBe('true')
    // The confirmation takes the focus, on the gentler choice.
    const tmp = w.get('[data-testid="leave-temporary-1"]')
    expect(document.activeElement).toBe(tmp.element)
    expect((tmp.element as HTMLInputElement).checked).toBe(true)
    expect(w.get('[data-testid="leave-ok-1"]').text()).toBe('Confirm: Ines Harrow leaves for a while')
    await w.get('[data-testid="leave-ok-1"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'leave', seat: 1, temporary: true }])
    expect(w.find('[data-testid="leave-confirm-1"]').exists()).toBe(false)
    game.play(sent(w)[0] as ContinentCommand)
    expect(game.view().players[1]?.status).toBe('away')
  })

  it('C-END-14 leaving for good is an elimination', async () => {
    const game = new TestGame(3)
    const w = seatControls(game, 2)
    await w.get('[data-testid="leave-2"]').trigger('click')
    await w.get('[data-testid="leave-permanent-2"]').setValue(true)
    expect(w.get('[data-testid="leave-ok-2"]').text()).toBe('Confirm: Kasimir Roe leaves for good')
    await w.get('[data-testid="leave-ok-2"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'leave', seat: 2, temporary: false }])
    game.play(sent(w)[0] as ContinentCommand)
    expect(game.view().players[2]?.status).toBe('eliminated')
  })

  it('cancelling or Escape sends nothing and gives the focus back to the Leave button', async () => {
    const w = seatControls(new TestGame(2), 0)
    const btn = w.get('[data-testid="leave-0"]')
    await btn.trigger('click')
    await w.get('[data-testid="leave-cancel-0"]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid="leave-confirm-0"]').exists()).toBe(false)
    expect(document.activeElement).toBe(btn.element)
    await btn.trigger('click')
    await w.get('[data-testid="leave-confirm-0"]').trigger('keydown', { key: 'Escape' })
    await flushPromises()
    expect(w.find('[data-testid="leave-confirm-0"]').exists()).toBe(false)
    expect(sent(w)).toEqual([])
  })

  it('C-Q-23 leaving is refused during an action, with the reason', async () => {
    const game = new TestGame(2).play({ type: 'chooseActive', seat: 0 })
    const w = seatControls(game, 1)
    const btn = w.get('[data-testid="leave-1"]')
    expect(btn.attributes('aria-disabled')).toBe('true')
    expect(reasonOf(w, 'leave-1')).toBe('Players join or leave only between actions, while the group chooses the active player.')
    await btn.trigger('click')
    expect(w.find('[data-testid="leave-confirm-1"]').exists()).toBe(false)
    expect(sent(w)).toEqual([])
  })

  it('C-Q-23 C-SAVE-1 nobody leaves while the figures stand on different terrains', () => {
    const game = findGame((v) => v.phase === 'chooseActive' && new Set(v.players.map((p) => p.at)).size > 1)
    expect(game.legal().some((c) => c.type === 'leave')).toBe(false)
    const w = seatControls(game, 0)
    expect(w.get('[data-testid="leave-0"]').attributes('aria-disabled')).toBe('true')
    expect(reasonOf(w, 'leave-0')).toContain('All figures must stand on the same terrain card')
  })

  it('C-END-14 the last player in the game cannot leave', () => {
    const game = new TestGame(2).play({ type: 'leave', seat: 1, temporary: true })
    const w = seatControls(game, 0)
    expect(w.get('[data-testid="leave-0"]').attributes('aria-disabled')).toBe('true')
    expect(reasonOf(w, 'leave-0')).toBe('The last player cannot leave; save the adventure instead.')
  })

  it('SeatPanel passes the controls\' commands on, and shows none for a seat that is away', async () => {
    const game = new TestGame(2)
    wrapper = mountTable(SeatPanel, { props: { view: game.view(), catalogue: testCatalogue(), seat: 1 } })
    await wrapper.get('[data-testid="leave-1"]').trigger('click')
    await wrapper.get('[data-testid="leave-ok-1"]').trigger('click')
    expect(sent(wrapper)).toEqual([{ type: 'leave', seat: 1, temporary: true }])
    game.play({ type: 'leave', seat: 1, temporary: true })
    await wrapper.setProps({ view: game.view() })
    expect(wrapper.find('[data-testid="leave-1"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="trade-1"]').exists()).toBe(false)
  })

  it('speaks Italian', async () => {
    const w = seatControls(new TestGame(2), 1, 'it')
    expect(w.get('[data-testid="leave-1"]').text()).toBe('Lascia la partita (Ines Harrow)…')
    await w.get('[data-testid="leave-1"]').trigger('click')
    expect(w.get('[data-testid="leave-ok-1"]').text()).toBe('Conferma: Ines Harrow lascia per un po\'')
    expect(reasonOf(w, 'trade-1')).toContain('Ines Harrow non ha oggetti da scambiare.')
  })
})

describe('JoinControl', () => {
  it('C-END-19 C-END-21 lists the characters that may join and joins one; the engine accepts', async () => {
    const game = new TestGame(2)
    const w = joinControl(game)
    const names = w.get('[data-testid="join-character"]').findAll('option').map((o) => o.text())
    expect(names).toEqual(['Kasimir Roe', 'Odile Fenn'])
    expect(w.find('[data-testid="join-place"]').exists()).toBe(false) // no eliminated place to take
    await w.get('[data-testid="join-character"]').setValue('odile')
    expect(w.get('[data-testid="join"]').text()).toBe('Join with Odile Fenn')
    await w.get('[data-testid="join"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'join', character: 'odile' }])
    const deck = game.view().actionDeckCount
    game.play(sent(w)[0] as ContinentCommand)
    const v = game.view()
    expect(v.players[2]).toMatchObject({ character: 'odile', status: 'playing', at: v.players[0]?.at })
    expect(v.actionDeckCount).toBe(deck + 5)
  })

  it('C-END-13 C-END-19 an eliminated player joins again, or with a new character on their own place', async () => {
    const game = new TestGame(2).play({ type: 'leave', seat: 1, temporary: false })
    const w = joinControl(game)
    const labels = w.get('[data-testid="join-character"]').findAll('option').map((o) => o.text())
    expect(labels).toContain('Ines Harrow (again, same place)')
    await w.get('[data-testid="join-character"]').setValue('ines')
    expect(w.find('[data-testid="join-place"]').exists()).toBe(false) // the engine puts her back on seat 1
    await w.get('[data-testid="join-character"]').setValue('kasimir')
    const place = w.get('[data-testid="join-place"]')
    expect(place.findAll('option').map((o) => o.text())).toEqual(['A new place', 'The place of Ines Harrow (eliminated)'])
    await place.setValue('1')
    await w.get('[data-testid="join"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'join', character: 'kasimir', seat: 1 }])
    game.play(sent(w)[0] as ContinentCommand)
    expect(game.view().players[1]).toMatchObject({ character: 'kasimir', status: 'playing' })
    expect(game.view().players).toHaveLength(2)
  })

  it('C-END-16 C-END-19 a player away comes back with the same character', async () => {
    const game = new TestGame(2).play({ type: 'leave', seat: 1, temporary: true })
    const w = joinControl(game)
    await w.get('[data-testid="join-character"]').setValue('ines')
    expect(w.get('[data-testid="join-character"]').find('option[value="ines"]').text()).toBe('Ines Harrow (returns)')
    await w.get('[data-testid="join"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'join', character: 'ines' }])
    game.play(sent(w)[0] as ContinentCommand)
    expect(game.view().players[1]?.status).toBe('playing')
  })

  it('C-END-22 at most 4 players: no join, with the reason', async () => {
    const w = joinControl(new TestGame(4))
    expect(w.find('[data-testid="join-character"]').exists()).toBe(false)
    expect(w.get('[data-testid="join"]').attributes('aria-disabled')).toBe('true')
    expect(reasonOf(w, 'join')).toBe('At most 4 players.')
    await w.get('[data-testid="join"]').trigger('click')
    expect(sent(w)).toEqual([])
  })

  it('C-Q-23 nobody joins during an action, with the reason', () => {
    const w = joinControl(new TestGame(2).play({ type: 'chooseActive', seat: 0 }))
    expect(w.get('[data-testid="join"]').attributes('aria-disabled')).toBe('true')
    expect(reasonOf(w, 'join')).toBe('Players join or leave only between actions, while the group chooses the active player.')
  })

  it('speaks Italian', () => {
    const w = joinControl(new TestGame(2), 'it')
    expect(w.get('summary').text()).toBe('Qualcuno si unisce alla partita…')
    expect(w.get('[data-testid="join"]').text()).toBe('Entra con Kasimir Roe')
  })
})

describe('TableLayout seats', () => {
  let pinia: Pinia
  beforeEach(() => { pinia = createPinia(); setActivePinia(pinia) })

  it('C-END-19 C-END-14 joins and leaves through the store with the real engine', async () => {
    const game = new TestGame(2)
    const { store, w } = mountTableOverEngine(game, pinia)
    wrapper = w
    await w.get('[data-testid="join"]').trigger('click')
    await flushPromises()
    expect(store.view?.players.map((p) => p.character)).toEqual(['bram', 'ines', 'kasimir'])
    expect(w.findAll('[data-testid^="seat-"]')).toHaveLength(3)
    await w.get('[data-testid="leave-2"]').trigger('click')
    await w.get('[data-testid="leave-permanent-2"]').setValue(true)
    await w.get('[data-testid="leave-ok-2"]').trigger('click')
    await flushPromises()
    expect(store.view?.players[2]?.status).toBe('eliminated')
    expect(w.get('[data-testid="seat-2"]').text()).toContain('eliminated')
  })
})

describe('join-leave', () => {
  it('C-Q-23 C-SAVE-1 names why the join/leave window is closed', () => {
    const game = new TestGame(2)
    expect(windowProblem(game.view())).toBeNull()
    expect(windowProblem(new TestGame(2).play({ type: 'chooseActive', seat: 0 }).view())).toBe('betweenActions')
    expect(windowProblem(findGame((v) => v.phase === 'chooseActive' && new Set(v.players.map((p) => p.at)).size > 1).view())).toBe('apart')
    expect(windowProblem({ ...game.view(), mandatoryPending: 1 })).toBe('mandatory')
    expect(windowProblem({ ...game.view(), outcome: 'lost' })).toBe('over')
    expect(playingSeats(game.play({ type: 'leave', seat: 0, temporary: true }).view())).toEqual([1])
  })
})
