import type { SuccessStrip } from '../../content/continent/strip'
import { stripSuccesses, type HalfStarRule } from './odds'
import type { ContinentContent } from './content-index'

/** The left strip of a revealed Action card; Curses are worth nothing (C-CARD-21, C-ACT-21). */
export function stripOf(c: ContinentContent, uid: string): SuccessStrip {
  const x = c.cards[uid]
  return x?.type === 'skill' ? x.strip : { stars: 0, leftHalves: 0, rightHalves: 0, lucky7: 0 }
}

export function sumStrips(strips: readonly SuccessStrip[]): SuccessStrip {
  const t = { stars: 0, leftHalves: 0, rightHalves: 0, lucky7: 0 }
  for (const s of strips) {
    t.stars += s.stars
    t.leftHalves += s.leftHalves
    t.rightHalves += s.rightHalves
    t.lucky7 += s.lucky7
  }
  return t
}

/**
 * C-ACT-22…C-ACT-26: successes of the revealed cards plus effects. Full stars count 1; halves pair
 * by the C-Q-2 setting; each lucky 7 is worth `perLucky7` (0 without such an effect).
 */
export function countSuccesses(
  c: ContinentContent,
  revealed: readonly string[],
  flat: number,
  perLucky7: number,
  rule: HalfStarRule,
): number {
  const total = sumStrips(revealed.map((u) => stripOf(c, u)))
  return Math.max(0, stripSuccesses(total, rule) + flat + perLucky7 * total.lucky7)
}
