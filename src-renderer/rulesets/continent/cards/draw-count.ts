import type { SuccessStrip } from '../../../../src-shared/content/continent/strip'
import { stripSuccesses } from '../../../../src-shared/rulesets/continent/odds'
import type { TableCatalogue } from '../catalogue'

/** One drawn card as the resolver counts it (C-ACT-19…C-ACT-26). */
export interface CountedCard { uid: string; from: 'deck' | 'discard'; curse: boolean; strip: SuccessStrip }

/** What decided an action: the card that reached the difficulty, the Curse that ended it, the last card short of it… */
export type Decider =
  | { kind: 'reached'; index: number }
  | { kind: 'effects' }
  | { kind: 'noneNeeded' }
  | { kind: 'curse'; index: number }
  | { kind: 'curseDeck'; index: number }
  | { kind: 'short'; index: number }
  | { kind: 'none' }

const ZERO: SuccessStrip = { stars: 0, leftHalves: 0, rightHalves: 0, lucky7: 0 }

export function countedCards(cat: TableCatalogue, drawn: readonly { uid: string; from: 'deck' | 'discard' }[]): CountedCard[] {
  return drawn.map((d) => {
    const face = cat.face(d.uid)
    return { uid: d.uid, from: d.from, curse: face?.kind === 'curse', strip: face?.details.strip ?? ZERO }
  })
}

/** Successes from the strips of the first `n` cards (whole stars, and a left half with a right half). */
export function stripsUpTo(cards: readonly CountedCard[], n: number): number {
  const t = { ...ZERO }
  for (const c of cards.slice(0, n)) {
    t.stars += c.strip.stars
    t.leftHalves += c.strip.leftHalves
    t.rightHalves += c.strip.rightHalves
    t.lucky7 += c.strip.lucky7
  }
  return stripSuccesses(t)
}

/**
 * The running count after `n` cards turned, given the engine's final total: what the effects and
 * items add (the final total minus every strip) counts from the start, so the last step always
 * shows the engine's own number.
 */
export function runningCount(cards: readonly CountedCard[], n: number, total: number): number {
  const bonus = total - stripsUpTo(cards, cards.length)
  return Math.max(0, stripsUpTo(cards, n) + bonus)
}

/** Which card decided the outcome (C-ACT-20: a Curse from the discard pile loses at once). */
export function deciderOf(cards: readonly CountedCard[], total: number, difficulty: number, success: boolean): Decider {
  if (success) {
    if (difficulty === 0) return { kind: 'noneNeeded' }
    if (runningCount(cards, 0, total) >= difficulty) return { kind: 'effects' }
    for (let n = 1; n <= cards.length; n++) if (runningCount(cards, n, total) >= difficulty) return { kind: 'reached', index: n - 1 }
    return { kind: 'effects' }
  }
  const fromDiscard = cards.findIndex((c) => c.curse && c.from === 'discard')
  if (fromDiscard >= 0) return { kind: 'curse', index: fromDiscard }
  if (cards.length === 0) return { kind: 'none' }
  const curse = cards.findIndex((c) => c.curse)
  if (curse >= 0) return { kind: 'curseDeck', index: curse }
  return { kind: 'short', index: cards.length - 1 }
}
