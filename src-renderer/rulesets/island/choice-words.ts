import type { IslandWords, Translate } from './words'

/** Whether the renderer has a string for a key (vue-i18n's `te`). */
export type Has = (key: string) => boolean

/**
 * A pending choice in player words. The engine names its prompts and options with its own words
 * ('who-goes-hungry', 'arrange-morale'), pack keys ('adventure.b08.option.1') or ids (a character,
 * a tile, a space, a camp track, an Item); each is said the way a player reads it. Every prompt
 * the engine can open has words and a one-line help (`promptHelp`): choice-words.spec.ts reads the
 * engine's sources and fails on one without.
 */
export function promptLabel(prompt: string, w: IslandWords, t: Translate, has: Has): string {
  const key = `rulesets.island.prompt.${prompt}`
  if (has(key)) return t(key)
  const pack = w.text(prompt)
  return pack !== prompt ? pack : t('rulesets.island.prompt.generic')
}

/** What the choice is about and what follows from it, in one line ('' for a pack's own prompt). */
export function promptHelp(prompt: string, t: Translate, has: Has): string {
  const key = `rulesets.island.promptHelp.${prompt}`
  return has(key) ? t(key) : ''
}

/** Options whose label carries ids joined by the engine (`<character>:<ability>`, `<space>:<marker>`, `<build>:<pay>`). */
function joinedLabel(label: string, w: IslandWords, t: Translate, has: Has, prompt: string): string | null {
  const [a = '', b = ''] = label.split(':')
  if (prompt === 'demand-reaction') return t('rulesets.island.option.react', { who: w.character(a), ability: w.ability(a, b) })
  if (prompt === 'clear-marker') {
    return b === 'terrain' ? t('rulesets.island.option.markerTerrain', { where: w.space(a) }) : t('rulesets.island.option.markerSource', { what: has(`rulesets.island.resourceName.${b}`) ? t(`rulesets.island.resourceName.${b}`).toLowerCase() : b, where: w.space(a) })
  }
  if (prompt === 'extra-build' && has(`rulesets.island.target.build.${a}`) && (b === 'wood' || b === 'fur')) return w.target({ kind: 'build', build: a as 'roof', pay: b })
  return null
}

/** One id in player words: a castaway, a camp track, a card, a tile, else a space. */
function idLabel(id: string, w: IslandWords, t: Translate, has: Has): string {
  const character = w.character(id)
  if (character !== id) return character
  if (has(`rulesets.island.track.${id}`)) return t(`rulesets.island.track.${id}`)
  const card = w.card(id)
  if (card !== id) return card
  const tile = w.tile(id)
  if (tile !== id) return tile
  // A tile still face down to the group but shown to them now (a peek): its printed number.
  const number = /^tile-(\d+)$/.exec(id)
  if (number) return t('rulesets.island.option.tileNumber', { n: Number(number[1]) })
  return w.space(id)
}

export function optionLabel(label: string, w: IslandWords, t: Translate, has: Has, prompt = ''): string {
  const key = `rulesets.island.option.${label}`
  if (has(key)) return t(key)
  const pack = w.text(label)
  if (pack !== label) return pack
  if (label.includes(':')) {
    const joined = joinedLabel(label, w, t, has, prompt)
    if (joined !== null) return joined
  }
  // A group (who goes hungry: castaways; which items get a marker: items), joined with '+'.
  if (label.includes('+')) return label.split('+').map((id) => idLabel(id, w, t, has)).join(', ')
  return idLabel(label, w, t, has)
}
