/**
 * Travellers (I-SCEN3-04): characters who join the camp during a scenario (the spec's Jenny). Not a
 * seat and never the First Player (I-SCEN3-05); at the camp a traveller eats, sleeps under the
 * camp's shelter or suffers, and takes every demand, event and weather wound the castaways take
 * (harm.ts picks the victims among living characters); its one pawn may only Rest (planning.ts).
 */
import { castaways } from './harm'
import type { Run } from './queue'
import type { IslandState } from './types'

/** `joinCamp`: the traveller comes to the camp with an unwounded track (once; a second call does nothing). */
export function joinCamp(r: Run, id: string): void {
  const { content, s, events } = r
  if (content.characters[id]?.kind !== 'traveller' || s.characters[id] !== undefined) return
  s.characters[id] = { id, kind: 'traveller', seat: null, wounds: 0, determination: 0, specialWounds: [], abilitiesUsed: [], dead: false, outside: false }
  s.travellers = [...(s.travellers ?? []), id]
  events.push({ type: 'joined', character: id })
}

/** Living travellers at the camp. */
export const travellers = (s: IslandState): string[] => (s.travellers ?? []).filter((id) => s.characters[id]?.dead === false)

/** I-NIGHT-03, I-NIGHT-06, I-SCEN3-04: who eats and sleeps at the camp: the living castaways, then the travellers. */
export const mouths = (s: IslandState): string[] => [...castaways(s), ...travellers(s)]
