import { stateHash } from '../../engine/state-hash'
import type { ContinentState } from './state'

/** A state in a few lines, for `fogbound save replay` (bug reports): what a tester checks first. */
export function describeState(s: ContinentState): { summary: Record<string, unknown>; lines: string[] } {
  const summary = {
    phase: s.phase,
    outcome: s.outcome,
    lossReason: s.lossReason,
    active: s.active,
    players: s.players.map((p) => ({ seat: p.seat, character: p.character, status: p.status, hand: p.hand.length, items: p.items.length, at: p.at })),
    actionDeck: s.actionDeck.length,
    discard: s.discard.length,
    past: s.past.length,
    board: Object.keys(s.board.cells).length,
    lifted: s.lifted,
    hash: stateHash(s),
  }
  const lines = [
    `phase ${s.phase}, ${s.outcome === null ? 'in play' : `game ${s.outcome}${s.lossReason ? ` (${s.lossReason})` : ''}`}, active seat ${s.active}`,
    ...summary.players.map((p) => `  seat ${p.seat} ${p.character}: ${p.status}, ${p.hand} cards in hand, ${p.items} items, at ${p.at ?? '-'}`),
    `  action deck ${summary.actionDeck}, discard ${summary.discard}, the Past ${summary.past}, map ${summary.board} cards, curses lifted ${s.lifted.length}/${s.curses.length}`,
  ]
  return { summary, lines }
}
