// Test helper: the Saga test pack, read from disk and validated (tests may use node:fs).
import { join } from 'node:path'
import { parsePack } from '../../parse-pack'
import { formatProblem } from '../../problems'
import { readPackFolder } from '../../../__tests__/read-pack-folder'
import type { SagaContent } from '../content'
import { sagaPackSpec } from '../pack-spec'

export const SAGA_TEST_PACK_DIR = join(__dirname, '../../../../fixtures/packs/saga-test')

export { readPackFolder }

let cached: SagaContent | undefined

/** The validated Saga test pack (throws with every problem when it does not validate). */
export function sagaTestContent(): SagaContent {
  if (cached) return cached
  const { files, art } = readPackFolder(SAGA_TEST_PACK_DIR)
  const r = parsePack(files, art, sagaPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  cached = r.content
  return cached
}
