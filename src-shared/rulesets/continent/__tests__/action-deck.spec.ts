import { describe, expect, it } from 'vitest'
import { action, baseCards, character, clue, curseCard, explo, gOf, indexCards, optionIndex, play, satchel, setup, sk, strip, withStart, adv } from './fixture'
import { discardPileToDeck, drawActionCards, returnToActionDeck } from '../action-deck'
import { loseLifeForce } from '../life-force'
import { createContinent } from '../continent'
import { isRuleError } from '../../../engine/rule-error'
import type { Card } from '../../../content/continent/cards'
import type { ContinentState } from '../state'

/** Moves every Action card out of the deck and discard except the listed ones (kept out of play). */
function onlyDeck(s: ContinentState, deck: string[], discard: string[]): ContinentState {
  const n = structuredClone(s)
  const all = [...n.actionDeck, ...n.discard]
  n.actionDeck = [...deck]
  n.discard = [...discard]
  n.outOfPlay.push(...all.filter((u) => !deck.includes(u) && !discard.includes(u)))
  n.discardFaceDown = deck.length === 0
  return n
}

describe('C-DECK the Action Deck as life force', () => {
  const c = indexCards(withStart(baseCards([sk('A1', strip(1)), curseCard('A2', 'death'), sk('A3', strip(1))]), {
    actions: [action('fight', 5, 0, []), action('pray', 0, 0, [{ op: 'discardToDeck', count: 6 }])],
  }))
  const tenSkills = ['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9']

  describe('C-EX-3 the Action Deck runs out', () => {
    /** A fight of cost 5 with 3 cards left (Skill, Curse, Skill) and 10 Skills on the pile. */
    const drawFive = () => play(c, onlyDeck(setup(c), ['A1', 'A2', 'A3'], tenSkills), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })

    it('C-DECK-13 C-DECK-14 a draw larger than the deck takes the whole deck, then random cards of the pile', () => {
      const drawn = drawFive().action?.drawn ?? []
      expect(drawn.slice(0, 3)).toEqual([{ uid: 'A1', from: 'deck' }, { uid: 'A2', from: 'deck' }, { uid: 'A3', from: 'deck' }])
      expect(drawn.slice(3).every((d) => d.from === 'discard' && tenSkills.includes(d.uid))).toBe(true)
    })

    it('C-DECK-6 as the last card leaves the deck, the Discard Pile turns face down', () => {
      const s = drawFive()
      expect(s.actionDeck).toEqual([])
      expect(s.discardFaceDown).toBe(true)
    })

    it('C-DECK-15 a Curse taken from the deck stays harmless in the very action the deck ran out', () => {
      const s = drawFive()
      expect(s.action?.drawn).toContainEqual({ uid: 'A2', from: 'deck' })
      expect(s.outcome).toBeNull()
    })

    it('C-DECK-9 with the deck empty, step 5 puts the cards not kept into the face-down pile', () => {
      let s = drawFive()
      s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'A1') })
      expect(s.discard.length).toBe(12) // 10 − 2 drawn + the 4 not kept
      expect(s.discard).toEqual(expect.arrayContaining(['A2', 'A3']))
      expect(s.discardFaceDown).toBe(true)
      expect(createContinent(c).view(s).discard).toBeNull() // C-DECK-11: nobody may browse it
    })

    it('C-DECK-12 cards put into the empty deck form it, and the pile turns face up again', () => {
      let s = drawFive()
      s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'A1') })
      s = play(c, s, { type: 'chooseActive', seat: 1 }, { type: 'chooseAction', ref: { uid: 't010', index: 1 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
      expect(s.actionDeck.length).toBe(6)
      expect(s.discard.length).toBe(6)
      expect(s.discardFaceDown).toBe(false)
    })
  })

  it('C-EX-3 variant C-DECK-8 a Curse among the cards taken from the Discard Pile loses', () => {
    let s = onlyDeck(setup(c), ['A1', 'A3', 's0'], ['k-death-1', 'k-death-2'])
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.outcome).toBe('lost')
  })

  it('C-DECK-2 C-DEF-17 while the deck holds cards, draws come from its top', () => {
    const g = gOf(c, onlyDeck(setup(c), ['A1', 'A2', 'A3'], ['s0']))
    expect(drawActionCards(g, 2)).toEqual([{ uid: 'A1', from: 'deck' }, { uid: 'A2', from: 'deck' }])
    expect(g.s.actionDeck).toEqual(['A3'])
    expect(g.s.discard).toEqual(['s0'])
  })

  it('C-ACT-15 C-ACT-16 past the deck, cards come from the pile and every card records where it came from', () => {
    const g = gOf(c, onlyDeck(setup(c), ['A1', 'A2'], ['s0']))
    expect(drawActionCards(g, 3)).toEqual([{ uid: 'A1', from: 'deck' }, { uid: 'A2', from: 'deck' }, { uid: 's0', from: 'discard' }])
    expect(g.ev.some((e) => e.checkpoint)).toBe(true)
  })

  it('C-DEF-16 C-DECK-16 C-DECK-4 life-force loss from a non-empty deck goes face up onto the pile', () => {
    const g = gOf(c, onlyDeck(setup(c), ['A1', 'A2', 'A3'], []))
    loseLifeForce(g, 2)
    expect(g.s.discard).toEqual(['A1', 'A2'])
    expect(g.s.discardFaceDown).toBe(false)
    expect(g.s.outcome).toBeNull() // C-DECK-3: a Curse from the deck is harmless
  })

  it('C-DECK-10 with an empty deck, life-force loss reveals random pile cards: a Curse loses, otherwise they go back', () => {
    const safe = gOf(c, onlyDeck(setup(c), [], ['s0', 's1', 's2']))
    loseLifeForce(safe, 2)
    expect(safe.s.outcome).toBeNull()
    expect([...safe.s.discard].sort()).toEqual(['s0', 's1', 's2'])
    const deadly = gOf(c, onlyDeck(setup(c), [], ['k-death-1']))
    loseLifeForce(deadly, 1)
    expect(deadly.s.outcome).toBe('lost')
  })

  it('C-END-5 C-CONSEQ-30 a defeat by a revealed Curse restores the banished cards', () => {
    const g = gOf(c, onlyDeck(setup(c), [], ['k-death-1']))
    g.s.adventure['063'] = []
    g.s.banished.push('x063')
    loseLifeForce(g, 1)
    expect(g.s.outcome).toBe('lost')
    expect(g.s.banished).toEqual([])
    expect(g.s.adventure['063']).toEqual(['x063'])
  })

  it('C-DECK-13 C-DECK-14 a loss larger than the deck takes the deck first, then random pile cards', () => {
    const g = gOf(c, onlyDeck(setup(c), ['A2'], ['s0']))
    loseLifeForce(g, 2)
    expect(g.s.outcome).toBeNull() // A2 (a Curse) came from the deck
    expect(g.s.actionDeck).toEqual([])
    expect(g.s.discardFaceDown).toBe(true)
    expect([...g.s.discard].sort()).toEqual(['A2', 's0'])
  })

  it('C-DECK-17 C-Q-28 with both piles empty the shortfall is ignored', () => {
    const g = gOf(c, onlyDeck(setup(c), [], []))
    expect(drawActionCards(g, 3)).toEqual([])
    loseLifeForce(g, 2)
    expect(g.s.outcome).toBeNull()
  })

  it('C-DECK-5 C-DECK-12 cards put into the deck are shuffled in; into an empty deck they form it', () => {
    const g = gOf(c, onlyDeck(setup(c), ['A1', 'A3'], ['s0', 's1']))
    returnToActionDeck(g, ['s0'])
    expect([...g.s.actionDeck].sort()).toEqual(['A1', 'A3', 's0'])
    const e = gOf(c, onlyDeck(setup(c), [], ['s0', 's1', 's2']))
    discardPileToDeck(e, 2)
    expect(e.s.actionDeck.length).toBe(2)
    expect(e.s.discardFaceDown).toBe(false)
  })
})

describe('C-SETUP', () => {
  function bigBox(): Card[] {
    const common = Array.from({ length: 35 }, (_, i) => sk(`c${i}`, strip(1)))
    const chars = ['a', 'b', 'd', 'e'].map((id) => ({ id, skills: Array.from({ length: 5 }, (_, i) => sk(`${id}${i}`, strip(1), { owner: id })) }))
    return [
      satchel(), ...common, ...chars.flatMap((x) => [character(x.id, x.skills.map((s) => s.uid)), ...x.skills]),
      ...[1, 2, 3, 4].map((i) => curseCard(`death${i}`, 'death')), curseCard('kg', 'goddess'), curseCard('kh', 'hunt'),
      clue('goddess', '010'), clue('hunt', '020'),
      adv('t010', '010', { kind: 'terrain', area: 'I' }), adv('t020', '020', { kind: 'terrain', area: 'I' }),
    ]
  }
  const c = indexCards(bigBox())
  const deckOf = (characters: string[], curses: string[]): ContinentState => {
    const s = createContinent(c).setup({ characters, curses }, 3)
    if (isRuleError(s)) throw new Error(s.message)
    return s
  }

  it('C-EX-12 C-SETUP-11 C-SETUP-12 the Action Deck at setup: 45 cards solo, 50 for two, 61 for four with two curses', () => {
    expect(deckOf(['a'], ['goddess']).actionDeck.length).toBe(45)
    expect(deckOf(['a'], ['goddess']).actionDeck.filter((u) => c.cards[u]?.type === 'curse').length).toBe(5)
    expect(deckOf(['a', 'b'], ['goddess']).actionDeck.length).toBe(50)
    const four = deckOf(['a', 'b', 'd', 'e'], ['goddess', 'hunt'])
    expect(four.actionDeck.length).toBe(61)
    expect(four.actionDeck.filter((u) => c.cards[u]?.type === 'curse').length).toBe(6)
  })

  it('C-CARD-18 C-DEF-1 the Action Deck holds Skill and Curse cards only', () => {
    const types = new Set(deckOf(['a', 'b'], ['goddess']).actionDeck.map((u) => c.cards[u]?.type))
    expect([...types].sort()).toEqual(['curse', 'skill'])
  })

  it('C-CARD-20 C-DEF-36 the Skills are the 35 common ones and the five own ones of each character in play', () => {
    const deck = deckOf(['a', 'd'], ['goddess']).actionDeck
    const skills = deck.filter((u) => c.cards[u]?.type === 'skill')
    expect(skills.filter((u) => u.startsWith('c')).length).toBe(35)
    expect(skills.filter((u) => /^a\d$/.test(u)).sort()).toEqual(['a0', 'a1', 'a2', 'a3', 'a4'])
    expect(skills.filter((u) => /^d\d$/.test(u)).sort()).toEqual(['d0', 'd1', 'd2', 'd3', 'd4'])
    expect(skills.some((u) => /^[be]\d$/.test(u))).toBe(false)
  })

  it('C-SETUP-15 C-SETUP-10 C-CARD-26 the adventure starts on the lowest starting card named by the chosen Clues', () => {
    expect(deckOf(['a', 'b'], ['hunt', 'goddess']).board.cells['0,0']).toBe('t010')
    expect(deckOf(['a', 'b'], ['hunt']).board.cells['0,0']).toBe('t020')
  })

  it('C-SETUP-16 every figure stands on the starting terrain', () => {
    expect(deckOf(['a', 'b', 'd'], ['goddess']).players.map((p) => p.at)).toEqual(['t010', 't010', 't010'])
  })

  it('C-SETUP-3 each player holds their own Character card, whose backstory the players can read', () => {
    const s = deckOf(['a', 'b'], ['goddess'])
    expect(s.players.map((p) => [p.character, p.hand])).toEqual([['a', ['ch-a']], ['b', ['ch-b']]])
    const view = createContinent(c).view(s, 0)
    expect(view.cards['ch-a']).toMatchObject({ type: 'character', backstory: 'character.a.story' })
    expect(view.cards['ch-b']).toMatchObject({ type: 'character', backstory: 'character.b.story' })
  })

  it('C-SETUP-19 at the end of setup hands hold the Character only; inventories, Past, Discard Pile and Banished pile are empty', () => {
    const s = deckOf(['a', 'b'], ['hunt', 'goddess'])
    expect(s.players.every((p) => p.hand.length === 1 && p.items.length === 0)).toBe(true)
    expect([s.past, s.discard, s.banished]).toEqual([[], [], []])
  })

  it('C-SETUP-8 C-DEF-10 the chosen Clue cards lie under the Satchel; an unchosen one stays out of the game', () => {
    expect(deckOf(['a', 'b'], ['hunt', 'goddess']).satchel.sort()).toEqual(['clue-goddess', 'clue-hunt'])
    const one = deckOf(['a'], ['goddess'])
    expect(one.satchel).toEqual(['clue-goddess'])
    expect(JSON.stringify({ ...one, rng: null, log: null })).not.toContain('clue-hunt')
  })

  it('C-SETUP-17 C-CARD-17 C-Q-30 one Exploration card at each arrow of the start, from its area', () => {
    const s = setup(indexCards(baseCards()))
    expect(s.board.cells['1,0']?.startsWith('e')).toBe(true)
    expect(s.board.attached[s.board.cells['1,0'] as string]?.terrain).toBe('t010')
  })

  it('C-SETUP-13 C-DEF-20 C-DEF-4 Exploration cards form one face-down pile per area, each shuffled on its own', () => {
    const extra = [1, 2, 3, 4, 5].map((i) => explo(`w${i}`, 'II', action('explore_flee', 1, 1, [{ op: 'revealExploration' }]), { kind: 'bonus' }))
    const cc = indexCards(withStart(baseCards(extra), { arrows: [] }))
    const orders = new Set<string>()
    for (let seed = 1; seed <= 8; seed++) {
      const s = setup(cc, {}, seed)
      expect(Object.keys(s.exploration).sort()).toEqual(['I', 'II'])
      expect([...(s.exploration['II'] ?? [])].sort()).toEqual(['w1', 'w2', 'w3', 'w4', 'w5'])
      expect([...(s.exploration['I'] ?? [])].sort()).toEqual(['e1', 'e2', 'e3'])
      orders.add((s.exploration['II'] ?? []).join())
      expect(createContinent(cc).view(s, 0).cards['w1']).toBeUndefined() // face down: no front in the view
    }
    expect(orders.size).toBeGreaterThan(1)
  })

  it('C-COMP-5 C-CARD-25 C-Q-1 the Satchel & Journal gives the limits by player count; a count it does not cover is refused', () => {
    const noLimits = indexCards(bigBox().map((x) => (x.type === 'satchel' ? { ...x, limits: { 2: { handLimit: 3, dice: 3, cardsPerItem: 3 } } } : x)))
    const r = createContinent(noLimits).setup({ characters: ['a'], curses: ['goddess'] }, 1)
    expect(isRuleError(r) && r.code).toBe('missing-limits')
    expect(isRuleError(createContinent(noLimits).setup({ characters: ['a', 'b'], curses: ['goddess'] }, 1))).toBe(false)
  })

  it('C-Q-40 more than four players are refused with a clear error', () => {
    const five = createContinent(c).setup({ characters: ['a', 'b', 'd', 'e', 'a'], curses: ['goddess'] }, 1)
    expect(isRuleError(five) && five.code).toBe('player-count')
  })

  it('C-SETUP-6 C-END-6 easy mode takes card 777 at the start', () => {
    const easy = indexCards(baseCards([adv('e777', '777', { kind: 'questItem' })]))
    const s = setup(easy, { mode: 'easy' })
    expect(s.satchel).toContain('e777')
  })
})
