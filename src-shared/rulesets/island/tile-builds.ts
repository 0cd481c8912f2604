/**
 * Scenario inventions built on island tiles and inventions built again and again (I-INV-05,
 * I-SCEN2-02, I-SCEN2-11, I-SCEN2-12, I-SCEN7-09), and the fog marker's extra pawn (I-SCEN2-04).
 * A repeatable invention never leaves the board: each success waits until the end of the Action
 * phase (like any invention, I-INV-04), then runs its `onBuild` and, for a tile invention, stands
 * on its tile until the tile is flipped (I-SCEN2-06).
 */
import { ruleError, type RuleError } from '../../engine/rule-error'
import type { InventionCard } from '../../content/island/cards'
import type { ExtraPawns } from './rules/pawns'
import { pawnCount } from './rules/pawns'
import { runLater, type Run } from './queue'
import type { EffectCtx, IslandState, PlacedTile, PlannedAction } from './types'

/** I-SCEN2-04: a fog marker on the target tile asks 1 more pawn. */
export const fogPawns = (placed: PlacedTile | undefined): ExtraPawns[] => (placed?.tokens.includes('fog') === true ? [{ reason: 'fog', pawns: 1 }] : [])

/** What planning needs of a tile invention on `space`, or why it may not go there. */
export function tileInventionCount(s: IslandState, card: InventionCard, space: string | undefined, timeConsumingSpace: boolean, distances: Readonly<Record<string, number>>): ReturnType<typeof pawnCount> | RuleError {
  const where = card.onTile
  if (where === undefined) return ruleError('I-SCEN2-02', 'This invention is built in the camp.')
  const placed = space === undefined ? undefined : s.island[space]
  // I-SCEN2-02: on an explored, accessible tile (a flipped one is no longer on the island).
  if (space === undefined || !placed) return ruleError('I-SCEN2-02', 'Name an explored, accessible tile to build it on.')
  if (where.where === 'numberToken' && s.numberTokens[space] === undefined) return ruleError('I-SCEN7-09', 'It is built only on a tile holding a Number token.')
  // The planning facts' distances from the camp over the explored tiles (I-ACT-27).
  const d = distances[space] ?? null
  if (d === null) return ruleError('I-ACT-27', 'No path of explored tiles leads there.')
  if (where.maxDistance !== undefined && d > where.maxDistance) return ruleError('I-SCEN7-09', `It is built at most ${where.maxDistance} tiles from the camp.`)
  return pawnCount({ action: 'build', inCamp: false, distance: d, timeConsumingSpace, timeConsumingTarget: placed.tokens.includes('time'), scenario: fogPawns(placed) })
}

/** A successful Build of a repeatable invention: the card stays on the board, the build waits. */
export function repeatBuilt(s: IslandState, a: PlannedAction): void {
  if (a.target.kind !== 'invent') return
  ;(s.repeatBuilds ??= []).push({ item: a.target.invention, space: a.target.space ?? null })
}

/** End of the Action phase: each waiting build runs its `onBuild`; a tile build stands on its tile. */
export function completeRepeatBuilds(r: Run, ctx: EffectCtx): void {
  const { content, s, events } = r
  for (const b of s.repeatBuilds ?? []) {
    const card = content.cards[b.item]
    if (card?.deck !== 'invention') continue
    if (b.space !== null && s.island[b.space] !== undefined) (s.tileItems ??= {})[b.space] = [...(s.tileItems?.[b.space] ?? []), b.item]
    events.push({ type: 'built', invention: b.item, ...(b.space === null ? {} : { space: b.space }) })
    runLater(s, card.onBuild, { ...ctx, source: b.item, here: b.space })
  }
  s.repeatBuilds = []
}

/** I-SCEN2-01: the different accessible tiles holding a build of this invention. */
export const tilesHolding = (s: IslandState, item: string): number =>
  Object.entries(s.tileItems ?? {}).filter(([space, items]) => s.island[space] !== undefined && items.includes(item)).length
