import { describe, expect, it } from 'vitest'
import { EVENT_STEPS } from '../event-phase'
import type { SagaState } from '../types'
import { content, edit, newGame, play, refusal, withEffects, withTasks } from './kit'

/** The state at the end of round `round`'s Action phase, about to run the Event phase. */
const eventPhase = (s: SagaState): SagaState => withTasks(edit(s, (d) => { d.stage = 'event' }), ...EVENT_STEPS)

describe('Saga event phase', () => {
  it('S-EVENT-02 S-EVENT-03 S-EX-33 the round marker advances and the tokens turn active where they lie', () => {
    const s = eventPhase(edit(newGame(), (d) => { d.round = 3; d.row.tokens = [0, 2, 2, 4].map((slot) => ({ slot, active: false })) }))
    expect(s.round).toBe(4)
    expect(s.row.tokens).toEqual([0, 2, 2, 4].map((slot) => ({ slot, active: true })))
  })

  it('S-EVENT-04 S-EVENT-05 S-EX-17 the Active Event\'s next-Event-phase effect applies a sheet effect, then the card is discarded', () => {
    // "thunder" says: apply Event effect 2 (strengthen the den).
    const s = eventPhase(edit(newGame(), (d) => { d.decks.left = d.decks.left.filter((x) => x !== 'thunder'); d.decks.activeEvent = { id: 'thunder', side: 'left' } }))
    expect(s.map.enemies.den).toEqual(['medium'])
    expect(s.decks.leftDiscard).toContain('thunder')
  })

  it('S-EVENT-07 S-EVENT-08 S-EVENT-09 the left deck when the sheet\'s requirement holds, else the right; the card drawn becomes active', () => {
    const right = eventPhase(newGame())
    expect(right.decks.activeEvent?.side).toBe('right')
    const left = eventPhase(edit(newGame(), (d) => { d.counters.alarm = 1 }))
    expect(left.decks.activeEvent?.side).toBe('left')
    expect(content.events[left.decks.activeEvent?.id ?? '']?.deck).toBe('storm')
  })

  it('S-EVENT-14 S-COMP-32 an empty event deck is rebuilt from its discard pile', () => {
    const s = eventPhase(edit(newGame(), (d) => { d.decks.rightDiscard = d.decks.right.splice(0) }))
    expect(s.decks.activeEvent?.side).toBe('right')
    expect(s.decks.right.length + 1).toBe(3)
  })

  it('S-EVENT-10 the First Player marker passes one seat on', () => {
    expect(eventPhase(newGame({ characters: ['warden', 'scout', 'mender'] })).firstPlayer).toBe(1)
  })

  it('S-SHEET-07 a round-track effect applies at the start of its round', () => {
    const s = eventPhase(edit(newGame(), (d) => { d.round = 2 }))
    expect(s.round).toBe(3)
    expect(s.characters.map((c) => c.goods.ore ?? 0)).toEqual([2, 1])
  })

  it('S-END-03 S-EVENT-15 S-CORE-06: when the last round\'s Action phase ends without victory, the game is lost', () => {
    let s = edit(newGame(), (d) => { d.round = 6 })
    for (let k = 0; k < 4; k++) {
      s = play(s, { type: 'place', token: k, slot: 1 })
      while (s.queue.length > 0 && s.outcome === null) s = play(s, { type: 'done' })
    }
    expect(s.outcome).toBe('lost')
    expect(s.ending).toBe(91)
    expect(s.round).toBe(6)
  })
})

describe('Saga victory, defeat and abilities', () => {
  it('S-END-01 S-CORE-03 S-END-04: victory is immediate when the sheet\'s condition holds, and its ending is read', () => {
    const s = withEffects(newGame(), 0, { op: 'counter', counter: 'seals', amount: 2 }, { op: 'gain', good: 'ore', amount: 1 })
    expect(s.outcome).toBe('won')
    expect(s.ending).toBe(90)
    expect(s.read).toContain(90)
    expect(s.characters[0]?.goods.ore).toBe(1)
    expect(refusal(s, { type: 'done' }).code).toBe('S-END-01')
  })

  it('S-CORE-07 an adventure\'s own defeat condition ends the game', () => {
    const s = withEffects(newGame(), 0, { op: 'counter', counter: 'alarm', amount: 3 })
    expect([s.outcome, s.ending]).toEqual(['lost', 93])
  })

  it('S-END-06 when an elimination and a victory come from one effect, the elimination wins', () => {
    const full = edit(newGame(), (d) => { const c = d.characters[0]; if (c) { c.grid = ['#'] ; c.wounds = [{ shape: 'p1', cells: [[0, 0]] }] } })
    const s = withEffects(full, 0, { op: 'wound', wound: { shape: 'p1' } }, { op: 'counter', counter: 'seals', amount: 2 })
    expect(s.outcome).toBe('lost')
  })

  it('S-CHAR-31 S-CHAR-35 S-EX-35 an Ability is used once a round, flips, and a paid reactivation does not allow a second use that round', () => {
    let s = play(newGame(), { type: 'ability', character: 0 })
    expect(s.characters[0]).toMatchObject({ abilityActive: false, goods: { ore: 2, material: 1 } })
    expect(refusal(s, { type: 'ability', character: 0 }).code).toBe('S-CHAR-31')
    s = play(edit(s, (d) => { const c = d.characters[0]; if (c) c.goods = { ...c.goods, magic: 1 } }), { type: 'reactivate', character: 0 })
    expect(s.characters[0]?.abilityActive).toBe(true)
    expect(refusal(s, { type: 'ability', character: 0 }).code).toBe('S-CHAR-35')
  })

  it('S-CHAR-32 S-CHAR-34 the Ability flips on use and the Event phase does not flip it back', () => {
    const s = eventPhase(play(newGame(), { type: 'ability', character: 0 }))
    expect(s.characters[0]?.abilityActive).toBe(false)
  })

  it('S-CHAR-36 S-ROUND-11 an Ability is used on its owner\'s own turn only', () => {
    expect(refusal(newGame(), { type: 'ability', character: 1 }).code).toBe('S-CHAR-36')
  })

  it('S-CHAR-33 S-GOODS-08 the reactivation cost may be paid by a character in the same Area', () => {
    const s = edit(play(newGame(), { type: 'ability', character: 0 }), (d) => { const c = d.characters[1]; if (c) c.goods = { magic: 1 } })
    const after = play(s, { type: 'reactivate', character: 0, payer: 1 })
    expect([after.characters[0]?.abilityActive, after.characters[1]?.goods]).toEqual([true, {}])
  })

  it('S-CHAR-22 S-CHAR-24 S-CHAR-25 a generic XP point raises the kind the player picks', () => {
    const s = withEffects(newGame(), 0, { op: 'xp', kind: 'any', amount: 2 })
    const after = play(play(s, { type: 'xp', kind: 'combat' }), { type: 'xp', kind: 'journey' })
    expect([after.characters[0]?.combat, after.characters[0]?.journey]).toEqual([2, 2])
  })

  it('S-CHAR-26 S-CHAR-27 a point past level 7 gives the overflow bonus instead', () => {
    const s = withEffects(edit(newGame(), (d) => { const c = d.characters[0]; if (c) c.combat = 7 }), 0, { op: 'xp', kind: 'combat', amount: 1 })
    expect([s.characters[0]?.combat, s.characters[0]?.goods.magic]).toEqual([7, 1])
  })
})
