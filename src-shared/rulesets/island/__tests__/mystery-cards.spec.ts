import { describe, expect, it } from 'vitest'
import { cloneJson } from '../../../engine/json-clone'
import { loadCinderCay } from '../../../content/island/__tests__/cinder-cay-pack'
import type { IslandContent } from '../../../content/island/content'
import type { Effect } from '../../../content/island/effects'
import { drain, type Run } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { eatStep, resetStep } from '../night-phase'
import { neutralPawns } from '../pawns-available'
import type { IslandState } from '../types'
import { chooseOn, gameOn, runEffects, tryOn, withCards } from './content-with'
import { content, newGame } from './play'

const cinder = loadCinderCay()

/** The Mystery deck with these cards on top, in this order. */
function topOfMystery(s: IslandState, first: string[]): IslandState {
  s.decks.mystery = [...first, ...s.decks.mystery.filter((id) => !first.includes(id))]
  return s
}

const draw = (c: IslandContent, s: IslandState, demand: Omit<Extract<Effect, { op: 'mystery' }>, 'op'>, resolver = 'alpha'): IslandState =>
  runEffects(c, s, [{ op: 'mystery', ...demand }], { phase: 'action', resolver }).s

const MYS = (id: string, kind: string, effects: unknown[], keep?: unknown): unknown => ({ deck: 'mystery', id, title: `card.${id}`, kind, effects, ...(keep === undefined ? {} : { keep }) })

describe('Mystery cards (I-MYSTERY)', () => {
  it('I-MYSTERY-01 drawn only on a demand: a Treasure helps, a Trap and a Creature harm', () => {
    const s = topOfMystery(newGame(2, 1), ['mys-0', 'mys-2', 'mys-3'])
    const deck = [...s.decks.mystery]
    // Nothing else touches the deck: a whole other effect list leaves it as it was.
    expect(runEffects(content(), s, [{ op: 'gain', resource: 'wood', amount: 1 }, { op: 'discovery', amount: 1 }], { phase: 'action', resolver: 'alpha' }).s.decks.mystery).toEqual(deck)
    const after = draw(content(), s, { treasure: 1, trap: 1, creature: 1, all: true })
    // Treasure: 1 preserved food (Future in the Action phase); Trap: 1 wound; Creature: strength 3 against Weapons 0 and a Weapon loss of 1.
    expect([after.future.preserved, after.characters.alpha?.wounds]).toEqual([1, 5])
  })

  it('I-MYSTERY-02 a demand names the kinds and the most of each: other kinds are set aside unresolved', () => {
    const s = topOfMystery(newGame(2, 1), ['mys-2', 'mys-3', 'mys-0'])
    const after = draw(content(), s, { treasure: 1 })
    expect([after.future.preserved, after.characters.alpha?.wounds, after.decks.mystery.length, after.decks.mysteryDiscard]).toEqual([1, 0, s.decks.mystery.length - 1, ['mys-0']])
    expect(after.decks.mystery).toEqual(expect.arrayContaining(['mys-2', 'mys-3']))
  })

  it('I-MYSTERY-07 an empty Mystery deck is rebuilt from its discard pile', () => {
    const s = newGame(2, 1)
    s.decks.mysteryDiscard = [...s.decks.mystery.filter((id) => id !== 'mys-helmet')]
    s.decks.mystery = []
    const after = draw(content(), s, { treasure: 1 })
    expect(after.future.preserved).toBe(1)
    expect(after.decks.mystery.length + after.decks.mysteryDiscard.length).toBe(s.decks.mysteryDiscard.length)
    expect(after.decks.mysteryDiscard.length).toBe(1)
  })

  it('I-MYSTERY-08 a demand that must be drawn in full never asks whether to go on', () => {
    const s = topOfMystery(newGame(2, 1), ['mys-2', 'mys-6'])
    const asked = runEffects(content(), s, [{ op: 'mystery', trap: 2 }], { phase: 'action', resolver: 'alpha' }).s
    expect(asked.pending).toMatchObject({ kind: 'choice', prompt: 'mystery-more' })
    const full = draw(content(), s, { trap: 2, all: true })
    expect([full.pending, full.characters.alpha?.wounds]).toEqual([null, 2])
  })

  it('I-MYSTERY-09 the companion draws when his action demands it and suffers like anyone', () => {
    const s = topOfMystery(newGame(2, 1), ['mys-2'])
    const after = draw(content(), s, { trap: 1 }, 'helper')
    expect([after.characters.helper?.wounds, after.characters.alpha?.wounds]).toEqual([1, 0])
  })
})

describe('Mystery card clarifications (I-MYSTERY §17)', () => {
  it('I-MYSTERY-C02 a healing Treasure is usable on its finder spending the night outside', () => {
    const s = gameOn(cinder, 'packet-boat', ['shipwright', 'steward'], 1)
    s.decks.mystery = s.decks.mystery.filter((id) => id !== 'mystery-m02')
    s.kept = ['mystery-m02']
    const finder = s.characters.steward
    if (!finder) throw new Error('steward')
    finder.wounds = 3
    finder.outside = true
    s.position = { ...s.position, phase: 'night', step: 'camp' }
    s.pending = { kind: 'camp', options: [], forced: false }
    const used = tryOn(cinder, s, { type: 'equipment', card: 'mystery-m02' })
    if (typeof used === 'string') throw new Error(used)
    const healed = tryOn(cinder, used, { type: 'choose', option: 1 })
    if (typeof healed === 'string') throw new Error(healed)
    // One use: the card then goes to the Mystery discard pile.
    expect([healed.characters.steward?.wounds, healed.kept, healed.decks.mysteryDiscard]).toEqual([1, [], ['mystery-m02']])
  })

  it('I-MYSTERY-C09 Snare: Weapons at 2 or less fall to 0, above 2 lose 2; nobody is wounded', () => {
    const snare: Effect[] = [{ op: 'track', track: 'weapons', amount: -2, ifPossible: true }]
    const low = newGame(2, 1)
    low.tracks.weapons = 1
    const high = newGame(2, 1)
    high.tracks.weapons = 4
    const a = runEffects(content(), low, snare, { phase: 'action', resolver: 'alpha' }).s
    const b = runEffects(content(), high, snare, { phase: 'action', resolver: 'alpha' }).s
    expect([a.tracks.weapons, b.tracks.weapons, a.characters.alpha?.wounds, b.characters.alpha?.wounds]).toEqual([0, 2, 0, 0])
  })

  it('I-MYSTERY-C12 Sabre: its holder decides each time to use it, and each use costs them a wound; once a round', () => {
    const c = withCards(content(), [MYS('mys-sabre', 'treasure', [], { use: [{ op: 'tempWeapon', amount: 2 }, { op: 'wound', who: 'self', amount: 1 }] })])
    const s = gameOn(c, 'test-rescue', ['alpha', 'beta'], 1)
    s.decks.mystery = s.decks.mystery.filter((id) => id !== 'mys-sabre')
    s.kept = ['mys-sabre']
    const used = tryOn(c, s, { type: 'equipment', card: 'mys-sabre' })
    if (typeof used === 'string') throw new Error(used)
    expect([used.tempWeapon, used.characters.alpha?.wounds, used.kept]).toEqual([2, 1, ['mys-sabre']])
    expect(tryOn(c, used, { type: 'equipment', card: 'mys-sabre' })).toBe('I-INV-11')
    resetStep(used)
    expect(typeof tryOn(c, used, { type: 'equipment', card: 'mys-sabre' })).toBe('object')
  })

  it('I-MYSTERY-C13 Unfortunate Accident: the scenario\'s book effect, once', () => {
    const c = withCards(content(), [MYS('mys-accident', 'trap', [{ op: 'book', times: 1 }])], { book: [{ op: 'morale', amount: -1 }] })
    const s = topOfMystery(gameOn(c, 'test-rescue', ['alpha', 'beta'], 1), ['mys-accident'])
    expect(draw(c, s, { trap: 1 }).morale).toBe(s.morale - 1)
  })

  it('I-MYSTERY-C17 Old Map: each castaway gains 1 Determination, the companion too', () => {
    const c = withCards(content(), [MYS('mys-old-map', 'treasure', [{ op: 'determination', who: 'each', amount: 1 }])])
    const s = topOfMystery(gameOn(c, 'test-rescue', ['alpha', 'beta'], 1), ['mys-old-map'])
    const after = draw(c, s, { treasure: 1 })
    expect(Object.values(after.characters).map((ch) => [ch.id, ch.determination])).toEqual([['alpha', 1], ['beta', 1], ['helper', 1]])
  })

  it('I-MYSTERY-C20 I-EX-29 up to 2 Treasures and 1 Trap: a third Treasure is set aside, never resolved', () => {
    const s = topOfMystery(newGame(2, 1), ['mys-0', 'mys-1', 'mys-4', 'mys-2'])
    const after = draw(content(), s, { treasure: 2, trap: 1, all: true })
    expect([after.future.preserved, after.characters.alpha?.wounds, after.decks.mystery.includes('mys-4')]).toEqual([2, 1, true])
  })

  it('I-MYSTERY-C21 a Treasure granting a neutral pawn: one use, one brown pawn', () => {
    const s = gameOn(cinder, 'packet-boat', ['shipwright', 'steward'], 1)
    s.decks.mystery = s.decks.mystery.filter((id) => id !== 'mystery-m07')
    s.kept = ['mystery-m07']
    const used = tryOn(cinder, s, { type: 'equipment', card: 'mystery-m07' })
    if (typeof used === 'string') throw new Error(used)
    expect([neutralPawns(cinder, used).map((p) => [p.actions, p.uses]), used.kept]).toEqual([[[['build'], 'once']], []])
    expect(tryOn(cinder, used, { type: 'equipment', card: 'mystery-m07' })).toBe('I-INV-14')
  })

  it('I-MYSTERY-C11 Herbal Mixture: the top Event card is shown whatever its back; with a beast beside the Event deck, that one if preferred', () => {
    const s = newGame(2, 1)
    const top = s.decks.event[0]
    const shown = runEffects(content(), s, [{ op: 'peekEvent' }], { phase: 'action', resolver: 'alpha' })
    expect(shown.events).toContainEqual({ type: 'peekEvent', what: 'event', card: top })
    expect(shown.s.decks.event).toEqual(s.decks.event)
    const beside = runEffects(content(), s, [{ op: 'besideEvent', do: 'place' }], { phase: 'event' }).s
    const asked = runEffects(content(), beside, [{ op: 'peekEvent' }], { phase: 'action', resolver: 'alpha' })
    expect(asked.s.pending).toMatchObject({ kind: 'choice', prompt: 'peek-event' })
    expect(chooseOn(asked, 1).events).toContainEqual({ type: 'peekEvent', what: 'beside', card: beside.decks.besideEvent?.[0] })
  })

  it('I-MYSTERY-C03 Blowgun: a trap that spares the companion', () => {
    const c = withCards(content(), [MYS('mys-blowgun', 'trap', [{ op: 'if', cond: { op: 'resolverIs', kind: 'castaway' }, then: [{ op: 'wound', who: 'resolver', amount: 2 }] }])])
    const s = topOfMystery(gameOn(c, 'test-rescue', ['alpha', 'beta'], 1), ['mys-blowgun'])
    expect([draw(c, s, { trap: 1 }, 'helper').characters.helper?.wounds, draw(c, s, { trap: 1 }, 'alpha').characters.alpha?.wounds]).toEqual([0, 2])
  })

  it('I-MYSTERY-C08 Whip: Weapons +1 when the Action phase it was found in ends; once a round a Trap may be ignored, counting as resolved', () => {
    const c = withCards(content(), [MYS('mys-whip', 'treasure', [{ op: 'atEndOfAction', effects: [{ op: 'track', track: 'weapons', amount: 1 }] }], { passive: [{ op: 'ignoreTrap' }] })])
    const s = topOfMystery(gameOn(c, 'test-rescue', ['alpha', 'beta'], 1), ['mys-whip', 'mys-2', 'mys-6'])
    const found: Run = { content: c, s: draw(c, s, { treasure: 1 }), events: [] }
    // Kept during the Action phase, it waits with the Future resources (I-GOLD-09).
    expect([found.s.tracks.weapons, found.s.keptFuture]).toEqual([0, ['mys-whip']])
    endOfAction(found)
    drain(found)
    expect([found.s.tracks.weapons, found.s.kept]).toEqual([1, ['mys-whip']])
    const asked = runEffects(c, found.s, [{ op: 'mystery', trap: 1 }], { phase: 'event', resolver: 'alpha' })
    expect(asked.s.pending).toMatchObject({ kind: 'choice', prompt: 'ignore-trap' })
    const ignored = chooseOn(asked, 1).s
    expect([ignored.characters.alpha?.wounds, ignored.decks.mysteryDiscard.includes('mys-2')]).toEqual([0, true])
    // The second Trap this round is resolved: the Whip was used.
    const second = draw(c, ignored, { trap: 1 })
    expect([second.pending, second.characters.alpha?.wounds]).toEqual([null, 1])
  })

  /** The Night's eating step of `s` (its round) with food for everyone, then its effects. */
  const night = (c: IslandContent, s: IslandState, round: number): IslandState => {
    const r: Run = { content: c, s: cloneJson(s), events: [] }
    r.s.pending = null
    r.s.available.food = 6
    r.s.position = { round, phase: 'night', step: 'eat', over: false }
    eatStep(r)
    drain(r)
    return r.s
  }

  /** A castaway spends the Night outside with a meal on its own sheet (I-NIGHT-22), so hunger adds no wound. */
  const sleepOutside = (s: IslandState, id: string): void => {
    const ch = s.characters[id]
    if (!ch) return
    ch.outside = true
    ch.sheet = { wood: 0, food: 1, preserved: 0, fur: 0 }
    s.ledger.gained.food += 1
  }

  it('I-MYSTERY-C14 Poisonous Spores: the companion is hit too, and a victim sleeping outside suffers only 1 wound that Night', () => {
    const spores = MYS('mys-spores', 'trap', [{ op: 'atNight', effects: [{ op: 'if', cond: { op: 'resolverIs', kind: 'outside' }, then: [{ op: 'wound', who: 'resolver', amount: 1 }], else: [{ op: 'wound', who: 'resolver', amount: 2 }] }] }])
    const c = withCards(content(), [spores])
    const s = topOfMystery(gameOn(c, 'test-rescue', ['alpha', 'beta'], 1), ['mys-spores'])
    const onHelper = draw(c, s, { trap: 1 }, 'helper')
    expect(onHelper.characters.helper?.wounds).toBe(0)
    expect(night(c, onHelper, 1).characters.helper?.wounds).toBe(2)
    const onAlpha = draw(c, s, { trap: 1 }, 'alpha')
    sleepOutside(onAlpha, 'alpha')
    expect(night(c, onAlpha, 1).characters.alpha?.wounds).toBe(1)
  })

  it('I-MYSTERY-C16 A Sparkling Jewel: with its finder outside that Night it waits, and strikes one round later', () => {
    const hit: Effect[] = [{ op: 'wound', who: 'resolver', amount: 2 }]
    const jewel = MYS('mys-jewel', 'creature', [{ op: 'atNight', effects: [{ op: 'if', cond: { op: 'resolverIs', kind: 'outside' }, then: [{ op: 'atNight', effects: hit }], else: hit }] }])
    const c = withCards(content(), [jewel])
    const s = topOfMystery(gameOn(c, 'test-rescue', ['alpha', 'beta'], 1), ['mys-jewel'])
    const found = draw(c, s, { creature: 1 }, 'alpha')
    sleepOutside(found, 'alpha')
    const first = night(c, found, 1)
    expect(first.characters.alpha?.wounds).toBe(0)
    const back = first.characters.alpha
    if (back) back.outside = false
    expect(night(c, first, 2).characters.alpha?.wounds).toBe(2)
  })
})
