import { beforeAll, describe, expect, it } from 'vitest'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { loadPackFolder } from '../../src-main/services/cards/pack-files'
import { formatProblem, type ContinentContent } from '../../src-shared/content/pack'
import { ACTION_TYPES, walkConsequences, type Action, type Consequence } from '../../src-shared/content/effects'
import type { AdventureCard, Card, CardFront, Edge, ExplorationCard, SkillCard } from '../../src-shared/content/cards'
import { oddsTable } from '../../src-shared/rulesets/continent/odds'
import { largestDeviation } from '../../src-shared/rulesets/continent/rulebook-odds'

/**
 * First Light, the pack the app ships (issue "Content", item 5): it validates, it has what the
 * issue asks for, its Action Deck matches the rulebook's odds for every character, and its map
 * is consistent (arrows and edges agree on one grid, areas grow harder, each curse can be won).
 */
const packDir = join(import.meta.dirname, '../../resources/packs/first-light')
let content: ContinentContent
let all: Card[]

const adventure = (): AdventureCard[] => all.filter((c): c is AdventureCard => c.type === 'adventure')
const exploration = (): ExplorationCard[] => all.filter((c): c is ExplorationCard => c.type === 'exploration')
const skills = (): SkillCard[] => all.filter((c): c is SkillCard => c.type === 'skill')

/** Every action printed anywhere: card fronts, Exploration backs, skills, crafted items, characters, clues. */
function everyAction(): Action[] {
  const out: Action[] = []
  for (const c of all) {
    if (c.type === 'adventure') out.push(...c.actions)
    if (c.type === 'exploration') out.push(c.backAction, ...c.front.actions)
    if (c.type === 'skill') {
      out.push(...(c.actions ?? []))
      if (c.craft) out.push(c.craft.action, ...c.craft.item.actions)
    }
    if (c.type === 'character') out.push(...(c.actions ?? []))
    if (c.type === 'clue') out.push(...c.actions)
  }
  return out
}

/** Every consequence on every card (actions and on-reveal texts), nested ones included. */
function everyConsequence(): Consequence[] {
  const out: Consequence[] = []
  const add = (list: readonly Consequence[]): void => walkConsequences(list, (c) => out.push(c))
  for (const a of everyAction()) { add(a.success); add(a.failure ?? []) }
  for (const c of all) {
    if (c.type === 'adventure') add(c.onReveal ?? [])
    if (c.type === 'exploration') add(c.front.onReveal ?? [])
  }
  return out
}

beforeAll(async () => {
  const loaded = await loadPackFolder(packDir)
  if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join('\n'))
  content = loaded.content
  all = Object.values(content.cards)
})

describe('First Light pack', () => {
  it('validates with no problem', async () => {
    const loaded = await loadPackFolder(packDir)
    expect(loaded.ok ? [] : loaded.problems.map(formatProblem)).toEqual([])
    expect(content.manifest.id).toBe('first-light')
  })

  it('C-CARD-20 C-CARD-22 has 4 characters with 5 own skills each, 35 common skills and at least 15 advanced ones', () => {
    expect(Object.keys(content.characters)).toHaveLength(4)
    for (const id of Object.keys(content.characters)) {
      expect(content.characterSkills[id]).toHaveLength(5)
      const character = all.find((c) => c.type === 'character' && c.id === id)
      expect(character?.type === 'character' && character.ability.length).toBeGreaterThan(0)
    }
    expect(content.commonSkills).toHaveLength(35)
    expect(content.advancedSkills.length).toBeGreaterThanOrEqual(15)
    expect(skills().filter((s) => s.craft).length).toBeGreaterThanOrEqual(5)
  })

  it('C-SETUP-11 has 4 death curses and one curse card and one clue per curse, each clue starting on a terrain', () => {
    expect(content.curseCards.death).toHaveLength(4)
    expect(content.manifest.curses.length).toBeGreaterThanOrEqual(2)
    for (const curse of content.manifest.curses) {
      expect(content.curseCards[curse.id]).toHaveLength(1)
      expect(content.clues[curse.id]).toHaveLength(1)
      const clue = content.cards[content.clues[curse.id]?.[0] ?? '']
      const start = clue?.type === 'clue' ? clue.start : ''
      expect(adventure().filter((c) => c.number === start).every((c) => c.kind === 'terrain')).toBe(true)
    }
  })

  it('has at least 80 adventure numbers with every kind, several copies of some', () => {
    const numbers = new Set(adventure().map((c) => c.number))
    expect(numbers.size).toBeGreaterThanOrEqual(80)
    const kinds = new Set(adventure().map((c) => c.kind))
    for (const k of ['terrain', 'permanentEvent', 'temporaryEvent', 'item', 'questItem', 'state', 'bonus']) expect(kinds).toContain(k)
    expect(adventure().filter((c) => c.number === '100').length).toBeGreaterThan(1)
    expect(adventure().some((c) => c.effects.some((m) => m.op === 'experience'))).toBe(true)
  })

  it('C-ACT-40 C-CONSEQ-27 card 100 is a State that can be got rid of, the life-loss icon on some copies only', () => {
    const paranoid = adventure().filter((c) => c.number === content.special.paranoid)
    expect(content.special.paranoid).toBe('100')
    expect(paranoid.every((c) => c.kind === 'state')).toBe(true)
    expect(paranoid.some((c) => c.lifeLoss === true)).toBe(true)
    expect(paranoid.some((c) => c.lifeLoss !== true)).toBe(true)
    for (const c of adventure().filter((x) => x.kind === 'state')) {
      const ways = c.actions.flatMap((a) => a.success).filter((x) => x.op === 'return' || x.op === 'discard')
      expect(ways.length, `state ${c.uid} has a way to get rid of it`).toBeGreaterThan(0)
    }
  })

  it('C-END-6 C-END-7 has easy card 777 and hardcore card 650', () => {
    expect(content.special.easy).toBe('777')
    expect(content.special.hardcore).toBe('650')
    expect(content.numbers['777']?.length).toBeGreaterThan(0)
    expect(content.numbers['650']?.length).toBeGreaterThan(0)
  })

  it('C-CONSEQ-31 has a green/gold pair whose green copy banishes and replaces itself', () => {
    const pairs = adventure().filter((c) => c.back === 'gold').map((g) => g.number)
    expect(pairs.length).toBeGreaterThan(0)
    const green = adventure().filter((c) => c.back === 'green' && pairs.includes(c.number))
    const replaces = green.some((c) => c.actions.some((a) => a.success.some((x) => x.op === 'banishReplace')))
    expect(replaces).toBe(true)
  })

  it('C-END-1 has a victory card lifting each curse, each taken through a purple flag of that curse\'s clue', () => {
    for (const curse of content.manifest.curses) {
      const victory = adventure().filter((c) => (c.onReveal ?? []).some((x) => x.op === 'liftCurse' && x.curse === curse.id))
      expect(victory.length, curse.id).toBeGreaterThan(0)
      const clue = content.cards[content.clues[curse.id]?.[0] ?? '']
      const flag = clue?.type === 'clue' ? clue.flag : undefined
      expect(flag?.colour).toBe('purple')
      const flagged = everyConsequence().filter((x) => x.op === 'take' && x.flag?.pictograph === flag?.pictograph && x.flag?.add === flag?.add)
      const targets = flagged.map((x) => (x.op === 'take' ? String(Number(x.number) + (x.flag?.add ?? 0)).padStart(3, '0') : ''))
      expect(targets.some((n) => victory.some((v) => v.number === n))).toBe(true)
    }
  })

  it('C-CARD-17 has at least 30 Exploration cards in at least 4 areas (I–IV)', () => {
    expect(exploration().length).toBeGreaterThanOrEqual(30)
    const areas = new Set(exploration().map((c) => c.area))
    for (const a of ['I', 'II', 'III', 'IV']) expect(areas).toContain(a)
    const fronts = new Set(exploration().map((c) => c.front.kind))
    expect(fronts.size).toBeGreaterThanOrEqual(4)
  })

  it('C-ATYPE-1 C-ATYPE-30 uses every one of the 29 action types somewhere', () => {
    const used = new Set(everyAction().map((a) => a.type))
    expect(ACTION_TYPES.filter((t) => !used.has(t))).toEqual([])
    expect(ACTION_TYPES).toHaveLength(29)
  })

  it('C-EXPLORE-20 C-CONSEQ-9 C-TURN-14 has hidden numbers, flags with numbox sums and mandatory actions', () => {
    const fronts: CardFront[] = [...adventure(), ...exploration().map((c) => c.front)]
    expect(fronts.filter((f) => (f.hiddenNumbers ?? []).length > 0).length).toBeGreaterThanOrEqual(2)
    expect(everyConsequence().filter((x) => x.op === 'take' && x.flag).length).toBeGreaterThanOrEqual(3)
    expect(everyAction().filter((a) => a.mandatory === true).length).toBeGreaterThanOrEqual(3)
    expect(fronts.some((f) => f.kind === 'permanentEvent' && f.actions.some((a) => a.success.some((x) => x.op === 'crossObstacle')))).toBe(true)
    expect(fronts.some((f) => f.kind === 'permanentEvent' && (f.resources ?? []).length > 0)).toBe(true)
  })

  it('C-PROB-1 C-PROB-2 every character\'s starting deck is within 5 points of the rulebook table', () => {
    for (const id of Object.keys(content.characters)) {
      const uids = [...content.commonSkills, ...(content.characterSkills[id] ?? [])]
      expect(uids).toHaveLength(40)
      const strips = uids.map((u) => {
        const s = content.cards[u]
        if (s?.type !== 'skill') throw new Error(`${u} is not a skill`)
        return s.strip
      })
      const worst = largestDeviation(oddsTable(strips, 6, 7))
      expect(worst.delta, `${id}: ${worst.difficulty}+ with ${worst.cards} cards`).toBeLessThanOrEqual(0.05)
    }
  })

  it('C-EXPLORE-11 the map lies on one grid: arrows toward a cell name one card and touching edges fit', () => {
    const OFF: Record<Edge, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }
    const OPP: Record<Edge, Edge> = { N: 'S', E: 'W', S: 'N', W: 'E' }
    const terrains = new Map(adventure().filter((c) => c.kind === 'terrain').map((c) => [c.number, c]))
    const start = content.cards[content.clues[content.manifest.curses[0]?.id ?? '']?.[0] ?? '']
    const at = new Map<string, [number, number]>([[start?.type === 'clue' ? start.start : '', [0, 0]]])
    const queue = [...at.keys()]
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      const [x, y] = at.get(n) ?? [0, 0]
      for (const a of terrains.get(n)?.arrows ?? []) {
        const cell: [number, number] = [x + OFF[a.edge][0], y + OFF[a.edge][1]]
        const before = at.get(a.numbox)
        if (before) expect(before, `${a.numbox} placed by ${n}`).toEqual(cell)
        else { at.set(a.numbox, cell); queue.push(a.numbox) }
        expect(terrains.get(a.numbox)?.area, `arrow ${n}→${a.numbox} names the area of its card`).toBe(a.area)
      }
    }
    const byCell = new Map([...at].map(([n, [x, y]]) => [`${x},${y}`, n]))
    expect(byCell.size, 'one card per cell').toBe(at.size)
    const compat = content.manifest.edgeCompatibility ?? []
    for (const [n, [x, y]] of at) {
      for (const e of ['N', 'E', 'S', 'W'] as Edge[]) {
        const other = byCell.get(`${x + OFF[e][0]},${y + OFF[e][1]}`)
        if (other === undefined) continue
        const p = terrains.get(n)?.edges?.[e]
        const q = terrains.get(other)?.edges?.[OPP[e]]
        const fits = p === undefined || q === undefined || p === q || compat.some(([a, b]) => (a === p && b === q) || (a === q && b === p))
        expect(fits, `${n} ${e} (${p}) touches ${other} (${q})`).toBe(true)
      }
    }
    // Every terrain except hidden-number replacements is on the grid.
    const replacements = adventure().filter((c) => c.kind === 'terrain' && (c.sources ?? []).length > 0).map((c) => c.number)
    expect([...terrains.keys()].filter((n) => !at.has(n) && !replacements.includes(n))).toEqual([])
  })

  it('areas grow harder: the mean move and exploration cost + difficulty rise from area I to IV', () => {
    const effort = (a: Action): number => a.cost + a.difficulty
    const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length)
    const byArea = ['I', 'II', 'III', 'IV'].map((area) => {
      const moves = adventure().filter((c) => c.kind === 'terrain' && c.area === area).flatMap((c) => c.actions.filter((a) => a.type === 'move'))
      const backs = exploration().filter((c) => c.area === area).map((c) => c.backAction)
      return mean([...moves, ...backs].map(effort))
    })
    for (let i = 1; i < byArea.length; i++) expect(byArea[i]).toBeGreaterThan(byArea[i - 1] ?? 0)
  })

  it('each terrain has its own original SVG under 4 KB, and every string exists in English and Italian', async () => {
    const terrains = adventure().filter((c) => c.kind === 'terrain')
    const arts = new Set(terrains.map((c) => c.art))
    expect(arts.size).toBe(terrains.length)
    for (const name of arts) {
      const file = join(packDir, 'art', name ?? '')
      expect((await stat(file)).size).toBeLessThan(4096)
      const svg = await readFile(file, 'utf8')
      expect(svg).toMatch(/^<svg /)
      expect(svg).not.toMatch(/<text|<image|href=/)
    }
    const en = JSON.parse(await readFile(join(packDir, 'i18n/en.json'), 'utf8')) as Record<string, string>
    const it_ = JSON.parse(await readFile(join(packDir, 'i18n/it.json'), 'utf8')) as Record<string, string>
    expect(Object.keys(it_).sort()).toEqual(Object.keys(en).sort())
    expect((await readdir(join(packDir, 'i18n'))).sort()).toEqual(['en.json', 'it.json'])
    const same = Object.keys(en).filter((k) => en[k] === it_[k] && !k.startsWith('character.'))
    expect(same.length, `untranslated: ${same.slice(0, 5).join(', ')}`).toBeLessThanOrEqual(2)
  })
})
