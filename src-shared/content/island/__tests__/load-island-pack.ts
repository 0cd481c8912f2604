// Test helper: the Island test pack, read from disk and validated (tests may use node:fs).
import { join } from 'node:path'
import { parsePack } from '../../parse-pack'
import { formatProblem } from '../../problems'
import { readPackFolder } from '../../../__tests__/read-pack-folder'
import type { IslandContent } from '../content'
import { islandPackSpec } from '../pack-spec'

export const ISLAND_TEST_PACK_DIR = join(__dirname, '../../../../fixtures/packs/island-test')

export { readPackFolder }

let cached: IslandContent | undefined

/** The validated Island test pack (throws with every problem when it does not validate). */
export function islandTestContent(): IslandContent {
  if (cached) return cached
  const { files, art } = readPackFolder(ISLAND_TEST_PACK_DIR)
  const r = parsePack(files, art, islandPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  cached = r.content
  return cached
}
