/**
 * The goals of an adventure as a group reads them from what is public: the victory and defeat lines
 * of the Adventure sheet (the counters they count up to, the paragraphs they name) and the Map — the
 * Locations marked as objectives (the places its introduction names) and those whose printed effect
 * reads a paragraph a victory line names or moves a counter it counts. No paragraph is opened to
 * find them.
 */
import type { Adventure, Location } from '../../../content/saga/adventure'
import { walkCondition, walkEffects, type Condition } from '../../../content/saga/effects'
import type { SagaState } from '../types'

export interface Goals {
  /** Counters a victory line counts up to, with the value it needs. */
  toward: Map<string, number>
  /** Counters a defeat line counts up to, with the value that loses. */
  doom: Map<string, number>
  /** Paragraphs a victory line names. */
  paragraphs: Set<number>
  /** Objective Locations (marked, or reading a victory paragraph). */
  objectives: Location[]
}

const cache = new WeakMap<Adventure, Goals>()

function countersUp(cond: Condition, into: Map<string, number>, paragraphs?: Set<number>): void {
  walkCondition(cond, (c) => {
    if (c.op === 'counter' && c.min !== undefined) into.set(c.counter, Math.max(into.get(c.counter) ?? 0, c.min))
    if (c.op === 'read' && paragraphs) paragraphs.add(c.paragraph)
  })
}

export function goalsOf(adv: Adventure): Goals {
  const hit = cache.get(adv)
  if (hit) return hit
  const toward = new Map<string, number>()
  const doom = new Map<string, number>()
  const paragraphs = new Set<number>()
  for (const line of adv.sheet.victory) countersUp(line.when, toward, paragraphs)
  for (const line of adv.sheet.defeat) countersUp(line.when, doom)
  const printsGoal = (l: Location): boolean => {
    let hit = false
    walkEffects(l.effects, (e) => { if ((e.op === 'paragraph' && paragraphs.has(e.paragraph)) || (e.op === 'counter' && e.amount > 0 && toward.has(e.counter))) hit = true })
    return hit
  }
  const objectives = adv.map.locations.filter((l) => l.objective === true || printsGoal(l))
  const goals = { toward, doom, paragraphs, objectives }
  cache.set(adv, goals)
  return goals
}

/**
 * Border lines from `from` to every Area it can reach, over Borders neither impassable nor blocked;
 * an Area that opens only in a later round (S-MOVE-10) costs a line more for every round still to wait.
 */
export function distances(adv: Adventure, s: SagaState, from: string): Map<string, number> {
  const dist = new Map([[from, 0]])
  const queue = [from]
  const access = new Map(adv.map.areas.map((a) => [a.id, a.access]))
  while (queue.length > 0) {
    const at = queue.shift() ?? ''
    for (const b of adv.map.borders) {
      if (b.kind === 'impassable' || s.map.blocked.includes(b.id)) continue
      const to = b.between[0] === at ? b.between[1] : b.between[1] === at ? b.between[0] : null
      if (to === null) continue
      const d = (dist.get(at) ?? 0) + b.lines + Math.max(0, (access.get(to) ?? 1) - s.round)
      if (d < (dist.get(to) ?? Infinity)) { dist.set(to, d); queue.push(to) }
    }
  }
  return dist
}
