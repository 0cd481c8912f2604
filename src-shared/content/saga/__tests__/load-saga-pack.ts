// Test helper: the Saga test pack, read from disk and validated (tests may use node:fs).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parsePack } from '../../parse-pack'
import { formatProblem } from '../../problems'
import type { PackFile } from '../../read-json'
import type { SagaContent } from '../content'
import { sagaPackSpec } from '../pack-spec'

export const SAGA_TEST_PACK_DIR = join(__dirname, '../../../../fixtures/packs/saga-test')

/** The JSON files of a pack folder (as the app reads them: no art), plus the art names. */
export function readPackFolder(dir: string): { files: PackFile[]; art: string[] } {
  const files: PackFile[] = []
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name)
      if (statSync(full).isDirectory()) { if (relative(dir, full) !== 'art') walk(full) } else if (name.endsWith('.json')) files.push({ path: relative(dir, full).split('\\').join('/'), text: readFileSync(full, 'utf8') })
    }
  }
  walk(dir)
  let art: string[] = []
  try { art = readdirSync(join(dir, 'art')).sort() } catch { art = [] }
  return { files, art }
}

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
