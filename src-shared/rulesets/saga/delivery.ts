/**
 * Delivery's requirement (S-GOODS-23…S-GOODS-28): the goods lying on a Location against what its
 * space needs plus one good per Increased-cost token, of any kind the space needs (S-GOODS-28; the
 * engine takes the extra from the kind with the most goods lying there, earliest in the printed list
 * on a tie, so that what stays is what the players were least short of).
 */
import { GOODS, type Good, type GoodsBag } from '../../content/saga/vocabulary'
import { addGood, countOf, covers } from './goods'

/** The goods used to meet the requirement, or null when it is not met. */
export function requirementMet(on: GoodsBag, needs: GoodsBag, increased: number): GoodsBag | null {
  if (!covers(on, needs)) return null
  const kinds = GOODS.filter((g) => countOf(needs, g) > 0)
  let used: GoodsBag = { ...needs }
  for (let k = 0; k < increased; k++) {
    const spare = (g: Good): number => countOf(on, g) - countOf(used, g)
    const best = kinds.reduce<Good | null>((b, g) => (spare(g) > 0 && (b === null || spare(g) > spare(b)) ? g : b), null)
    if (best === null) return null
    used = addGood(used, best, 1)
  }
  return used
}
