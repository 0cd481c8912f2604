import { afterAll, describe, expect, it } from 'vitest'
import { cp, mkdir, mkdtemp, open, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CardDatabase } from '../card-database'
import { packArtPath, readPackArt } from '../pack-art'
import { MAX_PACK_FILE_BYTES } from '../pack-file-guard'
import { loadPackFolder, readPackFolder } from '../pack-files'

// Packs come from anyone: links and huge files are refused by name (issue #13, item 2), on real folders.
const testPack = join(import.meta.dirname, '../../../../fixtures/packs/continent-test')
const temps: string[] = []
afterAll(async () => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))))

async function packCopy(): Promise<{ root: string; dir: string; secret: string }> {
  const root = await mkdtemp(join(tmpdir(), 'fogbound-guard-'))
  temps.push(root)
  const dir = join(root, 'packs', 'my-pack')
  await mkdir(join(root, 'packs'))
  await cp(testPack, dir, { recursive: true })
  // Stands in for /etc/passwd: a file outside every pack that must never be read or served.
  const secret = join(root, 'secret.txt')
  await writeFile(secret, 'root:x:0:0:secret')
  return { root, dir, secret }
}

/** A sparse file of `bytes`: created instantly, takes no disk space. */
async function sparseFile(path: string, bytes: number): Promise<void> {
  const handle = await open(path, 'w')
  await handle.truncate(bytes)
  await handle.close()
}

async function problemsOf(dir: string): Promise<string[]> {
  const loaded = await loadPackFolder(dir)
  expect(loaded.ok).toBe(false)
  return loaded.ok ? [] : loaded.problems.map((p) => `${p.file}: ${p.message}`)
}

describe('pack folders refuse links and huge files', () => {
  it('an art file linked to a file outside the pack is a validation error naming it, and is never served', async () => {
    const { dir, secret } = await packCopy()
    await unlink(join(dir, 'art', 'cairn.svg'))
    await symlink(secret, join(dir, 'art', 'cairn.svg'))
    expect(await problemsOf(dir)).toEqual(['art/cairn.svg: is a symbolic link; a pack may only contain its own files and folders'])
    expect(packArtPath(dir, 'my-pack', 'cairn.svg')).toBeUndefined()
    expect(packArtPath(dir, 'my-pack', 'bridge.svg')).toMatch(/bridge\.svg$/)
  })

  it('a card file replaced by a link gives one error naming it, not a cascade of unrelated ones', async () => {
    const { dir, root } = await packCopy()
    const outside = join(root, 'adventure.json')
    await cp(join(dir, 'cards', 'adventure.json'), outside)
    await unlink(join(dir, 'cards', 'adventure.json'))
    await symlink(outside, join(dir, 'cards', 'adventure.json'))
    expect(await problemsOf(dir)).toEqual(['cards/adventure.json: is a symbolic link; a pack may only contain its own files and folders'])
    await expect(readPackFolder(dir)).rejects.toThrow(/cards\/adventure\.json › \(root\): is a symbolic link/)
  })

  it('a linked folder inside a pack is named too', async () => {
    const { dir, root } = await packCopy()
    await mkdir(join(root, 'more-cards'))
    await symlink(join(root, 'more-cards'), join(dir, 'cards', 'extra'))
    expect(await problemsOf(dir)).toEqual(['cards/extra: is a symbolic link; a pack may only contain its own files and folders'])
  })

  it('a linked pack folder in the packs folder is rejected and listed, not silently ignored', async () => {
    const { root } = await packCopy()
    const builtIn = join(root, 'builtin')
    await mkdir(builtIn)
    const elsewhere = join(root, 'elsewhere')
    await cp(testPack, elsewhere, { recursive: true })
    const manifest = JSON.parse(await readFile(join(elsewhere, 'pack.json'), 'utf8')) as Record<string, unknown>
    await writeFile(join(elsewhere, 'pack.json'), JSON.stringify({ ...manifest, id: 'linked-pack' }))
    await symlink(elsewhere, join(root, 'packs', 'linked'))
    const db = await CardDatabase.load({ builtInDir: builtIn, userDir: join(root, 'packs') })
    expect(db.has('linked-pack')).toBe(false)
    expect(db.rejected).toEqual([
      { folder: join(root, 'packs', 'linked'), source: 'user', problems: ['linked › (root): is a symbolic link; a pack must be a real folder inside the packs folder'] },
    ])
    expect(db.has('continent-test')).toBe(true)
    // Art is looked up in the folder the database loaded each pack from, never in a folder that only claims its id.
    expect(db.folder('continent-test')).toBe(join(root, 'packs', 'my-pack'))
    expect(db.folder('linked-pack')).toBeUndefined()
  })

  it('a 50 MB card file is refused by its size without being read', async () => {
    const { dir } = await packCopy()
    await sparseFile(join(dir, 'cards', 'huge.json'), 50 * 1024 * 1024)
    const before = process.memoryUsage().rss
    expect(await problemsOf(dir)).toEqual(['cards/huge.json: is 50.0 MB; a pack file may be at most 4 MB'])
    // Reading it would have added 50 MB (and more as a string); the guard only looked at its size.
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024)
  })

  it('a 50 MB art file is refused at validation and never served', async () => {
    const { dir } = await packCopy()
    await sparseFile(join(dir, 'art', 'big.svg'), 50 * 1024 * 1024)
    expect(await problemsOf(dir)).toEqual(['art/big.svg: is 50.0 MB; a pack file may be at most 4 MB'])
    expect(packArtPath(dir, 'my-pack', 'big.svg')).toBeUndefined()
  })

  it('a file just under the cap is read', async () => {
    const { dir } = await packCopy()
    await writeFile(join(dir, 'art', 'cairn.svg'), `<svg>${' '.repeat(MAX_PACK_FILE_BYTES - 11)}</svg>`)
    const found = packArtPath(dir, 'my-pack', 'cairn.svg')
    expect(found).toBeDefined()
    if (found !== undefined) expect((await readPackArt(found)).length).toBe(MAX_PACK_FILE_BYTES)
  })

  it('an art file swapped for a link after the lookup is not read', async () => {
    const { dir, secret } = await packCopy()
    const found = packArtPath(dir, 'my-pack', 'cairn.svg')
    expect(found).toBeDefined()
    if (found === undefined) return
    await unlink(found)
    await symlink(secret, found)
    await expect(readPackArt(found)).rejects.toThrow(/is a symbolic link/)
  })

  it('pack JSON saved with a UTF-8 byte order mark loads', async () => {
    const { dir } = await packCopy()
    for (const file of ['pack.json', 'cards/adventure.json', 'i18n/en.json']) {
      const text = await readFile(join(dir, file), 'utf8')
      await writeFile(join(dir, file), `\uFEFF${text}`)
    }
    const loaded = await loadPackFolder(dir)
    expect(loaded.ok ? loaded.content.manifest.id : loaded.problems).toBe('continent-test')
  })
})
