import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatProblem } from '../../problems'
import { parsePack } from '../../parse-pack'
import { continentPackSpec } from '../pack-spec'
import { readPackFolder, TEST_PACK_DIR } from './load-pack'

// The adventure's introduction (C-SETUP-18): an optional string key in pack.json, checked like every other key.
const FIRST_LIGHT_DIR = join(__dirname, '../../../../resources/packs/first-light')
type Json = Record<string, unknown>

/** Loads a pack folder after changing its parsed files; the problems as "file › path: message". */
function load(dir: string, mutate: (files: Record<string, Json>) => void = () => undefined) {
  const base = readPackFolder(dir)
  const files: Record<string, Json> = {}
  for (const f of base.files) if (f.path.endsWith('.json')) files[f.path] = JSON.parse(f.text) as Json
  mutate(files)
  // Only the JSON files are the pack's content here (its author's notes and walkthroughs are not).
  const r = parsePack(Object.entries(files).map(([path, v]) => ({ path, text: JSON.stringify(v) })), base.art, continentPackSpec)
  return r.ok ? { problems: [], content: r.content } : { problems: r.problems.map(formatProblem), content: undefined }
}
const words = (text: string): number => text.split(/\s+/).filter((w) => w.length > 0).length

describe('C-SETUP-18 the adventure’s introduction in the pack format', () => {
  it('C-SETUP-18 a pack without an introduction stays valid (the field is optional)', () => {
    const { problems, content } = load(TEST_PACK_DIR, (f) => { delete (f['pack.json'] as Json).introduction })
    expect(problems).toEqual([])
    expect(content?.manifest.introduction).toBeUndefined()
  })

  it('C-SETUP-18 the reference check reports an introduction key that no locale has', () => {
    const { problems } = load(TEST_PACK_DIR, (f) => { (f['pack.json'] as Json).introduction = 'story.nowhere' })
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.every((p) => p.startsWith('pack.json › introduction: '))).toBe(true)
    expect(problems.join('\n')).toContain('story.nowhere')
  })

  it('C-SETUP-18 the reference check reports an introduction missing in one locale', () => {
    const { problems } = load(FIRST_LIGHT_DIR, (f) => { delete (f['i18n/it.json'] as Record<string, string>)['pack.introduction'] })
    expect(problems).toContain('pack.json › introduction: string "pack.introduction" is missing in locale "it"')
  })

  it('C-SETUP-18 First Light has its introduction in English and Italian, 120 to 200 words each', () => {
    const { problems, content } = load(FIRST_LIGHT_DIR)
    expect(problems).toEqual([])
    const key = content?.manifest.introduction
    expect(key).toBe('pack.introduction')
    for (const locale of ['en', 'it']) {
      const text = content?.strings[locale]?.[key ?? ''] ?? ''
      expect(words(text), locale).toBeGreaterThanOrEqual(120)
      expect(words(text), locale).toBeLessThanOrEqual(200)
    }
    // Not the same text twice: the Italian one is a translation.
    expect(content?.strings.it?.['pack.introduction']).not.toBe(content?.strings.en?.['pack.introduction'])
  })
})
