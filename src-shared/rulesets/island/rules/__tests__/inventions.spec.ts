import { describe, expect, it } from 'vitest'
import { exploredTerrains, inventionProblems, itemUsable, type InventionContext, type VisibleTile } from '../inventions'

const tile = (terrain: VisibleTile['terrain'], over: Partial<VisibleTile> = {}): VisibleTile => ({ terrain, faceUp: true, accessible: true, ...over })
const CTX: InventionContext = { explored: ['beach', 'mountains', 'plains'], items: [], available: { wood: 0, fur: 0, food: 0 }, built: false, attemptedThisRound: false }

describe('inventions (inventions.ts)', () => {
  it('I-INV-03 I-SETUP-20 the terrain of every face-up tile counts as explored, the starting tile included', () => {
    expect(exploredTerrains([tile('beach'), tile('plains'), tile('plains')])).toEqual(['beach', 'plains'])
  })

  it('I-GOLD-19 I-GOLD-20 I-EX-43 covering the only Mountains tile leaves Mountains unexplored: Knife and Fire cannot be built', () => {
    const explored = exploredTerrains([tile('beach'), tile('mountains', { covered: true })])
    expect(explored).toEqual(['beach'])
    expect(inventionProblems('Knife', { terrains: ['mountains'] }, { ...CTX, explored })).toEqual(['Knife needs explored mountains.'])
  })

  it('I-GOLD-21 I-GOLD-22 the terrain comes back when another tile of it is explored', () => {
    expect(exploredTerrains([tile('mountains', { covered: true }), tile('mountains')])).toEqual(['mountains'])
  })

  it('I-GOLD-16 I-GOLD-17 flipped and inaccessible tiles show no terrain', () => {
    expect(exploredTerrains([tile('river', { faceUp: false }), tile('hills', { accessible: false })])).toEqual([])
  })

  it('I-INV-02 I-ACT-05 terrain, built Items and resources in Available must all be there when the pawns are placed', () => {
    const req = { terrains: ['plains' as const], items: ['pot'], wood: 2 }
    expect(inventionProblems('Fireplace', req, CTX)).toEqual(['Fireplace needs the pot built first.', 'Fireplace needs 2 wood in Available (0 free).'])
    expect(inventionProblems('Fireplace', req, { ...CTX, items: ['pot'], available: { wood: 2, fur: 0, food: 0 } })).toEqual([])
  })

  it('I-EX-07 I-ACT-06 the Bow cannot be planned in the round the Knife is being built', () => {
    // The Knife is planned this round but still an invention (it reaches the Item side only after the phase).
    expect(inventionProblems('Bow', { items: ['knife'] }, { ...CTX, items: [] })).toEqual(['Bow needs the knife built first.'])
  })

  it('I-ACT-08 I-EX-08 one built Item serves every plan of the round: it is checked, never assigned', () => {
    const ctx = { ...CTX, items: ['fire', 'knife'] }
    expect(['lantern', 'fireplace'].map((n) => inventionProblems(n, { items: ['fire'] }, ctx))).toEqual([[], []])
    expect(['spear', 'belts'].map((n) => inventionProblems(n, { items: ['knife'] }, ctx))).toEqual([[], []])
  })

  it('I-INV-05 I-ACT-14 an invention is built once and attempted once a round, unless it says it repeats', () => {
    expect(inventionProblems('Rope', {}, { ...CTX, built: true })).toEqual(['Rope is already built.'])
    expect(inventionProblems('Rope', {}, { ...CTX, attemptedThisRound: true })).toEqual(['Rope was already attempted this round.'])
    expect(inventionProblems('Cairn', {}, { ...CTX, built: true, attemptedThisRound: true, repeatable: true })).toEqual([])
  })

  it('I-INV-08 I-EX-24 a flipped Map no longer allows planning the Shortcut', () => {
    expect(inventionProblems('Shortcut', { items: ['map'] }, { ...CTX, items: [] })).toHaveLength(1)
  })

  it('I-INV-07 I-ACT-37 an Item flipped back stays usable to the end of that round only', () => {
    expect(itemUsable({ itemSide: false, flippedBackInRound: 4 }, 4)).toBe(true)
    expect(itemUsable({ itemSide: false, flippedBackInRound: 4 }, 5)).toBe(false)
    expect(itemUsable({ itemSide: true }, 5)).toBe(true)
  })
})
