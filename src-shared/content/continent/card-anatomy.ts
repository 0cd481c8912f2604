/**
 * Card anatomy (§3): what a card front of each kind must or must not carry, beyond what its schema
 * can say on its own (an item needs a durability, only terrains have arrows, …).
 */
import type { JsonPath } from '../problems'
import type { CardFront } from './cards'

/** Per-kind sanity rules of §3 that a schema cannot express on its own. */
export function checkFront(f: CardFront, base: JsonPath, explorationFront: boolean): { path: JsonPath; message: string }[] {
  const out: { path: JsonPath; message: string }[] = []
  if (f.kind === 'item' && f.durability === undefined) out.push({ path: [...base, 'kind'], message: 'an item needs a durability (C-CARD-11)' })
  if (f.kind !== 'item' && f.durability !== undefined) out.push({ path: [...base, 'durability'], message: 'only items have a durability' })
  if (f.kind === 'terrain' && f.area === undefined) out.push({ path: [...base, 'kind'], message: 'a terrain needs an area (C-EXPLORE-9)' })
  if (f.kind === 'terrain' && explorationFront) out.push({ path: [...base, 'kind'], message: 'an Exploration card front cannot be a terrain (C-CARD-16)' })
  if (f.kind !== 'terrain' && f.arrows !== undefined) out.push({ path: [...base, 'arrows'], message: 'only terrains have arrows (C-CARD-5)' })
  if (f.kind !== 'permanentEvent' && f.placement !== undefined) out.push({ path: [...base, 'placement'], message: 'only permanent events have placement arrows (C-CARD-7)' })
  if (f.kind === 'permanentEvent' && f.placement === undefined && !explorationFront) out.push({ path: [...base, 'kind'], message: 'a permanent event needs placement arrows (C-CARD-7)' })
  if (f.kind !== 'state' && f.lifeLoss !== undefined) out.push({ path: [...base, 'lifeLoss'], message: 'only states show the life-loss icon (C-CARD-13)' })
  const seen = new Set<string>()
  f.arrows?.forEach((a, i) => {
    if (seen.has(a.edge)) out.push({ path: [...base, 'arrows', i, 'edge'], message: `two arrows toward ${a.edge}` })
    seen.add(a.edge)
  })
  return out
}
