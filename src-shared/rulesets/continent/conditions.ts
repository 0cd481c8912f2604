import type { Condition, Where } from '../../content/continent/effects'
import { front, itemFace, numberOf } from './content-index'
import type { G } from './game'
import { attachedTo } from './exploration'
import { playerCount } from './game'

export interface CondScope {
  active: number
  involved: readonly number[]
}

const ALL_WHERE: readonly Where[] = ['hand', 'inventory', 'satchel', 'here']

/** Cards visible to a condition, per place (C-TURN-10). */
function cardsIn(g: Pick<G, 's' | 'c'>, scope: CondScope, where: readonly Where[]): { uid: string; asItem: boolean }[] {
  const out: { uid: string; asItem: boolean }[] = []
  for (const seat of scope.involved) {
    const p = g.s.players[seat]
    if (!p) continue
    if (where.includes('hand')) for (const u of p.hand) out.push({ uid: u, asItem: false })
    if (where.includes('inventory')) for (const it of p.items) for (const u of it.cards) out.push({ uid: u, asItem: true })
  }
  if (where.includes('satchel')) for (const u of g.s.satchel) out.push({ uid: u, asItem: false })
  if (where.includes('here')) {
    const terrain = g.s.players[scope.active]?.at
    if (terrain) {
      out.push({ uid: terrain, asItem: false })
      for (const u of attachedTo(g.s, terrain)) if (g.s.board.attached[u] && front(g.c, u) && g.c.cards[u]?.type === 'adventure') out.push({ uid: u, asItem: false })
    }
  }
  return out
}

function keywordsOf(g: Pick<G, 'c'>, uid: string, asItem: boolean): readonly string[] {
  if (asItem) return itemFace(g.c, uid).keywords
  const c = g.c.cards[uid]
  if (!c) return []
  if (c.type === 'skill') return c.keywords
  if (c.type === 'adventure') return c.keywords
  return []
}

/** Evaluates a condition of the effect language (C-TURN-10, C-ACT-39 `if`). */
export function holds(g: Pick<G, 's' | 'c'>, cond: Condition, scope: CondScope): boolean {
  switch (cond.op) {
    case 'hasKeyword':
      return cardsIn(g, scope, cond.where ?? ALL_WHERE).some((x) => keywordsOf(g, x.uid, x.asItem).includes(cond.keyword))
    case 'hasCard':
      return cardsIn(g, scope, cond.where ?? ALL_WHERE).some((x) => numberOf(g.c, x.uid) === cond.number)
    case 'not':
      return !holds(g, cond.cond, scope)
    case 'all':
      return cond.conds.every((c) => holds(g, c, scope))
    case 'any':
      return cond.conds.some((c) => holds(g, c, scope))
    case 'playerCount': {
      const n = playerCount(g.s)
      return n >= (cond.min ?? 0) && n <= (cond.max ?? Infinity)
    }
    case 'involvedCount': {
      const n = scope.involved.length
      return n >= (cond.min ?? 0) && n <= (cond.max ?? Infinity)
    }
    case 'mode':
      return g.s.mode === cond.mode
    case 'fireHere': {
      const terrain = g.s.players[scope.active]?.at
      return terrain !== null && terrain !== undefined && g.s.players.some((p) => p.fire === terrain)
    }
    case 'curseActive':
      return g.s.curses.includes(cond.curse) && !g.s.lifted.includes(cond.curse)
  }
}
