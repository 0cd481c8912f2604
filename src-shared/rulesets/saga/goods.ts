/** Bags of goods (S-GOODS-01): counts by kind, absent = 0. */
import { GOODS, type Good, type GoodsBag } from '../../content/saga/vocabulary'

export const countOf = (bag: GoodsBag, good: Good): number => bag[good] ?? 0
export const totalOf = (bag: GoodsBag): number => GOODS.reduce((n, g) => n + countOf(bag, g), 0)

/** `bag` changed by `delta` of `good` (never below 0); entries at 0 are dropped so bags compare simply. */
export function addGood(bag: GoodsBag, good: Good, delta: number): GoodsBag {
  const n = Math.max(0, countOf(bag, good) + delta)
  const out: GoodsBag = {}
  for (const g of GOODS) {
    const v = g === good ? n : countOf(bag, g)
    if (v > 0) out[g] = v
  }
  return out
}

/** True when `have` holds at least every count of `need`. */
export const covers = (have: GoodsBag, need: GoodsBag): boolean => GOODS.every((g) => countOf(have, g) >= countOf(need, g))
