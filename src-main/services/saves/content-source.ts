import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { formatProblem } from '../../../src-shared/content/problems'
import { parseAnyPack, parseAnyPacks, type RulesetContent } from '../../../src-shared/pack-formats'
import { readPackFolder } from '../cards/pack-files'
import { hashPackFolder } from './pack-hash'
import type { PackRef } from './save-format'
import { SaveError } from './save-error'

/** The content a save needs, with the exact refs (hashes included) of the packs found. */
export interface ResolvedContent {
  content: RulesetContent
  packs: PackRef[]
}

/**
 * Where saves find their packs. `resolve` throws `SaveError('missing-pack')` naming the pack
 * and the versions that are installed. The app wires this to its CardDatabase folders; the
 * CLI and the tests to pack folders on disk.
 */
export interface ContentSource {
  resolve(packs: readonly { id: string; version: string }[]): Promise<ResolvedContent>
}

interface FoundPack {
  id: string
  version: string
  dir: string
}

async function manifestOf(dir: string): Promise<FoundPack | undefined> {
  try {
    const raw: unknown = JSON.parse(await readFile(join(dir, 'pack.json'), 'utf8'))
    if (typeof raw !== 'object' || raw === null) return undefined
    const { id, version } = raw as { id?: unknown; version?: unknown }
    return typeof id === 'string' && typeof version === 'string' ? { id, version, dir } : undefined
  } catch {
    return undefined
  }
}

/**
 * A ContentSource over pack folders: each root is either a pack folder (it has `pack.json`)
 * or a folder of pack folders. Loaded content is cached per set of folders.
 */
export function folderContentSource(roots: readonly string[]): ContentSource {
  let found: Promise<FoundPack[]> | undefined
  const cache = new Map<string, Promise<ResolvedContent>>()
  const scan = async (): Promise<FoundPack[]> => {
    const all: FoundPack[] = []
    for (const root of roots) {
      if (!existsSync(root)) continue
      if (existsSync(join(root, 'pack.json'))) {
        const m = await manifestOf(root)
        if (m) all.push(m)
        continue
      }
      for (const entry of await readdir(root, { withFileTypes: true })) {
        if (!entry.isDirectory()) continue
        const m = await manifestOf(join(root, entry.name))
        if (m) all.push(m)
      }
    }
    return all
  }
  const load = async (dirs: FoundPack[]): Promise<ResolvedContent> => {
    const inputs = await Promise.all(dirs.map(async (p) => {
      const { files, artFiles } = await readPackFolder(p.dir)
      return { files, art: artFiles }
    }))
    // One pack: exactly what CardDatabase builds (parseAnyPack), so sessions started from it replay identically.
    const only = inputs.length === 1 ? inputs[0] : undefined
    const parsed = only ? parseAnyPack(only.files, only.art) : parseAnyPacks(inputs)
    if (!parsed.ok) {
      throw new SaveError('missing-pack', `The installed pack ${dirs.map((d) => `${d.id} ${d.version}`).join(' + ')} is invalid:\n${parsed.problems.map(formatProblem).join('\n')}`)
    }
    const packs = await Promise.all(dirs.map(async (p) => ({ id: p.id, version: p.version, hash: await hashPackFolder(p.dir) })))
    return { content: parsed.content, packs }
  }
  return {
    async resolve(wanted) {
      found ??= scan()
      const available = await found
      const dirs: FoundPack[] = []
      for (const w of wanted) {
        const hit = available.find((p) => p.id === w.id && p.version === w.version)
        if (!hit) {
          const others = available.filter((p) => p.id === w.id).map((p) => p.version)
          throw new SaveError(
            'missing-pack',
            others.length > 0
              ? `This save needs pack "${w.id}" version ${w.version}; installed: ${others.join(', ')}.`
              : `This save needs pack "${w.id}" version ${w.version}, which is not installed.`,
          )
        }
        dirs.push(hit)
      }
      const key = dirs.map((d) => d.dir).join('\0')
      let entry = cache.get(key)
      if (!entry) {
        entry = load(dirs)
        cache.set(key, entry)
        entry.catch(() => cache.delete(key))
      }
      return entry
    },
  }
}
