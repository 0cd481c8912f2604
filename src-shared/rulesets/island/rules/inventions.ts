/**
 * Building inventions (§15.1): a terrain must be explored, required Items must already be on their
 * Item side, and the resources must be in Available when the pawns are placed (I-INV-02, I-ACT-05).
 * Explored terrain is recomputed from the visible, uncovered tiles whenever tiles or markers
 * change (I-GOLD-19…22, I-INV-03).
 */
export type Terrain = 'beach' | 'hills' | 'mountains' | 'river' | 'plains'

export interface VisibleTile {
  terrain: Terrain
  /** Face down (flipped) or inaccessible tiles show no terrain (I-GOLD-16, I-GOLD-17). */
  faceUp: boolean
  accessible: boolean
  /** A marker covering the terrain icon makes it unexplored (fog, I-GOLD-19, I-SCEN6-07). */
  covered?: boolean
}

/** The terrains explored now: those of face-up, accessible, uncovered tiles (the starting tile included, I-SETUP-20). */
export function exploredTerrains(tiles: readonly VisibleTile[]): Terrain[] {
  const seen = new Set<Terrain>()
  for (const t of tiles) if (t.faceUp && t.accessible && t.covered !== true) seen.add(t.terrain)
  return (['beach', 'hills', 'mountains', 'river', 'plains'] as const).filter((t) => seen.has(t))
}

export interface InventionRequirements {
  terrains?: readonly Terrain[]
  items?: readonly string[]
  wood?: number
  fur?: number
  food?: number
}

export interface InventionContext {
  explored: readonly Terrain[]
  /** Items on their Item side now (Items still in Future Resources are not, I-ACT-06). */
  items: readonly string[]
  /** Resources in Available and not assigned to other actions (I-ACT-07). */
  available: { wood: number; fur: number; food: number }
  /** Already built (an Item) and not buildable again (I-INV-05). */
  built: boolean
  /** Already attempted this round (I-ACT-14). */
  attemptedThisRound: boolean
  /** Built more than once, like some scenario inventions (I-INV-05). */
  repeatable?: boolean
}

/** Every reason the invention cannot be planned now, in player words; empty when it can (I-ACT-09). */
export function inventionProblems(name: string, req: InventionRequirements, ctx: InventionContext): string[] {
  const out: string[] = []
  if (ctx.built && ctx.repeatable !== true) out.push(`${name} is already built.`)
  if (ctx.attemptedThisRound && ctx.repeatable !== true) out.push(`${name} was already attempted this round.`)
  for (const t of req.terrains ?? []) if (!ctx.explored.includes(t)) out.push(`${name} needs explored ${t}.`)
  for (const i of req.items ?? []) if (!ctx.items.includes(i)) out.push(`${name} needs the ${i} built first.`)
  for (const r of ['wood', 'fur', 'food'] as const) {
    const need = req[r] ?? 0
    if (need > ctx.available[r]) out.push(`${name} needs ${need} ${r} in Available (${ctx.available[r]} free).`)
  }
  return out
}

/**
 * Whether an Item can be used in `round`: on its Item side, or flipped back during this round — it
 * stays usable until the round ends (I-INV-07, I-ACT-37).
 */
export function itemUsable(item: { itemSide: boolean; flippedBackInRound?: number }, round: number): boolean {
  return item.itemSide || item.flippedBackInRound === round
}

/** Determination the owner gains each time their personal invention is built (I-CHAR-16, I-CHAR-17). */
export const PERSONAL_INVENTION_DETERMINATION = 2
