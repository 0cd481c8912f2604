// Test helper: the First Light pack parsed the way main parses it, and a catalogue over it.
import { formatProblem } from '../../../../../src-shared/content/problems'
import { parsePack } from '../../../../../src-shared/content/parse-pack'
import { continentPackSpec } from '../../../../../src-shared/content/continent/pack-spec'
import type { ContinentContent } from '../../../../../src-shared/content/continent/content'
import { catalogueFrom, type TableCatalogue } from '../../catalogue'

const texts = import.meta.glob<string>('/resources/packs/first-light/**/*.json', { query: '?raw', import: 'default', eager: true })
const art = import.meta.glob('/resources/packs/first-light/art/*.svg', { query: '?url', import: 'default', eager: true })
const FL = '/resources/packs/first-light/'

let cached: ContinentContent | null = null
export function firstLight(): ContinentContent {
  if (cached) return cached
  const files = Object.entries(texts).map(([p, text]) => ({ path: p.slice(FL.length), text }))
  const r = parsePack(files, Object.keys(art).map((p) => p.slice(`${FL}art/`.length)).sort(), continentPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  cached = r.content
  return cached
}

export function firstLightCatalogue(): TableCatalogue {
  return catalogueFrom(firstLight(), (f) => `fogbound-pack://first-light/art/${f}`)
}
