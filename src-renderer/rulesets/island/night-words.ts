import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { IslandWords, Translate } from './words'

/**
 * The night told in player words (issue #16 item 3, the engine's night-events.ts): the meal — the
 * food eaten by kind, who went hungry and the wounds it cost, or how many the group must pick —,
 * the Extra food token's second meal and the sleep under a shelter or in the open.
 */
const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
const num = (v: unknown): number => (typeof v === 'number' ? v : 0)
interface FoodUsed { food: number; preserved: number }
const used = (v: unknown): FoodUsed => {
  const o = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {}
  return { food: num(o['food']), preserved: num(o['preserved']) }
}
interface OutsideMeal { character: string; ate: FoodUsed; hungry: boolean }

/** The wound causes the night's own lines already count, with the events that count them (log-lines.ts leaves those wounds out). */
const TOLD_CAUSES: Record<string, readonly string[]> = { hunger: ['meal', 'hungry'], 'extra-food': ['extraMeal'], 'no-shelter': ['slept'], 'night-outside': ['slept'] }

/** A wound the night's own lines among `events` already count ("Ada goes hungry: 2 wounds"). */
export const toldByNight = (e: GameEvent, events: readonly GameEvent[]): boolean =>
  e.type === 'wound' && (TOLD_CAUSES[typeof e['cause'] === 'string' ? e['cause'] : ''] ?? []).some((type) => events.some((x) => x.type === type))

/** "2 fresh, 1 preserved": the food by kind, leaving out a kind not used. */
function kinds(a: FoodUsed, t: Translate): string {
  const out: string[] = []
  if (a.food > 0) out.push(t('rulesets.island.night.fresh', { n: a.food }, a.food))
  if (a.preserved > 0) out.push(t('rulesets.island.night.preserved', { n: a.preserved }, a.preserved))
  return out.join(', ')
}

const eaten = (a: FoodUsed, t: Translate, key: string, named: Record<string, unknown> = {}): string =>
  t(`rulesets.island.night.${key}`, { ...named, n: a.food + a.preserved, kinds: kinds(a, t) }, a.food + a.preserved)

/** The sentences of one night event, or null when it is not one of the night's. */
export function nightLines(e: GameEvent, w: IslandWords, t: Translate): string[] | null {
  const k = (key: string, named: Record<string, unknown> = {}, plural?: number): string => t(`rulesets.island.night.${key}`, named, plural)
  switch (e.type) {
    case 'meal': {
      const out: string[] = []
      const eaters = ids(e['eaters'])
      if (eaters.length > 0) out.push(eaten(used(e['ate']), t, 'ate', { mouths: eaters.length }))
      for (const id of ids(e['hungry'])) out.push(k('hungry', { who: w.character(id), n: num(e['woundsEach']) }))
      if (num(e['toChoose']) > 0) out.push(k('choose', { n: num(e['toChoose']) }, num(e['toChoose'])))
      const outside = Array.isArray(e['outside']) ? (e['outside'] as OutsideMeal[]) : []
      for (const o of outside) out.push(o.hungry ? k('outsideHungry', { who: w.character(o.character), n: num(e['woundsEach']) }) : eaten(o.ate, t, 'outsideAte', { who: w.character(o.character) }))
      return out
    }
    case 'hungry': return ids(e['characters']).map((id) => k('hungry', { who: w.character(id), n: num(e['woundsEach']) }))
    case 'extraMeal': return [eaten(used(e['ate']), t, 'extraAte'), ...ids(e['short']).map((id) => k('extraShort', { who: w.character(id) }))]
    case 'slept': {
      const outside = ids(e['outside'])
      const exposed = ids(e['exposed'])
      const inCamp = [...ids(e['sheltered']), ...exposed].filter((id) => !outside.includes(id))
      const out = inCamp.length > 0 ? [k(`slept.${String(e['shelter'])}`)] : []
      for (const id of outside) out.push(k(exposed.includes(id) ? 'outsideOpen' : 'outsideCovered', { who: w.character(id) }))
      return out
    }
    default: return null
  }
}
