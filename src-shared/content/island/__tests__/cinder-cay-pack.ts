// Reads the shipped Cinder Cay pack (resources/packs/cinder-cay) as the app does — its JSON files
// and its art names, never the README — and validates it with the Island pack format. Shared by the
// pack's spec files, one per scenario, so both check the same loaded content.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parsePack } from '../../parse-pack'
import type { PackFile } from '../../read-json'
import { formatProblem } from '../../problems'
import type { IslandContent } from '../content'
import { islandPackSpec } from '../pack-spec'

export const CINDER_CAY_DIR = join(__dirname, '../../../../resources/packs/cinder-cay')

/** As the app reads a pack folder (src-main/services/cards/pack-files.ts): its JSON files and its art names; the README is for authors. */
function readPack(dir: string): { files: PackFile[]; art: string[] } {
  const files: PackFile[] = []
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (name.endsWith('.json')) files.push({ path: relative(dir, full).split('\\').join('/'), text: readFileSync(full, 'utf8') })
    }
  }
  walk(dir)
  return { files, art: readdirSync(join(dir, 'art')).sort() }
}

/** The validated pack; throws with every problem as `file › json.path: message` when it does not validate. */
export function loadCinderCay(): IslandContent {
  const { files, art } = readPack(CINDER_CAY_DIR)
  const r = parsePack(files, art, islandPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  return r.content
}

/** The art file names the pack ships (the renderer draws scenario pieces that no JSON names, e.g. a scenario header). */
export const cinderCayArt = (): string[] => readdirSync(join(CINDER_CAY_DIR, 'art')).sort()
