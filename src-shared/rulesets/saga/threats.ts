/**
 * Threat tokens and incomplete effects (S-THREAT-02…S-THREAT-04, S-GEN-01…S-GEN-04): what a character
 * receives when a negative effect cannot be applied in full. Shared by the effect interpreter and combat.
 */
import type { Draft } from './draft'
import type { Task } from './types'

const MAX_THREATS = 5

/** S-GEN-02: the incomplete-effect penalty, a threat-sized wound. */
export const incomplete = (who: number): Task => ({ t: 'wound', who, wound: { threat: true } })

/** S-THREAT-02…S-THREAT-04: Threat tokens up to 5; each one beyond becomes a size-5 wound. */
export function giveThreats(d: Draft, who: number, amount: number): Task[] {
  const c = d.s.characters[who]
  if (!c) return []
  const room = MAX_THREATS - c.threats
  const kept = Math.min(room, amount)
  c.threats += kept
  d.events.push({ type: 'threat', character: c.id, amount: kept })
  return Array.from({ length: amount - kept }, () => incomplete(who))
}
