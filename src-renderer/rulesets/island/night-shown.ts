import type { GameEvent } from '../../../src-shared/engine/ruleset'

/**
 * The night's meal as the table draws it (NightMeal.vue, issue #16 item 3): one portion per food
 * eaten, each going from the Available food to the castaway who ate it (perishable first, as the
 * engine serves it, night-events.ts), the hungry marked with their wounds; when the food falls
 * short every plate waits for the group's pick.
 */
export type PortionKind = 'food' | 'preserved'
/** `pick`: the food falls short and the group has yet to choose whether this one eats. */
export interface Plate { who: string; portion: PortionKind | null; hungry: boolean; outside: boolean; wounds: number; pick?: boolean }
export interface MealShown { plates: Plate[]; toChoose: number; portions: PortionKind[] }

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
const num = (v: unknown): number => (typeof v === 'number' ? v : 0)
const servings = (v: unknown): PortionKind[] => {
  const o = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {}
  return [...Array.from({ length: num(o['food']) }, (): PortionKind => 'food'), ...Array.from({ length: num(o['preserved']) }, (): PortionKind => 'preserved')]
}

/**
 * The plates of the night's `meal` (and of the group's later pick, `hungry`), or null when these
 * events hold no meal. The fed are served the portions in order; a castaway outside eats from its own sheet.
 */
export function mealShown(events: readonly GameEvent[]): MealShown | null {
  const meal = events.find((e) => e.type === 'meal')
  const picked = events.find((e) => e.type === 'hungry')
  if (!meal && !picked) return null
  if (!meal) return { plates: ids(picked?.['characters']).map((who) => ({ who, portion: null, hungry: true, outside: false, wounds: num(picked?.['woundsEach']) })), toChoose: 0, portions: [] }
  const portions = servings(meal['ate'])
  const fed = ids(meal['fed'])
  const hungry = ids(meal['hungry'])
  const each = num(meal['woundsEach'])
  const plates: Plate[] = []
  const toChoose = num(meal['toChoose'])
  for (const who of ids(meal['eaters'])) {
    if (toChoose > 0) plates.push({ who, portion: null, hungry: false, outside: false, wounds: 0, pick: true })
    else if (fed.includes(who)) plates.push({ who, portion: portions[fed.indexOf(who)] ?? 'food', hungry: false, outside: false, wounds: 0 })
    else if (hungry.includes(who)) plates.push({ who, portion: null, hungry: true, outside: false, wounds: each })
  }
  const outside = Array.isArray(meal['outside']) ? (meal['outside'] as { character: string; ate: unknown; hungry: boolean }[]) : []
  for (const o of outside) plates.push({ who: o.character, portion: servings(o.ate)[0] ?? null, hungry: o.hungry, outside: true, wounds: o.hungry ? each : 0 })
  return { plates, toChoose, portions }
}
