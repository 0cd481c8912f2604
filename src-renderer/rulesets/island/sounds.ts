import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { SoundName } from '../../components/sound/sound-names'

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
    default: return null
  }
}

/** The sounds of one accepted command, in order, each at most once (a cascade is not a cacophony). */
export function islandSounds(events: readonly GameEvent[]): SoundName[] {
  const out: SoundName[] = []
  for (const e of events) {
    const s = soundOf(e)
    if (s && !out.includes(s)) out.push(s)
  }
  return out
}
