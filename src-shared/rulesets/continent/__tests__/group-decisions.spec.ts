import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, giveItemCard, indexCards, play, refused, setup, sk, strip, toHand, withStart } from './fixture'
import { createContinent } from '../continent'
import { costInfo } from '../action-resolution'
import type { ContinentSettings, ContinentState } from '../state'

/**
 * The group decisions the engine models (C-D-8): an owner's consent, the effects the players
 * choose to apply, the C-TURN-3 fallback. The hot-seat setting (`autoConfirm`, on unless set to
 * false) answers the routine ones as the engine always did, so old games replay unchanged.
 */
const info = (c: ReturnType<typeof indexCards>, s: ContinentState) => costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>)

describe('C-TURN-3 the fallback active player', () => {
  const c = indexCards(withStart(baseCards(), { actions: [action('fight', 0, 0, [])] }))
  const afterTurnOf = (seat: number, characters = ['bruno', 'ludo', 'third']) =>
    play(c, setup(c, { characters }), { type: 'chooseActive', seat }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })

  it('C-TURN-3 when the group cannot agree, the player to the left of the previous active player plays', () => {
    const s = afterTurnOf(1)
    expect(s.phase).toBe('chooseActive')
    expect(createContinent(c).legalCommands(s)).toContainEqual({ type: 'cannotAgree' })
    const next = play(c, s, { type: 'cannotAgree' })
    expect(next.active).toBe(2)
    expect(next.phase).toBe('chooseAction')
    expect(createContinent(c).view(s).decision?.fallbackActive).toBe(2)
  })

  it('C-TURN-3 C-D-9 the seat to the left skips players no longer in the game, round to seat 0', () => {
    const s = structuredClone(afterTurnOf(1))
    ;(s.players[2] as { status: string }).status = 'eliminated'
    expect(play(c, s, { type: 'cannotAgree' }).active).toBe(0)
    expect(refused(c, play(c, s, { type: 'cannotAgree' }), { type: 'cannotAgree' })).toBe('wrong-step')
  })
})

describe('C-D-8 owners’ consent', () => {
  const bow = adv('bow', '220', { kind: 'item', durability: 3, effects: [{ op: 'successes', amount: 2 }] })
  const c = indexCards(withStart(baseCards([bow]), { actions: [action('fight', 1, 0, [])] }))
  const stepOne = (settings: Partial<ContinentSettings>) =>
    play(c, giveItemCard(setup(c, { settings }), 1, 'bow', 3), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] })
  const askToUse = () => play(c, stepOne({ autoConfirm: false }), { type: 'useItem', seat: 1, item: 'item-bow' })

  it('C-D-8 using another player’s item waits for its owner, who alone may answer', () => {
    const s = askToUse()
    expect(s.players[1]?.items[0]?.die).toBe(3)
    expect(s.action?.usedItems).toEqual([])
    const rules = createContinent(c)
    expect(rules.view(s).decision).toMatchObject({ phase: 'useItems', seat: 1, consent: { seat: 1, item: 'item-bow' } })
    expect(rules.legalCommands(s)).toEqual([{ type: 'consent', agree: true }, { type: 'consent', agree: false }])
    expect(refused(c, s, { type: 'endItems' })).toBe('C-D-8')
  })

  it('C-D-8 the owner agrees: the item is used for one pip and its effects apply', () => {
    const s = play(c, askToUse(), { type: 'consent', agree: true })
    expect(s.players[1]?.items[0]?.die).toBe(2)
    expect(s.phase).toBe('cost')
    expect(info(c, s).flatSuccesses).toBe(2)
  })

  it('C-D-8 the owner refuses: the item is neither used nor offered again in this action', () => {
    const s = play(c, askToUse(), { type: 'consent', agree: false })
    expect(s.players[1]?.items[0]?.die).toBe(3)
    expect(s.phase).toBe('cost')
    expect(info(c, s).flatSuccesses).toBe(0)
  })

  it('C-D-8 with the hot-seat setting (the default) the consent is given at once, as before', () => {
    const s = play(c, stepOne({}), { type: 'useItem', seat: 1, item: 'item-bow' })
    expect(s.action?.consent).toBeUndefined()
    expect(s.players[1]?.items[0]?.die).toBe(2)
    expect('autoConfirm' in s.settings).toBe(false) // absent from the state: saves made before it replay unchanged
  })
})

describe('C-D-8 consent to durability taken from another player’s item', () => {
  const bow = adv('bow', '220', { kind: 'item', durability: 3 })
  const rope = adv('rope', '221', { kind: 'item', durability: 3 })
  const c = indexCards(withStart(baseCards([bow, rope]), { actions: [action('fight', 0, 0, [{ op: 'loseDurability', amount: 1 }])] }))
  const lose = (settings: Partial<ContinentSettings>) => {
    const s = giveItemCard(giveItemCard(setup(c, { settings }), 0, 'bow', 3), 1, 'rope', 3)
    return play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'endItems' }, { type: 'setCost', tradeOff: 0, extra: 0 })
  }
  const fromRope = (s: ContinentState) => play(c, s, { type: 'choose', option: s.choice?.options.findIndex((o) => o.item === 'item-rope') ?? -1 })

  it('C-D-8 C-CONSEQ-34 taking the pip from another player’s item asks its owner first', () => {
    const s = fromRope(lose({ autoConfirm: false }))
    expect(s.choice).toMatchObject({ kind: 'ownerConsent', seat: 1 })
    expect(s.players[1]?.items[0]?.die).toBe(3)
    expect(createContinent(c).view(s).decision?.seat).toBe(1)
  })

  it('C-D-8 agreed, the owner’s item loses the pip; refused, the other item pays it', () => {
    const asked = fromRope(lose({ autoConfirm: false }))
    const agreed = play(c, asked, { type: 'choose', option: 0 })
    expect([agreed.players[0]?.items[0]?.die, agreed.players[1]?.items[0]?.die]).toEqual([3, 2])
    const refusedPip = play(c, asked, { type: 'choose', option: 1 })
    expect([refusedPip.players[0]?.items[0]?.die, refusedPip.players[1]?.items[0]?.die]).toEqual([2, 3])
    expect(refusedPip.choice).toBeNull()
  })

  it('C-D-8 with the hot-seat setting (the default) the pip is taken at once, as before', () => {
    const s = fromRope(lose({}))
    expect(s.choice).toBeNull()
    expect(s.players[1]?.items[0]?.die).toBe(2)
  })
})

describe('C-ACT-6 choosing the effects that apply', () => {
  const kit = adv('kit', '230', { kind: 'item', durability: 3, effects: [{ op: 'cost', amount: -1 }, { op: 'successes', amount: 1 }] })
  const lame = adv('lame', '231', { kind: 'state', title: 'state.lame', effects: [{ op: 'difficulty', amount: 1 }] })
  const c = indexCards(withStart(baseCards([kit, lame, sk('lucky', strip(0), { effects: [{ op: 'successes', amount: 1 }] })]), { actions: [action('fight', 3, 1, [])] }))
  function atCost(settings: Partial<ContinentSettings>): ContinentState {
    const s = structuredClone(giveItemCard(toHand(setup(c, { characters: ['bruno'], settings }), 0, ['lucky']), 0, 'kit', 3))
    s.adventure['231'] = []
    s.players[0]?.hand.push('lame')
    return play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'useItem', seat: 0, item: 'item-kit' })
  }

  it('C-ACT-6 C-ITEM-25 each effect of a used item may be left out; by default every one applies', () => {
    const byDefault = atCost({})
    expect(info(c, byDefault)).toMatchObject({ cost: 2, flatSuccesses: 2, difficulty: 2 })
    expect(createContinent(c).legalCommands(byDefault).some((x) => x.type === 'declineEffect')).toBe(false)
    let s = atCost({ autoConfirm: false })
    s = play(c, s, { type: 'declineEffect', key: 'kit#0', decline: true })
    expect(info(c, s)).toMatchObject({ cost: 3, flatSuccesses: 2 })
    s = play(c, s, { type: 'declineEffect', key: 'kit#1', decline: true })
    expect(info(c, s)).toMatchObject({ cost: 3, flatSuccesses: 1 })
    s = play(c, s, { type: 'declineEffect', key: 'kit#0', decline: false })
    expect(info(c, s)).toMatchObject({ cost: 2, flatSuccesses: 1 })
  })

  it('C-ACT-12 C-ACT-24 a helpful hand effect may be left out; a harmful one always applies', () => {
    const s = atCost({ autoConfirm: false })
    const view = createContinent(c).view(s)
    expect(view.decision?.effects?.map((e) => e.key).sort()).toEqual(['kit#0', 'kit#1', 'lucky#0'])
    expect(refused(c, s, { type: 'declineEffect', key: 'lame#0', decline: true })).toBe('C-ACT-6')
    expect(info(c, play(c, s, { type: 'declineEffect', key: 'lucky#0', decline: true })).flatSuccesses).toBe(1)
    expect(createContinent(c).legalCommands(s)).toContainEqual({ type: 'declineEffect', key: 'lucky#0', decline: true })
  })

  it('C-ACT-6 C-D-8 the hot-seat setting refuses declines: every effect applies, as it always did', () => {
    expect(refused(c, atCost({}), { type: 'declineEffect', key: 'kit#0', decline: true })).toBe('C-D-8')
  })
})
