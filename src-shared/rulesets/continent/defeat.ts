import { originOf } from './content-index'
import { lose, ownActionDeck, type G } from './game'
import { returnCard } from './the-past'
import { shuffle } from '../../engine/rng'

/*
 * Defeat on its own, apart from the rest of the end of the game: the Action Deck (a Curse revealed
 * from the face-down pile) loses the game through it, and it must not import the modules of
 * elimination and joining, which move cards through the Action Deck themselves.
 */

/** C-END-5, C-CONSEQ-30: when the game ends every banished card returns to its deck. */
export function restoreBanished(g: G): void {
  const banished = g.s.banished
  g.s.banished = []
  for (const uid of banished) {
    if (originOf(g.c, uid) === 'action') ownActionDeck(g).push(uid)
    else returnCard(g, uid)
  }
  if (banished.some((u) => originOf(g.c, u) === 'action')) g.s.actionDeck = shuffle(g.s.rng, g.s.actionDeck)
}

/** C-END-2, C-END-3: defeat, with the banished cards restored. */
export function defeat(g: G, reason: string): void {
  lose(g, reason)
  restoreBanished(g)
}
