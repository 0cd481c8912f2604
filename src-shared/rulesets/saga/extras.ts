/**
 * The printed, face-up parts of a Saga pack the table draws (`GameModule.extras`): the view names
 * cards, areas and shapes by id, and the renderer may not load a pack itself. Only what is public
 * is here: grids, dials, tracks, the map, Action cards; paragraph texts stay behind `publicStrings`
 * (a paragraph's keys are here, its words only once it is read, S-CORE-09).
 */
import type { Cell } from '../../engine/polyomino'
import type { SagaContent } from '../../content/saga/content'
import type { Area, Border } from '../../content/saga/adventure'
import type { ActionCard } from '../../content/saga/action-cards'
import type { GoodsBag } from '../../content/saga/vocabulary'

export interface SagaLocationInfo { id: string; name: string; hint?: string; areas: string[]; runes: string[]; space: { action: string; needs?: GoodsBag } }

export interface SagaExtras {
  shapes: Record<string, { name: string; cells: Cell[] }>
  dice: Record<string, { name: string; faces: { white: string; critical?: string }[] }>
  adventures: Record<string, { title: string; introduction: string; rounds: number; start: string; areas: Area[]; borders: Border[]; locations: SagaLocationInfo[]; counters: { id: string; name: string; min: number; max: number }[]; paragraphs: Record<number, { name: string; text: string; subplots: string[]; cost: GoodsBag }> }>
  actionCards: Record<number, Pick<ActionCard, 'number' | 'mains' | 'bonuses' | 'text'>>
  characters: Record<string, { name: string; woundGrid: string[]; combatDial: string[][]; journeyTrack: string[][]; ability: { name: string; text: string; reactivation: GoodsBag } }>
  terrain: Record<string, { cells: string[]; penalties?: string[]; revealColumn: number }>
  enemies: Record<string, { strength: string; cells: string[]; penalties?: string[] }>
  items: Record<string, { name: string; text: string }>
  events: Record<string, { title: string; text: string }>
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
      locations: a.map.locations.map((l) => ({ id: l.id, name: l.name, hint: l.hint, areas: [...l.areas], runes: l.runes, space: l.space.action === 'delivery' ? { action: 'delivery', needs: l.space.needs } : { action: l.space.action } })),
      counters: a.counters,
      // S-STORY-08: a subplot costs 1 Rumour unless the paragraph says otherwise.
      paragraphs: Object.fromEntries(Object.values(content.paragraphs[a.id] ?? {}).map((p) => [p.number, { name: p.name, text: p.text, subplots: p.subplots.map((s) => s.text), cost: p.subplotCost ?? { rumour: 1 } }])),
    })),
    actionCards: Object.fromEntries(Object.values(content.actionCards).map((c) => [c.number, { number: c.number, mains: c.mains, bonuses: c.bonuses, text: c.text }])),
    characters: map(content.characters, (c) => ({ name: c.name, woundGrid: c.woundGrid, combatDial: c.combatDial, journeyTrack: c.journeyTrack, ability: { name: c.ability.name, text: c.ability.text, reactivation: c.ability.reactivation } })),
    terrain: map(content.terrain, (t) => ({ cells: t.cells, penalties: t.penalties, revealColumn: t.revealColumn })),
    enemies: map(content.enemies, (e) => ({ strength: e.strength, cells: e.cells, penalties: e.penalties })),
    items: map(content.items, (i) => ({ name: i.name, text: i.text })),
    events: map(content.events, (e) => ({ title: e.title, text: e.text })),
  }
}
