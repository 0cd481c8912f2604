import { describe, expect, it } from 'vitest'
import { parsePack } from '../../parse-pack'
import { formatProblem } from '../../problems'
import { pathOf } from '../content-paths'
import { insideOutline, midpointOf, sharedLines, type Point } from '../map-geometry'
import { sagaPackSpec } from '../pack-spec'
import { SAGA_TEST_PACK_DIR, readPackFolder, sagaTestContent } from './load-saga-pack'
import { REEDMERE_DIR } from './reedmere-pack'

// The drawn Map (an adventure's optional `map.layout`): its geometry, and each way a layout can be
// wrong, on the valid Saga test pack broken one way at a time.
const base = readPackFolder(SAGA_TEST_PACK_DIR)
type Json = Record<string, unknown>
type Files = Record<string, Json>

function problems(mutate: (files: Files) => void): string[] {
  const files: Files = {}
  for (const f of base.files) files[f.path] = JSON.parse(f.text) as Json
  mutate(files)
  const r = parsePack(Object.entries(files).map(([path, v]) => ({ path, text: JSON.stringify(v, null, 1) })), base.art, sagaPackSpec)
  return r.ok ? [] : r.problems.map(formatProblem)
}
const layout = (f: Files): Json => pathOf(f['adventures/adventures.json'], ['adventures', 0, 'map', 'layout'])
const FILE = 'adventures/adventures.json › adventures[0].map.layout'

describe('map geometry', () => {
  const square: Point[] = [[0, 0], [10, 0], [10, 10], [0, 10]]
  const right: Point[] = [[10, 0], [20, 0], [20, 10], [10, 10]]

  it('two outlines share the side they both have, walked either way round; a corner alone is no shared line', () => {
    expect(sharedLines(square, right)).toEqual([[[10, 0], [10, 10]]])
    expect(sharedLines(square, [[10, 10], [20, 10], [20, 20]])).toEqual([])
  })

  it('sides shared one after another join into one line, even across the outline\'s first corner', () => {
    const a: Point[] = [[5, 0], [10, 0], [10, 10], [0, 10], [0, 0]]
    const b: Point[] = [[0, 0], [5, 0], [5, -5], [-5, -5], [-5, 10], [0, 10]]
    expect(sharedLines(a, b)).toEqual([[[0, 10], [0, 0], [5, 0]]])
  })

  it('a point inside, on the edge of, or outside an outline', () => {
    expect(insideOutline([5, 5], square)).toBe(true)
    expect(insideOutline([10, 4], square)).toBe(true)
    expect(insideOutline([11, 4], square)).toBe(false)
  })

  it('the midpoint of a line is halfway along its length', () => {
    expect(midpointOf([[0, 0], [10, 0], [10, 10]])).toEqual([10, 0])
    expect(midpointOf([[0, 0], [4, 0]])).toEqual([2, 0])
  })
})

describe('S-ATLAS-01 a pack may draw its Map (Areas and the Borders between them): the layout is checked like every part of a pack', () => {
  it('the test pack and Reedmere draw every map: an outline per Area, a pin per Location, Borders along shared sides', () => {
    expect(problems(() => undefined)).toEqual([])
    const crossing = sagaTestContent().adventures.crossing
    expect(crossing?.map.layout?.areas.map((a) => a.id).sort()).toEqual(['ford', 'meadow', 'peak', 'ridge'])
    const reedmere = readPackFolder(REEDMERE_DIR)
    const r = parsePack(reedmere.files, reedmere.art, sagaPackSpec)
    expect(r.ok ? Object.values(r.content.adventures).map((a) => [a.id, a.map.layout?.locations.length]) : r.problems.map(formatProblem)).toEqual([['causeway', 8], ['bell', 9]])
  })

  it('an Area of another map, a point off the drawing, a centre outside its outline', () => {
    expect(problems((f) => { pathOf(layout(f), ['areas', 0]).id = 'moon' })).toEqual([
      `${FILE}.areas[0].id: no Area "moon" on this map`,
      `${FILE}.areas: Area "peak" has no place on the drawing`,
    ])
    expect(problems((f) => { pathOf(layout(f), ['areas', 0]).centre = [990, 490] })).toEqual([`${FILE}.areas[0].centre: the centre of "peak" lies outside its outline`])
    expect(problems((f) => { pathOf(layout(f), ['locations', 0]).at = [1200, 40] })).toEqual([
      `${FILE}.locations[0].at: point [1200, 40] lies outside the drawing (1000 × 500)`,
      `${FILE}.locations[0].at: the pin of "well" lies outside its Area`,
    ])
  })

  it('S-MOVE-03 a Border whose Areas are drawn apart, and two Areas drawn side by side with no Border between them', () => {
    // The ford moved away from the meadow and the ridge: its two Borders have no side to be drawn along.
    expect(problems((f) => {
      const ford = pathOf(layout(f), ['areas', 3])
      ford.outline = [[720, 300], [990, 300], [990, 490], [720, 490]]
      ford.centre = [850, 400]
      pathOf(layout(f), ['locations', 1]).at = [850, 450]
      pathOf(layout(f), ['locations', 2]).at = [850, 350]
    })).toEqual([
      `${FILE}.areas: the outlines of "meadow" and "ford" share no side for Border "meadow-ford"`,
      `${FILE}.areas: the outlines of "ford" and "ridge" share no side for Border "ford-ridge"`,
    ])
    // The peak drawn against the ford (no Border between them in the rules).
    expect(problems((f) => {
      const borders = pathOf(f['adventures/adventures.json'], ['adventures', 0, 'map']).borders as Json[]
      borders.splice(borders.findIndex((b) => b.id === 'meadow-peak'), 1)
    })).toEqual([`${FILE}.areas: the outlines of "peak" and "meadow" share a side, but no Border separates them`])
  })

  it('every Location once, and every Location pinned', () => {
    expect(problems((f) => { (layout(f).locations as Json[]).pop() })).toEqual([`${FILE}.locations: Location "tower" has no pin`])
    expect(problems((f) => { pathOf(layout(f), ['locations', 1]).id = 'well' })).toEqual([
      `${FILE}.locations[1].id: Location "well" appears twice`,
      `${FILE}.locations[1].at: the pin of "well" lies outside its Area`,
      `${FILE}.locations: Location "shrine" has no pin`,
    ])
  })

  it('outlines for every Area or for none: a layout of centres alone is a drawing too', () => {
    expect(problems((f) => { delete pathOf(layout(f), ['areas', 1]).outline })).toEqual([`${FILE}.areas: either every Area has an outline or none has`])
    expect(problems((f) => { for (const a of layout(f).areas as Json[]) delete a.outline })).toEqual([])
  })
})
