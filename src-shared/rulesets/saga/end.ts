/**
 * Victory and defeat (S-END, S-CORE): checked after every step; elimination ends the game the moment
 * it happens (S-END-02, S-END-06), then the adventure's defeat and victory lines; running out of
 * rounds is checked when the last Action phase ends (S-END-03).
 */
import { holds } from './conditions'
import type { Draft } from './draft'

/** Ends the game (S-END-04: the ending paragraph is read, and remembered). */
export function endGame(d: Draft, outcome: 'won' | 'lost', ending: number, reason: string): void {
  if (d.s.outcome !== null) return
  d.s.outcome = outcome
  d.s.ending = ending
  d.s.stage = 'over'
  d.s.queue = []
  if (!d.s.read.includes(ending)) d.s.read.push(ending)
  d.events.push({ type: 'gameOver', outcome, ending, reason })
}

/** S-CORE-05, S-CHAR-11: a character could not receive a wound. */
export function eliminate(d: Draft, who: number): void {
  d.events.push({ type: 'eliminated', character: d.s.characters[who]?.id ?? '' })
  endGame(d, 'lost', d.adv.sheet.endings.eliminated, 'S-CORE-05')
}

/** S-CORE-07, S-END-01: the adventure's defeat lines, then its victory lines. */
export function checkOutcome(d: Draft): void {
  if (d.s.outcome !== null) return
  const actor = (d.s.firstPlayer + d.s.turn) % d.s.characters.length
  for (const line of d.adv.sheet.defeat) if (holds(d, line.when, actor)) { endGame(d, 'lost', line.ending, 'S-CORE-07'); return }
  for (const line of d.adv.sheet.victory) if (holds(d, line.when, actor)) { endGame(d, 'won', line.ending, 'S-END-01'); return }
}
