import { type ContinentContent } from '../../../../src-shared/content/continent/content'
import { contentOf } from '../../../../src-shared/pack-formats'
import type { ContinentTypes } from '../../../../src-shared/rulesets/continent/module-types'
import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { folderContentSource, type ContentSource, type ResolvedContent } from '../content-source'
import { isRuleError } from '../../../../src-shared/engine'
import { GameSession, type GameSessionOptions } from '../../games/game-session'
import { SaveStore, type SaveStoreOptions } from '../save-store'

/** Shared by the save tests: real files in temp folders, the real test pack, a fake trash. */
export const TEST_PACK_DIR = join(import.meta.dirname, '../../../../fixtures/packs/continent-test')
export const FIXTURES_DIR = join(import.meta.dirname, '../../../../fixtures/saves')

export const testSource: ContentSource = folderContentSource([TEST_PACK_DIR])

/** The test pack's content, read by the Continent ruleset. */
export interface ContinentResolved extends ResolvedContent {
  content: ContinentContent
}

export async function testContent(): Promise<ContinentResolved> {
  const manifest = JSON.parse(await readFile(join(TEST_PACK_DIR, 'pack.json'), 'utf8')) as { id: string; version: string }
  const resolved = await testSource.resolve([manifest])
  return { ...resolved, content: contentOf(resolved.content, 'continent') }
}

/** A 2-player game of the test pack with the default characters and curse (throws if setup is refused). */
export function newTestGame(resolved: ContinentResolved, seed: number, options?: GameSessionOptions): GameSession<ContinentTypes> {
  const s = GameSession.create({ module: continentModule, content: resolved.content, packs: resolved.packs, config: continentModule.sampleConfig(resolved.content, 2), seed }, options)
  if (isRuleError(s)) throw new Error(s.message)
  return s
}

const temps: string[] = []

export async function tempDir(prefix = 'fogbound-saves-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  temps.push(dir)
  return dir
}

export async function removeTemps(): Promise<void> {
  await Promise.all(temps.splice(0).map((t) => rm(t, { recursive: true, force: true })))
}

/** A store in a fresh temp folder; `trash` moves deleted slots into `<root>/trash`. */
export async function makeStore(extra: Partial<SaveStoreOptions> = {}): Promise<{ store: SaveStore; root: string; savesDir: string; trashDir: string }> {
  const root = await tempDir()
  const savesDir = join(root, 'saves')
  const trashDir = join(root, 'trash')
  await mkdir(trashDir, { recursive: true })
  const store = new SaveStore({
    dir: savesDir,
    appVersion: '0.1.0-test',
    content: testSource,
    trash: async (path) => rename(path, join(trashDir, `${Date.now()}-${path.split(/[\\/]/).at(-1) ?? 'x'}`)),
    ...extra,
  })
  return { store, root, savesDir, trashDir }
}

/** Every file under `dir` with its bytes, keyed by relative path (for byte-compare). */
export async function snapshotFiles(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>()
  const walk = async (folder: string, prefix: string): Promise<void> => {
    for (const e of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, e.name)
      if (e.isDirectory()) await walk(full, `${prefix}${e.name}/`)
      else out.set(`${prefix}${e.name}`, await readFile(full))
    }
  }
  if (await stat(dir).then(() => true, () => false)) await walk(dir, '')
  return out
}

/** A session of the Continent test pack, typed as such (sessions opened from a slot are typed for any ruleset). */
export function asContinent(session: GameSession): GameSession<ContinentTypes> {
  if (session.module.id !== 'continent') throw new Error(`expected a Continent game, got ${session.module.id}`)
  return session as unknown as GameSession<ContinentTypes>
}
