import { cp, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The "ui-bench" pack: the frozen test pack's characters, skills, curses and setup, with its
 * terrains replaced by a square grid of generated terrains and its Exploration cards by a large
 * pile of free ones (cost 0, difficulty 0, nothing on the front). Played by the engine it grows a
 * map of hundreds of cards without spending life force, which is what the table frame-time
 * benchmark needs; First Light has fewer than 100 cards in all.
 *
 * Everything written here is generated: numbers, texts ("Bench terrain 123") and art (the test
 * pack's own SVGs, reused).
 */

const SOURCE = join(import.meta.dirname, '../../fixtures/packs/continent-test')
export const BENCH_PACK_ID = 'ui-bench'

interface Json { [key: string]: unknown }
type Edge = 'N' | 'E' | 'S' | 'W'
const STEP: Record<Edge, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }

/** Grid cells (x, y) of a `side`×`side` square centred on 0,0, the centre first then ring by ring. */
function gridCells(side: number): [number, number][] {
  const r = Math.floor(side / 2)
  const cells: [number, number][] = []
  for (let y = -r; y <= r; y++) for (let x = -r; x <= r; x++) cells.push([x, y])
  return cells.sort((a, b) => Math.max(Math.abs(a[0]), Math.abs(a[1])) - Math.max(Math.abs(b[0]), Math.abs(b[1])))
}

/** Writes the pack into `<packsDir>/ui-bench` and returns its folder. */
export async function writeBenchPack(packsDir: string, options: { side?: number; explorationCards?: number } = {}): Promise<string> {
  const side = options.side ?? 15
  const dir = join(packsDir, BENCH_PACK_ID)
  await cp(SOURCE, dir, { recursive: true })
  const read = async (file: string): Promise<Json> => JSON.parse(await readFile(join(dir, file), 'utf8')) as Json
  const write = (file: string, value: unknown): Promise<void> => writeFile(join(dir, file), `${JSON.stringify(value, null, 2)}\n`)

  const pack = await read('pack.json')
  await write('pack.json', { ...pack, id: BENCH_PACK_ID, version: '1.0.0' })

  const adventure = await read('cards/adventure.json')
  // Only the cards the rules take by fixed number (easy/hardcore/paranoid) stay: every other card
  // must be reachable from the start, and nothing in the grid names them.
  const special = new Set(Object.values((pack.special ?? {}) as Record<string, string>))
  const kept = (adventure.cards as Json[]).filter((c) => c.kind !== 'terrain' && special.has(c.number as string))
  const taken = new Set(kept.map((c) => c.number as string))
  // Numbers for the grid: the start terrain keeps 001 (the clues start there), the rest are free numbers.
  const free = Array.from({ length: 998 }, (_, i) => String(i + 2).padStart(3, '0')).filter((n) => !taken.has(n))
  const cells = gridCells(side)
  if (cells.length - 1 > free.length) throw new Error(`a ${side}×${side} grid needs more than 999 numbers`)
  const numberAt = new Map(cells.map(([x, y], i) => [`${x},${y}`, i === 0 ? '001' : (free[i - 1] as string)]))
  const art = ['clearing.svg', 'ridge.svg', 'marsh.svg', 'thicket.svg', 'campsite.svg', 'bridge.svg']
  const strings: Record<string, string> = {}
  const terrains = cells.map(([x, y], i) => {
    const number = numberAt.get(`${x},${y}`) as string
    const arrows = (Object.keys(STEP) as Edge[]).flatMap((edge) => {
      const [dx, dy] = STEP[edge]
      const next = numberAt.get(`${x + dx},${y + dy}`)
      return next === undefined ? [] : [{ edge, area: 'I', numbox: next }]
    })
    strings[`bench.${number}.title`] = `Bench terrain ${number}`
    strings[`bench.${number}.back`] = `The fog lifts over bench terrain ${number}.`
    return {
      type: 'adventure',
      uid: `a-${number}-bench`,
      number,
      back: 'green',
      backText: `bench.${number}.back`,
      kind: 'terrain',
      title: `bench.${number}.title`,
      keywords: [],
      // A free move on every terrain: the benchmark's explorer walks to the frontier at no cost.
      actions: [{ type: 'move', cost: 0, difficulty: 0, success: [{ op: 'move' }] }],
      effects: [],
      area: 'I',
      edges: { N: 'plain', E: 'plain', S: 'plain', W: 'plain' },
      arrows,
      art: art[i % art.length],
      resources: [],
    }
  })
  await write('cards/adventure.json', { ...adventure, cards: [...kept, ...terrains] })

  // No card of the grid buys advanced skills, so the pack leaves them out (the validator refuses unbuyable ones).
  const skills = await read('cards/skills.json')
  await write('cards/skills.json', { ...skills, cards: (skills.cards as Json[]).filter((c) => c.advanced === undefined) })

  const exploration = await read('cards/exploration.json')
  const count = options.explorationCards ?? 2 * side * side
  const fog = Array.from({ length: count }, (_, i) => {
    strings[`bench.x${i}.title`] = `Bench fog ${i}`
    return {
      type: 'exploration',
      uid: `x-bench-${i}`,
      area: 'I',
      backAction: { type: 'explore_flee', cost: 0, difficulty: 0, success: [{ op: 'revealExploration' }] },
      front: { kind: 'temporaryEvent', keywords: [], effects: [], actions: [], title: `bench.x${i}.title` },
    }
  })
  await write('cards/exploration.json', { ...exploration, cards: fog })

  for (const locale of ['en', 'it']) {
    const i18n = await read(`i18n/${locale}.json`)
    await write(`i18n/${locale}.json`, { ...i18n, ...strings, 'pack.title': locale === 'en' ? 'UI bench (generated)' : 'Banco di prova UI (generato)' })
  }
  return dir
}
