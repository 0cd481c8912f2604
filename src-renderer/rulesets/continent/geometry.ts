/**
 * Pure geometry of the table map: board cells ("x,y", y grows southward, C-EXPLORE-19), world
 * coordinates (one card = one cell, never rotated, C-EXPLORE-1) and the screen through the
 * pan/zoom transform. No DOM here, so every function is unit-tested.
 */

/** World size of one card and the gap between cards (portrait cards, north up). */
export const CARD_W = 120
export const CARD_H = 168
export const GAP = 12
export const PITCH_X = CARD_W + GAP
export const PITCH_Y = CARD_H + GAP

export const MIN_SCALE = 0.2
export const MAX_SCALE = 3

export interface Point { x: number; y: number }
export interface Cell { x: number; y: number }
/** screen = world * scale + (x, y). */
export interface Transform { x: number; y: number; scale: number }
export interface Size { width: number; height: number }

export type Direction = 'up' | 'down' | 'left' | 'right'

/** Parses a board cell key; throws on anything else so a bad view is caught early. */
export function parseCell(key: string): Cell {
  const m = /^(-?\d+),(-?\d+)$/.exec(key)
  if (!m) throw new Error(`bad board cell "${key}" (expected "x,y")`)
  return { x: Number(m[1]), y: Number(m[2]) }
}

export const cellKey = (c: Cell): string => `${c.x},${c.y}`

/** Top-left corner of a cell in world coordinates. */
export function cellOrigin(c: Cell): Point {
  return { x: c.x * PITCH_X, y: c.y * PITCH_Y }
}

/** Centre of a cell in world coordinates. */
export function cellCentre(c: Cell): Point {
  const o = cellOrigin(c)
  return { x: o.x + CARD_W / 2, y: o.y + CARD_H / 2 }
}

/** The cell whose pitch box (card plus half the gap around it) contains a world point. */
export function worldToCell(p: Point): Cell {
  return { x: Math.floor((p.x + GAP / 2) / PITCH_X), y: Math.floor((p.y + GAP / 2) / PITCH_Y) }
}

export function screenToWorld(t: Transform, p: Point): Point {
  return { x: (p.x - t.x) / t.scale, y: (p.y - t.y) / t.scale }
}

export function worldToScreen(t: Transform, p: Point): Point {
  return { x: p.x * t.scale + t.x, y: p.y * t.scale + t.y }
}

export function screenToCell(t: Transform, p: Point): Cell {
  return worldToCell(screenToWorld(t, p))
}

export const clampScale = (s: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s))

/** Zooms by `factor` keeping the world point under `anchor` (screen) where it is. */
export function zoomAt(t: Transform, anchor: Point, factor: number): Transform {
  const scale = clampScale(t.scale * factor)
  const w = screenToWorld(t, anchor)
  return { scale, x: anchor.x - w.x * scale, y: anchor.y - w.y * scale }
}

export function panBy(t: Transform, dx: number, dy: number): Transform {
  return { ...t, x: t.x + dx, y: t.y + dy }
}

/** Bounding box of cells in world coordinates (null for no cells). */
export function cellsBounds(cells: readonly Cell[]): { x: number; y: number; width: number; height: number } | null {
  if (cells.length === 0) return null
  const xs = cells.map((c) => c.x)
  const ys = cells.map((c) => c.y)
  const minX = Math.min(...xs)
  const minY = Math.min(...ys)
  const maxX = Math.max(...xs)
  const maxY = Math.max(...ys)
  return { x: minX * PITCH_X, y: minY * PITCH_Y, width: (maxX - minX) * PITCH_X + CARD_W, height: (maxY - minY) * PITCH_Y + CARD_H }
}

/** The transform that shows every cell centred in the viewport with a margin (screen px). */
export function fitAll(cells: readonly Cell[], viewport: Size, margin = 24): Transform {
  const b = cellsBounds(cells)
  if (!b || viewport.width <= 0 || viewport.height <= 0) return { x: viewport.width / 2, y: viewport.height / 2, scale: 1 }
  const scale = clampScale(Math.min((viewport.width - 2 * margin) / b.width, (viewport.height - 2 * margin) / b.height, 1.5))
  return { scale, x: viewport.width / 2 - (b.x + b.width / 2) * scale, y: viewport.height / 2 - (b.y + b.height / 2) * scale }
}

/**
 * The transform that brings `cells` on screen with as little movement as possible: unchanged when
 * they are all visible, else panned (same zoom) to centre them, else fitted when they cannot fit
 * at this zoom. Used when a placement opens so its glowing cells are never off the map.
 */
export function bringIntoView(t: Transform, cells: readonly Cell[], viewport: Size, margin = 16): Transform {
  const b = cellsBounds(cells)
  if (!b) return t
  const left = b.x * t.scale + t.x
  const top = b.y * t.scale + t.y
  const w = b.width * t.scale
  const h = b.height * t.scale
  if (left >= margin && top >= margin && left + w <= viewport.width - margin && top + h <= viewport.height - margin) return t
  if (w > viewport.width - 2 * margin || h > viewport.height - 2 * margin) return fitAll(cells, viewport, margin)
  return { scale: t.scale, x: viewport.width / 2 - (b.x + b.width / 2) * t.scale, y: viewport.height / 2 - (b.y + b.height / 2) * t.scale }
}

/** The legal cell nearest to a world point (by centre distance), or null when there is none. */
export function nearestCell(p: Point, cells: readonly Cell[]): Cell | null {
  let best: Cell | null = null
  let bestD = Infinity
  for (const c of cells) {
    const m = cellCentre(c)
    const d = (m.x - p.x) ** 2 + (m.y - p.y) ** 2
    if (d < bestD) { best = c; bestD = d }
  }
  return best
}

const VECTORS: Record<Direction, Cell> = { up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 } }

/**
 * Keyboard step among legal cells: the nearest cell lying in the arrow's half-plane (ties broken
 * by least sideways offset), or the same cell when none lies that way.
 */
export function stepCell(from: Cell, dir: Direction, cells: readonly Cell[]): Cell {
  const v = VECTORS[dir]
  let best: Cell | null = null
  let bestScore = Infinity
  for (const c of cells) {
    const dx = c.x - from.x
    const dy = c.y - from.y
    const ahead = dx * v.x + dy * v.y
    if (ahead <= 0) continue
    const side = Math.abs(dx * v.y - dy * v.x)
    const score = ahead + side * 2 + side / 100
    if (score < bestScore) { best = c; bestScore = score }
  }
  return best ?? from
}

/** Arrow-key name → direction, or null for other keys. */
export function arrowDirection(key: string): Direction | null {
  switch (key) {
    case 'ArrowUp': return 'up'
    case 'ArrowDown': return 'down'
    case 'ArrowLeft': return 'left'
    case 'ArrowRight': return 'right'
    default: return null
  }
}

/** The CSS transform of the single moving layer. */
export const cssTransform = (t: Transform): string => `translate(${t.x}px, ${t.y}px) scale(${t.scale})`
