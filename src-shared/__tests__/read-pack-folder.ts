// Test helper: a pack folder read from disk as the app reads it (tests may use node:fs).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { PackFile } from '../content/read-json'

/** The JSON files of a pack folder (as the app reads them: no README, no art), plus the art names. */
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
