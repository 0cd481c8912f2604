import { describe, expect, it } from 'vitest'
import { parsePack } from '../../parse-pack'
import { formatProblem } from '../../problems'
import { pathOf } from '../content-paths'
import { sagaPackSpec } from '../pack-spec'
import { SAGA_TEST_PACK_DIR, readPackFolder, sagaTestContent } from './load-saga-pack'

// Each test breaks the valid Saga test pack in one way and expects exactly the problem(s) it causes.
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
const adventure = (f: Files): Json => pathOf(f['adventures/adventures.json'], ['adventures', 0])
const manifest = (f: Files): Json => f['pack.json'] ?? {}

describe('Saga pack validator: every problem as "file › json.path: message"', () => {
  it('accepts the valid test pack and indexes it', () => {
    expect(problems(() => undefined)).toEqual([])
    const c = sagaTestContent()
    expect(Object.keys(c.characters)).toHaveLength(4)
    expect(c.shapes.l3?.size).toBe(3)
    expect(c.diceOrder).toEqual(['yellow', 'orange', 'red', 'black'])
    expect(Object.keys(c.paragraphs.crossing ?? {}).map(Number)).toContain(10)
  })

  it('S-POLY-01 a tile shape whose squares do not touch by an edge is refused', () => {
    expect(problems((f) => { pathOf(manifest(f), ['shapes', 1]).rows = ['#.', '.#'] }))
      .toEqual(['pack.json › shapes[1].rows: the "#" squares must form one edge-connected tile (S-POLY-01)'])
  })

  it('S-COMP-23 every size from 1 to 5 needs a shape, or a threat-sized wound could not be given', () => {
    expect(problems((f) => { (manifest(f).shapes as Json[]).splice(7, 2) }))
      .toContain('pack.json › shapes: no tile shape of size 5: wounds of every size 1–5 must be placeable (S-COMP-23, S-THREAT-05)')
  })

  it('S-COMP-29 a critical shape must be larger than the white one, and name a known shape', () => {
    expect(problems((f) => { pathOf(manifest(f), ['dice', 0, 'faces', 0]).critical = 'p1' }))
      .toEqual(['pack.json › dice[0].faces[0].critical: a critical shape is larger than the white one (S-COMP-29)'])
    expect(problems((f) => { pathOf(manifest(f), ['dice', 0, 'faces', 2]).white = 'z9' }))
      .toEqual(['pack.json › dice[0].faces[2].white: no tile shape "z9" in shapes'])
  })

  it('S-STORY-02 an effect naming a paragraph the adventure lacks is refused at its path', () => {
    expect(problems((f) => { pathOf(adventure(f), ['map', 'locations', 0, 'effects', 0]).paragraph = 77 }))
      .toEqual(['adventures/adventures.json › adventures[0].map.locations[0].effects: paragraph 77 does not exist in adventure "crossing"'])
  })

  it('S-MOVE-03 a Border naming an Area of another map is refused', () => {
    expect(problems((f) => { (pathOf(adventure(f), ['map', 'borders', 0]).between as string[])[1] = 'moon' }))
      .toEqual(['adventures/adventures.json › adventures[0].map.borders[0].between[1]: no Area "moon" on this map'])
  })

  it('S-JOURNEY-02 a penalty overlay marking a cell the card does not have is refused', () => {
    expect(problems((f) => { pathOf(f['terrain/terrain.json'], ['terrain', 0]).penalties = ['.y...', '.....', '...r.', '....r'] }))
      .toEqual(['terrain/terrain.json › terrain[0].penalties: has 4 rows, the grid has 3', 'terrain/terrain.json › terrain[0].penalties[3]: column 4 marks a penalty where the grid has no cell'])
  })

  it('S-ROW-07 the starting row names existing Action cards once each', () => {
    expect(problems((f) => { (adventure(f).actionRow as number[]).push(55) }))
      .toEqual(['adventures/adventures.json › adventures[0].actionRow[8]: no Action card number 55'])
  })

  it('S-ITEM-11 a character item must name its character as owner', () => {
    expect(problems((f) => { delete pathOf(f['items/items.json'], ['items', 0]).owner }))
      .toEqual(['characters/characters.json › characters[0].item: item "warden-keepsake" must name "warden" as its owner (S-ITEM-11)'])
  })

  it('S-ATLAS-05 every Area holds at least one Location', () => {
    expect(problems((f) => { (pathOf(adventure(f), ['map']).locations as Json[]).splice(4, 1) }))
      .toContain('adventures/adventures.json › adventures[0].map.areas[3]: Area "peak" has no Location (S-ATLAS-05)')
  })

  it('S-CELL-11 a Discovery card with a harmful effect is refused', () => {
    expect(problems((f) => { pathOf(f['discoveries/discoveries.json'], ['discoveries', 0]).effects = [{ op: 'threat', amount: 1 }] }))
      .toEqual(['discoveries/discoveries.json › discoveries[0].effects: a Discovery card\'s effects are beneficial; "threat" is not (S-CELL-11)'])
  })

  it('S-CELL-14 S-COMBAT-07 a wound rolled on a die, or extra dice, must name a die of pack.json', () => {
    expect(problems((f) => { pathOf(f['items/gear.json'], ['items', 0]).effects = [{ op: 'dice', die: 'green', amount: 1 }, { op: 'wound', wound: { die: 'blue' } }] }))
      .toEqual(['items/gear.json › items[0]: no die "green" in pack.json dice (S-COMBAT-07)', 'items/gear.json › items[0]: no die "blue" in pack.json dice (S-CELL-14)'])
  })

  it('S-COMBAT-30 united enemies of a paragraph name strengths whose deck has cards; their won and lost effects are checked too', () => {
    const para = (f: Files): Json => pathOf(f['paragraphs/crossing.json'], ['paragraphs', 0])
    expect(problems((f) => {
      para(f).effects = [{ op: 'unitedEnemies', enemies: ['weak', 'lethal'], won: [{ op: 'paragraph', paragraph: 77 }] }]
      ;(f['enemies/enemies.json']?.enemies as Json[]).splice(3, 1)
    })).toEqual([
      'paragraphs/crossing.json › paragraphs[0].effects: united enemies name a lethal enemy, but no Enemy card is in the lethal deck (S-COMBAT-30)',
      'paragraphs/crossing.json › paragraphs[0].effects: paragraph 77 does not exist in adventure "crossing"',
    ])
    expect(problems((f) => { pathOf(f['discoveries/discoveries.json'], ['discoveries', 0]).effects = [{ op: 'unitedEnemies', enemies: ['weak'] }] }))
      .toEqual(['discoveries/discoveries.json › discoveries[0].effects: a Discovery card\'s effects are beneficial; "unitedEnemies" is not (S-CELL-11)'])
  })

  it('S-CELL-18 an Event card re-maps a penalty colour to a colour', () => {
    expect(problems((f) => { pathOf(f['events/events.json'], ['events', 0]).penaltiesAs = { yellow: 'red' } })).toEqual([])
    expect(problems((f) => { pathOf(f['events/events.json'], ['events', 0]).penaltiesAs = { yellow: 'blue' } })[0]).toMatch(/^events\/events\.json › events\[0\]\.penaltiesAs\.yellow: /)
  })

  it('a missing string is named in every locale that lacks it', () => {
    expect(problems((f) => { delete f['i18n/it.json']?.['char.scout'] })).toContain('characters/characters.json › characters[1].name: string "char.scout" is missing in locale "it"')
  })
})
