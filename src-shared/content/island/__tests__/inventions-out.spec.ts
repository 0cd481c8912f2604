import { describe, expect, it } from 'vitest'
import { parsePack } from '../../parse-pack'
import { formatProblem } from '../../problems'
import { islandPackSpec } from '../pack-spec'
import { ISLAND_TEST_PACK_DIR, readPackFolder } from './load-island-pack'

// The scenario sheet's `inventionsOut` (I-INV-C17): bad references are named at their JSON path.
const base = readPackFolder(ISLAND_TEST_PACK_DIR)

function problemsWith(inventionsOut: string[]): string[] {
  const files = base.files.map((f) => {
    if (f.path !== 'scenarios/scenarios.json') return f
    const json = JSON.parse(f.text) as { scenarios: Record<string, unknown>[] }
    const first = json.scenarios[0]
    if (first) first.inventionsOut = inventionsOut
    return { path: f.path, text: JSON.stringify(json) }
  })
  const r = parsePack(files, base.art, islandPackSpec)
  return r.ok ? [] : r.problems.map(formatProblem)
}

describe('inventions left out of a scenario (I-INV-C17)', () => {
  it('I-INV-C17 the validator names a left-out invention that does not exist or is the scenario\'s own', () => {
    expect(problemsWith(['inv-cellar'])).toEqual([])
    expect(problemsWith(['inv-nope', 'inv-signal'])).toEqual([
      'scenarios/scenarios.json › scenarios[0].inventionsOut[0]: invention "inv-nope" does not exist',
      'scenarios/scenarios.json › scenarios[0].inventionsOut[1]: a special invention of this scenario cannot be left out',
    ])
  })
})
