import { afterAll, describe, expect, it } from 'vitest'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CardDatabase } from '../card-database'

const testPack = join(import.meta.dirname, '../../../../fixtures/packs/continent-test')
const temps: string[] = []
afterAll(async () => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))))

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fogbound-cards-'))
  temps.push(dir)
  return dir
}

async function packCopy(parent: string, folder: string, edit?: (dir: string) => Promise<void>): Promise<string> {
  const dir = join(parent, folder)
  await mkdir(parent, { recursive: true })
  await cp(testPack, dir, { recursive: true })
  if (edit) await edit(dir)
  return dir
}

async function setId(dir: string, id: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(dir, 'pack.json'), 'utf8')) as Record<string, unknown>
  await writeFile(join(dir, 'pack.json'), JSON.stringify({ ...manifest, id }))
}

describe('CardDatabase', () => {
  it('loads built-in packs and summarises them with public data only', async () => {
    const root = await tempDir()
    await packCopy(join(root, 'builtin'), 'continent-test')
    const db = await CardDatabase.load({ builtInDir: join(root, 'builtin'), userDir: join(root, 'user-missing') })
    expect(db.packs()).toEqual([
      expect.objectContaining({ id: 'continent-test', source: 'built-in', ruleset: 'continent' }),
    ])
    const summary = db.packs()[0]
    expect(Object.keys(summary ?? {}).sort()).toEqual(['cardCount', 'id', 'ruleset', 'source', 'title', 'version'])
    expect(summary?.title.en).not.toBe('pack.title')
    expect(db.rejected).toEqual([])
    expect(db.content('continent-test').manifest.id).toBe('continent-test')
    expect(db.loadMs).toBeGreaterThanOrEqual(0)
  })

  it('a user pack can never override a built-in pack id', async () => {
    const root = await tempDir()
    await packCopy(join(root, 'builtin'), 'continent-test')
    await packCopy(join(root, 'user'), 'my-copy')
    const db = await CardDatabase.load({ builtInDir: join(root, 'builtin'), userDir: join(root, 'user') })
    expect(db.packs().map((p) => p.source)).toEqual(['built-in'])
    expect(db.rejected).toHaveLength(1)
    expect(db.rejected[0]?.problems[0]).toContain('is the id of a built-in pack')
  })

  it('a user pack with its own id loads after the built-in ones', async () => {
    const root = await tempDir()
    await packCopy(join(root, 'builtin'), 'continent-test')
    await packCopy(join(root, 'user'), 'mine', (d) => setId(d, 'my-adventure'))
    const db = await CardDatabase.load({ builtInDir: join(root, 'builtin'), userDir: join(root, 'user') })
    expect(db.packs().map((p) => `${p.source}:${p.id}`)).toEqual(['built-in:continent-test', 'user:my-adventure'])
  })

  it('a bad pack is rejected whole with every problem listed, and not loaded at all', async () => {
    const root = await tempDir()
    await packCopy(join(root, 'user'), 'broken', async (d) => {
      await setId(d, 'broken-pack')
      await writeFile(join(d, 'cards', 'extra.json'), '{"cards": [{"type": "skill"}]}')
    })
    const db = await CardDatabase.load({ builtInDir: join(root, 'none'), userDir: join(root, 'user') })
    expect(db.packs()).toEqual([])
    expect(db.has('broken-pack')).toBe(false)
    expect(db.rejected[0]?.folder).toBe(join(root, 'user', 'broken'))
    expect(db.rejected[0]?.problems.every((p) => p.startsWith('cards/extra.json › '))).toBe(true)
    expect(() => db.content('broken-pack')).toThrow('no loaded pack')
  })

  it('a pack for a ruleset this build does not know is rejected at pack.json › ruleset', async () => {
    const root = await tempDir()
    await packCopy(join(root, 'user'), 'future', async (d) => {
      const manifest = JSON.parse(await readFile(join(d, 'pack.json'), 'utf8')) as Record<string, unknown>
      await writeFile(join(d, 'pack.json'), JSON.stringify({ ...manifest, id: 'future-pack', ruleset: 'starship' }))
    })
    const db = await CardDatabase.load({ builtInDir: join(root, 'none'), userDir: join(root, 'user') })
    expect(db.packs()).toEqual([])
    expect(db.rejected[0]?.problems).toEqual([expect.stringMatching(/^pack\.json › ruleset: unknown ruleset "starship" \(this build reads "continent"/)])
  })

  it('the card count of a summary is the number of cards the pack holds', async () => {
    const root = await tempDir()
    await packCopy(join(root, 'builtin'), 'continent-test')
    const db = await CardDatabase.load({ builtInDir: join(root, 'builtin') })
    let cards = 0
    for (const name of await readdir(join(testPack, 'cards'))) cards += (JSON.parse(await readFile(join(testPack, 'cards', name), 'utf8')) as { cards: unknown[] }).cards.length
    expect(cards).toBeGreaterThan(0)
    expect(db.packs()[0]?.cardCount).toBe(cards)
  })

  it('loads the packs shipped in resources/packs', async () => {
    const db = await CardDatabase.load({ builtInDir: join(import.meta.dirname, '../../../../resources/packs') })
    expect(db.rejected).toEqual([])
  })
})
