import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { setupAndRun } from '../module'
import { content, newGame } from './kit'

describe('Saga setup', () => {
  it('S-SETUP-09 S-SETUP-10 S-SETUP-11 the row in ascending number order, 4 active tokens beside it whatever the player count', () => {
    for (const characters of [['warden', 'scout'], ['warden', 'scout', 'mender', 'smith']]) {
      const s = newGame({ characters })
      expect(s.row.cards).toEqual([1, 3, 4, 6, 8, 12, 15, 20])
      expect(s.row.tokens).toEqual([0, 1, 2, 3].map(() => ({ slot: null, active: true })))
    }
  })

  it('S-SETUP-12 the Action cards not in the row form the unused pool', () => {
    expect(newGame().decks.unusedCards).toEqual([9])
  })

  it('S-SETUP-07 S-SETUP-08 the first Terrain card starts the path, the rest and the Discovery cards are face-down decks', () => {
    const s = newGame()
    expect(s.decks.path).toHaveLength(1)
    expect([...s.decks.path, ...s.decks.terrain].sort()).toEqual(Object.keys(content.terrain).sort())
    expect(s.decks.discovery.slice().sort()).toEqual(Object.keys(content.discoveries).sort())
  })

  it('S-SETUP-13 the Enemy cards are sorted into one deck per strength', () => {
    const s = newGame()
    expect(s.decks.enemies.weak).toEqual(['weak-1'])
    expect(s.decks.enemies.lethal).toEqual(['lethal-1'])
  })

  it('S-SETUP-19 the Market shows 5 items from the shuffled Item deck, no character item among them', () => {
    const s = newGame()
    expect(s.decks.market).toHaveLength(5)
    expect(s.decks.market.some((id) => id.endsWith('-keepsake'))).toBe(false)
    expect(s.decks.items).toHaveLength(Object.values(content.items).filter((i) => i.owner === undefined).length - 5)
  })

  it('S-SETUP-15 S-SETUP-18 S-SETUP-22 each character starts with its goods, level 1, no Threat, an empty grid and its Ability active', () => {
    const [w] = newGame().characters
    expect(w).toMatchObject({ id: 'warden', goods: { ore: 1, material: 1 }, combat: 1, journey: 1, threats: 0, wounds: [], abilityActive: true, area: 'meadow' })
    expect(w?.grid).toEqual(['....', '....', '....'])
  })

  it('S-ITEM-11 each character begins with exactly its character item', () => {
    expect(newGame().characters.map((c) => c.items)).toEqual([['warden-keepsake'], ['scout-keepsake']])
  })

  it('S-SETUP-21 the adventure puts its enemy tokens and counters out', () => {
    const s = newGame()
    expect(s.map.enemies).toEqual({ den: ['weak'] })
    expect(s.counters).toEqual({ seals: 0, alarm: 0 })
  })

  it('S-SETUP-05 S-EVENT-06 the game starts in round 1 with no Active Event card', () => {
    const s = newGame()
    expect(s.round).toBe(1)
    expect(s.decks.activeEvent).toBeNull()
  })

  it('S-SETUP-14 no character is used twice, and every character must be in the pack', () => {
    const twice = setupAndRun(content, { scenario: 'crossing', characters: ['warden', 'warden'] }, 1)
    expect(isRuleError(twice) && twice.code).toBe('S-SETUP-14')
    const stranger = setupAndRun(content, { scenario: 'crossing', characters: ['warden', 'ghost'] }, 1)
    expect(isRuleError(stranger) && stranger.code).toBe('S-SETUP-14')
  })

  it('S-SOLO-01 S-SOLO-02 a solo player plays two characters, one seat', () => {
    const s = newGame({ characters: ['warden', 'scout'], seats: 1 })
    expect(s.characters.map((c) => c.seat)).toEqual([0, 0])
    const one = setupAndRun(content, { scenario: 'crossing', characters: ['warden'], seats: 1 }, 1)
    expect(isRuleError(one) && one.code).toBe('S-SOLO-01')
  })

  it('S-SETUP-01 an adventure the pack does not have is refused', () => {
    const r = setupAndRun(content, { scenario: 'elsewhere', characters: ['warden', 'scout'] }, 1)
    expect(isRuleError(r) && r.code).toBe('S-SETUP-01')
  })
})
