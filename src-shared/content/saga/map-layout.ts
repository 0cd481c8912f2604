/**
 * Where a Map is drawn (S-COMP-01: map geometry is printed data): an optional `layout` of an
 * adventure's map — the drawing's size, each Area's outline and centre (name, access number,
 * Sources and figures sit there), each Location's pin. Outlines meet corner to corner along the
 * Borders, so a Border is drawn along the line its two Areas share. Without a layout the table lays
 * the Areas on a ring. The checks report `file › json.path: message` like every Saga check.
 */
import { z } from 'zod'
import type { JsonPath } from '../problems'
import type { PackChecks } from '../pack-spec'
import { IdSchema } from '../ids'
import { insideOutline, sharedLines, type Point } from './map-geometry'

const PointSchema = z.tuple([z.number().min(0).max(4000), z.number().min(0).max(4000)])

export const MapLayoutSchema = z.strictObject({
  /** The drawing's width and height, in the units of every point below. */
  size: z.tuple([z.int().min(100).max(4000), z.int().min(100).max(4000)]),
  /** Every Area once: its centre, and its outline (corners in order; a neighbour repeats the corners of the side they share). */
  areas: z.array(z.strictObject({ id: IdSchema, centre: PointSchema, outline: z.array(PointSchema).min(3).max(60).optional() })),
  /** Every Location once: where its pin stands (inside one of its Areas; a Location on a Border, on or near that Border). */
  locations: z.array(z.strictObject({ id: IdSchema, at: PointSchema })),
})
export type MapLayout = z.infer<typeof MapLayoutSchema>

interface MapParts {
  areas: readonly { id: string }[]
  borders: readonly { id: string; between: readonly [string, string] }[]
  locations: readonly { id: string; areas: readonly string[] }[]
}

/** The layout's own problems: ids of this map each once, points on the drawing, Borders along shared sides, pins in their Areas. */
export function checkLayout(map: MapParts, layout: MapLayout, file: string, at: (...p: (string | number)[]) => JsonPath, checks: PackChecks): void {
  const [w, h] = layout.size
  const onDrawing = (p: Point, path: JsonPath): void => { if (p[0] > w || p[1] > h) checks.report(file, path, `point [${p[0]}, ${p[1]}] lies outside the drawing (${w} × ${h})`) }
  const outlines = new Map<string, readonly Point[]>()
  const seen = new Set<string>()
  layout.areas.forEach((a, i) => {
    if (!map.areas.some((x) => x.id === a.id)) checks.report(file, at('areas', i, 'id'), `no Area "${a.id}" on this map`)
    if (seen.has(a.id)) checks.report(file, at('areas', i, 'id'), `Area "${a.id}" appears twice`)
    seen.add(a.id)
    onDrawing(a.centre, at('areas', i, 'centre'))
    a.outline?.forEach((p, j) => onDrawing(p, at('areas', i, 'outline', j)))
    if (a.outline && map.areas.some((x) => x.id === a.id)) {
      outlines.set(a.id, a.outline)
      if (!insideOutline(a.centre, a.outline)) checks.report(file, at('areas', i, 'centre'), `the centre of "${a.id}" lies outside its outline`)
    }
  })
  map.areas.forEach((a) => { if (!seen.has(a.id)) checks.report(file, at('areas'), `Area "${a.id}" has no place on the drawing`) })
  if (outlines.size > 0 && layout.areas.some((a) => !a.outline)) checks.report(file, at('areas'), 'either every Area has an outline or none has')
  // A Border is drawn along the side its two Areas share.
  // A Border naming an Area of another map is reported by the map's own check: its drawing is not judged on top.
  const sound = map.borders.every((b) => b.between.every((x) => map.areas.some((a) => a.id === x)))
  if (sound && outlines.size > 0 && layout.areas.every((a) => a.outline)) {
    map.borders.forEach((b) => {
      const [x, y] = b.between.map((id) => outlines.get(id))
      if (x && y && sharedLines(x, y).length === 0) checks.report(file, at('areas'), `the outlines of "${b.between[0]}" and "${b.between[1]}" share no side for Border "${b.id}"`)
    })
    // Two Areas drawn side by side with no Border between them would look crossable (a wall is an impassable Border).
    const ids = [...outlines.keys()]
    ids.forEach((x, i) => ids.slice(i + 1).forEach((y) => {
      const ox = outlines.get(x)
      const oy = outlines.get(y)
      const bordered = map.borders.some((b) => b.between.includes(x) && b.between.includes(y))
      if (ox && oy && !bordered && sharedLines(ox, oy).length > 0) checks.report(file, at('areas'), `the outlines of "${x}" and "${y}" share a side, but no Border separates them`)
    }))
  }
  const pinned = new Set<string>()
  layout.locations.forEach((l, i) => {
    const loc = map.locations.find((x) => x.id === l.id)
    if (!loc) checks.report(file, at('locations', i, 'id'), `no Location "${l.id}" on this map`)
    if (pinned.has(l.id)) checks.report(file, at('locations', i, 'id'), `Location "${l.id}" appears twice`)
    pinned.add(l.id)
    onDrawing(l.at, at('locations', i, 'at'))
    const homes = (loc?.areas ?? []).map((id) => outlines.get(id)).filter((o): o is readonly Point[] => o !== undefined)
    if (homes.length > 0 && !homes.some((o) => insideOutline(l.at, o))) checks.report(file, at('locations', i, 'at'), `the pin of "${l.id}" lies outside its Area${homes.length > 1 ? 's' : ''}`)
  })
  map.locations.forEach((l) => { if (!pinned.has(l.id)) checks.report(file, at('locations'), `Location "${l.id}" has no pin`) })
}
