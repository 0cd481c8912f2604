import type { IslandWords, Translate } from './words'

/** Whether the renderer has a string for a key (vue-i18n's `te`). */
export type Has = (key: string) => boolean

/**
 * A pending choice in player words. The engine names its prompts and options with its own words
 * ('who-goes-hungry', 'arrange-morale'), pack keys ('adventure.b08.option.1') or ids (a character,
 * a tile, a space, a camp track, an Item); each is said the way a player reads it.
 */
export function promptLabel(prompt: string, w: IslandWords, t: Translate, has: Has): string {
  const key = `rulesets.island.prompt.${prompt}`
  if (has(key)) return t(key)
  const pack = w.text(prompt)
  return pack !== prompt ? pack : t('rulesets.island.prompt.generic')
}

export function optionLabel(label: string, w: IslandWords, t: Translate, has: Has): string {
  const key = `rulesets.island.option.${label}`
  if (has(key)) return t(key)
  const pack = w.text(label)
  if (pack !== label) return pack
  // A group of castaways ('a+b', who goes hungry).
  if (label.includes('+')) return label.split('+').map((id) => w.character(id)).join(', ')
  const character = w.character(label)
  if (character !== label) return character
  if (has(`rulesets.island.track.${label}`)) return t(`rulesets.island.track.${label}`)
  const card = w.card(label)
  if (card !== label) return card
  const tile = w.tile(label)
  if (tile !== label) return tile
  // A tile still face down to the group but shown to them now (a peek): its printed number.
  const number = /^tile-(\d+)$/.exec(label)
  if (number) return t('rulesets.island.option.tileNumber', { n: Number(number[1]) })
  return w.space(label)
}
