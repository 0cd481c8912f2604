/**
 * A sensible Saga group for `simulate --policy heuristic`: one step of look-ahead. Each legal command
 * (a sample when there are many) is applied to a copy and the result scored by `stateValue`; the best
 * is played, ties broken by the seeded generator so a game replays from its seed. The value reads
 * the adventure's own victory and defeat conditions (their counters and paragraphs), so it plays
 * any adventure of the pack format without adventure-specific code.
 */
import { isRuleError } from '../../../engine/rule-error'
import { intInRange, type RngState } from '../../../engine/rng'
import type { Condition } from '../../../content/saga/effects'
import { walkCondition } from '../../../content/saga/effects'
import type { SagaContent } from '../../../content/saga/content'
import { GOODS } from '../../../content/saga/vocabulary'
import { apply } from '../apply-command'
import type { SagaCommand, SagaState } from '../types'

const SAMPLE = 40

/** How good a state looks for the group (higher is better). */
export function stateValue(content: SagaContent, s: SagaState): number {
  if (s.outcome === 'won') return 1e6
  if (s.outcome === 'lost') return -1e6
  const adv = content.adventures[s.adventure]
  if (!adv) return 0
  let v = 0
  const toward = (cond: Condition, sign: number): void => walkCondition(cond, (c) => {
    if (c.op === 'counter') v += sign * 40 * (s.counters[c.counter] ?? 0)
    if (c.op === 'read' && s.read.includes(c.paragraph)) v += sign * 60
    if (c.op === 'cleared') v -= sign * 15 * (c.locations ?? Object.keys(s.map.enemies)).reduce((n, l) => n + (s.map.enemies[l]?.length ?? 0), 0)
  })
  for (const w of adv.sheet.victory) toward(w.when, 1)
  for (const l of adv.sheet.defeat) toward(l.when, -1)
  v += 12 * s.read.length + 10 * s.map.closed.length
  // Progress on Locations: goods a Delivery needs lying there, goods it needs held, enemies left.
  for (const loc of adv.map.locations) {
    if (s.map.closed.includes(loc.id)) continue
    v -= 10 * (s.map.enemies[loc.id]?.length ?? 0)
    if (loc.space.action !== 'delivery') continue
    const needs = loc.space.needs
    for (const g of GOODS) {
      const need = needs[g] ?? 0
      if (need === 0) continue
      v += 15 * Math.min(need, s.map.goodsOn[loc.id]?.[g] ?? 0)
      v += 4 * Math.min(need, s.characters.reduce((n, c) => n + (c.goods[g] ?? 0), 0))
    }
  }
  for (const c of s.characters) {
    v += 3 * (c.combat + c.journey) - 6 * c.threats - 4 * c.wounds.reduce((n, t) => n + t.cells.length, 0)
    v += GOODS.reduce((n, g) => n + (c.goods[g] ?? 0), 0) + 2 * c.items.length
  }
  return v
}

export function heuristicPlayer(content: SagaContent): (state: SagaState, legal: readonly SagaCommand[], rng: RngState) => SagaCommand {
  return (state, legal, rng) => {
    const pool = legal.length <= SAMPLE ? [...legal] : Array.from({ length: SAMPLE }, () => legal[intInRange(rng, 0, legal.length - 1)]).filter((c): c is SagaCommand => c !== undefined)
    let best: SagaCommand[] = []
    let bestValue = -Infinity
    for (const cmd of pool) {
      const r = apply(content, state, cmd)
      if (isRuleError(r)) continue
      const value = stateValue(content, r.state)
      if (value > bestValue) { bestValue = value; best = [cmd] } else if (value === bestValue) best.push(cmd)
    }
    const pick = best[intInRange(rng, 0, Math.max(0, best.length - 1))] ?? legal[0]
    if (!pick) throw new Error('no legal command')
    return pick
  }
}
