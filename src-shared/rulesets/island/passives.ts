/**
 * The passive effects in play (I-INV-11, I-GOLD-09): those of built Items and of Mystery cards
 * kept by the board, each with the card it comes from.
 */
import type { IslandContent } from '../../content/island/content'
import type { Passive } from '../../content/island/passives'
import type { IslandState } from './types'

export interface InPlay { card: string; index: number; passive: Passive }

export function passives(content: IslandContent, s: IslandState): InPlay[] {
  const out: InPlay[] = []
  // I-INV-07, I-ACT-37: an Item flipped back this round still works until the round ends.
  for (const id of [...s.inventions.built, ...s.flippedThisRound]) {
    const card = content.cards[id]
    if (card?.deck === 'invention') card.passive.forEach((passive, index) => out.push({ card: id, index, passive }))
  }
  for (const id of s.kept) {
    const card = content.cards[id]
    if (card?.deck === 'mystery') (card.keep?.passive ?? []).forEach((passive, index) => out.push({ card: id, index, passive }))
  }
  // I-MYSTERY-C04: a card lasting until an Event phase reveals it works while it waits in the Event deck.
  for (const id of s.decks.event) {
    const card = content.cards[id]
    if (card?.deck === 'mystery' && card.keep?.untilEvent === true) (card.keep.passive ?? []).forEach((passive, index) => out.push({ card: id, index, passive }))
  }
  return out
}

/** The passives of one kind. */
export const passivesOf = <K extends Passive['op']>(content: IslandContent, s: IslandState, op: K): Extract<Passive, { op: K }>[] =>
  passives(content, s).map((x) => x.passive).filter((p): p is Extract<Passive, { op: K }> => p.op === op)

/** I-MYSTERY-C07, I-GOLD-24: the temporary Weapon level the passives add to a combat. */
export const weaponBoost = (content: IslandContent, s: IslandState, hunt: boolean): number =>
  passivesOf(content, s, 'weapon').filter((p) => p.in === 'all' || hunt).reduce((n, p) => n + p.amount, 0)
