/**
 * What the atlas draws, in the drawing's own units: each Area's outline and centre, each Border's
 * line(s) and midpoint, each Location's pin. From the pack's `map.layout` when it has one (Borders
 * along the sides two outlines share, `content/saga/map-geometry.ts`, the validator's geometry);
 * otherwise the Areas on a ring (every Border a straight line between centres) so any pack can be
 * played. Pure: computed once per adventure, never per pointer move.
 */
import type { MapLayout } from '../../../../src-shared/content/saga/map-layout'
import { midpointOf, sharedLines, type Point } from '../../../../src-shared/content/saga/map-geometry'

export interface AtlasDrawing {
  width: number
  height: number
  /** True when the pack draws the map (outlines); false for the ring. */
  drawn: boolean
  areas: { id: string; centre: Point; outline: Point[] | null }[]
  borders: { id: string; lines: Point[][]; mid: Point }[]
  pins: { id: string; at: Point }[]
}

interface MapInfo {
  areas: readonly { id: string }[]
  borders: readonly { id: string; between: readonly [string, string] }[]
  locations: readonly { id: string; areas: readonly string[] }[]
  layout?: MapLayout | undefined
}

const RING_W = 1000
const RING_H = 600

/** The map from its layout, or on a ring. */
export function atlasDrawing(map: MapInfo): AtlasDrawing {
  return map.layout ? fromLayout(map, map.layout) : ring(map)
}

function fromLayout(map: MapInfo, layout: MapLayout): AtlasDrawing {
  const place = new Map(layout.areas.map((a) => [a.id, a]))
  const centre = (id: string): Point => place.get(id)?.centre ?? [0, 0]
  const areas = map.areas.map((a) => ({ id: a.id, centre: centre(a.id), outline: place.get(a.id)?.outline?.map((p): Point => [p[0], p[1]]) ?? null }))
  const borders = map.borders.map((b) => {
    const [x, y] = b.between.map((id) => place.get(id)?.outline)
    const shared = x && y ? sharedLines(x, y) : []
    const lines = shared.length > 0 ? shared : [[centre(b.between[0]), centre(b.between[1])]]
    const longest = lines.reduce((a, l) => (length(l) > length(a) ? l : a), lines[0] ?? [])
    return { id: b.id, lines, mid: midpointOf(longest) }
  })
  const pins = layout.locations.map((l) => ({ id: l.id, at: [l.at[0], l.at[1]] as Point }))
  return { width: layout.size[0], height: layout.size[1], drawn: areas.every((a) => a.outline !== null), areas, borders, pins }
}

const length = (line: readonly Point[]): number => line.slice(1).reduce((s, q, i) => { const p = line[i] ?? q; return s + Math.hypot(q[0] - p[0], q[1] - p[1]) }, 0)

/** Areas on an ellipse in pack order: a ring keeps every Border visible when a pack draws no map. */
function ring(map: MapInfo): AtlasDrawing {
  const n = map.areas.length
  const centres = new Map<string, Point>()
  map.areas.forEach((a, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / Math.max(1, n)
    centres.set(a.id, n === 1 ? [RING_W / 2, RING_H / 2] : [RING_W / 2 + Math.cos(angle) * (RING_W / 2 - 140), RING_H / 2 + Math.sin(angle) * (RING_H / 2 - 110)])
  })
  const at = (id: string): Point => centres.get(id) ?? [0, 0]
  const borders = map.borders.map((b) => {
    const line: Point[] = [at(b.between[0]), at(b.between[1])]
    return { id: b.id, lines: [line], mid: midpointOf(line) }
  })
  // A Location sits under its Area's name, one below the other; one on a Border at its middle.
  const count = new Map<string, number>()
  const pins = map.locations.map((l) => {
    if (l.areas.length > 1) return { id: l.id, at: midpointOf(l.areas.map(at)) }
    const area = l.areas[0] ?? ''
    const k = count.get(area) ?? 0
    count.set(area, k + 1)
    const [x, y] = at(area)
    return { id: l.id, at: [x, y + 48 + k * 40] as Point }
  })
  return { width: RING_W, height: RING_H, drawn: false, areas: map.areas.map((a) => ({ id: a.id, centre: at(a.id), outline: null })), borders, pins }
}

/** An SVG path through the points of a line. */
export const pathOf = (line: readonly Point[]): string => line.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ')

/** An SVG path around an outline. */
export const outlinePath = (outline: readonly Point[]): string => `${pathOf(outline)} Z`
