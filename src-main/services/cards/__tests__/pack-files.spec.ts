import { afterAll, describe, expect, it } from 'vitest'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadPackFolder, loadPackOrThrow, readPackFolder } from '../pack-files'

const testPack = join(import.meta.dirname, '../../../../fixtures/packs/continent-test')
const temps: string[] = []
afterAll(async () => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))))

describe('pack folders on disk', () => {
  it('reads every JSON file with relative slash paths, and the art names', async () => {
    const { files, artFiles } = await readPackFolder(testPack)
    expect(files.map((f) => f.path)).toContain('pack.json')
    expect(files.map((f) => f.path)).toContain('i18n/en.json')
    expect(files.every((f) => !f.path.includes('\\'))).toBe(true)
    expect(artFiles.length).toBeGreaterThan(0)
    expect(artFiles.every((a) => a.endsWith('.svg'))).toBe(true)
  })

  it('the test pack loads', async () => {
    const content = await loadPackOrThrow(testPack)
    expect(content.manifest.id).toBe('continent-test')
  })

  it('a broken copy reports the file, the JSON path and the reason', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fogbound-pack-'))
    temps.push(dir)
    await cp(testPack, dir, { recursive: true })
    await writeFile(join(dir, 'cards', 'broken.json'), '{ "cards": [ }')
    const loaded = await loadPackFolder(dir)
    expect(loaded.ok).toBe(false)
    if (!loaded.ok) expect(loaded.problems).toContainEqual(expect.objectContaining({ file: 'cards/broken.json', path: '' }))
    await expect(loadPackOrThrow(dir)).rejects.toThrow(/cards\/broken\.json › \(root\): malformed JSON at line 1, column/)
  })

  it('a missing folder is a clear error', async () => {
    await expect(readPackFolder('/nonexistent/fogbound-pack')).rejects.toThrow('not a folder')
  })
})
