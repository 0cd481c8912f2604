import { emit, type G } from './game'
import { leaveBoard } from './exploration'

/** Where a card in play was found (for replacement in place, C-CONSEQ-31). */
export type Place =
  | { zone: 'hand'; seat: number; index: number }
  | { zone: 'item'; seat: number; item: string; index: number }
  | { zone: 'satchel' }
  | { zone: 'board'; cell: string | null; attached: G['s']['board']['attached'][string] | null }
  | { zone: 'revealed' }
  | { zone: 'past' }
  | { zone: 'none' }

/** Finds a card in play (hands, items, satchel, board, being resolved). */
export function locate(g: G, uid: string): Place {
  for (const p of g.s.players) {
    const i = p.hand.indexOf(uid)
    if (i >= 0) return { zone: 'hand', seat: p.seat, index: i }
    for (const it of p.items) {
      const j = it.cards.indexOf(uid)
      if (j >= 0) return { zone: 'item', seat: p.seat, item: it.id, index: j }
    }
  }
  if (g.s.satchel.includes(uid)) return { zone: 'satchel' }
  if (g.s.board.at[uid] !== undefined || g.s.board.attached[uid] !== undefined) {
    return { zone: 'board', cell: g.s.board.at[uid] ?? null, attached: g.s.board.attached[uid] ?? null }
  }
  if (g.s.revealed.includes(uid)) return { zone: 'revealed' }
  if (g.s.past.includes(uid)) return { zone: 'past' }
  return { zone: 'none' }
}

/**
 * Takes a card out of play wherever it is, returning where it was. An item losing its last
 * card disappears with its die (C-ITEM-23: only a card's own effect splits an item).
 */
export function removeFromPlay(g: G, uid: string): Place {
  const place = locate(g, uid)
  switch (place.zone) {
    case 'hand':
      g.s.players[place.seat]?.hand.splice(place.index, 1)
      break
    case 'item': {
      const p = g.s.players[place.seat]
      const it = p?.items.find((x) => x.id === place.item)
      if (p && it) {
        it.cards.splice(place.index, 1)
        if (it.cards.length === 0) p.items = p.items.filter((x) => x !== it)
      }
      break
    }
    case 'satchel':
      g.s.satchel.splice(g.s.satchel.indexOf(uid), 1)
      break
    case 'board':
      leaveBoard(g, uid)
      break
    case 'revealed':
      g.s.revealed.splice(g.s.revealed.indexOf(uid), 1)
      break
    case 'past':
      g.s.past.splice(g.s.past.indexOf(uid), 1)
      break
    case 'none':
      emit(g, 'cardNotInPlay', { uid })
      break
  }
  return place
}
