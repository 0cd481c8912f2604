import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBridge } from '../../../api/__tests__/fake-bridge'
import { mountApp } from '../../../__tests__/mount-app'
import type { SagaCommand } from '../../../../src-shared/rulesets/saga/types'
import { answerKey } from '../words'
import { SagaGame, sagaHost } from './saga-kit'

/**
 * Issue #18: a decision that asks for a Location is answered on the atlas too. The Locations the
 * engine offers light up (and only those); a click on the pin or Enter on its name answers, the
 * answers of a place with several (which good, from whom) open on the pin.
 */
let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())
vi.setConfig({ testTimeout: 20_000 })

async function openTable(game: SagaGame): Promise<VueWrapper> {
  const app = await mountApp(fakeBridge(sagaHost(game)), '/table/slot-1')
  cleanup = app.unmount
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="saga-table"]').exists()).toBe(true), { timeout: 8000 })
  return app.wrapper
}

/** The Locations lit on the atlas, by id. */
const lit = (w: VueWrapper): string[] => w.findAll('.pin.target').map((p) => (p.attributes('data-testid') ?? '').replace('saga-location-', '')).sort()
/** The Locations the engine's legal answers name. */
const offered = (game: SagaGame): string[] => [...new Set(game.reply().view.legal.flatMap((c) => ('location' in c && c.type !== 'fight' ? [c.location] : [])))].sort()

describe('the Saga atlas answers a decision that asks for a Location', () => {
  it('S-GOODS-20 S-GOODS-21 S-GOODS-08 a Delivery lights the Locations it may reach; a click opens the pin\'s answers (which good, from whom, the goods asked for first) and one delivers, the place staying open while goods are left to give', async () => {
    const game = new SagaGame()
    // Card 3 (slot 1): Delivery 2. Both characters stand in the Meadow, whose Well takes deliveries.
    game.play({ type: 'place', token: 0, slot: 1 })
    expect(game.state.queue[0]?.t).toBe('deliver')
    const w = await openTable(game)
    await vi.waitFor(() => expect(lit(w).length).toBeGreaterThan(0))
    expect(lit(w)).toEqual(offered(game))
    expect(lit(w)).toEqual(['well'])
    expect(w.get('[data-testid="saga-on-map"]').text()).toContain('click a lit place on the atlas')
    const answers = game.reply().view.legal.filter((c) => c.type === 'deliver')
    // Every good either character holds, from each: more than one answer, so the pin opens them.
    expect(answers.length).toBeGreaterThan(1)
    await w.get('[data-testid="saga-location-well"]').trigger('click')
    const choices = w.findAll('[data-testid="saga-target-well-choices"] button')
    expect(choices.map((b) => b.attributes('data-target')).sort()).toEqual(answers.map(answerKey).sort())
    // Any good may be left at a place (S-GOODS-21); the ones it asks for (the Well: Ore) come first, the others say so.
    expect(choices.map((b) => b.text())[0]).toBe('1 Ore, from Warden')
    expect(choices.map((b) => b.text())).toContain('1 Material, from Warden (not asked for here)')
    expect(choices.map((b) => b.attributes('aria-label'))).toContain('Deliver 1 Ore at Old Well (from Warden)')
    expect(game.commands).toHaveLength(1)
    const ore = answers.find((c) => c.good === 'ore' && c.from === 0)
    if (!ore) throw new Error('no Ore from the Warden offered')
    await w.get(`[data-target='${answerKey(ore)}']`).trigger('click')
    await flushPromises()
    expect(game.commands.at(-1)).toEqual(ore)
    expect(game.state.map.goodsOn.well?.ore).toBe(1)
    // One more to give, to the same place: still lit, its answers still open (without the Ore the Warden no longer has).
    await vi.waitFor(() => expect(w.findAll('[data-testid="saga-target-well-choices"] button').length).toBe(game.reply().view.legal.filter((c) => c.type === 'deliver').length))
    expect(w.findAll('[data-testid="saga-target-well-choices"] button').map((b) => b.attributes('data-target'))).not.toContain(answerKey(ore))
  })

  it('S-SAC-02 a Sacrifice lights only the places of sacrifice in the character\'s Area, and its name, a button (Tab reaches it, Enter presses it), sacrifices there', async () => {
    const game = new SagaGame()
    // The Warden has walked to the Ford, where the Shrine takes sacrifices; card 6 (slot 3) is a Sacrifice.
    const warden = game.state.characters[0]
    if (!warden) throw new Error('no warden')
    warden.area = 'ford'
    game.play({ type: 'place', token: 0, slot: 3 })
    expect(game.state.queue[0]?.t).toBe('sacrifice')
    const w = await openTable(game)
    await vi.waitFor(() => expect(lit(w)).toEqual(['shrine']))
    expect(lit(w)).toEqual(offered(game))
    const name = w.get('[data-testid="saga-target-shrine"]')
    expect(name.attributes('aria-label')).toContain('Sacrifice at Moss Shrine')
    expect(name.attributes('aria-expanded')).toBeUndefined()
    // A button in the page's order: Tab reaches it and Enter presses it (proved in Chromium by table-saga.spec.ts).
    expect(name.element.tagName).toBe('BUTTON')
    await name.trigger('click')
    await flushPromises()
    expect(game.commands.at(-1)).toEqual({ type: 'sacrifice', location: 'shrine' })
    await vi.waitFor(() => expect(lit(w)).toEqual([]))
  })

  it('S-SAMPLE-04 S-COMBAT-03 where a Mystic token withdraws: the Locations of the higher bordering Areas are lit, and a click on a pin of one answer moves it there', async () => {
    const game = new SagaGame()
    // After its fight at the Well (the Meadow, access 1) a Mystic token withdraws: the Ridge (access 2)
    // borders the Meadow, the Peak is behind a wall.
    game.state.placed = true
    game.state.queue = [{ t: 'relocate', actor: 0, from: 'well' }]
    const legal = game.reply().view.legal
    expect(legal.every((c) => c.type === 'relocate')).toBe(true)
    const w = await openTable(game)
    await vi.waitFor(() => expect(lit(w).length).toBeGreaterThan(0))
    expect(lit(w)).toEqual(offered(game))
    expect(lit(w)).toEqual(['den', 'gate'])
    expect(w.find('[data-testid="saga-target-well"]').exists()).toBe(false)
    // One answer per pin: a click on the pin answers at once.
    await w.get('[data-testid="saga-location-gate"]').trigger('click')
    await flushPromises()
    expect(game.commands.at(-1)).toEqual({ type: 'relocate', location: 'gate' } satisfies SagaCommand)
    expect(game.state.map.enemies.gate).toContain('mystic')
  })

  it('S-GOODS-20 a pin of several answers opens them from its name and Escape shuts them without answering; the decision panel\'s buttons answer too', async () => {
    const game = new SagaGame()
    game.play({ type: 'place', token: 0, slot: 1 })
    const w = await openTable(game)
    await vi.waitFor(() => expect(w.find('[data-testid="saga-target-well"]').exists()).toBe(true))
    const name = w.get('[data-testid="saga-target-well"]')
    expect(name.attributes('aria-expanded')).toBe('false')
    await name.trigger('click')
    expect(name.attributes('aria-expanded')).toBe('true')
    expect(w.find('[data-testid="saga-target-well-choices"]').exists()).toBe(true)
    await w.get('[data-testid="saga-location-well"]').trigger('keydown', { key: 'Escape' })
    expect(w.find('[data-testid="saga-target-well-choices"]').exists()).toBe(false)
    expect(game.commands).toHaveLength(1)
    // The decision panel's buttons still answer too.
    const ore = game.reply().view.legal.find((c) => c.type === 'deliver')
    if (!ore) throw new Error('no delivery')
    expect(w.find(`.decision [data-answer='${answerKey(ore)}']`).exists()).toBe(true)
  })
})
