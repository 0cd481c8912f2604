import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBridge } from '../../../api/__tests__/fake-bridge'
import { mountApp } from '../../../__tests__/mount-app'
import { legalCommands } from '../../../../src-shared/rulesets/island/legal-commands'
import type { IslandCommand } from '../../../../src-shared/rulesets/island/types'
import { IslandGame, cinderCay, islandHost } from './island-kit'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())
vi.setConfig({ testTimeout: 20_000 })

/** A legal Explore led by the first castaway with these castaways' pawns (seat indexes, in order). */
function explore(game: IslandGame, seats: number[]): Extract<IslandCommand, { type: 'plan' }> {
  const ids = seats.map((i) => game.state.seats[i])
  const found = legalCommands(cinderCay(), game.state).find((c): c is Extract<IslandCommand, { type: 'plan' }> =>
    c.type === 'plan' && c.target.kind === 'explore' && JSON.stringify(c.pawns.map((p) => (p.kind === 'character' ? p.character : p.kind))) === JSON.stringify(ids))
  if (!found) throw new Error(`no Explore with the pawns of ${ids.join(', ')}`)
  return found
}

describe('actions planned on the map', () => {
  it('I-ACT-25 I-ACT-26 a planned Explore is marked on its space: the pawns in their seat\'s colour and number, sure or risky in words, and an accessible name', async () => {
    const game = new IslandGame()
    const sure = explore(game, [0, 0, 1])
    game.play(sure)
    const space = sure.target.kind === 'explore' ? sure.target.space : ''
    const app = await mountApp(fakeBridge(islandHost(game)), '/table/slot-1')
    cleanup = app.unmount
    const w = app.wrapper
    await vi.waitFor(() => expect(w.find('[data-testid="island-table"]').exists()).toBe(true), { timeout: 8000 })
    await flushPromises()
    const rolls = game.state.plan[0]?.rolls
    expect(rolls).toBe(false)
    const mark = w.get(`[data-testid="map-plan-${space}"]`)
    expect([mark.attributes('data-sure'), mark.attributes('data-pawns')]).toEqual(['yes', '3'])
    // Each pawn a disc in its seat's colour with the seat's number: never the colour alone.
    expect(mark.findAll('.plan-pawn circle').map((c) => c.attributes('fill'))).toEqual(['#f3c96b', '#f3c96b', '#6cc3f0'])
    expect(mark.findAll('.plan-pawn text').map((x) => x.text())).toEqual(['1', '1', '2'])
    expect(mark.get('.plan-how').text()).toBe('sure')
    expect(mark.get('title').text()).toMatch(/^P1 \(\S.*\) explores here, sure with 3 pawns$/)
    // The space says it too, in its accessible name, and shows the word instead of "Explore".
    expect(w.get(`[data-testid="space-${space}"]`).attributes('aria-label')).toMatch(/\. P1 \(\S.*\) explores here, sure with 3 pawns$/)
    expect(w.get(`[data-testid="space-${space}"] .unexplored`).text()).toBe('Exploring')
  })

  it('I-ACT-25 a risky Explore is marked risky with its pawns, in Italian too', async () => {
    const game = new IslandGame()
    const risky = explore(game, [0, 0])
    game.play(risky)
    const space = risky.target.kind === 'explore' ? risky.target.space : ''
    const app = await mountApp(fakeBridge(islandHost(game, 'it')), '/table/slot-1')
    cleanup = app.unmount
    const w = app.wrapper
    await vi.waitFor(() => expect(w.find('[data-testid="island-table"]').exists()).toBe(true), { timeout: 8000 })
    await flushPromises()
    const mark = w.get(`[data-testid="map-plan-${space}"]`)
    expect([mark.attributes('data-sure'), mark.attributes('data-pawns'), mark.get('.plan-how').text()]).toEqual(['no', '2', 'rischio'])
    expect(mark.get('title').text()).toMatch(/^P1 \(\S.*\) esplora qui, rischioso con 2 pedine$/)
  })
})
