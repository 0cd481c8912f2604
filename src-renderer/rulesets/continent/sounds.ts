import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { SoundName } from '../../components/sound/sound-names'

/** Tells whether a card is a Curse (from the table's catalogue). */
export type IsCurse = (uid: string) => boolean

const uidsOf = (x: unknown): string[] => (Array.isArray(x) ? x.filter((u): u is string => typeof u === 'string') : [])

/** The sound one Continent event makes, or null for the many events that are silent. */
function soundOf(e: GameEvent, isCurse: IsCurse): SoundName | null {
  switch (e.type) {
    case 'drew': return typeof e.count === 'number' && e.count > 0 ? 'draw' : null
    // The drawn cards turn over: a Curse among them is the curse's sound, whatever follows.
    case 'cardsRevealed': return uidsOf(e.uids).some(isCurse) ? 'curse' : 'reveal'
    case 'lifeForceLost': return uidsOf(e.uids).concat(uidsOf(e.revealedFromDiscard)).some(isCurse) ? 'curse' : null
    case 'revealed':
    case 'explorationRevealed':
    case 'took': return 'reveal'
    case 'terrainPlaced':
    case 'explorationPlaced':
    case 'terrainReplaced': return 'place'
    case 'result': return e.success === true ? 'success' : 'failure'
    case 'gameWon': return 'success'
    case 'gameLost': return typeof e.reason === 'string' && e.reason.includes('curse') ? 'curse' : 'failure'
    default: return null
  }
}

/**
 * The sounds of one accepted command, in the order its events happened, each at most once
 * (a move that reveals three cards turns them over with one sound).
 */
export function continentSounds(events: readonly GameEvent[], isCurse: IsCurse): SoundName[] {
  const out: SoundName[] = []
  for (const e of events) {
    const s = soundOf(e, isCurse)
    if (s !== null && !out.includes(s)) out.push(s)
  }
  // The curse says it all: the failure it causes is not played after it.
  return out.includes('curse') ? out.filter((s) => s !== 'failure') : out
}
