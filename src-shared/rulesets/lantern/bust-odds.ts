import { countOdds, oddsValue } from '../../engine/dice-odds'
import { lanternDice } from './lantern-die'
import type { LanternContent } from './types'

/**
 * L-D-2: the exact chance that one more roll brings the gusts from `gusts` to at least `bustAt`
 * (the kernel's exact dice odds, summed over enough gusts).
 */
export function bustChance(content: LanternContent, gusts: number, bustAt: number): number {
  const need = bustAt - gusts
  if (need <= 0) return 1
  const { catalogue, ids } = lanternDice(content)
  const dice = ids.map((id) => catalogue[id]).filter((d) => d !== undefined)
  return countOdds(dice, (face) => face.payload === 'gust')
    .slice(need)
    .reduce((sum, o) => sum + oddsValue(o), 0)
}
