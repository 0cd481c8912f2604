/**
 * Reachability (design §2: every card must be reachable from the start). From the clue start
 * numbers, the special numbers and every card outside the Adventure and Exploration decks, through
 * numboxes (`take`, flags included), terrain arrows and hidden numbers; Exploration areas through
 * terrain arrows; advanced skills only when a reachable card buys them (C-CARD-22).
 */
import type { PackChecks } from '../pack-spec'
import type { CardIndex } from './card-index'
import type { Refs } from './card-refs'
import type { PackManifest } from './manifest'

export function checkReachability(manifest: PackManifest | undefined, ix: CardIndex, refsByUid: ReadonlyMap<string, Refs>, checks: PackChecks): void {
  const { numbers, areas, byUid } = ix
  const reachedNumbers = new Set<string>()
  const reachedAreas = new Set<string>()
  let buysAdvanced = false
  const queue: string[] = []
  const visitRefs = (refs: Refs | undefined): void => {
    if (!refs) return
    if (refs.buysAdvanced) buysAdvanced = true
    for (const r of refs.numbers) if (r.reach && numbers[r.number] && !reachedNumbers.has(r.number)) { reachedNumbers.add(r.number); queue.push(r.number) }
    for (const a of refs.areas) {
      if (!reachedAreas.has(a.area)) {
        reachedAreas.add(a.area)
        for (const u of areas[a.area] ?? []) visitRefs(refsByUid.get(u))
      }
    }
  }
  if (manifest) for (const n of Object.values(manifest.special ?? {})) if (numbers[n] && !reachedNumbers.has(n)) { reachedNumbers.add(n); queue.push(n) }
  for (const { card } of byUid.values()) {
    if (card.type !== 'adventure' && card.type !== 'exploration' && !(card.type === 'skill' && card.advanced)) visitRefs(refsByUid.get(card.uid))
  }
  for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
    for (const u of numbers[n] ?? []) visitRefs(refsByUid.get(u))
    if (buysAdvanced) {
      for (const { card } of byUid.values()) if (card.type === 'skill' && card.advanced) visitRefs(refsByUid.get(card.uid))
    }
  }
  for (const { card, origin } of byUid.values()) {
    const at = ['cards', origin.index]
    if (card.type === 'adventure' && !reachedNumbers.has(card.number)) checks.report(origin.file, at, `card ${card.number} ("${card.uid}") cannot be reached from any clue start`)
    if (card.type === 'exploration' && !reachedAreas.has(card.area)) checks.report(origin.file, at, `area ${card.area} ("${card.uid}") is named by no reachable terrain arrow`)
    if (card.type === 'skill' && card.advanced && !buysAdvanced) checks.report(origin.file, at, `advanced skill "${card.uid}" can never be bought: no reachable card buys advanced skills`)
  }
}
