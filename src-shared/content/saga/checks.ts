/**
 * What a Saga pack's schemas cannot say, reported as `file › json.path: message`: unique ids and
 * numbers, shapes that are real polyominoes, dice naming known shapes, characters naming known dice,
 * shapes and items, maps whose borders and Locations name their own Areas, effects naming
 * paragraphs, Locations, counters, cards and shapes that exist, grids whose overlays fit, and every
 * string key in every locale.
 */
import { isPolyomino } from '../../engine/polyomino'
import type { JsonPath } from '../problems'
import type { LoadedItem, PackChecks } from '../pack-spec'
import type { ActionCard, SpecialCard } from './action-cards'
import type { Adventure } from './adventure'
import type { Character } from './characters'
import { walkCondition, walkEffects, type Condition, type Effect, type WoundSpec } from './effects'
import type { EnemyCard } from './enemies'
import type { EventCard } from './events'
import { gridWidth, overlayProblems, shapeCells } from './grid-text'
import type { Discovery, Item } from './items'
import type { SagaManifest } from './manifest'
import { checkLayout } from './map-layout'
import type { Paragraph } from './paragraphs'
import type { TerrainCard } from './terrain'

/** Every collection of a Saga pack as the loader read it. */
export interface SagaItems {
  adventures: LoadedItem<Adventure>[]
  paragraphs: LoadedItem<Paragraph>[]
  characters: LoadedItem<Character>[]
  actionCards: LoadedItem<ActionCard>[]
  specialCards: LoadedItem<SpecialCard>[]
  terrain: LoadedItem<TerrainCard>[]
  enemies: LoadedItem<EnemyCard>[]
  items: LoadedItem<Item>[]
  discoveries: LoadedItem<Discovery>[]
  events: LoadedItem<EventCard>[]
}

/** What effects may name, per adventure ('' = anything of any adventure, for shared cards). */
interface Known {
  shapes: Set<string>
  dice: Set<string>
  actionCards: Set<number>
  specialCards: Set<string>
  paragraphs: Map<string, Set<number>>
  locations: Map<string, Set<string>>
  targets: Map<string, Set<string>>
  counters: Map<string, Set<string>>
  /** Enemy decks holding at least one card (strengths, `mystic`). */
  enemyDecks: Set<string>
  /** An adventure's Mystic deck, when it names one (S-COMBAT-03). */
  mysticDecks: Map<string, string>
}

const STRING_FIELDS = new Set(['name', 'title', 'text', 'hint', 'introduction', 'blurb', 'goodsMeaning'])

/** Reports every i18n key below `value` (fields named like player-visible text) missing in some locale. */
export function checkStrings(value: unknown, file: string, path: JsonPath, checks: PackChecks): void {
  if (Array.isArray(value)) { value.forEach((v, i) => checkStrings(v, file, [...path, i], checks)); return }
  if (typeof value !== 'object' || value === null) return
  for (const [k, v] of Object.entries(value)) {
    if (STRING_FIELDS.has(k) && typeof v === 'string') checks.checkString(file, [...path, k], v)
    else checkStrings(v, file, [...path, k], checks)
  }
}

/** Reports duplicates of `keyOf` among the items, at the item's key field. */
function unique<T>(list: LoadedItem<T>[], collection: string, field: string, keyOf: (x: T) => string | number, checks: PackChecks): void {
  const seen = new Set<string | number>()
  for (const { item, origin } of list) {
    const k = keyOf(item)
    if (seen.has(k)) checks.report(origin.file, [collection, origin.index, field], `"${k}" appears twice`)
    seen.add(k)
  }
}

function checkWound(w: WoundSpec, known: Known, file: string, path: JsonPath, checks: PackChecks): void {
  if ('shape' in w && !known.shapes.has(w.shape)) checks.report(file, path, `no tile shape "${w.shape}" in pack.json shapes`)
  if ('die' in w && !known.dice.has(w.die)) checks.report(file, path, `no die "${w.die}" in pack.json dice (S-CELL-14)`)
}

function checkCondition(cond: Condition, adventure: string, known: Known, file: string, path: JsonPath, checks: PackChecks): void {
  walkCondition(cond, (c) => {
    if (c.op === 'read' && !has(known.paragraphs, adventure, c.paragraph)) checks.report(file, path, `condition names paragraph ${c.paragraph}, which ${where(adventure)} does not have`)
    if (c.op === 'counter' && !has(known.counters, adventure, c.counter)) checks.report(file, path, `condition names counter "${c.counter}", which ${where(adventure)} does not declare`)
    if (c.op === 'cleared') for (const l of c.locations ?? []) if (!has(known.locations, adventure, l)) checks.report(file, path, `condition names Location "${l}", which ${where(adventure)} does not have`)
  })
}

const where = (adventure: string): string => (adventure === '' ? 'no adventure' : `adventure "${adventure}"`)
function has<T>(map: Map<string, Set<T>>, adventure: string, key: T): boolean {
  if (adventure !== '') return map.get(adventure)?.has(key) ?? false
  for (const s of map.values()) if (s.has(key)) return true
  return false
}

/** Terms that harm the players: a Discovery card may not use them (S-CELL-11: its effects are always beneficial). */
const HARMFUL = new Set<Effect['op']>(['discard', 'threat', 'wound', 'strengthen', 'placeEnemy', 'block', 'blockCell', 'increaseCost', 'lose', 'coverPenalty', 'unitedEnemies'])

export function checkBeneficial(effects: readonly Effect[], file: string, path: JsonPath, checks: PackChecks): void {
  walkEffects(effects, (e) => { if (HARMFUL.has(e.op)) checks.report(file, path, `a Discovery card's effects are beneficial; "${e.op}" is not (S-CELL-11)`) })
}

/** Checks every reference of an effect list; `adventure` '' for cards shared by all adventures. */
export function checkEffects(effects: readonly Effect[], adventure: string, known: Known, file: string, path: JsonPath, checks: PackChecks): void {
  walkEffects(effects, (e) => {
    switch (e.op) {
      case 'paragraph': if (!has(known.paragraphs, adventure, e.paragraph)) checks.report(file, path, `paragraph ${e.paragraph} does not exist in ${where(adventure)}`); break
      case 'win': case 'lose': if (!has(known.paragraphs, adventure, e.ending)) checks.report(file, path, `ending paragraph ${e.ending} does not exist in ${where(adventure)}`); break
      case 'actionCard': if (!known.actionCards.has(e.card)) checks.report(file, path, `no Action card number ${e.card}`); break
      case 'specialCard': if (!known.specialCards.has(e.card)) checks.report(file, path, `no Special Action card "${e.card}"`); break
      case 'strengthen': case 'weaken': case 'placeEnemy': case 'increaseCost': case 'unite':
        if (!has(known.locations, adventure, e.location)) checks.report(file, path, `no Location "${e.location}" in ${where(adventure)}`); break
      case 'substitute':
        if (!has(known.locations, adventure, e.location)) checks.report(file, path, `no Location "${e.location}" in ${where(adventure)}`)
        checkWound(e.wound, known, file, path, checks); break
      case 'block': case 'unblock': if (!has(known.targets, adventure, e.target)) checks.report(file, path, `no Location or Border "${e.target}" in ${where(adventure)}`); break
      case 'counter': if (!has(known.counters, adventure, e.counter)) checks.report(file, path, `counter "${e.counter}" is not declared by ${where(adventure)}`); break
      case 'wound': checkWound(e.wound, known, file, path, checks); break
      case 'if': checkCondition(e.cond, adventure, known, file, path, checks); break
      case 'coverPenalty': if (!known.shapes.has(e.shape)) checks.report(file, path, `no tile shape "${e.shape}" in pack.json shapes`); break
      case 'dice': if (!known.dice.has(e.die)) checks.report(file, path, `no die "${e.die}" in pack.json dice (S-COMBAT-07)`); break
      case 'unitedEnemies':
        for (const t of e.enemies) {
          const deck = t === 'mystic' ? known.mysticDecks.get(adventure) ?? t : t
          if (!known.enemyDecks.has(deck)) checks.report(file, path, `united enemies name a ${t} enemy, but no Enemy card is in the ${deck} deck (S-COMBAT-30)`)
        }
        break
      default: break
    }
  })
}

/** The shapes and dice of pack.json: real polyominoes of 1–5 cells; faces naming known shapes. */
export function checkManifest(m: SagaManifest, file: string, checks: PackChecks): void {
  const shapes = new Map<string, number>()
  ;(m.shapes ?? []).forEach((s, i) => {
    const cells = shapeCells(s.rows)
    if (shapes.has(s.id)) checks.report(file, ['shapes', i, 'id'], `shape "${s.id}" appears twice`)
    if (!isPolyomino(cells)) checks.report(file, ['shapes', i, 'rows'], 'the "#" squares must form one edge-connected tile (S-POLY-01)')
    if (cells.length > 5) checks.report(file, ['shapes', i, 'rows'], `a tile has 1 to 5 squares, this one ${cells.length} (S-COMP-23)`)
    shapes.set(s.id, cells.length)
    checks.checkString(file, ['shapes', i, 'name'], s.name)
  })
  if (m.shapes) for (let size = 1; size <= 5; size++) {
    if (![...shapes.values()].includes(size)) checks.report(file, ['shapes'], `no tile shape of size ${size}: wounds of every size 1–5 must be placeable (S-COMP-23, S-THREAT-05)`)
  }
  ;(m.dice ?? []).forEach((d, i) => {
    checks.checkString(file, ['dice', i, 'name'], d.name)
    d.faces.forEach((f, j) => {
      for (const k of ['white', 'critical'] as const) {
        const id = f[k]
        if (id !== undefined && !shapes.has(id)) checks.report(file, ['dice', i, 'faces', j, k], `no tile shape "${id}" in shapes`)
      }
      const crit = f.critical === undefined ? undefined : shapes.get(f.critical)
      if (crit !== undefined && crit <= (shapes.get(f.white) ?? 0)) checks.report(file, ['dice', i, 'faces', j, 'critical'], 'a critical shape is larger than the white one (S-COMP-29)')
    })
  })
}

/** The reference sets effects are checked against. */
export function knownOf(m: SagaManifest | undefined, items: SagaItems): Known {
  const known: Known = {
    shapes: new Set((m?.shapes ?? []).map((s) => s.id)),
    dice: new Set((m?.dice ?? []).map((d) => d.id)),
    actionCards: new Set(items.actionCards.map((x) => x.item.number)),
    specialCards: new Set(items.specialCards.map((x) => x.item.letter)),
    paragraphs: new Map(), locations: new Map(), targets: new Map(), counters: new Map(),
    enemyDecks: new Set(items.enemies.map((x) => x.item.strength)),
    mysticDecks: new Map(items.adventures.flatMap((x) => (x.item.mystic ? [[x.item.id, x.item.mystic.deck] as const] : []))),
  }
  for (const { item: a } of items.adventures) {
    known.locations.set(a.id, new Set(a.map.locations.map((l) => l.id)))
    known.targets.set(a.id, new Set([...a.map.locations.map((l) => l.id), ...a.map.borders.map((b) => b.id)]))
    known.counters.set(a.id, new Set(a.counters.map((c) => c.id)))
    known.paragraphs.set(a.id, new Set())
  }
  for (const { item: p } of items.paragraphs) known.paragraphs.get(p.adventure)?.add(p.number)
  return known
}

/** One adventure: its map's own references, its sheet, its row, its setup and all its effects. */
export function checkAdventure(a: Adventure, file: string, index: number, known: Known, items: SagaItems, checks: PackChecks): void {
  const at = (...p: (string | number)[]): JsonPath => ['adventures', index, ...p]
  const areas = new Set<string>()
  a.map.areas.forEach((ar, i) => { if (areas.has(ar.id)) checks.report(file, at('map', 'areas', i, 'id'), `Area "${ar.id}" appears twice`); areas.add(ar.id) })
  const ids = new Set<string>(areas)
  a.map.borders.forEach((b, i) => {
    b.between.forEach((x, j) => { if (!areas.has(x)) checks.report(file, at('map', 'borders', i, 'between', j), `no Area "${x}" on this map`) })
    if (b.between[0] === b.between[1]) checks.report(file, at('map', 'borders', i, 'between'), 'a Border separates two different Areas')
    if (ids.has(b.id)) checks.report(file, at('map', 'borders', i, 'id'), `id "${b.id}" is already used on this map`)
    ids.add(b.id)
  })
  a.map.locations.forEach((l, i) => {
    l.areas.forEach((x, j) => { if (!areas.has(x)) checks.report(file, at('map', 'locations', i, 'areas', j), `no Area "${x}" on this map`) })
    if (ids.has(l.id)) checks.report(file, at('map', 'locations', i, 'id'), `id "${l.id}" is already used on this map`)
    ids.add(l.id)
    if (l.space.action === 'sacrifice') checkWound(l.space.wound, known, file, at('map', 'locations', i, 'space', 'wound'), checks)
    if (l.space.action === 'delivery') (l.space.alternatives ?? []).forEach((o, k) => checkEffects(o.effects, a.id, known, file, at('map', 'locations', i, 'space', 'alternatives', k, 'effects'), checks))
    if (l.space.action === 'delivery' && l.space.trial) {
      if (!known.dice.has(l.space.trial.die)) checks.report(file, at('map', 'locations', i, 'space', 'trial', 'die'), `no die "${l.space.trial.die}" in pack.json dice (S-SAMPLE-07)`)
      checkEffects(l.space.trial.failure, a.id, known, file, at('map', 'locations', i, 'space', 'trial', 'failure'), checks)
    }
    if (l.space.action === 'delivery' && Object.values(l.space.needs).every((n) => n === 0)) checks.report(file, at('map', 'locations', i, 'space', 'needs'), 'a Delivery space needs at least one good')
    checkEffects(l.effects, a.id, known, file, at('map', 'locations', i, 'effects'), checks)
  })
  // S-ATLAS-05: every Area holds at least one Location.
  a.map.areas.forEach((ar, i) => { if (!a.map.locations.some((l) => l.areas.includes(ar.id))) checks.report(file, at('map', 'areas', i), `Area "${ar.id}" has no Location (S-ATLAS-05)`) })
  if (a.map.layout) checkLayout(a.map, a.map.layout, file, (...p) => at('map', 'layout', ...p), checks)
  if (!areas.has(a.map.start)) checks.report(file, at('map', 'start'), `no Area "${a.map.start}" on this map`)
  else if ((a.map.areas.find((x) => x.id === a.map.start)?.access ?? 0) > 1) checks.report(file, at('map', 'start'), 'the start Area must be open in round 1 (access number 1, S-MOVE-10)')
  const eventDecks = new Set(items.events.map((e) => e.item.deck))
  for (const side of ['left', 'right'] as const) if (!eventDecks.has(a.sheet.eventDecks[side])) checks.report(file, at('sheet', 'eventDecks', side), `no Event card belongs to deck "${a.sheet.eventDecks[side]}"`)
  checkCondition(a.sheet.leftDeckWhen, a.id, known, file, at('sheet', 'leftDeckWhen'), checks)
  a.sheet.eventEffects.forEach((e, i) => checkEffects(e, a.id, known, file, at('sheet', 'eventEffects', i), checks))
  a.sheet.roundEffects.forEach((r, i) => {
    if (r.round > a.sheet.rounds) checks.report(file, at('sheet', 'roundEffects', i, 'round'), `round ${r.round} is past the round track (${a.sheet.rounds} rounds)`)
    checkEffects(r.effects, a.id, known, file, at('sheet', 'roundEffects', i, 'effects'), checks)
  })
  for (const kind of ['victory', 'defeat'] as const) a.sheet[kind].forEach((v, i) => {
    checkCondition(v.when, a.id, known, file, at('sheet', kind, i, 'when'), checks)
    if (!has(known.paragraphs, a.id, v.ending)) checks.report(file, at('sheet', kind, i, 'ending'), `ending paragraph ${v.ending} does not exist`)
  })
  for (const k of ['outOfRounds', 'eliminated'] as const) if (!has(known.paragraphs, a.id, a.sheet.endings[k])) checks.report(file, at('sheet', 'endings', k), `ending paragraph ${a.sheet.endings[k]} does not exist`)
  a.sheet.hooks.forEach((h, i) => checkEffects(h.effects, a.id, known, file, at('sheet', 'hooks', i, 'effects'), checks))
  a.actionRow.forEach((n, i) => { if (!known.actionCards.has(n)) checks.report(file, at('actionRow', i), `no Action card number ${n}`) })
  if (new Set(a.actionRow).size !== a.actionRow.length) checks.report(file, at('actionRow'), 'an Action card is in the row once')
  a.setup.enemies.forEach((e, i) => { if (!has(known.locations, a.id, e.location)) checks.report(file, at('setup', 'enemies', i, 'location'), `no Location "${e.location}" on this map`) })
  for (const c of Object.keys(a.setup.counters)) if (!has(known.counters, a.id, c)) checks.report(file, at('setup', 'counters', c), `counter "${c}" is not declared`)
}

/** A character: grid with cells, dial and track naming known dice and shapes, its item owned by it. */
export function checkCharacter(c: Character, file: string, index: number, known: Known, items: SagaItems, checks: PackChecks): void {
  const at = (...p: (string | number)[]): JsonPath => ['characters', index, ...p]
  if (!c.woundGrid.some((r) => r.includes('.'))) checks.report(file, at('woundGrid'), 'a wound grid needs at least one cell "." (S-CHAR-02)')
  c.combatDial.forEach((lvl, i) => lvl.forEach((d, j) => { if (!known.dice.has(d)) checks.report(file, at('combatDial', i, j), `no die "${d}" in pack.json dice`) }))
  c.journeyTrack.forEach((lvl, i) => lvl.forEach((s, j) => { if (!known.shapes.has(s)) checks.report(file, at('journeyTrack', i, j), `no tile shape "${s}" in pack.json shapes`) }))
  if (c.journeyTrack[0]?.length === 0) checks.report(file, at('journeyTrack', 0), 'level 1 shows at least one shape, or the first Journey places nothing')
  const item = items.items.find((x) => x.item.id === c.item)?.item
  if (!item) checks.report(file, at('item'), `no item "${c.item}"`)
  else if (item.owner !== c.id) checks.report(file, at('item'), `item "${c.item}" must name "${c.id}" as its owner (S-ITEM-11)`)
  checkEffects([...c.ability.effects, ...c.overflow.combat, ...c.overflow.journey], '', known, file, at(), checks)
}

/** A grid card: its penalty overlay fits; terrain's Reveal column lies on the card; an enemy has a heart. */
export function checkGridCard(card: TerrainCard | EnemyCard, collection: 'terrain' | 'enemies', file: string, index: number, checks: PackChecks): void {
  for (const p of overlayProblems(card)) checks.report(file, [collection, index, ...p.path], p.message)
  if ('revealColumn' in card && card.revealColumn >= gridWidth(card.cells)) checks.report(file, [collection, index, 'revealColumn'], `column ${card.revealColumn} is past the card (width ${gridWidth(card.cells)})`)
  if (!('revealColumn' in card) && !card.cells.some((r) => r.includes('H'))) checks.report(file, [collection, index, 'cells'], 'an enemy card needs at least one heart "H" (S-COMBAT-21)')
}

export { unique }
