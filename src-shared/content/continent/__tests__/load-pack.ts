// Test helper: read a pack folder from disk into the pure parser's input (tests may use node:fs).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { PackFile } from '../../read-json'

export const TEST_PACK_DIR = join(__dirname, '../../../../fixtures/packs/continent-test')

/** Every file of a pack folder except art/, plus the art file names. */
export function readPackFolder(dir: string): { files: PackFile[]; art: string[] } {
  const files: PackFile[] = []
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name)
      if (statSync(full).isDirectory()) { if (relative(dir, full) !== 'art') walk(full) } else files.push({ path: relative(dir, full).split('\\').join('/'), text: readFileSync(full, 'utf8') })
    }
  }
  walk(dir)
  let art: string[] = []
  try { art = readdirSync(join(dir, 'art')).sort() } catch { art = [] }
  return { files, art }
}
