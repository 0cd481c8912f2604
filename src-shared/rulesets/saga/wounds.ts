/**
 * Wounds on a character's wound grid (S-CHAR-03…S-CHAR-19) with the kernel's polyomino geometry:
 * which shapes a wound allows, where they may lie (inside the grid, no overlap, touching a wound
 * already there unless the grid is empty), the elimination check (S-CHAR-11) and cures.
 */
import { anyPlacement, placementAt, placements, placeOnGrid, clearFromGrid, type Cell } from '../../engine/polyomino'
import type { SagaContent } from '../../content/saga/content'
import type { Effect, WoundSpec } from '../../content/saga/effects'
import { iconAt } from '../../content/saga/grid-text'
import type { CharacterState } from './types'

export const WOUND = '#'
const touchWound = { touching: (ch: string): boolean => ch === WOUND }

/**
 * The shape ids a wound allows (S-CHAR-07 exact shape, S-CHAR-08 any shape of the size, S-CHAR-09 /
 * S-THREAT-05 the size of the receiver's Threat count). Empty when the wound places no tile
 * (S-THREAT-06: threat-sized with 0 Threat tokens, unless the option asks for at least 1).
 */
export function woundShapes(content: SagaContent, c: CharacterState, w: WoundSpec, minOne: boolean): string[] {
  if ('die' in w) return [] // rolled into an exact shape before it is placed (queue.ts)
  const size = 'shape' in w ? null : 'size' in w ? w.size : Math.min(5, minOne ? Math.max(1, c.threats) : c.threats)
  if (size === 0) return []
  return Object.values(content.shapes).filter((s) => ('shape' in w ? s.id === w.shape : s.size === size)).map((s) => s.id)
}

/** Every legal placement of the allowed shapes (S-CHAR-04…S-CHAR-06; S-POLY-03 turning and mirroring allowed, Q-17). */
export function woundPlacements(content: SagaContent, c: CharacterState, shapes: readonly string[]): { shape: string; cells: Cell[] }[] {
  return shapes.flatMap((id) => placements(c.grid, content.shapes[id]?.cells ?? [], touchWound).map((p) => ({ shape: id, cells: p.cells })))
}

/** S-CHAR-11: true when some allowed shape still fits. */
export function woundFits(content: SagaContent, c: CharacterState, shapes: readonly string[]): boolean {
  return anyPlacement(c.grid, shapes.map((id) => content.shapes[id]?.cells ?? []), touchWound)
}

/** The character with the tile placed, or null when these cells are not a legal place for it. */
export function placeWound(content: SagaContent, c: CharacterState, shape: string, cells: readonly Cell[]): CharacterState | null {
  const def = content.shapes[shape]
  if (!def) return null
  const p = placementAt(c.grid, def.cells, cells, touchWound)
  if (!p) return null
  return { ...c, grid: placeOnGrid(c.grid, p.cells, WOUND), wounds: [...c.wounds, { shape, cells: p.cells }] }
}

/** S-CHAR-14, S-CHAR-19: the character with tile `index` removed. */
export function removeWound(c: CharacterState, index: number): CharacterState {
  const tile = c.wounds[index]
  if (!tile) return c
  return { ...c, grid: clearFromGrid(c.grid, tile.cells), wounds: c.wounds.filter((_, i) => i !== index) }
}

/** S-CHAR-14: the tiles a `Cure(max)` may remove (any size when max is null). */
export const curable = (c: CharacterState, max: number | null): number[] =>
  c.wounds.flatMap((w, i) => (max === null || w.cells.length <= max ? [i] : []))

/**
 * S-CELL-12: icons printed on the character's own wound grid trigger when its wound tiles
 * cover them, as covered icons do (S-CELL-01): goods, Cure, XP, Discovery. (An Area icon there would
 * need a Source choice; the pack format leaves wound grids without them.)
 */
export function woundIconEffects(content: SagaContent, c: CharacterState, cells: readonly Cell[]): Effect[] {
  const printed = content.characters[c.id]?.woundGrid ?? []
  return cells.flatMap((cell): Effect[] => {
    const icon = iconAt({ cells: printed }, cell)
    if (icon?.icon === 'good') return [{ op: 'gain', good: icon.good, amount: 1 }]
    if (icon?.icon === 'cure') return [{ op: 'cure' }]
    if (icon?.icon === 'xp') return [{ op: 'xp', kind: icon.kind, amount: 1 }]
    if (icon?.icon === 'discovery') return [{ op: 'discovery' }]
    return []
  })
}
