import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { SoundName } from '../../components/sound/sound-names'

/** The sound one Saga event makes, or null for the many silent ones. */
function soundOf(e: GameEvent): SoundName | null {
  switch (e.type) {
    case 'tokenPlaced': case 'journeyTile': case 'wounded': return 'place'
    case 'paragraphRead': case 'actionCardRevealed': return 'reveal'
    case 'drawn': case 'fight': return 'draw'
    case 'fightEnded': return e.won === true ? 'success' : 'failure'
    case 'eliminated': return 'curse'
    case 'gameOver': return e.outcome === 'won' ? 'success' : 'failure'
    default: return null
  }
}

/** The sounds of one accepted command, in order, each at most once (a cascade is not a cacophony). */
export function sagaSounds(events: readonly GameEvent[]): SoundName[] {
  const out: SoundName[] = []
  for (const e of events) {
    const s = soundOf(e)
    if (s && !out.includes(s)) out.push(s)
  }
  return out
}
