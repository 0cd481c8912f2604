import { ref } from 'vue'
import type { ContinentView } from '../../../../src-shared/rulesets/continent'

/**
 * A solo game has only one possible active player, so the table answers "who is active?" by itself
 * (the engine still receives the chooseActive command). The turn's start also holds the rules'
 * save and the hidden-number form, so a solo player who steps back from choosing an action
 * ("Back"), who just opened the game or who undid a move (ContinentTable) gets that start shown
 * instead of skipped; the next chooseActive clears it.
 */
export const soloHeldBack = ref(false)

/** The one seat still playing, or null when the group has a real choice to make. */
export function onlyPlayingSeat(view: ContinentView): number | null {
  const playing = view.players.filter((p) => p.status === 'playing')
  return playing.length === 1 ? (playing[0]?.seat ?? null) : null
}
