import type { MapThumbnail } from '../../../src-shared/rulesets/continent/module-types'

/** Size of the map thumbnail (px); the board is scaled to fit, keeping square cells. */
export const THUMB_W = 64
export const THUMB_H = 48

export type ThumbKind = MapThumbnail['cells'][number]['kind']
export interface ThumbCell { key: string; kind: ThumbKind; x: number; y: number; size: number; figures: boolean }

/** The thumbnail's cells in SVG units, centred (a one-card board is not stuck in a corner); empty when there is nothing to draw. */
export function thumbCells(map: MapThumbnail): ThumbCell[] {
  const cells = map.cells
  if (cells.length === 0) return []
  const xs = cells.map((c) => c.x)
  const ys = cells.map((c) => c.y)
  const minX = Math.min(...xs)
  const minY = Math.min(...ys)
  const wide = Math.max(...xs) - minX + 1
  const tall = Math.max(...ys) - minY + 1
  const size = Math.min(THUMB_W / wide, THUMB_H / tall)
  const left = (THUMB_W - size * wide) / 2
  const top = (THUMB_H - size * tall) / 2
  return cells.map((c) => ({ key: `${c.x},${c.y}`, kind: c.kind, x: left + (c.x - minX) * size, y: top + (c.y - minY) * size, size, figures: c.figures }))
}

/** How many cells of each kind, for the thumbnail's accessible label. */
export function countKinds(cells: readonly { kind: ThumbKind }[]): Record<ThumbKind, number> {
  const out: Record<ThumbKind, number> = { terrain: 0, fog: 0, event: 0 }
  for (const c of cells) out[c.kind]++
  return out
}
