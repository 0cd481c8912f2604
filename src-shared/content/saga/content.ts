/**
 * `SagaContent`: a validated Saga pack, indexed for the engine. Plain JSON (no Maps), so it can be
 * sent or hashed; the engine looks definitions up here and never copies them into the state.
 */
import type { Cell } from '../../engine/polyomino'
import type { PackStrings } from '../i18n'
import type { ActionCard, SpecialCard } from './action-cards'
import type { Adventure } from './adventure'
import type { Character } from './characters'
import type { EnemyCard } from './enemies'
import type { EventCard } from './events'
import { shapeCells } from './grid-text'
import type { Discovery, Item } from './items'
import type { SagaDie, SagaManifest, TileShape } from './manifest'
import type { Paragraph } from './paragraphs'
import type { TerrainCard } from './terrain'

export interface SagaContent {
  manifest: SagaManifest
  strings: PackStrings
  /** Tile shapes by id, with their cells (S-POLY-06: size = cell count). */
  shapes: Record<string, TileShape & { cells: Cell[]; size: number }>
  /** Dice by colour id, and their strength order (S-COMP-28). */
  dice: Record<string, SagaDie>
  diceOrder: string[]
  adventures: Record<string, Adventure>
  /** Paragraphs by adventure, then number. */
  paragraphs: Record<string, Record<number, Paragraph>>
  characters: Record<string, Character>
  actionCards: Record<number, ActionCard>
  specialCards: Record<string, SpecialCard>
  terrain: Record<string, TerrainCard>
  enemies: Record<string, EnemyCard>
  items: Record<string, Item>
  discoveries: Record<string, Discovery>
  events: Record<string, EventCard>
}

export interface SagaParts {
  manifest: SagaManifest
  adventures: readonly Adventure[]
  paragraphs: readonly Paragraph[]
  characters: readonly Character[]
  actionCards: readonly ActionCard[]
  specialCards: readonly SpecialCard[]
  terrain: readonly TerrainCard[]
  enemies: readonly EnemyCard[]
  items: readonly Item[]
  discoveries: readonly Discovery[]
  events: readonly EventCard[]
  strings?: PackStrings
}

const byId = <T extends { id: string }>(list: readonly T[]): Record<string, T> => Object.fromEntries(list.map((x) => [x.id, x]))

/** Index the parts WITHOUT validating them (the loader's last step; tests may build content by hand). */
export function indexSaga(p: SagaParts): SagaContent {
  const paragraphs: Record<string, Record<number, Paragraph>> = {}
  for (const para of p.paragraphs) (paragraphs[para.adventure] ??= {})[para.number] = para
  const shapes = p.manifest.shapes ?? []
  const dice = p.manifest.dice ?? []
  return {
    manifest: p.manifest,
    strings: p.strings ?? {},
    shapes: Object.fromEntries(shapes.map((s) => { const cells = shapeCells(s.rows); return [s.id, { ...s, cells, size: cells.length }] })),
    dice: byId(dice),
    diceOrder: dice.map((d) => d.id),
    adventures: byId(p.adventures),
    paragraphs,
    characters: byId(p.characters),
    actionCards: Object.fromEntries(p.actionCards.map((c) => [c.number, c])),
    specialCards: Object.fromEntries(p.specialCards.map((c) => [c.letter, c])),
    terrain: byId(p.terrain),
    enemies: byId(p.enemies),
    items: byId(p.items),
    discoveries: byId(p.discoveries),
    events: byId(p.events),
  }
}
