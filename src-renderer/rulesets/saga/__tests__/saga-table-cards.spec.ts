import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChannelName } from '../../../../src-shared/ipc/contract'
import type { IpcResult } from '../../../../src-shared/ipc/result'
import { fakeBridge } from '../../../api/__tests__/fake-bridge'
import { mountApp } from '../../../__tests__/mount-app'
import { SagaGame, sagaHost } from './saga-kit'

// The Saga table's cards and fight over the real engine: the dice acted on where they lie, the
// market during Building, the Active Event card with its timing labels, the atlas drawn or on a ring.
let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())
vi.setConfig({ testTimeout: 20_000 })

type Host = (channel: ChannelName, payload: unknown) => IpcResult<unknown>
async function openTable(host: Host): Promise<VueWrapper> {
  const app = await mountApp(fakeBridge(host), '/table/slot-1')
  cleanup = app.unmount
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="saga-table"]').exists()).toBe(true), { timeout: 8000 })
  return app.wrapper
}

/** A fight at the den, its pool of one pale die waiting for an upgrade before the roll, a reroll to come. */
function fightWithDice(): SagaGame {
  const game = new SagaGame()
  game.state.map.enemies.den = ['weak']
  game.state.fight = { actor: 0, location: 'den', token: 0, card: 'weak-1', rolled: [], toPlace: [], placed: [], dice: { stage: 'declare', pool: ['yellow'], upgrades: 1, rerolls: 1, criticals: 0, critical: [] } }
  game.state.queue = [{ t: 'dice', actor: 0 }, { t: 'strike', actor: 0 }]
  game.state.placed = true
  return game
}

describe('the Saga table: fights and cards', () => {
  it('S-COMBAT-08 S-COMBAT-09 S-COMBAT-12 a die is upgraded on the die before the roll, rerolled after it, then the dice are kept', async () => {
    const game = fightWithDice()
    const w = await openTable(sagaHost(game))
    await vi.waitFor(() => expect(w.find('[data-testid="saga-fight"]').exists()).toBe(true))
    expect(w.get('[data-testid="saga-fight-stage"]').text()).toContain('Before the roll: 1 upgrade')
    // Before the roll the die shows its colour, rank mark and name, no face yet.
    expect(w.get('[data-testid="saga-die-0"] .body').attributes('aria-label')).toContain('not rolled yet')
    expect(w.get('[data-testid="saga-die-upgrade-0"]').text()).toContain('Upgrade to amber die')
    expect(w.find('[data-testid="saga-answer-upgrade-0"]').exists()).toBe(false)
    await w.get('[data-testid="saga-die-upgrade-0"]').trigger('click')
    await flushPromises()
    expect(game.commands.at(-1)).toEqual({ type: 'upgrade', die: 0 })
    // No upgrade left: the pool is rolled, the reroll is offered on the die.
    await vi.waitFor(() => expect(w.get('[data-testid="saga-fight-stage"]').text()).toContain('After the roll'))
    expect(game.state.fight?.rolled[0]?.die).toBe('orange')
    expect(w.get('[data-testid="saga-die-0"] .body').attributes('aria-label')).toMatch(/amber die \(strength 2\) rolled: .+ \(\d\)/)
    await w.get('[data-testid="saga-die-reroll-0"]').trigger('click')
    await flushPromises()
    expect(game.commands.at(-1)).toEqual({ type: 'reroll', die: 0 })
    await vi.waitFor(() => expect(w.find('[data-testid="saga-dice-done"]').exists()).toBe(false))
    // The last reroll used, the tiles are taken: the shape waits in the enemy card's tray.
    expect(game.state.fight?.dice).toBeUndefined()
    await vi.waitFor(() => expect(w.findAll('[data-testid^="saga-enemy-tile-"]').length).toBe(1))
  })

  it('S-ITEM-02 S-ITEM-03 the market shows five cards during Building: one taken, one sent away', async () => {
    const game = new SagaGame()
    game.state.queue = [{ t: 'build', actor: 0, left: 1 }]
    game.state.placed = true
    const market = [...game.state.decks.market]
    const w = await openTable(sagaHost(game))
    await vi.waitFor(() => expect(w.find('[data-testid="saga-market"]').exists()).toBe(true))
    expect(w.findAll('[data-testid="saga-market"] [data-testid^="saga-item-"]')).toHaveLength(market.length)
    expect(w.get('[data-testid="saga-market-left"]').text()).toBe('Take up to 1 more card, then you may send one card away.')
    const first = market[0] ?? ''
    expect(w.get(`[data-testid="saga-item-${first}"]`).text()).toMatch(/(Before|After): /)
    await w.get(`[data-testid="saga-take-${first}"]`).trigger('click')
    await flushPromises()
    expect(game.state.characters[0]?.items).toContain(first)
    await vi.waitFor(() => expect(w.find(`[data-testid^="saga-take-"]`).exists()).toBe(false))
    const second = game.state.decks.market[0] ?? ''
    await w.get(`[data-testid="saga-away-${second}"]`).trigger('click')
    await flushPromises()
    expect(game.commands.at(-1)).toEqual({ type: 'discardMarket', item: second })
    expect(game.state.decks.market).toHaveLength(5)
    await vi.waitFor(() => expect(w.find('[data-testid="saga-market"]').exists()).toBe(false))
  })

  it('S-EVENT-12 S-SHEET-02 the Active Event card opens with its timing labels, the decks and the requirement of the left one', async () => {
    const game = new SagaGame()
    game.state.decks.activeEvent = { id: 'gale', side: 'left' }
    const w = await openTable(sagaHost(game))
    await vi.waitFor(() => expect(w.get('[data-testid="saga-active-event"]').text()).toContain('Gale'))
    await w.get('[data-testid="saga-active-event"]').trigger('click')
    const sheet = w.get('[data-testid="saga-sheet"]')
    expect(sheet.get('[data-testid="saga-event-timing-immediate"]').text()).toBe('receive 1 Threat')
    expect(sheet.get('[data-testid="saga-event-timing-nextEventPhase"]').text()).toMatch(/^apply Event effect 1 of the sheet \(.+\)$/)
    expect(sheet.text()).toContain('Event card, left deck')
    expect(sheet.get('[data-testid="saga-sheet-decks"]').text()).toMatch(/from the left deck when .+ is at/)
    await sheet.get('[data-testid="saga-sheet-close"]').trigger('click')
    expect(w.find('[data-testid="saga-sheet"]').exists()).toBe(false)
  })

  it('S-ATLAS-02 S-ATLAS-03 the atlas is drawn from the pack (Areas hatched until their round), and on a ring for a pack without a drawing', async () => {
    const game = new SagaGame()
    const drawn = await openTable(sagaHost(game))
    expect(drawn.findAll('[data-testid="saga-atlas"] path.land')).toHaveLength(4)
    expect(drawn.findAll('[data-testid="saga-atlas"] path.land.closed')).toHaveLength(2)
    expect(drawn.get('[data-testid="saga-area-ridge"] .access').attributes('aria-label')).toBe('opens in round 2')
    expect(drawn.get('[data-testid="saga-location-well"]').attributes('title')).toContain('needs 2 Ore')
    cleanup?.()
    const host = sagaHost(game)
    const ringHost: Host = (channel, payload) => {
      const r = host(channel, payload)
      if (!r.ok || (channel !== 'game:view' && channel !== 'saves:open')) return r
      const reply = structuredClone(r.value) as { extras: { adventures: Record<string, { layout?: unknown }> } }
      for (const a of Object.values(reply.extras.adventures)) delete a.layout
      return { ok: true, value: reply }
    }
    const ring = await openTable(ringHost)
    expect(ring.get('[data-testid="saga-atlas"]').classes()).toContain('ring')
    expect(ring.findAll('[data-testid="saga-atlas"] path.land')).toHaveLength(0)
    expect(ring.findAll('[data-testid^="saga-location-"]')).toHaveLength(5)
  })

  it('S-COMBAT-29 S-COMBAT-31 united enemies are fought on one long grid: the cards side by side, each named over its columns', async () => {
    const game = new SagaGame()
    game.state.map.enemies.den = ['weak', 'medium']
    game.state.fight = { actor: 0, location: 'den', token: 0, card: 'weak-1', cards: ['weak-1', 'medium-1'], rolled: [{ die: 'yellow', face: 4 }], toPlace: ['l3'], placed: [] }
    game.state.queue = [{ t: 'strike', actor: 0 }]
    game.state.placed = true
    const w = await openTable(sagaHost(game))
    await vi.waitFor(() => expect(w.find('[data-testid="saga-enemy-tile-l3"]').exists()).toBe(true))
    // weak-1 is 3 squares wide, medium-1 4: one grid of 7 columns, 2 + 4 hearts.
    expect(w.findAll('[data-testid^="saga-enemy-cell-6-"]').length).toBeGreaterThan(0)
    expect(w.findAll('[data-testid="saga-enemy-grid"] .cell.heart')).toHaveLength(6)
    expect(w.get('[data-testid="saga-enemy-card"]').text()).toContain('2 united enemies')
    expect(w.findAll('.united-labels span').map((x) => x.text())).toEqual(['Weak enemy', 'Fierce enemy'])
    expect(w.get('[data-testid="saga-hearts"]').text()).toContain('Hearts left: 6 of 6')
  })

  it('S-COMBAT-29 united cards are laid in the order the players like: ◀ ▶ move a card, the long grid follows, "Lay them so" sends that order', async () => {
    const game = new SagaGame()
    // The den's two tokens are united; the Warden, in the Ridge, fights them (the real engine draws the cards).
    game.state.map.enemies.den = ['weak', 'medium']
    game.state.map.united = ['den']
    const warden = game.state.characters[0]
    if (!warden) throw new Error('no warden')
    warden.area = 'ridge'
    game.state.round = 3
    game.state.placed = true
    game.state.queue = [{ t: 'combat', actor: 0, left: 1 }]
    game.play({ type: 'fight', location: 'den', token: 0 })
    const drawn = game.state.fight?.cards ?? []
    expect(drawn).toHaveLength(2)
    expect(game.state.queue[0]?.t).toBe('arrange')
    const w = await openTable(sagaHost(game))
    await vi.waitFor(() => expect(w.find('[data-testid="saga-arrange"]').exists()).toBe(true))
    // Only on the fight mat: the decision panel offers no order buttons.
    expect(w.findAll('[data-testid^="saga-answer-arrange"]')).toHaveLength(0)
    expect(w.get('[data-testid="saga-fight-stage"]').text()).toContain('in the order you like')
    const laid = (): string[] => w.findAll('[data-testid^="saga-arrange-card-"]').map((c) => c.attributes('data-card') ?? '')
    expect(laid()).toEqual(drawn)
    const first = w.findAll('.united-labels span').map((x) => x.text())
    expect(w.get('[data-testid="saga-arrange-left-0"]').attributes('disabled')).toBeDefined()
    await w.get('[data-testid="saga-arrange-right-0"]').trigger('click')
    expect(laid()).toEqual([...drawn].reverse())
    // The long grid is drawn in the order tried: its labels swap places.
    expect(w.findAll('.united-labels span').map((x) => x.text())).toEqual([...first].reverse())
    expect(game.commands.at(-1)?.type).toBe('fight')
    await w.get('[data-testid="saga-arrange-lay"]').trigger('click')
    await flushPromises()
    expect(game.commands.at(-1)).toEqual({ type: 'arrange', order: [...drawn].reverse() })
    expect(game.state.fight?.cards).toEqual([...drawn].reverse())
    await vi.waitFor(() => expect(w.find('[data-testid="saga-arrange"]').exists()).toBe(false))
  })

  it('the fight reads in Italian: the stage, the dice and their buttons', async () => {
    const game = fightWithDice()
    const w = await openTable(sagaHost(game, 'it'))
    await vi.waitFor(() => expect(w.find('[data-testid="saga-fight"]').exists()).toBe(true))
    expect(w.get('[data-testid="saga-fight-stage"]').text()).toContain('Prima del tiro')
    expect(w.get('[data-testid="saga-dice-done"]').text()).toBe('Tira i dadi')
    expect(w.get('[data-testid="saga-die-upgrade-0"]').text()).toMatch(/^Potenzia a /)
  })
})
