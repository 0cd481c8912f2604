import { adventure, front } from './content-index'
import { emit, type G } from './game'
import type { Ctx } from './state'
import { loseLifeForce } from './life-force'
import { returnToAdventureDeck } from './the-past'
import { handEffects } from './modifiers'
import { itemFace } from './content-index'

/** C-CONSEQ-21, C-HAND-6: Character/State cards in a hand (the Character card counts). */
export function characterStateCount(g: Pick<G, 'c'>, hand: readonly string[]): number {
  return hand.filter((u) => g.c.cards[u]?.type === 'character' || front(g.c, u)?.kind === 'state').length
}

/**
 * C-CONSEQ-21…C-CONSEQ-24, C-Q-26: a player takes a State. If prevented, it returns to the
 * Adventure deck with no loss; otherwise the life-force-loss icon discards one Action card per
 * Character/State card in hand (a same-title State about to be replaced still counts), then a
 * same-title State returns to the deck and the new one joins the hand.
 */
export function takeState(g: G, uid: string, ctx: Ctx): void {
  const i = g.s.revealed.indexOf(uid)
  if (i >= 0) g.s.revealed.splice(i, 1)
  const p = g.s.players[ctx.seat]
  const card = adventure(g.c, uid)
  if (!p || !card || p.status !== 'playing') {
    returnToAdventureDeck(g, uid)
    return
  }
  const prevents = (effects: readonly { op: string; number?: unknown }[]): boolean => effects.some((m) => m.op === 'preventState' && m.number === card.number)
  // The card that prevents it is named in the event: the log says by what (issue #14).
  const by = p.hand.find((u) => prevents(handEffects(g, u))) ?? p.items.flatMap((it) => it.cards).find((u) => prevents(itemFace(g.c, u).effects))
  if (by !== undefined) {
    returnToAdventureDeck(g, uid)
    emit(g, 'statePrevented', { uid, seat: p.seat, by })
    return
  }
  if (card.lifeLoss) loseLifeForce(g, characterStateCount(g, p.hand))
  if (g.s.outcome !== null) {
    returnToAdventureDeck(g, uid) // the game is lost before the State was added
    return
  }
  const same = p.hand.find((u) => front(g.c, u)?.kind === 'state' && front(g.c, u)?.title === card.title)
  if (same !== undefined) {
    p.hand.splice(p.hand.indexOf(same), 1)
    returnToAdventureDeck(g, same)
    emit(g, 'stateReplaced', { old: same, uid, seat: p.seat })
  }
  p.hand.push(uid)
  emit(g, 'stateTaken', { uid, seat: p.seat })
}
