/**
 * The printed, face-up parts of a Saga pack the table draws (`GameModule.extras`): the view names
 * cards, areas and shapes by id, and the renderer may not load a pack itself. What is here is what
 * the pack prints: grids, dials, tracks, the map (and its drawing), the Adventure sheet, Action cards
 * and the faces of items, events, Discoveries, enemies and terrain — which card lies where (a deck's
 * order, a hand) is only in the view; paragraph texts stay behind `publicStrings` (a paragraph's
 * keys are here, its words only once it is read, S-CORE-09).
 */
import type { Cell } from '../../engine/polyomino'
import type { SagaContent } from '../../content/saga/content'
import type { Area, Border } from '../../content/saga/adventure'
import type { ActionCard } from '../../content/saga/action-cards'
import type { Condition, Effect } from '../../content/saga/effects'
import type { Item } from '../../content/saga/items'
import type { MapLayout } from '../../content/saga/map-layout'
import type { PenaltyEffects } from '../../content/saga/terrain'
import type { GoodsBag } from '../../content/saga/vocabulary'

/** A Location as printed on the map: its action space and the effect its completion brings (S-ATLAS-10). */
export interface SagaLocationInfo { id: string; name: string; hint?: string; areas: string[]; runes: string[]; space: { action: string; needs?: GoodsBag }; effects: Effect[] }

/** The Adventure sheet's face (S-SHEET-02…S-SHEET-07): event decks and the left deck's requirement, the three Event effects, the lines of victory and defeat, the round track's effects. */
export interface SagaSheetInfo {
  eventDecks: { left: string; right: string }
  leftDeckWhen: Condition
  eventEffects: [Effect[], Effect[], Effect[]]
  victory: string[]
  defeat: string[]
  roundEffects: { round: number; text: string }[]
  goodsMeaning?: string
}

export interface SagaExtras {
  shapes: Record<string, { name: string; cells: Cell[] }>
  dice: Record<string, { name: string; faces: { white: string; critical?: string }[] }>
  adventures: Record<string, { title: string; introduction: string; rounds: number; start: string; areas: Area[]; borders: Border[]; locations: SagaLocationInfo[]; counters: { id: string; name: string; min: number; max: number }[]; paragraphs: Record<number, { name: string; text: string; subplots: string[]; cost: GoodsBag }>; sheet: SagaSheetInfo; layout?: MapLayout }>
  actionCards: Record<number, Pick<ActionCard, 'number' | 'mains' | 'bonuses' | 'text'>>
  characters: Record<string, { name: string; woundGrid: string[]; combatDial: string[][]; journeyTrack: string[][]; ability: { name: string; text: string; reactivation: GoodsBag } }>
  terrain: Record<string, { cells: string[]; penalties?: string[]; revealColumn: number; penalty: PenaltyEffects; bonus: Effect[]; arid: boolean }>
  enemies: Record<string, { strength: string; cells: string[]; penalties?: string[]; penalty: PenaltyEffects }>
  items: Record<string, Pick<Item, 'name' | 'text' | 'action' | 'timing' | 'owner'>>
  /** S-EVENT-11, S-EVENT-12: an Event card's deck and its effects by timing label. */
  events: Record<string, { title: string; text: string; deck: string; immediate: Effect[]; actionPhase: string[]; nextActionPhase: Effect[]; nextEventPhase: Effect[] }>
  discoveries: Record<string, { name: string; text: string }>
}

const map = <T, U>(rec: Record<string, T>, f: (x: T) => U): Record<string, U> => Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, f(v)]))

export function sagaExtras(content: SagaContent): SagaExtras {
  return {
    shapes: map(content.shapes, (s) => ({ name: s.name, cells: s.cells })),
    dice: map(content.dice, (d) => ({ name: d.name, faces: d.faces })),
    adventures: map(content.adventures, (a) => ({
      title: a.title,
      introduction: a.introduction,
      rounds: a.sheet.rounds,
      start: a.map.start,
      areas: a.map.areas,
      borders: a.map.borders,
      locations: a.map.locations.map((l) => ({ id: l.id, name: l.name, hint: l.hint, areas: [...l.areas], runes: l.runes, space: l.space.action === 'delivery' ? { action: 'delivery', needs: l.space.needs } : { action: l.space.action }, effects: l.effects })),
      counters: a.counters,
      // S-STORY-08: a subplot costs 1 Rumour unless the paragraph says otherwise.
      paragraphs: Object.fromEntries(Object.values(content.paragraphs[a.id] ?? {}).map((p) => [p.number, { name: p.name, text: p.text, subplots: p.subplots.map((s) => s.text), cost: p.subplotCost ?? { rumour: 1 } }])),
      sheet: {
        eventDecks: a.sheet.eventDecks, leftDeckWhen: a.sheet.leftDeckWhen, eventEffects: a.sheet.eventEffects,
        victory: a.sheet.victory.map((v) => v.text), defeat: a.sheet.defeat.map((v) => v.text),
        roundEffects: a.sheet.roundEffects.map((r) => ({ round: r.round, text: r.text })),
        ...(a.sheet.goodsMeaning ? { goodsMeaning: a.sheet.goodsMeaning } : {}),
      },
      ...(a.map.layout ? { layout: a.map.layout } : {}),
    })),
    actionCards: Object.fromEntries(Object.values(content.actionCards).map((c) => [c.number, { number: c.number, mains: c.mains, bonuses: c.bonuses, text: c.text }])),
    characters: map(content.characters, (c) => ({ name: c.name, woundGrid: c.woundGrid, combatDial: c.combatDial, journeyTrack: c.journeyTrack, ability: { name: c.ability.name, text: c.ability.text, reactivation: c.ability.reactivation } })),
    terrain: map(content.terrain, (t) => ({ cells: t.cells, penalties: t.penalties, revealColumn: t.revealColumn, penalty: t.penalty, bonus: t.bonus, arid: t.arid })),
    enemies: map(content.enemies, (e) => ({ strength: e.strength, cells: e.cells, penalties: e.penalties, penalty: e.penalty })),
    items: map(content.items, (i) => ({ name: i.name, text: i.text, action: i.action, timing: i.timing, ...(i.owner ? { owner: i.owner } : {}) })),
    events: map(content.events, (e) => ({ title: e.title, text: e.text, deck: e.deck, immediate: e.immediate, actionPhase: e.actionPhase.map((h) => h.text), nextActionPhase: e.nextActionPhase, nextEventPhase: e.nextEventPhase })),
    discoveries: map(content.discoveries, (x) => ({ name: x.name, text: x.text })),
  }
}
