import { describe, expect, it } from 'vitest'

/*
 * Italian joins a preposition to the article after it ("su la" is "sulla", "da il" is "dal"). A
 * bare pair in a message is a mistake a reader sees at once, whether written in a file or made by
 * putting a phrase with an article into a sentence after a preposition.
 */
const BARE = /\b(?:di|a|da|in|su) (?:(?:il|lo|la|i|gli|le)(?=[\s'’.,;:!?)]|$)|l['’])/giu

// Every Italian message file: the app's, each ruleset's, and every pack's (shipped and fixtures).
const files = import.meta.glob(
  ['../it.json', '../../rulesets/*/i18n/*it.json', '../../../resources/packs/*/i18n/it.json', '../../../fixtures/packs/*/i18n/it.json'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>

describe('Italian messages', () => {
  it('are all found (the app, each ruleset, each pack)', () => {
    const names = Object.keys(files)
    expect(names).toContain('../it.json')
    expect(names.some((n) => n.includes('rulesets/continent/i18n/table.it.json'))).toBe(true)
    expect(names.some((n) => n.includes('resources/packs/first-light/i18n/it.json'))).toBe(true)
  })

  it('have no preposition before an article that should be joined to it', () => {
    for (const [file, text] of Object.entries(files)) {
      expect(text.match(BARE) ?? [], file).toEqual([])
    }
  })

  it('the check itself catches the pairs it is for', () => {
    expect('Ascolta su la carta, da il Mazzo, di il bosco, in il fiume, a i piedi, su l\'altura'.match(BARE)).toHaveLength(6)
    expect('con la torcia, per il sentiero, sulla carta, dal Mazzo, Dai il fuoco'.match(BARE)).toBeNull()
  })
})
