import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, indexCards, play, setup, sk, strip, withStart, curseCard, giveItemCard } from './fixture'
import { isRuleError } from '../../../engine/rule-error'
import { createContinent } from '../continent'
import { exactSuccessOdds } from '../odds'

describe('C-D view and odds', () => {
  const c = indexCards(withStart(baseCards([adv('g200', '200', { kind: 'other' }), adv('y200', '200', { kind: 'other' }, 'gold')]), { actions: [action('fight', 2, 1, [])] }))
  const rules = createContinent(c)

  it('C-D-2 C-D-3 C-D-5 the view never names a card of the decks: not their order, not which copy comes next', () => {
    const s = setup(c)
    const text = JSON.stringify(rules.view(s))
    for (const uid of [...s.actionDeck, ...Object.values(s.adventure).flat(), ...Object.values(s.exploration).flat()]) expect(text).not.toContain(`"${uid}"`)
  })

  it('C-CARD-3 what the backs show is public: deck sizes, green and gold copies by number, fog cards by area', () => {
    const s = setup(c)
    const v = rules.view(s)
    expect(v.actionDeckCount).toBe(s.actionDeck.length)
    expect(v.adventureDeck['200']).toEqual({ green: 1, gold: 1 })
    expect(v.board.find((b) => b.face === 'fog')).toMatchObject({ area: 'I' })
  })

  it('C-D-4 C-DECK-4 C-DECK-11 the Discard Pile is browsable only while the Action Deck has cards', () => {
    const s = structuredClone(setup(c))
    s.discard = s.actionDeck.splice(0, 3)
    expect(rules.view(s).discard).toEqual(s.discard)
    s.discard.push(...s.actionDeck.splice(0))
    s.discardFaceDown = true
    expect(rules.view(s).discard).toBeNull()
    expect(rules.view(s).discardCount).toBe(s.discard.length)
  })

  it('C-Q-6 C-D-15 C-PROB-3 the cost step shows exact odds from the real remaining deck', () => {
    const s0 = play(c, setup(c), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] })
    const d = rules.view(s0).decision
    expect(d?.phase).toBe('cost')
    const row = d?.odds?.find((o) => o.tradeOff === 0 && o.extra === 0)
    const strips = s0.actionDeck.map((u) => { const x = c.cards[u]; return x?.type === 'skill' ? x.strip : strip() })
    expect(row?.success).toBeCloseTo(exactSuccessOdds(strips, 2, 1), 10)
    expect(d?.odds?.some((o) => o.tradeOff === 2 && o.cards === 0)).toBe(true)
  })

  it('C-D-10 C-D-8 the decision lists available actions, helpers and usable items', () => {
    const ci = indexCards(withStart(baseCards([adv('bow', '220', { kind: 'item', durability: 4 }), sk('xx', strip(1)), curseCard('kx', 'death')]), { actions: [action('fight', 2, 1, [])] }))
    const r2 = createContinent(ci)
    let s = giveItemCard(setup(ci), 1, 'bow', 3)
    s = play(ci, s, { type: 'chooseActive', seat: 0 })
    expect(r2.view(s).decision?.availableActions?.some((a) => a.ref.uid === 't010')).toBe(true)
    expect(r2.view(s).decision?.availableActions?.some((a) => a.ref.uid.startsWith('fog:'))).toBe(true)
    s = play(ci, s, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
    expect(r2.view(s).decision?.helpers).toEqual([1])
    expect(r2.view(s).decision?.involveChoices).toEqual([[], [1]])
    s = play(ci, s, { type: 'involve', seats: [1] })
    expect(r2.view(s).decision?.usableItems).toEqual([{ seat: 1, item: 'item-bow' }])
  })

  it('C-D-2 the view carries the definitions of face-up cards only', () => {
    const s = structuredClone(setup(c))
    s.players[0]?.hand.push('s1')
    s.actionDeck = s.actionDeck.filter((u) => u !== 's1')
    const v = rules.view(s)
    expect(v.cards['s1']?.type).toBe('skill')
    expect(v.cards['t010']?.type).toBe('adventure')
    expect(Object.keys(v.cards).some((u) => s.actionDeck.includes(u) || c.cards[u]?.type === 'exploration')).toBe(false)
  })

  it('C-END-19 C-END-14 C-Q-23 the decision says who may join and whether a seat may leave, exactly as the engine allows', () => {
    const s = setup(c)
    const d = rules.view(s).decision
    expect(d?.joinable).toEqual([{ character: 'fourth' }, { character: 'third' }])
    expect(d?.canLeave).toBe(true)
    for (const j of d?.joinable ?? []) expect(isRuleError(rules.apply(s, { type: 'join', ...j }))).toBe(false)
    // Figures on different terrains: no join, no leave (C-Q-23 follows C-SAVE-1).
    const apart = structuredClone(s)
    const p1 = apart.players[1]
    if (p1) p1.at = 'elsewhere'
    expect(rules.view(apart).decision).toMatchObject({ joinable: [], canLeave: false })
    expect(rules.legalCommands(apart).some((x) => x.type === 'join' || x.type === 'leave')).toBe(false)
    // During an action: not offered at all.
    const mid = play(c, s, { type: 'chooseActive', seat: 0 })
    expect(rules.view(mid).decision?.joinable).toBeUndefined()
    expect(rules.view(mid).decision?.canLeave).toBeUndefined()
  })

  it('C-END-13 C-END-19 C-END-14 an eliminated character may join again on its own seat; the last player cannot leave', () => {
    const gone = play(c, setup(c), { type: 'leave', seat: 1, temporary: false })
    const d = rules.view(gone).decision
    expect(d?.joinable).toContainEqual({ character: 'ludo', seat: 1 })
    expect(d?.canLeave).toBe(false) // seat 0 is the last player in the game
    expect(isRuleError(rules.apply(gone, { type: 'join', character: 'ludo', seat: 1 }))).toBe(false)
    const away = play(c, setup(c), { type: 'leave', seat: 1, temporary: true })
    expect(rules.view(away).decision?.joinable).toContainEqual({ character: 'ludo' })
  })

  it('C-D-2 C-END-19 a character that may join is named by its public Character card, without its Skills', () => {
    const v = rules.view(setup(c))
    expect(v.cards['ch-third']).toMatchObject({ type: 'character', id: 'third', title: 'character.third', skills: [] })
    expect(JSON.stringify(v)).not.toMatch(/"t\d"/)
  })

  it('C-SETUP-18 the chosen Clue cards are face up from the start: the view carries their title and text for the players to read', () => {
    const s = setup(c)
    const v = rules.view(s, 0)
    expect(v.satchel).toEqual(['clue-goddess'])
    expect(v.cards['clue-goddess']).toMatchObject({ type: 'clue', curse: 'goddess', title: expect.any(String), text: expect.any(String) })
    expect(v.curses).toEqual(['goddess'])
  })
})
