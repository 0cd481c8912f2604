/**
 * What the Night tells the table (issue #16 item 3: "the night's food and shelter are counted
 * visibly"): the meal (`meal`: who ate at the camp, the food used by kind, who went hungry or how
 * many the group must still pick, and each castaway outside eating from its own sheet), the group's
 * pick (`hungry`), the Extra food token's second meal (`extraMeal`) and the sleep (`slept`: the
 * camp's shelter, who slept covered, who did not). Public events only: the views and the legal
 * commands do not change. The wounds themselves follow as `wound` events, as everywhere.
 */
import type { GameEvent } from '../../engine/ruleset'
import { wound } from './harm'
import type { Run } from './queue'

/** I-NIGHT-03: each castaway who does not eat suffers 2 wounds. */
export const HUNGER_WOUNDS = 2

/** Food used by kind: perishable (`food`) and non-perishable (`preserved`). */
export interface FoodUsed { food: number; preserved: number }

/** I-NIGHT-22: a castaway outside ate from its own sheet, or went hungry. */
export interface OutsideMeal { character: string; ate: FoodUsed; hungry: boolean }

export interface Meal {
  /** The castaways eating at the camp (I-NIGHT-03; the companion needs no food, I-2P-12). */
  eaters: string[]
  ate: FoodUsed
  /** Who went hungry, when nobody had to choose. */
  hungry: string[]
  /** How many go hungry when the group must choose who (told by `hungry` once chosen); else 0. */
  toChoose: number
  outside: OutsideMeal[]
}

/** The `meal` event: `fed` are the eaters who ate (none of them hungry, none still to be picked). */
export function mealEvent(m: Meal): GameEvent {
  const fed = m.toChoose > 0 ? [] : m.eaters.filter((id) => !m.hungry.includes(id))
  return { type: 'meal', eaters: m.eaters, fed, ate: m.ate, hungry: m.hungry, toChoose: m.toChoose, woundsEach: HUNGER_WOUNDS, outside: m.outside }
}

/** I-NIGHT-06, I-NIGHT-21: one sleeper — outside the camp or in it, covered or not (1 wound if not). */
export interface Sleeper { id: string; outside: boolean; sheltered: boolean }

/** The `slept` event: the camp's shelter (`built`, `natural` or `none`) and who slept covered. */
export function sleptEvent(shelter: 'built' | 'natural' | 'none', sleepers: readonly Sleeper[]): GameEvent {
  return {
    type: 'slept',
    shelter,
    sheltered: sleepers.filter((x) => x.sheltered).map((x) => x.id),
    exposed: sleepers.filter((x) => !x.sheltered).map((x) => x.id),
    outside: sleepers.filter((x) => x.outside).map((x) => x.id),
  }
}

/** I-NIGHT-03: the group's pick of who goes hungry — 2 wounds each, told first (`hungry`). */
export function goHungry(r: Run, ids: readonly string[]): void {
  r.events.push({ type: 'hungry', characters: [...ids], woundsEach: HUNGER_WOUNDS })
  for (const id of ids) wound(r.content, r.s, id, HUNGER_WOUNDS, r.events, 'hunger')
}
