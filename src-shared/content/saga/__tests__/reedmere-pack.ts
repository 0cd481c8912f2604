// Test helper: Reedmere, the shipped Saga pack (resources/packs/reedmere), read from disk and
// validated (tests may use node:fs).
import { join } from 'node:path'
import { parsePack } from '../../parse-pack'
import { formatProblem } from '../../problems'
import type { SagaContent } from '../content'
import { sagaPackSpec } from '../pack-spec'
import { readPackFolder } from './load-saga-pack'

export const REEDMERE_DIR = join(__dirname, '../../../../resources/packs/reedmere')

let cached: SagaContent | undefined

/** The validated pack (throws with every problem when it does not validate). */
export function reedmere(): SagaContent {
  if (cached) return cached
  const { files, art } = readPackFolder(REEDMERE_DIR)
  const r = parsePack(files, art, sagaPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  cached = r.content
  return cached
}
