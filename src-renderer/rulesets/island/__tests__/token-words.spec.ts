import { describe, expect, it } from 'vitest'
import { TOKENS } from '../../../../src-shared/content/island/vocabulary'
import { ISLAND_MESSAGES } from '../i18n'

/**
 * Every effect token the rules may lay on a tile or a space has a name in every language: the map
 * and the board print `rulesets.island.token.<token>` (a missing one showed its raw key on a tile).
 */
describe('token words', () => {
  it.each(Object.keys(ISLAND_MESSAGES) as (keyof typeof ISLAND_MESSAGES)[])('every token has a name in %s', (locale) => {
    const names: Record<string, string> = ISLAND_MESSAGES[locale].token
    const missing = TOKENS.filter((tok) => typeof names[tok] !== 'string' || names[tok] === '')
    expect(missing).toEqual([])
  })
})

/**
 * The reroll window names each offer: abilities by their printed title, the engine's own offers by
 * these words (src-shared/rulesets/island/rules/rerolls.ts offers `companion-reroll`; its raw id
 * was shown on the button).
 */
describe('reroll offer words', () => {
  it.each(Object.keys(ISLAND_MESSAGES) as (keyof typeof ISLAND_MESSAGES)[])('the companion\'s reroll has a name in %s', (locale) => {
    const offers: Record<string, string> = ISLAND_MESSAGES[locale].reroll.offer
    expect(offers['companion-reroll'] ?? '').not.toBe('')
  })
})
