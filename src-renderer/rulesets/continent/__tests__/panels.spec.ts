import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import SeatPanel from '../SeatPanel.vue'
import PilesPanel from '../PilesPanel.vue'
import DeckCounters from '../DeckCounters.vue'
import { cardTitle } from '../catalogue'
import type { ContinentCommand, ContinentView } from '../../../../src-shared/rulesets/continent'
import { TestGame, findGame } from './test-pack'
import { mountTable, testCatalogue } from './mount-table'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })
const sent = (w: VueWrapper): ContinentCommand[] => ((w.emitted('command') ?? []) as ContinentCommand[][]).map((x) => x[0] as ContinentCommand)
const title = (uid: string): string => cardTitle(testCatalogue(), 'en', uid)

describe('SeatPanel', () => {
  it('C-HAND-1 C-HAND-2 shows the character, the active marker and where the figure stands', () => {
    const v = new TestGame(2).view()
    wrapper = mountTable(SeatPanel, { props: { view: v, catalogue: testCatalogue(), seat: 0 } })
    expect(wrapper.get('h2').text()).toContain('active')
    expect(wrapper.text()).toContain('On 001 Ash Clearing')
    expect(wrapper.text()).toContain('Only the character card.')
  })

  it('C-HAND-1 groups skills, bonuses and states of the hand', () => {
    const game = findGame((v) => v.phase === 'chooseActive' && v.players.some((p) => p.hand.length > 1))
    const v = game.view()
    const p = v.players.find((x) => x.hand.length > 1)
    if (!p) throw new Error('no hand')
    wrapper = mountTable(SeatPanel, { props: { view: v, catalogue: testCatalogue(), seat: p.seat } })
    const shown = ['skills', 'bonuses', 'states'].map((g) => wrapper?.find(`[data-testid="hand-${g}"]`)).filter((x) => x?.exists()).map((x) => x?.text() ?? '').join(' ')
    for (const uid of p.hand.slice(1)) expect(shown).toContain(title(uid))
  })

  it('C-ITEM-2 C-ITEM-22 shows items with their durability die and gives one up between actions', async () => {
    const game = findGame((v) => v.phase === 'chooseActive' && v.players.some((p) => p.items.length > 0))
    const v = game.view()
    const p = v.players.find((x) => x.items.length > 0)
    const it0 = p?.items[0]
    if (!p || !it0) throw new Error('no item')
    wrapper = mountTable(SeatPanel, { props: { view: v, catalogue: testCatalogue(), seat: p.seat } })
    const li = wrapper.get(`[data-testid="item-${it0.id}"]`)
    expect(li.get('.die').attributes('aria-label')).toBe(`Durability ${it0.die}`)
    expect(li.text()).toContain(title(it0.cards[0] ?? ''))
    for (const u of it0.cards.slice(1)) expect(li.text()).toContain(title(u))
    await wrapper.get(`[data-testid="give-up-${it0.id}"]`).trigger('click')
    expect(sent(wrapper)).toEqual([{ type: 'giveUpItem', seat: p.seat, item: it0.id }])
    game.play(sent(wrapper)[0] as ContinentCommand)
    expect(game.view().players[p.seat]?.items.some((i) => i.id === it0.id)).toBe(false)
  })

  it('C-ITEM-27 C-ITEM-28 gives a whole item to a player on the same terrain', async () => {
    const game = findGame((v, g) => v.phase === 'chooseActive' && g.legal().some((c) => c.type === 'giveItem'))
    const cmd = game.legal().find((c) => c.type === 'giveItem')
    if (cmd?.type !== 'giveItem') throw new Error('no gift possible')
    const v = game.view()
    wrapper = mountTable(SeatPanel, { props: { view: v, catalogue: testCatalogue(), seat: cmd.from } })
    const btn = wrapper.get(`[data-testid="give-${cmd.item}"]`)
    expect(btn.attributes('aria-disabled')).toBeUndefined()
    await btn.trigger('click')
    expect(sent(wrapper)).toEqual([{ type: 'giveItem', from: cmd.from, item: cmd.item, to: cmd.to }])
    const deck = v.actionDeckCount
    game.play(sent(wrapper)[0] as ContinentCommand)
    expect(game.view().players[cmd.to]?.items.some((i) => i.id === cmd.item)).toBe(true)
    expect(game.view().actionDeckCount).toBe(deck - 2)
  })

  it('C-Q-24 giving up is refused during an action, with the reason', async () => {
    const game = findGame((v) => v.phase !== 'chooseActive' && v.phase !== 'over' && v.players.some((p) => p.items.length > 0))
    const v = game.view()
    const p = v.players.find((x) => x.items.length > 0)
    const it0 = p?.items[0]
    if (!p || !it0) throw new Error('no item')
    wrapper = mountTable(SeatPanel, { props: { view: v, catalogue: testCatalogue(), seat: p.seat } })
    const btn = wrapper.get(`[data-testid="give-up-${it0.id}"]`)
    expect(btn.attributes('aria-disabled')).toBe('true')
    expect(document.getElementById(btn.attributes('aria-describedby') ?? '')?.textContent).toContain('only between actions')
    await btn.trigger('click')
    expect(sent(wrapper)).toEqual([])
    // Giving is refused for the same reason: said once on screen, and both buttons are described by it.
    const panelText = wrapper.get(`[data-testid="seat-${p.seat}"]`).text()
    expect(panelText.split('Items are given up or given only between actions.').length - 1).toBe(1)
    const give = wrapper.get(`[data-testid="give-${it0.id}"]`)
    const described = (give.attributes('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
    expect(described).toContain('only between actions')
  })
})

describe('PilesPanel', () => {
  it('C-DECK-4 the discard pile is browsable while face up', () => {
    const game = findGame((v) => !v.discardFaceDown && (v.discard?.length ?? 0) > 2)
    const v = game.view()
    wrapper = mountTable(PilesPanel, { props: { view: v, catalogue: testCatalogue(), pile: 'discard' } })
    expect(wrapper.get('h2').text()).toContain(`(${v.discardCount} cards)`)
    expect(wrapper.findAll('[data-testid="discard-gallery"] li')).toHaveLength(v.discard?.length ?? -1)
  })

  it('C-DECK-11 only a count while the discard pile is face down', () => {
    const game = findGame((v) => v.discardFaceDown && v.discardCount > 0)
    const v: ContinentView = game.view()
    wrapper = mountTable(PilesPanel, { props: { view: v, catalogue: testCatalogue(), pile: 'discard' } })
    expect(wrapper.get('[data-testid="face-down"]').text()).toContain(`Face down: ${v.discardCount} cards`)
    expect(wrapper.find('[data-testid="discard-gallery"]').exists()).toBe(false)
  })

  it('the Past as a gallery or a chronological list', async () => {
    const game = findGame((v) => v.past.length > 2)
    const v = game.view()
    wrapper = mountTable(PilesPanel, { props: { view: v, catalogue: testCatalogue(), pile: 'past' } })
    expect(wrapper.get('[data-testid="layout-gallery"]').attributes('aria-pressed')).toBe('true')
    expect(wrapper.findAll('[data-testid="past-gallery"] li')).toHaveLength(v.past.length)
    await wrapper.get('[data-testid="layout-list"]').trigger('click')
    const items = wrapper.findAll('[data-testid="past-list"] li').map((l) => l.text())
    expect(items).toHaveLength(v.past.length)
    expect(items[0]).toContain(title(v.past[0] ?? ''))
    expect(items.at(-1)).toContain(title(v.past.at(-1) ?? ''))
  })

  it('C-CONSEQ-19 the satchel lists its quest items and the curses to lift', () => {
    const v = new TestGame(2).view()
    wrapper = mountTable(PilesPanel, { props: { view: v, catalogue: testCatalogue(), pile: 'satchel' } })
    for (const u of v.satchel) expect(wrapper.text()).toContain(title(u))
    for (const c of v.curses) expect(wrapper.get(`[data-testid="curse-${c}"]`).text()).toMatch(/still active$/)
  })
})

describe('DeckCounters', () => {
  it('C-DECK-1 shows the life force and the public pile counts', () => {
    const game = findGame((v) => v.banished.length > 0 || v.discardCount > 3)
    const v = game.view()
    wrapper = mountTable(DeckCounters, { props: { view: v } })
    expect(wrapper.get('[data-testid="count-action"]').text()).toContain(String(v.actionDeckCount))
    expect(wrapper.get('[data-testid="count-discard"]').text()).toBe(`${v.discardCount} (${v.discardFaceDown ? 'face down' : 'face up'})`)
    expect(wrapper.get('[data-testid="count-banished"]').text()).toBe(String(v.banished.length))
    for (const [area, n] of Object.entries(v.explorationCounts)) expect(wrapper.get(`[data-testid="count-exploration-${area}"]`).text()).toBe(String(n))
  })
})
