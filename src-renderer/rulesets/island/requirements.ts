import type { IslandView } from '../../../src-shared/rulesets/island/view'
import type { Terrain } from '../../../src-shared/content/island/vocabulary'
import type { IslandWords, Translate } from './words'

/** One line of an invention's checklist: what it needs, and whether the group has it now. */
export interface Requirement { label: string; ok: boolean }

/** The terrains the island shows face up (I-INV-03, I-GOLD-22: a covered terrain does not count). */
export function exploredTerrains(v: IslandView): Set<Terrain> {
  const out = new Set<Terrain>()
  for (const p of Object.values(v.island)) {
    const tile = v.faces.tiles[p.tile]
    if (tile && p.terrainCovered !== true) out.add(tile.terrain)
  }
  return out
}

/**
 * An invention's requirements as a checklist (I-INV-02, issue #16 item 5): each terrain explored,
 * each Item built, and the resources it costs against what is Available.
 */
export function requirementsOf(v: IslandView, id: string, w: IslandWords, t: Translate): Requirement[] {
  const card = v.faces.cards[id]
  if (card?.deck !== 'invention') return []
  const terrains = exploredTerrains(v)
  const out: Requirement[] = []
  for (const terrain of card.requires.terrains ?? []) out.push({ label: t('rulesets.island.inventions.terrain', { terrain: t(`rulesets.island.terrain.${terrain}`) }), ok: terrains.has(terrain) })
  for (const item of card.requires.items ?? []) out.push({ label: t('rulesets.island.inventions.item', { item: w.card(item) }), ok: v.inventions.built.includes(item) })
  const cost = card.requires.cost ?? {}
  for (const r of ['wood', 'food', 'preserved', 'fur'] as const) {
    const n = cost[r] ?? 0
    if (n > 0) out.push({ label: t('rulesets.island.inventions.cost', { what: w.resource(r, n) }), ok: v.available[r] >= n })
  }
  return out
}
