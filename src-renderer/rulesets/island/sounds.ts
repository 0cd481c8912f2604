import type { GameEvent } from '../../../src-shared/engine/ruleset'
import { MOST_PER_MOVE, type SoundName } from '../../components/sound/sound-names'

/** The sound one Island event makes, or null for the many silent ones. */
function soundOf(e: GameEvent): SoundName | null {
  switch (e.type) {
    case 'adventure':
    case 'mysteryRevealed':
    case 'eventRevealed': return 'reveal'
    case 'explored':
    case 'planned': return 'place'
    case 'actionResolved': return e['success'] === false ? 'failure' : 'success'
    case 'death': return 'curse'
    case 'wound': return 'failure'
    // Action dice fall (a reroll window opening shows them too), or a die is rolled again.
    case 'actionRoll':
    case 'rerolled': return 'roll'
    // The weather dice; a Weather phase that rolls none (the first rounds) is quiet.
    case 'weather': return Array.isArray(e['dice']) && e['dice'].length > 0 ? 'weather' : null
    // The Night is over once the round ends.
    case 'roundEnded': return 'night'
    default: return null
  }
}

/** The sounds that say where the round is: kept when a move brings more sounds than are played. */
const PHASE_SOUNDS: readonly SoundName[] = ['roll', 'weather', 'night']

/**
 * The sounds of one accepted command, in order, each at most once (a cascade is not a cacophony),
 * and no more than are played for one move: when a move runs on through the dice, the weather and
 * the night, those are the ones heard.
 */
export function islandSounds(events: readonly GameEvent[]): SoundName[] {
  const out: SoundName[] = []
  for (const e of events) {
    const s = soundOf(e)
    if (s && !out.includes(s)) out.push(s)
  }
  if (out.length <= MOST_PER_MOVE) return out
  const phases = out.filter((s) => PHASE_SOUNDS.includes(s)).slice(0, MOST_PER_MOVE)
  const others = out.filter((s) => !PHASE_SOUNDS.includes(s)).slice(0, MOST_PER_MOVE - phases.length)
  return out.filter((s) => phases.includes(s) || others.includes(s))
}
