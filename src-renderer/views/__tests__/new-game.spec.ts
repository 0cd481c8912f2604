import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NewGameRequest, PackInfo } from '../../../src-shared/ipc/games'
import { CONTINENT_OPTIONS } from '../../../src-shared/rulesets/continent/options'
import { fakeBridge } from '../../api/__tests__/fake-bridge'
import { mountApp } from '../../__tests__/mount-app'
import { TestGame } from '../../rulesets/continent/__tests__/test-pack'
import { hostAnswers, slot, testPacks } from '../../rulesets/continent/__tests__/game-kit'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

async function openNewGame(locale: 'en' | 'it' = 'en') {
  const bridge = fakeBridge(hostAnswers(new TestGame(), locale === 'it'
    ? { 'settings:get': () => ({ ok: true, value: { settings: { language: 'it', animationSpeed: 1, reducedMotion: 'system', volume: 0.8, debug: false } } }) }
    : {}))
  const app = await mountApp(bridge, '/new')
  cleanup = app.unmount
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="new-game-form"]').exists()).toBe(true))
  // The ruleset's setup fields are their own chunk.
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="ng-mode-normal"]').exists()).toBe(true))
  return { app, bridge, w: app.wrapper }
}

describe('NewGame', () => {
  it('preselects the recommended curse, two seats with different characters and the recommended rule readings', async () => {
    const { w } = await openNewGame()
    const pack = testPacks().packs[0]
    const [first, second] = pack?.setup.curses ?? []
    expect((w.get(`[data-testid="ng-curse-${first?.id ?? ''}"]`).element as HTMLInputElement).checked).toBe(true)
    expect((w.get(`[data-testid="ng-curse-${second?.id ?? ''}"]`).element as HTMLInputElement).checked).toBe(false)
    expect(w.text()).toContain('recommended first')
    expect(w.findAll('[data-testid^="ng-seat-"]')).toHaveLength(2)
    const c0 = (w.get('[data-testid="ng-character-0"]').element as HTMLSelectElement).value
    const c1 = (w.get('[data-testid="ng-character-1"]').element as HTMLSelectElement).value
    expect(c0).not.toBe(c1)
    // Every rule option of the descriptor is on the form at its default, with its explanation tied to the control.
    expect((w.get('[data-testid="ng-opt-halfStarRule"]').element as HTMLSelectElement).value).toBe('leftRight')
    expect((w.get('[data-testid="ng-opt-lockedAllowsEventsAndQuestItems"]').element as HTMLInputElement).checked).toBe(false)
    expect((w.get('[data-testid="ng-opt-itemActionAndEffectsCost"]').element as HTMLSelectElement).value).toBe('1')
    expect((w.get('[data-testid="ng-opt-maxBoardCards-off"]').element as HTMLInputElement).checked).toBe(true)
    expect((w.get('[data-testid="ng-opt-maxBoardCards"]').element as HTMLInputElement).disabled).toBe(true)
    expect((w.get('[data-testid="ng-opt-keepFireOnResume"]').element as HTMLInputElement).checked).toBe(false)
    expect((w.get('[data-testid="ng-opt-terrainPlacement"]').element as HTMLSelectElement).value).toBe('players')
    for (const key of CONTINENT_OPTIONS.map((o) => o.key)) {
      const describedBy = w.get(`[data-testid="ng-opt-${key}"]`).attributes('aria-describedby') ?? ''
      expect(w.get(`[id="${describedBy}"]`).text().length, key).toBeGreaterThan(10)
    }
    expect((w.get('[data-testid="ng-mode-normal"]').element as HTMLInputElement).checked).toBe(true)
    expect(Number((w.get('[data-testid="ng-seed"]').element as HTMLInputElement).value)).toBeGreaterThanOrEqual(0)
    expect((w.get('[data-testid="ng-slot-name"]').element as HTMLInputElement).value).toContain('Cinder Vale')
  })

  it('the default save name differs from every saved game\'s: a second game the same day gets " (2)"', async () => {
    const first = await openNewGame()
    const name = (first.w.get('[data-testid="ng-slot-name"]').element as HTMLInputElement).value
    cleanup?.()
    const bridge = fakeBridge(hostAnswers(new TestGame(), { 'saves:list': () => ({ ok: true, value: [slot({ name }), slot({ id: 'slot-2', name: 'Another' })] }) }))
    const app = await mountApp(bridge, '/new')
    cleanup = app.unmount
    await vi.waitFor(() => expect((app.wrapper.find('[data-testid="ng-slot-name"]').element as HTMLInputElement | undefined)?.value ?? '').not.toBe(''))
    expect((app.wrapper.get('[data-testid="ng-slot-name"]').element as HTMLInputElement).value).toBe(`${name} (2)`)
  })

  it('a pack whose ruleset has no table in this build comes last, says why and cannot be started', async () => {
    const packs = testPacks()
    // A user pack made for a newer Fogbound: its ruleset id is none of this build's, which the
    // typed PackInfo cannot say (the host sends it as plain JSON).
    const newer = {
      id: 'aaa-newer', version: '1.0.0', source: 'user', title: { en: 'A Newer Pack' }, cardCount: 3, ruleset: 'tomorrow',
      seats: { min: 1, max: 4 }, characters: [{ id: 'castaway', name: { en: 'A castaway' } }], setup: {},
    } as unknown as PackInfo
    const bridge = fakeBridge(hostAnswers(new TestGame(), { 'packs:list': () => ({ ok: true, value: { ...packs, packs: [newer, ...packs.packs] } }) }))
    const app = await mountApp(bridge, '/new')
    cleanup = app.unmount
    const w = app.wrapper
    await vi.waitFor(() => expect(w.find('[data-testid="ng-mode-normal"]').exists()).toBe(true))
    const select = w.get('[data-testid="ng-pack"]')
    // The playable pack is chosen first although the other sorts before it.
    expect((select.element as HTMLSelectElement).value).toBe(packs.packs[0]?.id)
    expect(select.findAll('option').map((o) => o.attributes('value'))).toEqual([packs.packs[0]?.id, 'aaa-newer'])
    await select.setValue('aaa-newer')
    await vi.waitFor(() => expect(w.find('[data-testid="ng-unknown-ruleset"]').exists()).toBe(true))
    expect(w.get('[data-testid="ng-unknown-ruleset"]').text()).toContain('whose table is not in this version of Fogbound yet')
    expect(w.get('[data-testid="ng-start"]').attributes('disabled')).toBeDefined()
  })

  it('an Island pack can be started (listed after the first ruleset\'s): its scenarios are the setup choice, the first one ticked', async () => {
    const packs = testPacks()
    const island: PackInfo = {
      id: 'aaa-island', version: '1.0.0', source: 'built-in', title: { en: 'An Island Pack' }, cardCount: 3, ruleset: 'island',
      seats: { min: 1, max: 4 }, characters: [{ id: 'castaway', name: { en: 'A castaway' } }], setup: { scenarios: [{ id: 's1', title: { en: 'One' } }, { id: 's2', title: { en: 'Two' } }] },
    }
    const bridge = fakeBridge(hostAnswers(new TestGame(), { 'packs:list': () => ({ ok: true, value: { ...packs, packs: [island, ...packs.packs] } }) }))
    const app = await mountApp(bridge, '/new')
    cleanup = app.unmount
    const w = app.wrapper
    await vi.waitFor(() => expect(w.find('[data-testid="ng-mode-normal"]').exists()).toBe(true))
    // Playable packs in the registry's order of rulesets: the first ruleset's pack is offered first.
    expect((w.get('[data-testid="ng-pack"]').element as HTMLSelectElement).value).toBe(packs.packs[0]?.id)
    await w.get('[data-testid="ng-pack"]').setValue('aaa-island')
    await vi.waitFor(() => expect(w.find('[data-testid="ng-scenario-s1"]').exists()).toBe(true))
    expect(w.find('[data-testid="ng-unknown-ruleset"]').exists()).toBe(false)
    expect((w.get('[data-testid="ng-scenario-s1"]').element as HTMLInputElement).checked).toBe(true)
    await w.get('[data-testid="ng-scenario-s2"]').setValue(true)
    expect((w.get('[data-testid="ng-scenario-s2"]').element as HTMLInputElement).checked).toBe(true)
  })

  it('lists the packs that could not be loaded with their problems', async () => {
    const { w } = await openNewGame()
    expect(w.get('[data-testid="rejected-packs"]').text()).toContain('pack.json › id: required')
  })

  it('adds up to 4 seats, reorders them with move up/down, and refuses the same character twice', async () => {
    const { w } = await openNewGame()
    await w.get('[data-testid="ng-add-seat"]').trigger('click')
    await w.get('[data-testid="ng-add-seat"]').trigger('click')
    expect(w.findAll('[data-testid^="ng-seat-"]')).toHaveLength(4)
    expect(w.get('[data-testid="ng-add-seat"]').attributes('disabled')).toBeDefined()
    await w.get('[data-testid="ng-name-0"]').setValue('Ada')
    await w.get('[data-testid="ng-name-1"]').setValue('Bruno')
    await w.get('[data-testid="ng-down-0"]').trigger('click')
    expect((w.get('[data-testid="ng-name-0"]').element as HTMLInputElement).value).toBe('Bruno')
    expect((w.get('[data-testid="ng-name-1"]').element as HTMLInputElement).value).toBe('Ada')
    await w.get('[data-testid="ng-up-1"]').trigger('click')
    expect((w.get('[data-testid="ng-name-0"]').element as HTMLInputElement).value).toBe('Ada')
    await w.get('[data-testid="ng-remove-3"]').trigger('click')
    expect(w.findAll('[data-testid^="ng-seat-"]')).toHaveLength(3)
    const c0 = (w.get('[data-testid="ng-character-0"]').element as HTMLSelectElement).value
    await w.get('[data-testid="ng-character-1"]').setValue(c0)
    expect(w.get('[data-testid="ng-duplicate"]').text()).toBe('Each player needs a different character.')
    expect(w.get('[data-testid="ng-start"]').attributes('disabled')).toBeDefined()
  })

  it('sends game:new with the seats in order, the mode, the rule options and the seed, then opens the table', async () => {
    const { app, bridge, w } = await openNewGame()
    await w.get('[data-testid="ng-name-0"]').setValue('Ada')
    await w.get('[data-testid="ng-name-1"]').setValue('Bruno')
    await w.get('[data-testid="ng-down-0"]').trigger('click')
    await w.get('[data-testid="ng-mode-hardcore"]').setValue(true)
    await w.get('[data-testid="ng-opt-halfStarRule"]').setValue('any')
    await w.get('[data-testid="ng-opt-maxBoardCards-off"]').setValue(false)
    await w.get('[data-testid="ng-opt-maxBoardCards"]').setValue(40)
    await w.get('[data-testid="ng-opt-terrainPlacement"]').setValue('automatic')
    await w.get('[data-testid="ng-seed"]').setValue(99)
    await w.get('[data-testid="ng-slot-name"]').setValue('My run')
    await w.get('form').trigger('submit')
    // The table page is a lazily loaded chunk (the heaviest one).
    await vi.waitFor(() => expect(app.router.currentRoute.value.fullPath).toBe('/table/slot-1'), { timeout: 8000 })
    const call = bridge.calls.find((c) => c.channel === 'game:new')
    const payload = call?.payload as NewGameRequest
    expect(payload.seats.map((s) => s.name)).toEqual(['Bruno', 'Ada'])
    expect(payload.setup).toEqual({ mode: 'hardcore', curses: [testPacks().packs[0]?.setup.curses[0]?.id] })
    expect(payload.seed).toBe(99)
    expect(payload.slotName).toBe('My run')
    expect(payload.options).toEqual({ halfStarRule: 'any', lockedAllowsEventsAndQuestItems: false, itemActionAndEffectsCost: 1, maxBoardCards: 40, keepFireOnResume: false, terrainPlacement: 'automatic', autoConfirm: true })
    expect(payload.seats.map((s) => s.characters.length)).toEqual([1, 1])
  })

  it('shows why the game could not start', async () => {
    const bridge = fakeBridge(hostAnswers(new TestGame(), { 'game:new': () => ({ ok: false, error: { code: 'rule-error', message: 'each player controls a different character' } }) }))
    const app = await mountApp(bridge, '/new')
    cleanup = app.unmount
    await vi.waitFor(() => expect(app.wrapper.find('form').exists()).toBe(true))
    await app.wrapper.get('form').trigger('submit')
    await vi.waitFor(() => expect(app.wrapper.find('[data-testid="ng-error"]').exists()).toBe(true))
    expect(app.wrapper.get('[data-testid="ng-error"]').text()).toContain('each player controls a different character')
    expect(app.router.currentRoute.value.name).toBe('new-game')
  })

  it('is in Italian when that is the language, the rule options included', async () => {
    const { w } = await openNewGame('it')
    expect(w.get('h1').text()).toContain('Nuova partita')
    expect(w.get('[data-testid="ng-start"]').text()).toBe('Inizia la partita')
    expect(w.get('[data-testid="ng-opt-terrainPlacement-field"]').text()).toContain('Posare i terreni rivelati')
  })

  it('an out-of-range number option says so and blocks the start', async () => {
    const { w } = await openNewGame()
    await w.get('[data-testid="ng-opt-maxBoardCards-off"]').setValue(false)
    await w.get('[data-testid="ng-opt-maxBoardCards"]').setValue(5000)
    expect(w.get('[data-testid="ng-opt-maxBoardCards-problem"]').text()).toBe('Choose a whole number from 1 to 999.')
    expect(w.get('[data-testid="ng-start"]').attributes('disabled')).toBeDefined()
    await w.get('[data-testid="ng-opt-maxBoardCards-off"]').setValue(true)
    expect(w.find('[data-testid="ng-opt-maxBoardCards-problem"]').exists()).toBe(false)
    expect(w.get('[data-testid="ng-start"]').attributes('disabled')).toBeUndefined()
  })

  it('the seats follow the pack\'s seats model: a solo seat with two characters, at most two seats', async () => {
    const packs = testPacks()
    const first = packs.packs[0]
    if (!first) throw new Error('no test pack')
    const bridge = fakeBridge(hostAnswers(new TestGame(), {
      'packs:list': () => ({ ok: true, value: { ...packs, packs: [{ ...first, seats: { min: 1, max: 2, charactersPerSeat: { 1: 2 } } }] } }),
    }))
    const app = await mountApp(bridge, '/new')
    cleanup = app.unmount
    const w = app.wrapper
    await vi.waitFor(() => expect(w.find('[data-testid="ng-mode-normal"]').exists()).toBe(true))
    expect(w.findAll('[data-testid^="ng-seat-"]')).toHaveLength(2)
    expect(w.get('[data-testid="ng-add-seat"]').attributes('disabled')).toBeDefined()
    await w.get('[data-testid="ng-remove-1"]').trigger('click')
    expect(w.findAll('[data-testid^="ng-seat-"]')).toHaveLength(1)
    const second = w.get('[data-testid="ng-character-0-1"]')
    expect((second.element as HTMLSelectElement).value).not.toBe((w.get('[data-testid="ng-character-0"]').element as HTMLSelectElement).value)
    expect(second.attributes('aria-label')).toBe('Character 2 of the player in seat 1')
    expect(w.get('[data-testid="ng-remove-0"]').attributes('disabled')).toBeDefined()
    await w.get('form').trigger('submit')
    await vi.waitFor(() => expect(bridge.calls.some((c) => c.channel === 'game:new')).toBe(true))
    const payload = bridge.calls.find((c) => c.channel === 'game:new')?.payload as NewGameRequest
    expect(payload.seats).toHaveLength(1)
    expect(payload.seats[0]?.characters).toHaveLength(2)
  })
})
