import type { WoundFace } from './action-dice'

/**
 * Food and wood sources on island tiles (§8, §9.9, I-RES-16): what Production yields on the camp
 * tile, what a Gather yields elsewhere, the Shortcut's pick and halved yields. An exhausted source
 * (covered by a black marker) yields nothing and its Extra token does nothing.
 */
export type SourceState = 'none' | 'open' | 'exhausted'

export interface TileSources {
  food: SourceState
  wood: SourceState
  /**
   * Extra food / Extra wood tokens on the tile (I-TOKEN-15): true for one; a number where a
   * scenario lifts the one-token rule (several Extra food tokens on the camp tile, I-SCEN6-04).
   */
  extraFood?: boolean | number
  extraWood?: boolean | number
}

export type SourceKind = 'food' | 'wood'

export interface Yield {
  food: number
  wood: number
}

/** What one source of the tile yields: 1, plus 1 with the matching Extra token (I-ACT-56, I-TOKEN-15). */
export function sourceYield(tile: TileSources, kind: SourceKind): number {
  if (tile[kind] !== 'open') return 0
  const extra = kind === 'food' ? tile.extraFood : tile.extraWood
  return 1 + (extra === true ? 1 : typeof extra === 'number' ? Math.max(0, extra) : 0)
}

/** Production on the camp tile (I-PROD-01, I-PROD-02): each open source and its Extra token. */
export function production(camp: TileSources): Yield {
  return { food: sourceYield(camp, 'food'), wood: sourceYield(camp, 'wood') }
}

export interface GatherTarget {
  tile: TileSources
  kind: SourceKind
  /** The target is on the camp tile: its sources produce, they are not gathered (I-ACT-55). */
  campTile: boolean
  /** This source produced through the Shortcut this round (I-INV-C10). */
  shortcutSource?: boolean
}

/** Why a source cannot be gathered this round, or null (I-ACT-55, I-RES-16). */
export function gatherRefusal(target: GatherTarget): string | null {
  if (target.campTile) return 'The camp tile’s sources produce in the Production phase; they cannot be gathered.'
  const state = target.tile[target.kind]
  if (state === 'none') return `This tile has no ${target.kind} source.`
  if (state === 'exhausted') return `This ${target.kind} source is exhausted.`
  if (target.shortcutSource === true) return 'This source already gave its resource through the Shortcut this round.'
  return null
}

/**
 * A successful Gather (I-ACT-56): the source's yield plus the bonus of an assigned Basket or Sack
 * (their amounts are card data, I-ACT-57). A failed Gather gets nothing, bonus included.
 */
export function gatherYield(target: GatherTarget, success: boolean, bonus = 0): number {
  if (!success || gatherRefusal(target) !== null) return 0
  return sourceYield(target.tile, target.kind) + bonus
}

/**
 * The Shortcut's Production (I-INV-C10): the players take what one open source of its tile gives,
 * with its matching Extra token — e.g. 1 wood or 2 food. Fog on the tile cancels it (I-SCEN2-05).
 */
export function shortcutChoices(tile: TileSources, fogged = false): (Yield & { source: SourceKind })[] {
  if (fogged) return []
  const out: (Yield & { source: SourceKind })[] = []
  for (const kind of ['wood', 'food'] as const) {
    const n = sourceYield(tile, kind)
    if (n > 0) out.push({ source: kind, food: kind === 'food' ? n : 0, wood: kind === 'wood' ? n : 0 })
  }
  return out
}

/**
 * Every mix of a halved yield (Flooding River, a halved Production): half the total rounded down,
 * never more of a kind than the full yield had (I-EVENT-C08, I-SCEN6-06).
 */
export function halvedMixes(full: Yield): Yield[] {
  const half = Math.floor((full.food + full.wood) / 2)
  const out: Yield[] = []
  for (let food = Math.min(full.food, half); food >= 0; food--) {
    const wood = half - food
    if (wood <= full.wood) out.push({ food, wood })
  }
  return out
}

/**
 * The Well (I-INV-C08): in Production the brown Wound die is rolled and one face gives 2 food at
 * once; which face is data (Q-08 recommends the blank one).
 */
export const wellFood = (shows: WoundFace, winning: WoundFace = 'blank'): number => (shows === winning ? 2 : 0)
