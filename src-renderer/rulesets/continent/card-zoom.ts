import { cardTitle, kindOf, numberOf, packText, type TableCatalogue } from './catalogue'
import type { Translate } from './choice-labels'

/** Everything the card zoom shows of one face-up card, in the reader's language. */
export interface ZoomedCard {
  uid: string
  title: string
  number: string | null
  kind: string
  text: string | null
  art: string | null
  actions: { key: string; type: string; label: string; cost: number; difficulty: number; marks: string[] }[]
}

/**
 * The full face of a card for the zoom (hover or focus on any card of the table): title, number,
 * kind, text and every action square with its cost and difficulty (C-TURN-7). Null for a uid the
 * catalogue does not know: a face-down card has no public face to zoom (C-D-2).
 */
export function zoomedCard(cat: TableCatalogue, locale: string, t: Translate, uid: string): ZoomedCard | null {
  const face = cat.face(uid)
  if (!face) return null
  const all = face.craft ? [...face.actions, face.craft] : [...face.actions]
  const kind = kindOf(cat, uid)
  return {
    uid,
    title: cardTitle(cat, locale, uid),
    number: numberOf(cat, uid),
    kind: t(`rulesets.continent.table.kind.${kind}`),
    text: face.text ? packText(cat, locale, face.text) : null,
    art: face.art ? cat.artUrl(face.art) : null,
    actions: all.map((a, i) => ({
      key: `${a.type}:${i}`,
      type: t(`rulesets.continent.table.actionType.${a.type}`),
      label: a.text ? packText(cat, locale, a.text) : '',
      cost: a.cost,
      difficulty: a.difficulty,
      marks: [a.mandatory ? t('rulesets.continent.table.resolver.mandatory') : '', a.locked ? t('rulesets.continent.table.resolver.locked') : '', a.allPlayers ? t('rulesets.continent.table.resolver.allPlayers') : ''].filter((m) => m !== ''),
    })),
  }
}
