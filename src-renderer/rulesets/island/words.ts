import type { ComputedRef } from 'vue'
import type { GameReplyOf } from '../../api'
import type { PlanTarget } from '../../../src-shared/rulesets/island/types'

type Reply = GameReplyOf<'island'>
/** vue-i18n's `t` with named values and an optional plural count. */
export type Translate = (key: string, named?: Record<string, unknown>, plural?: number) => string

/**
 * The table's words: pack strings by key in the current locale (English, then the key, as a
 * fallback), and the names of what the view holds by id (characters, cards, tiles, spaces, targets).
 */
export interface IslandWords {
  text(key: string | null | undefined): string
  character(id: string | null | undefined): string
  card(id: string | null | undefined): string
  tile(id: string | null | undefined): string
  /** A board space: the tile lying there, or its place on the island. */
  space(id: string): string
  target(t: PlanTarget): string
  /** The castaway played from a seat, with the player's name. */
  seat(n: number): string
  /** A castaway's ability by its id, as printed on the character sheet. */
  ability(character: string, id: string): string
  resource(r: string, count: number): string
}

export function islandWords(reply: ComputedRef<Reply | null>, locale: ComputedRef<string>, t: Translate): IslandWords {
  const text = (key: string | null | undefined): string => {
    if (!key) return ''
    const strings = reply.value?.strings ?? {}
    return strings[locale.value]?.[key] ?? strings.en?.[key] ?? key
  }
  const faces = () => reply.value?.view.faces
  const character = (id: string | null | undefined): string => {
    if (!id) return ''
    const seat = reply.value?.seats.find((s) => s.character === id)
    const title = text(faces()?.characters[id]?.title ?? id)
    return seat && seat.name ? t('rulesets.island.who', { player: seat.name, character: title }) : title
  }
  const card = (id: string | null | undefined): string => (id ? text(faces()?.cards[id]?.title ?? id) : '')
  const tile = (id: string | null | undefined): string => (id ? text(faces()?.tiles[id]?.title ?? id) : '')
  const space = (id: string): string => {
    const placed = reply.value?.view.island[id]
    return placed ? tile(placed.tile) : t('rulesets.island.space.unexplored', { id: id.toUpperCase() })
  }
  const resource = (r: string, count: number): string => t(`rulesets.island.resource.${r}`, { n: count }, count)
  const target = (x: PlanTarget): string => {
    const v = reply.value?.view
    switch (x.kind) {
      // Once faced, the card has left its slot while the round resolves: the slot names the action then.
      case 'threat': { const id = v?.threat[x.slot] ?? null; return id ? t('rulesets.island.target.threat', { card: card(id) }) : t(`rulesets.island.target.threatSlot.${x.slot}`) }
      case 'hunt': return t('rulesets.island.target.hunt')
      case 'build': return t(`rulesets.island.target.build.${x.build}`, { pay: t(`rulesets.island.pay.${x.pay}`) })
      case 'invent': return t('rulesets.island.target.invent', { card: card(x.invention) })
      case 'gather': return t('rulesets.island.target.gather', { what: resource(x.source, 2), where: space(x.space) })
      case 'explore': return v?.island[x.space] ? t('rulesets.island.target.explore', { where: space(x.space) }) : t('rulesets.island.target.exploreSpace', { id: x.space.toUpperCase() })
      case 'site': return t('rulesets.island.target.site', { where: space(x.space) })
      case 'attack': return t('rulesets.island.target.attack', { where: space(x.space) })
      case 'arrange': return t('rulesets.island.target.arrange')
      case 'rest': return t('rulesets.island.target.rest')
    }
  }
  const ability = (who: string, id: string): string => {
    const a = faces()?.characters[who]?.abilities.find((x) => x.id === id)
    return a ? text(a.title) : id
  }
  const seat = (n: number): string => character(reply.value?.seats.find((x) => x.seat === n)?.character ?? null)
  return { text, character, card, tile, space, target, resource, ability, seat }
}
