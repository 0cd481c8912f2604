import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import ActionResolver from '../ActionResolver.vue'
import { currentStep } from '../action-steps'
import type { ContinentCommand, ContinentView } from '../../../../src-shared/rulesets/continent'
import { TestGame, findGame } from './test-pack'
import { mountTable, testCatalogue } from './mount-table'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

function mountResolver(view: ContinentView, locale: 'en' | 'it' = 'en') {
  wrapper = mountTable(ActionResolver, { props: { view, catalogue: testCatalogue() } }, locale)
  return wrapper
}
const sent = (w: VueWrapper): ContinentCommand[] => ((w.emitted('command') ?? []) as ContinentCommand[][]).map((x) => x[0] as ContinentCommand)

/** Every command the resolver sends must be one the engine accepts now. */
function accepted(game: TestGame, cmd: ContinentCommand | undefined): void {
  if (!cmd) throw new Error('nothing sent')
  expect(() => game.play(cmd)).not.toThrow()
}

describe('ActionResolver', () => {
  it('C-TURN-2 the group picks the active player; the stepper marks the current step', async () => {
    const game = new TestGame(2)
    const w = mountResolver(game.view())
    expect(w.get('[data-testid="step-chooseActive"]').attributes('aria-current')).toBe('step')
    // C-TURN-3: the seat to the left of the previous active player, if the group cannot agree.
    const fallback = game.view().decision?.fallbackActive
    expect(w.get(`[data-testid="fallback-${fallback}"]`).text()).toBe('(if you cannot agree)')
    await w.get('[data-testid="active-1"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'chooseActive', seat: 1 }])
    accepted(game, sent(w)[0])
    expect(game.view().active).toBe(1)
  })

  it('C-TURN-7 lists exactly the available actions, fog backs by their cell, and can go back', async () => {
    const game = new TestGame(2).play({ type: 'chooseActive', seat: 0 })
    const v = game.view()
    const w = mountResolver(v)
    const buttons = w.findAll('.options [data-testid^="action-"]')
    expect(buttons).toHaveLength(v.decision?.availableActions?.length ?? -1)
    const fog = v.decision?.availableActions?.find((a) => a.ref.uid.startsWith('fog:'))
    if (!fog) throw new Error('no fog action')
    const b = w.get(`[data-testid="action-${fog.ref.uid}-back"]`)
    expect(b.text()).toContain(`the Exploration card at ${fog.ref.uid.slice(4)}`)
    expect(b.text()).toContain('cost 1, difficulty 1')
    expect(w.find('[data-testid="cancel"]').exists()).toBe(true)
    await b.trigger('click')
    expect(sent(w)).toEqual([{ type: 'chooseAction', ref: fog.ref }])
    accepted(game, sent(w)[0])
  })

  it('C-TURN-10 only helper sets that meet the prerequisites can start the action', async () => {
    const game = findGame((v) => v.phase === 'involve' && (v.decision?.helpers?.length ?? 0) > 0)
    const v = game.view()
    const sets = (v.decision?.involveChoices ?? []).map((x) => [...x].sort((a, b) => a - b).join(','))
    const w = mountResolver(v)
    const confirm = w.get('[data-testid="confirm-involve"]')
    // Alone (nobody ticked): allowed exactly when the engine lists the empty set.
    expect(confirm.attributes('aria-disabled') === undefined).toBe(sets.includes(''))
    const helper = v.decision?.helpers?.[0] as number
    await w.get(`[data-testid="involve-${helper}"]`).setValue(true)
    expect(confirm.attributes('aria-disabled') === undefined).toBe(sets.includes(String(helper)))
    if (confirm.attributes('aria-disabled') === 'true') expect(w.get('[data-testid="involve-reason"]').text()).not.toBe('')
  })

  it('C-TURN-14 C-TURN-15 a mandatory action is forced: no way back', () => {
    const game = findGame((v) => v.phase === 'chooseAction' && v.decision?.canCancel === false)
    const w = mountResolver(game.view())
    expect(w.get('[data-testid="mandatory-notice"]').text()).toContain('cannot be cancelled')
    expect(w.find('[data-testid="cancel"]').exists()).toBe(false)
  })

  it('C-TURN-4 C-TURN-5 only players on the same terrain can be involved; the others say why', async () => {
    const game = findGame((v) => v.phase === 'involve' && v.players.some((p) => p.seat !== v.active && p.at !== v.players[v.active]?.at), 3, 20)
    const v = game.view()
    const w = mountResolver(v)
    const away = v.players.find((p) => p.seat !== v.active && p.at !== v.players[v.active]?.at)
    const helper = v.decision?.helpers?.[0]
    if (!away || helper === undefined) throw new Error('expected one helper and one player away')
    const box = w.get(`[data-testid="involve-${away.seat}"]`)
    expect((box.element as HTMLInputElement).disabled).toBe(true)
    const reason = document.getElementById(box.attributes('aria-describedby') ?? '')
    expect(reason?.textContent).toContain('on another terrain')
    await w.get(`[data-testid="involve-${helper}"]`).setValue(true)
    await w.get('[data-testid="confirm-involve"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'involve', seats: [helper] }])
    accepted(game, sent(w)[0])
    expect(game.view().action?.involved).toContain(helper)
  })

  it('C-ACT-3 C-ACT-4 step 1 offers usable items with their durability; using one costs a pip', async () => {
    const game = findGame((v) => v.phase === 'useItems' && (v.decision?.usableItems?.length ?? 0) > 0)
    const v = game.view()
    const u = v.decision?.usableItems?.[0]
    if (!u) throw new Error('no usable item')
    const die = v.players[u.seat]?.items.find((i) => i.id === u.item)?.die ?? 0
    const w = mountResolver(v)
    expect(w.get('[data-testid="step-item"]').attributes('aria-current')).toBe('step')
    expect(w.find('[data-testid="end-items"]').exists()).toBe(true)
    const btn = w.get(`[data-testid="use-${u.seat}:${u.item}"]`)
    expect(btn.text()).toContain(`durability ${die}`)
    await btn.trigger('click')
    expect(sent(w)).toEqual([{ type: 'useItem', seat: u.seat, item: u.item }])
    accepted(game, sent(w)[0])
    const after = game.view()
    expect(after.players[u.seat]?.items.find((i) => i.id === u.item)?.die ?? 0).toBe(die - 1)
    if (after.phase !== 'useItems') {
      // C-ACT-5: nothing left to use, so the engine went on to the cost step by itself.
      expect(after.phase).toBe('cost')
      return
    }
    // Re-rendered on the new view, the used item is disabled with its reason; "done" ends step 1.
    wrapper?.unmount()
    const w2 = mountResolver(after)
    const again = w2.get(`[data-testid="use-${u.seat}:${u.item}"]`)
    expect(again.attributes('aria-disabled')).toBe('true')
    expect(document.getElementById(again.attributes('aria-describedby') ?? '')?.textContent).toContain('used')
    await again.trigger('click')
    expect(sent(w2)).toEqual([])
    await w2.get('[data-testid="end-items"]').trigger('click')
    expect(sent(w2)).toEqual([{ type: 'endItems' }])
  })

  it('C-D-15 C-ACT-10 step 2 shows the exact odds of the chosen trade-off and extra cards, then commits them', async () => {
    const game = findGame((v) => v.phase === 'cost' && (v.decision?.cost?.maxTradeOff ?? 0) > 0 && v.decision?.cost?.locked === false)
    const v = game.view()
    const w = mountResolver(v)
    const row00 = v.decision?.odds?.find((o) => o.tradeOff === 0 && o.extra === 0)
    const row12 = v.decision?.odds?.find((o) => o.tradeOff === 1 && o.extra === 2)
    if (!row00 || !row12) throw new Error('odds rows missing')
    const pct = (x: number) => `${Math.round(x * 1000) / 10}%`
    expect(w.get('[data-testid="odds-value"]').text()).toBe(`Chance of success: ${pct(row00.success)}`)
    await w.get('[data-testid="trade-off-1"]').setValue(true)
    await w.get('[data-testid="extra-2"]').setValue(true)
    expect(w.get('[data-testid="odds"]').text()).toContain(`Cards to draw: ${row12.cards}`)
    expect(w.get('[data-testid="odds"]').text()).toContain(`Successes needed: ${row12.difficulty}`)
    expect(w.get('[data-testid="odds-value"]').text()).toBe(`Chance of success: ${pct(row12.success)}`)
    await w.get('[data-testid="draw"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'setCost', tradeOff: 1, extra: 2 }])
    accepted(game, sent(w)[0])
  })

  it('C-ACT-11 C-ACT-10 the trade-off is disabled with its reason when a character acts alone', () => {
    const game = findGame((v) => v.phase === 'cost' && (v.action?.involved.length ?? 0) === 1 && v.decision?.cost?.locked === false)
    const w = mountResolver(game.view())
    const fs = w.get('[data-testid="trade-off"]')
    expect((fs.element as HTMLFieldSetElement).disabled).toBe(true)
    expect(document.getElementById(fs.attributes('aria-describedby') ?? '')?.textContent).toContain('at least two involved characters')
  })

  it('C-ACT-16 C-DECK-13 warns when cards would come from the face-down discard pile (curse risk)', async () => {
    const game = findGame((v) => v.phase === 'cost' && v.decision?.cost?.locked === false && v.actionDeckCount < 3)
    const v = game.view()
    const w = mountResolver(v)
    await w.get('[data-testid="extra-3"]').setValue(true)
    const row = v.decision?.odds?.find((o) => o.tradeOff === 0 && o.extra === 3)
    if (!row) throw new Error('no row')
    const warning = w.get('[data-testid="curse-warning"]')
    expect(warning.attributes('role')).toBe('alert')
    const more = row.cards - v.actionDeckCount
    expect(warning.text()).toContain(`Cards left in the Action Deck: ${v.actionDeckCount}. ${more === 1 ? 'One more card' : `${more} more cards`} would be drawn from the face-down discard pile`)
  })

  it('C-ACT-19 C-ACT-28 shows the revealed cards and result, then keeps a skill for an involved player', async () => {
    const game = findGame((v) => v.decision?.choice?.kind === 'keepSkill' && (v.decision.choice.options.length > 1))
    const v = game.view()
    expect(currentStep(v)).toBe('skill')
    const w = mountResolver(v)
    expect(w.findAll('[data-testid="result"] [data-testid^="drawn-"]')).toHaveLength(v.action?.revealed.length ?? -1)
    expect(w.get('[data-testid="outcome"]').text()).toBe(v.action?.success ? 'Success' : 'Failure')
    expect(w.get('[data-testid="option-0"]').text()).toBe('Keep no skill')
    const keep = v.decision?.choice?.options[1]
    expect(w.get('[data-testid="option-1"]').text()).toMatch(/^Give .+ to .+$/)
    await w.get('[data-testid="option-1"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'choose', option: 1 }])
    accepted(game, sent(w)[0])
    expect(game.view().players[keep?.seat ?? -1]?.hand).toContain(keep?.uid)
  })

  it('C-ACT-42 step 7 asks which card to discard over the hand limit', () => {
    const game = findGame((v) => v.decision?.choice?.kind === 'handLimit')
    const w = mountResolver(game.view())
    expect(w.get('[data-testid="step-handLimit"]').attributes('aria-current')).toBe('step')
    expect(w.get('[data-testid="choice"] h3').text()).toContain('hand limit')
    expect(w.get('[data-testid="option-0"]').text()).toMatch(/^Discard /)
  })

  it('C-END-2 announces the end of the game', () => {
    const game = findGame((v) => v.phase === 'over')
    const v = game.view()
    const w = mountResolver(v)
    expect(w.get('[data-testid="game-over"]').text()).toMatch(v.outcome === 'won' ? /you won/ : /you lost/)
  })

  it('C-SAVE-1 C-SAVE-11 saves the adventure by the rules between actions, then resumes it', async () => {
    const game = new TestGame(2)
    const w = mountResolver(game.view())
    await w.get('[data-testid="rules-save"]').trigger('click')
    // Ending the session is asked first (no traps), then sent.
    expect(sent(w)).toEqual([])
    await w.get('[data-testid="confirm-rules-save-confirm"]').trigger('click')
    expect(sent(w)).toEqual([{ type: 'rulesSave' }])
    accepted(game, sent(w)[0])
    expect(game.view().phase).toBe('suspended')
    wrapper?.unmount()
    const w2 = mountResolver(game.view())
    await w2.get('[data-testid="resume"]').trigger('click')
    expect(sent(w2)).toEqual([{ type: 'rulesResume' }])
    accepted(game, sent(w2)[0])
    expect(game.view().phase).toBe('chooseActive')
  })

  it('C-EXPLORE-21 C-EXPLORE-23 a spotted hidden number replaces the card in place', async () => {
    const game = findGame((v, g) => v.phase === 'chooseActive' && g.legal().some((c) => c.type === 'spotHiddenNumber'))
    const cmd = game.legal().find((c) => c.type === 'spotHiddenNumber')
    if (cmd?.type !== 'spotHiddenNumber') throw new Error('no hidden number to spot')
    const cell = game.view().board.find((b) => b.face === 'up' && b.uid === cmd.uid)?.cell
    const w = mountResolver(game.view())
    await w.get('[data-testid="spot-card"]').setValue(cmd.uid)
    await w.get('[data-testid="spot-number"]').setValue('05')
    expect(w.get('[data-testid="spot-submit"]').attributes('aria-disabled')).toBe('true')
    await w.get('[data-testid="spot-form"]').trigger('submit')
    expect(sent(w)).toEqual([])
    await w.get('[data-testid="spot-number"]').setValue(cmd.number)
    await w.get('[data-testid="spot-form"]').trigger('submit')
    expect(sent(w)).toEqual([{ type: 'spotHiddenNumber', uid: cmd.uid, number: cmd.number }])
    accepted(game, sent(w)[0])
    const now = game.view().board.find((b) => b.cell === cell)
    expect(now?.face === 'up' ? testCatalogue().face(now.uid)?.number : null).toBe(cmd.number)
  })

  it('speaks Italian', () => {
    const w = mountResolver(new TestGame(2).view(), 'it')
    expect(w.get('[data-testid="step-cost"]').text()).toBe('2 Costo')
  })
})
