import { describe, expect, it } from 'vitest'
import { cloneJson } from '../../../engine/json-clone'
import { drain, type Run } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { revealStep, slideStep } from '../event-phase'
import { firstPlayerCharacter } from '../harm'
import { moveCamp } from '../night-phase'
import { planAction } from '../planning'
import { run } from '../round'
import type { IslandState } from '../types'
import { chooseOn, planOn, resolveOn, runEffects, takeCard, withCards, withTile } from './content-with'
import { content, newGame, pawn, runOn } from './play'

/** A copy at the start of round `round`'s Event phase with `top` on top of the Event deck. */
function atEvent(s: IslandState, top: string[] = [], round = 2): Run {
  const r = runOn(s)
  for (const id of top) takeCard(r.s, id)
  r.s.decks.event = [...top, ...r.s.decks.event]
  r.s.position = { round, phase: 'event', step: 'reveal', over: false }
  r.s.pending = null
  r.s.stepStarted = false
  r.s.stepDone = false
  return r
}

const woundsOf = (s: IslandState): number[] => Object.values(s.characters).map((c) => c.wounds)

describe('the Event phase (I-EVENT)', () => {
  it('I-EVENT-01 from round 2 the First Player reveals the top Event card (round 1 reveals none)', () => {
    const s = newGame(2, 1)
    expect([s.position.phase, s.decks.event.length]).toEqual(['action', 12])
    const r = atEvent(s)
    const top = r.s.decks.event[0]
    run(r)
    expect([r.s.threat.right, r.s.threat.left, r.s.decks.event.length]).toEqual([top, 'wreck-crates', 11])
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'eventRevealed', card: top }))
  })

  it('I-EVENT-02 the Event deck starts with Event cards only; an Adventure card shuffled in shows its event half when revealed, then the next card', () => {
    const s = newGame(2, 1)
    expect(s.decks.event.every((id) => content().cards[id]?.deck === 'event')).toBe(true)
    const into = runOn(s)
    takeCard(into.s, 'adv-build-0')
    into.s.removed = [...into.s.removed, 'adv-build-0']
    const shuffledIn = runEffects(content(), into.s, [{ op: 'intoEventDeck' }], { source: 'adv-build-0' }).s
    expect(shuffledIn.decks.event).toContain('adv-build-0')
    const r = atEvent(shuffledIn, ['adv-build-0'])
    expect(revealStep(r)).toBe('more')
    drain(r)
    expect([r.s.characters.alpha?.wounds, r.s.characters.beta?.wounds, r.s.removed.includes('adv-build-0')]).toEqual([1, 1, true])
    expect(revealStep(r)).toBe('done')
    expect(content().cards[r.s.revealed ?? '']?.deck).toBe('event')
  })

  it('I-EVENT-06 an adventure icon puts the Adventure token of its colour on its deck: brown Build, grey Gather, green Explore', () => {
    const tokens = (card: string): string[] => {
      const r = atEvent(newGame(2, 1), [card])
      revealStep(r)
      return Object.entries(r.s.spaceTokens).filter(([, t]) => t.includes('adventure')).map(([k]) => k)
    }
    expect([tokens('ev-03'), tokens('ev-01'), tokens('ev-05')]).toEqual([['adventure:build'], ['adventure:gather'], ['adventure:explore']])
  })

  it('I-EVENT-07 an event loss applies at once; what cannot be paid wounds every castaway per missing unit', () => {
    const s = newGame(2, 1)
    s.available.wood = 0
    const r = atEvent(s, ['ev-09'])
    revealStep(r)
    drain(r)
    expect([r.s.characters.alpha?.wounds, r.s.characters.beta?.wounds]).toEqual([2, 2])
  })

  it('I-EVENT-07 Morale already at the minimum stays there and wounds nobody', () => {
    const s = newGame(2, 1)
    s.morale = -3
    const r = atEvent(s, ['ev-02'])
    revealStep(r)
    drain(r)
    expect([r.s.morale, woundsOf(r.s)]).toEqual([-3, [0, 0, 0]])
  })

  it('I-EVENT-09 what the Event phase gives goes to Available, usable at once', () => {
    const s = newGame(2, 1)
    const r = runEffects(content(), s, [{ op: 'gain', resource: 'food', amount: 2 }, { op: 'lose', resource: 'food', amount: 2 }], { phase: 'event' })
    expect([r.s.future.food, r.s.available.food, woundsOf(r.s)]).toEqual([0, s.available.food, [0, 0, 0]])
  })

  it('I-EVENT-11 the companion is spared by event and threat effects', () => {
    const s = newGame(2, 1)
    const ev = atEvent(s, ['adv-build-0'])
    revealStep(ev)
    drain(ev)
    expect([ev.s.characters.alpha?.wounds, ev.s.characters.helper?.wounds]).toEqual([1, 0])
    // ev-01's threat effect wounds each character: the companion is not one of them here.
    const threat = atEvent(s, ['ev-02'])
    for (const id of ['ev-01', 'ev-00']) takeCard(threat.s, id)
    threat.s.threat = { left: 'ev-01', right: 'ev-00' }
    revealStep(threat)
    drain(threat)
    slideStep(threat)
    drain(threat)
    expect([threat.s.characters.alpha?.wounds, threat.s.characters.helper?.wounds]).toEqual([1, 0])
  })

  it('I-EVENT-12 a card pushed off applies its threat effect and leaves the game for good', () => {
    const s = newGame(3, 1)
    s.available.wood = 3
    const r = atEvent(s, ['ev-00'])
    takeCard(r.s, 'ev-06')
    takeCard(r.s, 'ev-04')
    r.s.threat = { left: 'ev-06', right: 'ev-04' }
    revealStep(r)
    drain(r)
    slideStep(r)
    drain(r)
    expect([r.s.available.wood, r.s.threat, r.s.removed.includes('ev-06'), r.s.decks.event.includes('ev-06')]).toEqual([1, { left: 'ev-04', right: 'ev-00' }, true, false])
  })

  it('I-EVENT-13 with the Event deck empty the Event phase does nothing', () => {
    const s = newGame(2, 1)
    const r = atEvent(s)
    r.s.removed = [...r.s.removed, ...r.s.decks.event]
    r.s.decks.event = []
    const before = cloneJson(r.s)
    expect(revealStep(r)).toBe('done')
    slideStep(r)
    drain(r)
    expect([r.s.threat, r.s.revealed, r.s.morale, woundsOf(r.s)]).toEqual([before.threat, null, before.morale, woundsOf(before)])
  })
})

const EV = (id: string, event: unknown[], threatEffect: unknown[], threat: Record<string, unknown> = {}): unknown => ({
  deck: 'event', id, title: `card.${id}`, icon: 'book', event, threatEffect,
  threat: { title: `card.${id}.threat`, pawns: 1, reward: [], ...threat },
})

describe('Event card clarifications (I-EVENT §6.1)', () => {
  it('I-EVENT-C02 searching for a beast without a fight: no strength wounds, but the Weapon loss and the food and fur apply', () => {
    const s = newGame(2, 1)
    takeCard(s, 'beast-4')
    s.decks.beast = ['beast-4', ...s.decks.beast]
    s.tracks.weapons = 0
    const r = runEffects(content(), s, [{ op: 'fightBeast', noCombat: true }], { phase: 'event' })
    // beast-4: strength 5, Weapon loss 1, food 2. With Weapons 0 the lost level is 1 wound (UD), no strength wounds.
    expect([r.s.characters.alpha?.wounds, r.s.available.food - s.available.food, r.s.removed.includes('beast-4')]).toEqual([1, 2, true])
    const fought = runEffects(content(), s, [{ op: 'fightBeast' }], { phase: 'event' })
    expect(fought.s.characters.alpha?.wounds).toBe(6)
  })

  it('I-EVENT-C04 every card in the threat spaces applies its threat effect, left first, and leaves; then this card enters the right space', () => {
    const c = withCards(content(), [EV('ev-fate', [{ op: 'threatsNow' }], [])])
    const s = newGame(2, 1)
    s.available.wood = 1
    const r: Run = { content: c, s: cloneJson(s), events: [] }
    for (const id of ['ev-06', 'ev-04']) takeCard(r.s, id)
    r.s.threat = { left: 'ev-06', right: 'ev-04' }
    r.s.decks.event = ['ev-fate', ...r.s.decks.event]
    r.s.position = { round: 2, phase: 'event', step: 'reveal', over: false }
    r.s.pending = null
    revealStep(r)
    drain(r)
    slideStep(r)
    drain(r)
    // ev-06 (left) discards 2 wood of 1: 1 wound each; ev-04 (right) then lowers the Roof at 0: 1 more wound each.
    const shown = r.events.filter((e) => e.type === 'threatNow').map((e) => e.card)
    expect([shown, r.s.threat, r.s.characters.alpha?.wounds]).toEqual([['ev-06', 'ev-04'], { left: null, right: 'ev-fate' }, 2])
    expect(r.s.removed).toEqual(expect.arrayContaining(['ev-06', 'ev-04']))
  })

  it('I-EVENT-C05 the Invention gained goes face up on the board at once, even during the Action phase', () => {
    const s = newGame(2, 1)
    const top = s.decks.invention[0]
    const r = runEffects(content(), s, [{ op: 'invention', draw: 1, keep: 1 }], { phase: 'action', resolver: 'alpha' })
    expect([r.s.inventions.board.includes(top ?? ''), r.s.inventions.future]).toEqual([true, []])
  })

  it('I-EVENT-C09 Treasure Expedition: Starting Equipment from the unused pool goes to Future and is usable from the end of the Action phase', () => {
    const s = newGame(2, 1)
    const pool = [...s.decks.equipment]
    const r = runEffects(content(), s, [{ op: 'equipment' }], { phase: 'action', resolver: 'alpha' })
    const [card] = r.s.equipmentFuture
    expect([pool.includes(card ?? ''), r.s.equipment.length]).toEqual([true, 2])
    endOfAction(r)
    expect(r.s.equipment.map((e) => e.id)).toContain(card)
  })

  it('I-EVENT-C10 The Island Strikes Back: the book effect twice for the event, a third time for the threat effect', () => {
    const c = withCards(content(), [EV('ev-strikes', [{ op: 'book', times: 2 }], [{ op: 'book', times: 1 }])], { book: [{ op: 'morale', amount: -1 }] })
    const s = newGame(2, 1)
    const event = runEffects(c, s, [{ op: 'book', times: 2 }], { phase: 'event', source: 'ev-strikes' })
    expect(event.s.morale).toBe(-2)
    const r: Run = { content: c, s: cloneJson(event.s), events: [] }
    takeCard(r.s, 'ev-00')
    takeCard(r.s, 'ev-01')
    r.s.threat = { left: 'ev-strikes', right: 'ev-01' }
    r.s.revealed = 'ev-00'
    slideStep(r)
    drain(r)
    expect(r.s.morale).toBe(-3)
  })

  it('I-EVENT-C12 whoever receives the First Player token is First Player at once', () => {
    const s = newGame(3, 1)
    expect(firstPlayerCharacter(s)).toBe('alpha')
    const r = runEffects(content(), s, [{ op: 'firstPlayer' }, { op: 'wound', who: 'firstPlayer', amount: 1 }], { phase: 'event' })
    expect([firstPlayerCharacter(r.s), r.s.characters.alpha?.wounds, r.s.characters.beta?.wounds]).toEqual(['beta', 0, 1])
  })

  it('I-EVENT-C13 Howling in the Woods: of 3 Beast cards shown the chosen one tops the Hunting deck (creating it), the others go back', () => {
    const s = newGame(2, 1)
    const shown = s.decks.beast.slice(0, 3)
    const r = runEffects(content(), s, [{ op: 'chooseBeast', reveal: 3 }], { phase: 'action', resolver: 'alpha' })
    expect(r.s.pending).toMatchObject({ kind: 'choice', prompt: 'choose-beast' })
    chooseOn(r, 2)
    expect([r.s.decks.hunting, r.s.decks.beast.length]).toEqual([[shown[2]], s.decks.beast.length - 1])
    expect(r.s.decks.beast).toEqual(expect.arrayContaining([shown[0], shown[1]]))
  })

  it('I-EVENT-C15 Q-12 the "Discussion" the companion rules name is the quarrel: this round the companion may not support a castaway', () => {
    const s = newGame(2, 1)
    const quarrel = runEffects(content(), s, [{ op: 'quarrel' }], { phase: 'event' }).s
    quarrel.pending = { kind: 'plan' }
    const mixed = planAction(content(), quarrel, { kind: 'explore', space: 's00' }, [pawn('alpha'), pawn('helper')])
    expect('code' in mixed ? mixed.code : 'planned').toBe('I-ACT-31')
    const calm = planAction(content(), s, { kind: 'explore', space: 's00' }, [pawn('alpha'), pawn('helper')])
    expect('code' in calm ? calm.code : 'planned').toBe('planned')
  })

  it('I-EVENT-C16 I-EX-14 Agreement: the threat action discards the card, Morale +1 and 1 Determination to its resolver', () => {
    const c = withCards(content(), [EV('ev-quarrel', [{ op: 'quarrel' }], [], { pawns: 2, twoSides: true, reward: [{ op: 'morale', amount: 1 }, { op: 'determination', who: 'resolver', amount: 1 }] })])
    const s = newGame(2, 1)
    s.threat = { left: null, right: 'ev-quarrel' }
    s.removed = [...s.removed, 'wreck-crates']
    const planned = planOn(c, s, { kind: 'threat', slot: 'right' }, [pawn('alpha'), pawn('helper')])
    const r = resolveOn(c, planned)
    expect([r.s.threat.right, r.s.removed.includes('ev-quarrel'), r.s.morale, r.s.characters.alpha?.determination]).toEqual([null, true, 1, 1])
  })

  it('I-EVENT-C11 Dangerous Night: the beast beside the Event deck goes to the Hunting deck if the threat action is resolved this round', () => {
    const c = withCards(content(), [EV('ev-night', [{ op: 'besideEvent', do: 'place' }], [], { reward: [{ op: 'besideEvent', do: 'hunt' }] })])
    const s = newGame(2, 1)
    s.position = { ...s.position, round: 2 }
    const top = s.decks.beast[0]
    const placed = runEffects(c, s, [{ op: 'besideEvent', do: 'place' }], { phase: 'event', source: 'ev-night' }).s
    expect([placed.decks.besideEvent, placed.decks.beast.length]).toEqual([[top], s.decks.beast.length - 1])
    placed.threat = { left: null, right: 'ev-night' }
    placed.removed = [...placed.removed, 'wreck-crates']
    const r = resolveOn(c, planOn(c, placed, { kind: 'threat', slot: 'right' }, [pawn('alpha')]))
    expect([r.s.decks.besideEvent, r.s.decks.hunting]).toEqual([[], [top]])
  })

  it('I-EVENT-C11 otherwise the First Player fights it at the start of the next Event phase, before any card is revealed', () => {
    const s = newGame(2, 1)
    s.position = { ...s.position, round: 2 }
    takeCard(s, 'beast-4')
    s.decks.beast = ['beast-4', ...s.decks.beast]
    const placed = runEffects(content(), s, [{ op: 'besideEvent', do: 'place' }], { phase: 'event' }).s
    const r = atEvent(placed, [], 3)
    const top = r.s.decks.event[0]
    expect(revealStep(r)).toBe('more')
    drain(r)
    // beast-4: strength 5 and a Weapon loss of 1 against Weapons 0: 6 wounds for the First Player; no card revealed yet.
    expect([r.s.characters.alpha?.wounds, r.s.characters.beta?.wounds, r.s.decks.event[0], r.s.decks.besideEvent]).toEqual([6, 0, top, []])
    expect(revealStep(r)).toBe('done')
    expect(r.s.revealed).toBe(top)
  })

  it('I-EVENT-C01 Downpour: the threat action gives back 1 level of what the forced camp move cost (only the Roof if only the Roof was lost)', () => {
    const s = withTile(newGame(2, 1), 's11', 'tile-5')
    s.shelter = { built: true, round: 1 }
    s.tracks.roof = 3
    s.tracks.palisade = 2
    const forced = runEffects(content(), s, [{ op: 'moveCamp' }], { phase: 'event' }).s
    expect(forced.pending).toMatchObject({ kind: 'camp', forced: true })
    moveCamp(content(), forced, 's11')
    expect([forced.tracks.roof, forced.tracks.palisade]).toEqual([2, 1])
    const back = runEffects(content(), forced, [{ op: 'restoreCamp' }, { op: 'restoreCamp' }], { phase: 'action', resolver: 'alpha' }).s
    expect([back.tracks.roof, back.tracks.palisade]).toEqual([3, 2])
    const roofOnly = cloneJson(s)
    roofOnly.tracks.palisade = 0
    moveCamp(content(), roofOnly, 's11')
    const given = runEffects(content(), roofOnly, [{ op: 'restoreCamp' }], { phase: 'action', resolver: 'alpha' }).s
    expect([given.tracks.roof, given.tracks.palisade]).toEqual([3, 0])
  })
})
