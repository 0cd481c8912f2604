/**
 * Paying for a subplot (S-STORY-08, S-STORY-09, S-GOODS-08): the cost (1 Rumour unless the
 * paragraph says otherwise, Q-22) comes from the active character or from another character in the
 * same Area (hot seat: choosing that payer is their player's consent).
 */
import type { GoodsBag } from '../../content/saga/vocabulary'
import type { Paragraph } from '../../content/saga/paragraphs'
import type { Draft } from './draft'
import { covers } from './goods'

export const subplotCost = (p: Paragraph): GoodsBag => p.subplotCost ?? { rumour: 1 }

/** Characters who may pay `cost` for `actor`: itself, or one standing in its Area, holding it all. */
export function payersFor(d: Draft, actor: number, cost: GoodsBag): number[] {
  const a = d.s.characters[actor]
  if (!a) return []
  return d.s.characters.flatMap((c, i) => ((i === actor || c.area === a.area) && covers(c.goods, cost) ? [i] : []))
}
