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
