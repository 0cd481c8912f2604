import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBridge } from '../../../api/__tests__/fake-bridge'
import { mountApp } from '../../../__tests__/mount-app'
import { legalCommands } from '../../../../src-shared/rulesets/island/legal-commands'
import { IslandGame, cinderCay, islandHost } from './island-kit'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())
// Each test mounts the whole app and loads the table's chunk; on a busy machine the first one
// takes longer than vitest's default 5 s.
vi.setConfig({ testTimeout: 20_000 })

async function openTable(game: IslandGame, language: 'en' | 'it' = 'en'): Promise<VueWrapper> {
  const app = await mountApp(fakeBridge(islandHost(game, language)), '/table/slot-1')
  cleanup = app.unmount
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="island-table"]').exists()).toBe(true), { timeout: 8000 })
  return app.wrapper
}

/** Places every free castaway pawn on Rest or Arrange the camp through the table (one pawn each). */
async function planTheRest(w: VueWrapper, game: IslandGame): Promise<void> {
  for (let guard = 0; guard < 8; guard++) {
    const free = w.findAll('[data-testid^="pawn-"]:not([disabled])').filter((b) => !(b.attributes('data-testid') ?? '').includes('neutral') && b.attributes('data-testid') !== 'pawn-dog')
    const castawayFree = free.filter((b) => game.state.seats.some((id) => (b.attributes('data-testid') ?? '').startsWith(`pawn-${id}:`)))
    if (castawayFree.length === 0) return
    await castawayFree[0]?.trigger('click', { detail: 1 })
    const option = w.find('[data-testid="plan-rest-1"]').exists() ? w.get('[data-testid="plan-rest-1"]') : w.get('[data-testid="plan-arrange-1"]')
    await option.trigger('click')
    await flushPromises()
  }
}

describe('the Island table over the real engine', () => {
  it('I-ROUND-01 I-GOLD-03 shows the island, the round track with the action phase lit, the camp and the castaways', async () => {
    const game = new IslandGame()
    const w = await openTable(game)
    // The start tile is on the board with its terrain in words, the camp on it.
    const camp = game.state.camp
    expect(w.get(`[data-testid="space-${camp}"]`).attributes('aria-label')).toMatch(/the camp/)
    expect(w.get('[data-testid="phase-action"]').attributes('aria-current')).toBe('step')
    expect(w.get('[data-testid="phase-night"]').attributes('aria-current')).toBeUndefined()
    expect(w.findAll('[data-testid="round-track"] .rounds li')).toHaveLength(game.reply().view.rounds)
    expect(w.get('[data-testid="track-weapons"]').text()).toContain(String(game.state.tracks.weapons))
    expect(w.get('[data-testid="available"]').text()).toContain(String(game.state.available.wood))
    await w.get('[data-testid="tab-castaways"]').trigger('click')
    for (const id of game.state.seats) expect(w.find(`[data-testid="sheet-${id}"]`).exists()).toBe(true)
  })

  it('I-ACT-25 I-ACT-26 each space offers risky with N and sure with N+1 pawns, with what it sets aside and the odds', async () => {
    const game = new IslandGame()
    const w = await openTable(game)
    const weapons = w.get('[data-testid="target-build-weapons-wood"]')
    expect(weapons.get('[data-testid="plan-build-weapons-wood-1"]').text()).toBe('Risky with 1 pawn (dice)')
    expect(weapons.get('[data-testid="plan-build-weapons-wood-2"]').text()).toBe('Sure with 2 pawns')
    expect(weapons.text()).toContain('Sets aside 1 wood')
    expect(weapons.text()).toMatch(/Dice: \d+% success/)
  })

  it('I-ACT-07 I-ACT-11 plans by click and by keyboard, takes a plan back, and commits with one confirmation', async () => {
    const game = new IslandGame()
    const w = await openTable(game)
    const [first, second] = game.state.seats
    // Click: the first castaway's pawn, then the sure option of Weapons.
    await w.get(`[data-testid="pawn-${first}:0"]`).trigger('click', { detail: 1 })
    await w.get('[data-testid="plan-build-weapons-wood-2"]').trigger('click')
    await flushPromises()
    expect(game.state.plan).toHaveLength(1)
    expect(game.state.plan[0]?.pawns).toEqual([{ kind: 'character', character: first }, { kind: 'character', character: first }])
    expect(w.get('[data-testid="planned-0"]').text()).toContain('sure')
    // Take it back, then plan it again.
    await w.get('[data-testid="unplan-0"]').trigger('click')
    await flushPromises()
    expect(game.state.plan).toHaveLength(0)
    // Keyboard: a pawn chosen with Enter (a click of detail 0) sends focus to the first space; arrows, Enter.
    await w.get(`[data-testid="pawn-${second}:0"]`).trigger('click', { detail: 0 })
    await flushPromises()
    const spaces = w.findAll('[data-space]')
    expect(document.activeElement).toBe(spaces[0]?.element)
    const rest = spaces.findIndex((s) => s.attributes('data-testid') === 'target-rest')
    for (let i = 0; i < rest; i++) await w.get('[data-space]:focus').trigger('keydown', { key: 'ArrowDown' })
    expect(document.activeElement?.getAttribute('data-testid')).toBe('target-rest')
    await w.get('[data-testid="target-rest"]').trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(game.state.plan.map((a) => a.target.kind)).toEqual(['rest'])
    expect(game.state.plan[0]?.pawns[0]).toEqual({ kind: 'character', character: second })
    // Commit is refused by the table until every castaway pawn is placed.
    expect(w.get('[data-testid="commit-plan"]').attributes('disabled')).toBeDefined()
    await planTheRest(w, game)
    expect(w.get('[data-testid="commit-plan"]').attributes('disabled')).toBeUndefined()
    await w.get('[data-testid="commit-plan"]').trigger('click')
    await w.get('[data-testid="commit-confirm"]').trigger('click')
    await flushPromises()
    expect(game.commands.some((c) => c.type === 'commitPlan')).toBe(true)
    expect(game.state.position.phase === 'action' && game.state.position.step === 'planning').toBe(false)
  })

  it('I-NIGHT-02 I-ROUND-01 answers every decision through the table until round 2, telling the night in the log', async () => {
    const game = new IslandGame()
    const w = await openTable(game)
    for (let step = 0; step < 40 && game.state.position.round < 2 && game.state.outcome === null; step++) {
      const kind = game.state.pending?.kind
      if (kind === 'plan') {
        await planTheRest(w, game)
        await w.get('[data-testid="commit-plan"]').trigger('click')
        await w.get('[data-testid="commit-confirm"]').trigger('click')
      } else if (kind === 'choice') await w.get('[data-testid="choice-0"]').trigger('click')
      else if (kind === 'camp') await w.get('[data-testid="camp-stay"]').trigger('click')
      else if (kind === 'reroll') await w.get('[data-testid="keep-dice"]').trigger('click')
      await flushPromises()
    }
    expect(game.state.position.round).toBe(2)
    await w.get('[data-testid="tab-log"]').trigger('click')
    const log = w.get('[data-testid="island-log"]').text()
    expect(log).toContain('The plan is set')
    // The night is told with its reasons (round 1 has no shelter yet and no weather dice).
    // The night's own lines count the meal and the wounds of sleeping in the open, each wound told once.
    expect(log).toMatch(/Supper for 2: /)
    expect(log).toMatch(/No shelter: everyone in camp sleeps in the open, 1 wound each\./)
    expect(log).not.toMatch(/takes a wound from a night without shelter/)
    expect(log).toContain('Round 2 begins')
    expect(w.get('[data-testid="island-status"]').text()).toContain('Round 2 of')
  })

  it('speaks Italian: the phases, the options and the prompt', async () => {
    const game = new IslandGame()
    const w = await openTable(game, 'it')
    expect(w.get('[data-testid="phase-action"]').text()).toBe('Azione')
    expect(w.get('[data-testid="plan-build-weapons-wood-2"]').text()).toBe('Sicuro con 2 pedine')
    expect(w.get('[data-testid="plan-prompt"]').text()).toContain('Pianificate il round')
  })
})

describe('the end of an Island game', () => {
  it('I-END-02 a lost game opens the end screen: the outcome and its reason in words, the rounds reached', async () => {
    // Random play loses within a few rounds; the first seed whose game ends with a castaway's death
    // (I-END-02: a death ends the game at once) is the one shown. Seeds are searched, not fixed, so
    // that rule changes elsewhere do not break the screen's test.
    let game: IslandGame | null = null
    for (let seed = 1; seed < 60 && game === null; seed++) {
      const g = new IslandGame(['shipwright', 'steward'], seed)
      let pick = seed * 7919
      for (let i = 0; i < 4000 && g.state.outcome === null; i++) {
        const legal = legalCommands(cinderCay(), g.state).filter((c) => c.type !== 'unplan')
        pick = (pick * 1103515245 + 12345) % 2147483648
        const c = legal[pick % legal.length]
        if (!c) break
        g.play(c)
      }
      if (g.state.outcome === 'lost' && /^death:/.test(g.state.reason ?? '')) game = g
    }
    if (game === null) throw new Error('no seed below 60 ends with a death')
    const dead = /^death:(.+)$/.exec(game.state.reason ?? '')?.[1] ?? ''
    expect(game.state.seats).toContain(dead)
    const w = await openTable(game)
    const end = w.get('[data-testid="island-end"]')
    expect(end.text()).toContain('The island wins this time.')
    expect(end.text()).toContain(`P${game.state.seats.indexOf(dead) + 1}`)
    expect(end.text()).toContain('did not survive.')
    expect(end.text()).toContain(`Reached round ${game.state.position.round} of 11.`)
    await w.get('[data-testid="island-end-close"]').trigger('click')
    expect(w.find('[data-testid="island-end"]').exists()).toBe(false)
  })
})

describe('the reroll window of a risky action', () => {
  it('I-DICE-06 shows the dice as they fell, each offered reroll with its cost, and keeps them on request', async () => {
    // Random play with the real engine until a risky roll opens the reroll window (an ability offers one).
    let game: IslandGame | null = null
    for (let seed = 1; seed < 40 && game === null; seed++) {
      const g = new IslandGame(['shipwright', 'steward'], seed)
      let pick = seed
      for (let i = 0; i < 500 && g.state.outcome === null && g.state.pending?.kind !== 'reroll'; i++) {
        const legal = legalCommands(cinderCay(), g.state).filter((c) => c.type !== 'unplan')
        pick = (pick * 1103515245 + 12345) % 2147483648
        const c = legal[pick % legal.length]
        if (!c) break
        g.play(c)
      }
      if (g.state.pending?.kind === 'reroll') game = g
    }
    if (!game) throw new Error('no reroll window in 40 seeded games')
    const w = await openTable(game)
    expect(w.get('[data-testid="reroll-prompt"]').text()).toContain('The dice are down')
    const roll = game.state.roll
    expect(w.findAll('[data-testid="island-decision"] .die')).toHaveLength(roll?.roll.roll.dice.length ?? -1)
    // The dice say which planned action they were rolled for; that stack is marked on the board.
    expect(w.get('[data-testid="roll-for"]').text()).toMatch(/^These dice are for: .+ \(.+\)\.$/)
    expect(w.find(`[data-testid="planned-${roll?.index ?? -1}"] [data-testid="resolving-now"]`).exists()).toBe(true)
    expect(w.findAll('[data-testid="resolving-now"]')).toHaveLength(1)
    const offers = w.findAll('[data-testid^="reroll-"]').filter((b) => b.attributes('data-testid') !== 'reroll-prompt')
    expect(offers.length).toBeGreaterThan(0)
    expect(offers[0]?.text()).toMatch(/^Reroll the (wound|success|adventure) die with /)
    await w.get('[data-testid="keep-dice"]').trigger('click')
    await flushPromises()
    expect(game.commands[game.commands.length - 1]).toEqual({ type: 'keepDice' })
    expect(game.state.pending?.kind).not.toBe('reroll')
  })
})

describe('a scenario pile', () => {
  it('I-SCEN1-03 I-SCEN1-04 shows the levels of the pile and stocks it before planning, once a round', async () => {
    const game = new IslandGame(['shipwright', 'steward'], 7, 'packet-boat')
    const w = await openTable(game)
    const pile = w.get('[data-testid="piles"]')
    expect(pile.text()).toContain('levels built: 0 of 5')
    // The first level needs 1 wood, and the castaways start with some.
    expect(game.state.available.wood).toBeGreaterThan(0)
    await w.get('[data-testid^="stock-"]').trigger('click')
    await flushPromises()
    expect(game.commands[game.commands.length - 1]?.type).toBe('stock')
    expect(w.get('[data-testid="piles"]').text()).toContain('levels built: 1 of 5')
    // Once a round: the button is gone.
    expect(w.find('[data-testid^="stock-"]').exists()).toBe(false)
  })
})
