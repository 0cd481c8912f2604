import { numberOf } from './content-index'
import { emit, ownBoard, type G } from './game'
import { ruleError, type RuleError } from '../../engine/rule-error'
import { takeByNumber } from './take-by-number'
import { discardCard } from './the-past'
import { isTerrain, occupy, placeExplorationCards, leaveBoard } from './exploration'
import { pushTasks } from './task-stack'
import { run } from './interpreter'
import type { Attachment, Ctx } from './state'

/**
 * C-EXPLORE-20…C-EXPLORE-23, C-CONSEQ-11, C-Q-20, C-D-6: a hidden number spotted on a card in play.
 * The take is validated first (the copy's back must show the source number); a wrong number is
 * refused and reveals nothing. A replacing terrain takes the same space, figures and attachments.
 */
export function spotHiddenNumber(g: G, uid: string, number: string): RuleError | null {
  const cell = g.s.board.at[uid]
  const source = numberOf(g.c, uid)
  if (cell === undefined || source === null) return ruleError('not-on-board', 'hidden numbers are spotted on Adventure cards in play')
  if (!/^\d{3}$/.test(number)) return ruleError('C-EXPLORE-20', 'a hidden number always has exactly 3 digits')
  const taken = takeByNumber(g, number, [source])
  if (taken === null) return ruleError('wrong-hidden-number', 'that number does not belong to this card (C-CONSEQ-11)')
  const attached = g.s.board.attached[uid]
  leaveBoard(g, uid)
  discardCard(g, uid)
  const standing = g.s.players.filter((p) => p.at === uid)
  if (isTerrain(g, taken)) {
    occupy(g, taken, cell)
    for (const p of standing) p.at = taken
    // Replaced, not edited: `apply` shares attachment objects with the previous state (state-clone).
    const att = ownBoard(g).attached
    for (const k of Object.keys(att)) {
      const a = att[k] as Attachment
      if (a.terrain === uid) att[k] = { ...a, terrain: taken }
    }
    for (const p of g.s.players) if (p.fire === uid) p.fire = taken
    emit(g, 'terrainReplaced', { old: uid, uid: taken, cell })
    placeExplorationCards(g, taken)
    return null
  }
  if (attached) ownBoard(g).attached[taken] = { ...attached }
  // A replacement of another type is resolved by its type (C-Q-20); figures left without a terrain move next door.
  if (standing.length > 0) {
    const near = Object.values(g.s.board.cells).find((u) => isTerrain(g, u))
    for (const p of standing) p.at = near ?? null
  }
  const seat = g.s.active
  const ctx: Ctx = { source: null, seat, active: seat, involved: [seat], actionType: null, flags: [], cell, spaceOf: null }
  g.s.revealed.push(taken)
  g.s.phase = 'resolving'
  pushTasks(g, [{ t: 'resolve', uid: taken, ctx }])
  run(g)
  return null
}
