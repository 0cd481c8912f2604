/**
 * The log in player words: each public event of a command as one sentence ("Ada's Warden moved to
 * the Ford"), named with the pack's strings. Events the players need not read (checkpoints of the
 * deck) say nothing.
 */
import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { SagaExtras } from '../../../src-shared/rulesets/saga/extras'
import type { Translate } from './words'

export interface LogContext {
  t: Translate
  label: (key: string | undefined) => string
  extras: SagaExtras
  adventure: string
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

export function logLine(e: GameEvent, x: LogContext): string | null {
  const adv = x.extras.adventures[x.adventure]
  const who = x.label(x.extras.characters[str(e.character)]?.name)
  const loc = (id: unknown): string => x.label(adv?.locations.find((l) => l.id === id)?.name)
  const area = (id: unknown): string => x.label(adv?.areas.find((a) => a.id === id)?.name)
  const k = (key: string, named: Record<string, unknown> = {}): string => x.t(`rulesets.saga.log.${key}`, { who, ...named })
  switch (e.type) {
    case 'tokenPlaced': return k('tokenPlaced', { slot: Number(e.slot) + 1, card: str(e.card) })
    case 'action': return k('action', { action: x.t(`rulesets.saga.action.${str(e.action)}`), n: str(e.value) })
    case 'moved': return k('moved', { to: area(e.to) })
    case 'journeyTile': return k('journeyTile', { shape: x.label(x.extras.shapes[str(e.shape)]?.name) })
    case 'gathered': return k('gathered')
    case 'wounded': return k('wounded', { shape: x.label(x.extras.shapes[str(e.shape)]?.name) })
    case 'cured': return k('cured')
    case 'threat': return k('threat', { n: str(e.amount) })
    case 'xp': return k('xp', { kind: x.t(`rulesets.saga.board.${str(e.kind)}`), n: str(e.level) })
    case 'paragraphRead': return k('paragraphRead', { n: str(e.paragraph) })
    case 'subplot': return k('subplot', { n: str(e.paragraph) })
    // S-COMBAT-30: enemies a paragraph lists stand on no Location.
    case 'fight': return k(e.location === null ? 'fightListed' : 'fight', { location: loc(e.location), strength: x.t(`rulesets.saga.enemy.${str(e.strength)}`) })
    // A number, not its text: the line's plural follows it ("1 heart", "3 hearts").
    case 'fightEnded': return k(e.won === true ? 'fightWon' : 'fightLost', { n: Number(e.uncovered) })
    // S-COMBAT-29: the united cards as the players laid them, left to right.
    case 'arranged': return k('arranged', { order: (Array.isArray(e.cards) ? e.cards : []).map((id) => x.t(`rulesets.saga.enemy.${x.extras.enemies[str(id)]?.strength ?? 'weak'}`)).join(', ') })
    case 'sacrifice': return k('sacrifice', { location: loc(e.location) })
    case 'locationActivated': return k('locationActivated', { location: loc(e.location) })
    case 'ability': return k('ability')
    case 'reactivated': return k('reactivated')
    case 'eliminated': return k('eliminated')
    case 'roundMarker': return k('round', { n: str(e.round) })
    // The event carries the turn that now begins (0-based), which is the 1-based number of the one ended.
    case 'turnEnded': return k('turnEnded', { n: Number(e.turn) })
    case 'actionCardRevealed': return k('actionCardRevealed', { n: str(e.card) })
    case 'actionCardDecided': return k(e.accepted === true ? 'cardAccepted' : 'cardDeclined', { n: str(e.card) })
    case 'gameOver': return k(e.outcome === 'won' ? 'won' : 'lost')
    case 'counter': return k('counter', { n: str(e.value) })
    default: return null
  }
}
