import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../i18n'
import { actionOnLabel } from '../action-on'

// Italian joins a preposition to the article after it: "sulla carta", never "su la carta".
const BARE = /\b(?:di|a|da|in|su) (?:(?:il|lo|la|i|gli|le)(?=[\s'’.,;:!?)]|$)|l['’])/giu

type T = (key: string, params?: Record<string, unknown>) => string

describe('Italian sentences made of parts', () => {
  it('join the preposition where a place is put into a sentence', () => {
    const t = createAppI18n('it').global.t as T
    const fog = actionOnLabel(t, 'Ascoltare', { uid: 'fog:1,0', index: 'back' }, () => 'Torre')
    const card = actionOnLabel(t, 'Ascoltare', { uid: 'a-1', index: 0 }, () => 'Torre')
    const fromDeck = t('rulesets.continent.table.resolver.revealedCard', { title: 'Respiro', from: t('rulesets.continent.table.resolver.fromDeck') })
    const fromPile = t('rulesets.continent.table.resolver.revealedCard', { title: 'Respiro', from: t('rulesets.continent.table.resolver.fromDiscardPile') })
    const logFog = t('rulesets.continent.table.log.action', { name: 'Mara', type: 'Ascoltare', source: t('rulesets.continent.table.log.fog', { cell: '1,0' }) })
    expect(fog).toBe('Ascoltare sulla carta Esplorazione in 1,0')
    expect(card).toBe('Ascoltare su Torre')
    expect(fromDeck).toBe('Respiro (dal Mazzo Azione)')
    expect(fromPile).toBe('Respiro (dalla pila degli scarti)')
    for (const s of [fog, card, fromDeck, fromPile, logFog]) expect(s.match(BARE) ?? [], s).toEqual([])
  })

})
