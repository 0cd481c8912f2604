// Test helper: a goal-directed player for Reedmere's balance checks (not a ruleset policy: the
// engine's own heuristic belongs to the Saga rules). Each turn it tries every token placement,
// finishes the turn greedily (every later choice of the turn picked by one step of look-ahead) and
// keeps the placement whose end-of-turn position scores best. It sees the dice and draws of the
// turn it plans, so its win rates are an upper estimate of what careful players reach.
import type { Policy } from '../../../game-module'
import { isRuleError } from '../../../engine/rule-error'
import { sagaRules } from '../../../rulesets/saga/module'
import type { SagaCommand, SagaState } from '../../../rulesets/saga/types'
import type { Adventure } from '../adventure'
import type { SagaContent } from '../content'
import { GOODS } from '../vocabulary'

/** The counters that measure progress towards victory, and those that measure the way to defeat. */
const GOAL_COUNTERS = new Set(['lanterns', 'chains'])
const DOOM_COUNTERS = new Set(['tide', 'flood'])

/** Border-line distances from an Area to every Area, over Borders that are neither impassable nor blocked. */
function distances(adv: Adventure, s: SagaState, from: string): Map<string, number> {
  const dist = new Map([[from, 0]])
  const queue = [from]
  while (queue.length > 0) {
    const at = queue.shift() ?? ''
    for (const b of adv.map.borders) {
      if (b.kind === 'impassable' || s.map.blocked.includes(b.id) || !b.between.includes(at)) continue
      const to = b.between[0] === at ? b.between[1] : b.between[0]
      const d = (dist.get(at) ?? 0) + b.lines
      if (d < (dist.get(to) ?? Infinity)) { dist.set(to, d); queue.push(to) }
    }
  }
  return dist
}

/** Locations whose paragraph moves a goal counter, or is the victory's condition (the Eel-Mother's pool). */
function goalLocations(content: SagaContent, adv: Adventure): Adventure['map']['locations'] {
  const paras = content.paragraphs[adv.id] ?? {}
  const victoryReads = new Set(JSON.stringify(adv.sheet.victory).match(/"paragraph":\d+/g)?.map((x) => Number(x.split(':')[1])) ?? [])
  return adv.map.locations.filter((l) => l.effects.some((e) => e.op === 'paragraph' && (victoryReads.has(e.paragraph)
    || (paras[e.paragraph]?.effects ?? []).some((x) => x.op === 'counter' && GOAL_COUNTERS.has(x.counter) && x.amount > 0))))
}

/**
 * Turns of work left, roughly: for each open goal Location, the best character's distance to it
 * plus the goods it still lacks for it (plus the fight or sacrifice it asks for).
 */
function workLeft(content: SagaContent, adv: Adventure, s: SagaState): number {
  let work = 0
  const dists = s.characters.map((c) => distances(adv, s, c.area))
  for (const l of goalLocations(content, adv)) {
    if (s.map.closed.includes(l.id)) continue
    let best = Infinity
    s.characters.forEach((c, i) => {
      const d = Math.min(...l.areas.map((a) => dists[i]?.get(a) ?? 20))
      let lack = 0
      if (l.space.action === 'delivery') for (const g of GOODS) lack += Math.max(0, (l.space.needs[g] ?? 0) - (s.map.goodsOn[l.id]?.[g] ?? 0) - (c.goods[g] ?? 0))
      if (l.space.action === 'combat') lack += 2 * (s.map.enemies[l.id]?.length ?? 0) + Math.max(0, 5 - c.combat)
      best = Math.min(best, d + lack + 1)
    })
    work += best
  }
  return work
}

/** How good a position is for the players. */
export function score(content: SagaContent, s: SagaState): number {
  if (s.outcome === 'won') return 1e6
  if (s.outcome === 'lost') return -1e6
  const adv = content.adventures[s.adventure]
  if (!adv) return 0
  let v = 10 * s.read.length - 100 * workLeft(content, adv, s)
  for (const [k, n] of Object.entries(s.counters)) v += GOAL_COUNTERS.has(k) ? 500 * n : DOOM_COUNTERS.has(k) ? -40 * n : 0
  for (const l of adv.map.locations) {
    if (l.space.action !== 'delivery' || s.map.closed.includes(l.id)) continue
    for (const g of GOODS) v += 20 * Math.min(s.map.goodsOn[l.id]?.[g] ?? 0, l.space.needs[g] ?? 0)
  }
  for (const c of s.characters) {
    v += 3 * (Math.min(c.combat, 5) + Math.min(c.journey, 5)) - 6 * c.threats - 5 * c.wounds.reduce((n, w) => n + w.cells.length, 0)
    for (const g of GOODS) v += 0.5 * Math.min(c.goods[g] ?? 0, 4)
  }
  if (s.fight) {
    const card = content.enemies[s.fight.card]
    const covered = new Set(s.fight.placed.flatMap((t) => t.cells.map(([c, r]) => `${c},${r}`)))
    card?.cells.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === 'H' && covered.has(`${c},${r}`)) v += 20 }))
  }
  return v
}

/** The goal-directed player for this pack's content. */
export function reedmerePlayer(content: SagaContent): Policy {
  const rules = sagaRules(content)
  const after = (s: SagaState, c: SagaCommand): SagaState | null => {
    const r = rules.apply(s, c)
    return isRuleError(r) ? null : r.state
  }
  const greedy = (s: SagaState, legal: readonly SagaCommand[]): SagaCommand => {
    let best = legal[0]
    let bestV = -Infinity
    for (const c of legal) {
      const next = after(s, c)
      const v = next ? score(content, next) : -Infinity
      if (v > bestV) { bestV = v; best = c }
    }
    return best ?? { type: 'done' }
  }
  /** The position at the end of this turn, every choice on the way picked greedily. */
  const finishTurn = (start: SagaState): SagaState => {
    let s = start
    for (let n = 0; n < 60 && s.outcome === null && (s.placed || s.queue.length > 0); n++) {
      const legal = rules.legalCommands(s)
      if (legal.length === 0) break
      const next = after(s, greedy(s, legal))
      if (!next) break
      s = next
    }
    return s
  }
  return {
    pick(state, legal) {
      const s = state as SagaState
      const commands = legal as readonly SagaCommand[]
      if (commands.length === 1 && commands[0]) return commands[0]
      if (!commands.some((c) => c.type === 'place')) return greedy(s, commands)
      let best = commands[0]
      let bestV = -Infinity
      for (const c of commands) {
        const next = after(s, c)
        const v = next ? score(content, c.type === 'place' ? finishTurn(next) : next) : -Infinity
        if (v > bestV) { bestV = v; best = c }
      }
      return best ?? { type: 'done' }
    },
  }
}
