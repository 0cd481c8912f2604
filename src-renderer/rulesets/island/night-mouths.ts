import type { IslandView } from '../../../src-shared/rulesets/island/view'

/**
 * Who eats tonight at the camp, as the night counts them (src-shared/rulesets/island/night-phase.ts):
 * the living castaways and travellers (I-NIGHT-03, I-SCEN3-04), not those sleeping outside the camp;
 * the companion needs no food (I-NIGHT-02, Q-32).
 */
export function mouthsTonight(view: Pick<IslandView, 'seats' | 'travellers' | 'characters'>): number {
  return [...view.seats, ...(view.travellers ?? [])].filter((id) => view.characters[id]?.dead === false && view.characters[id]?.outside !== true).length
}
