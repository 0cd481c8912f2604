import type { ContinentState, Item, Player } from './state'

const cloneItem = (i: Item): Item => ({ ...i, cards: i.cards.slice() })

// Written out (same key order as setup and join) rather than spread: the copies then share one
// hidden class, which keeps this hot copy and every later read of a player monomorphic.
const clonePlayer = (p: Player): Player => ({
  seat: p.seat,
  character: p.character,
  characterUid: p.characterUid,
  hand: p.hand.slice(),
  items: p.items.length === 0 ? [] : p.items.map(cloneItem),
  at: p.at,
  fire: p.fire,
  status: p.status,
})

/**
 * The draft copy `apply` mutates. It copies exactly what the rules code mutates in place (zone
 * arrays, players, items, board maps, the action in progress, the RNG) and shares what is only
 * ever replaced whole (settings, the action's printed definition, task continuations, the
 * pending choice, mandatory actions) and the Adventure/Exploration piles, which are copied on
 * their first write (G.shared). Every field is listed, so the compiler flags a new one. The
 * property tests check that `apply` never changes its input.
 */
export function draftOf(s: ContinentState): ContinentState {
  const a = s.action
  return {
    v: s.v,
    settings: s.settings,
    mode: s.mode,
    rng: { algo: s.rng.algo, s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]], injected: s.rng.injected.slice() },
    players: s.players.map(clonePlayer),
    actionDeck: s.actionDeck, // copied on the first in-place write (ownActionDeck)
    discard: s.discard, // idem (ownDiscard)
    discardFaceDown: s.discardFaceDown,
    adventure: s.adventure,
    exploration: s.exploration,
    past: s.past.slice(),
    banished: s.banished.slice(),
    satchel: s.satchel.slice(),
    revealed: s.revealed.slice(),
    outOfPlay: s.outOfPlay.slice(),
    board: s.board, // copied on the first write (ownBoard)
    curses: s.curses.slice(),
    lifted: s.lifted.slice(),
    phase: s.phase,
    active: s.active,
    action: a === null ? null : { ...a, involved: a.involved.slice(), usedItems: a.usedItems.slice(), drawn: a.drawn.slice() },
    mandatory: s.mandatory.slice(),
    forced: s.forced,
    tasks: s.tasks.slice(),
    choice: s.choice,
    suspendedAt: s.suspendedAt,
    outcome: s.outcome,
    lossReason: s.lossReason,
    nextItem: s.nextItem,
  }
}
