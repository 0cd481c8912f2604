import { front, numberOf } from './content-index'
import { emit, ownBoard, type G } from './game'
import type { Ctx, Task } from './state'
import { askChoice, offerChoice, pushTasks } from './task-stack'
import { discardCard, banishCard } from './the-past'
import { catalogOf, neighbour, numboxFor, occupy, putTerrainIntoPlay, terrainSpace } from './exploration'
import { attachPermanentEvent } from './board'
import { itemDestinationOptions } from './inventory'
import { boardIsFull } from './not-enough-room'
import { handDestinationOptions } from './inventory'

const onRevealTasks = (g: G, uid: string, ctx: Ctx): Task[] =>
  (front(g.c, uid)?.onReveal ?? []).map((c) => ({ t: 'cons' as const, c, ctx: { ...ctx, source: uid } }))

function leaveRevealed(g: G, uid: string): boolean {
  const i = g.s.revealed.indexOf(uid)
  if (i < 0) return false
  g.s.revealed.splice(i, 1)
  return true
}

/**
 * C-CONSEQ-13…C-CONSEQ-20, C-CONSEQ-7: resolves a card just revealed (taken by number or turned
 * over on the board) according to its type. The card waits in `revealed` until it has a place.
 */
export function resolveCard(g: G, uid: string, ctx: Ctx): void {
  const f = front(g.c, uid)
  if (!f) return
  emit(g, 'revealed', { uid, number: numberOf(g.c, uid), kind: f.kind, seat: ctx.seat }, true)
  const here: Ctx = { ...ctx, source: uid }
  switch (f.kind) {
    case 'terrain': {
      if (boardIsFull(g) && !ctx.roomMade) {
        // C-EXPLORE-24: make room first, then come back to this card
        pushTasks(g, [{ t: 'room', ctx }, { t: 'resolve', uid, ctx: { ...ctx, roomMade: true } }])
        return
      }
      // C-EXPLORE-12: the summoning card fixes the position; without one, the first free side that fits.
      const { cell, blocked } = terrainSpace(g, uid, ctx.cell, ctx.active)
      if (cell === null) {
        // C-EXPLORE-11: a misfit is not placed. When only the jigsaw refuses a free space, the group
        // makes room (C-EXPLORE-24…C-EXPLORE-28) until it fits; otherwise the card has no place.
        if (blocked && !ctx.roomMade) pushTasks(g, [{ t: 'room', ctx, terrain: uid }, { t: 'resolve', uid, ctx: { ...ctx, roomMade: true } }])
        else noRoomForTerrain(g, uid)
        return
      }
      if (g.s.settings.terrainPlacement === 'players') {
        // C-CONSEQ-13: the active player puts it into play. The space is fixed, so this is not a
        // genuine choice, but it is the players' act: it waits (in `revealed`) to be placed.
        askChoice(g, { kind: 'placeTerrain', seat: ctx.active, uid, ctx: here, options: [{ code: 'place-terrain', uid, cell }] })
        return
      }
      placeTerrain(g, uid, cell, here)
      return
    }
    case 'permanentEvent': {
      leaveRevealed(g, uid)
      const blocks = ctx.actionType ?? undefined
      if (ctx.spaceOf !== null && ctx.cell !== null) {
        // C-EXPLORE-8, C-Q-19: an event revealed from an Exploration card keeps its space.
        const edgeCell = g.s.board.at[ctx.spaceOf]
        const edge = (['N', 'E', 'S', 'W'] as const).find((e) => edgeCell !== undefined && neighbour(edgeCell, e) === ctx.cell) ?? 'N'
        occupy(g, uid, ctx.cell)
        ownBoard(g).attached[uid] = { terrain: ctx.spaceOf, edge, explorationSpace: true, ...(blocks ? { blocks } : {}) }
      } else {
        // C-CONSEQ-15, C-Q-19: the placement arrow points at the active player's terrain.
        const terrain = g.s.players[ctx.seat]?.at ?? g.s.players[ctx.active]?.at ?? null
        if (terrain === null || g.s.board.at[terrain] === undefined) {
          g.s.past.push(uid)
          return
        }
        if ((f.placement ?? []).length > 0) {
          g.s.board = attachPermanentEvent(g.s.board, catalogOf(g.c), uid, terrain, blocks).board
        } else {
          ownBoard(g).attached[uid] = { terrain, edge: 'N', ...(blocks ? { blocks } : {}) } // no arrow printed: an overlay
        }
      }
      emit(g, 'eventAttached', { uid })
      pushTasks(g, onRevealTasks(g, uid, here))
      return
    }
    case 'temporaryEvent':
      // C-CONSEQ-17, C-TURN-14, C-TURN-15: resolve, then wait for its mandatory action or go to the Past.
      pushTasks(g, [...onRevealTasks(g, uid, here), { t: 'afterTemporary', uid }])
      return
    case 'item':
      pushTasks(g, onRevealTasks(g, uid, here))
      offerChoice(g, { kind: 'itemDestination', seat: ctx.seat, uid, ctx: here, options: itemDestinationOptions(g, uid, ctx, true) })
      return
    case 'questItem':
      // C-CONSEQ-19
      leaveRevealed(g, uid)
      g.s.satchel.push(uid)
      emit(g, 'questItem', { uid })
      pushTasks(g, onRevealTasks(g, uid, here))
      return
    case 'state':
      pushTasks(g, [...onRevealTasks(g, uid, here), { t: 'takeState', uid, ctx }])
      return
    case 'bonus':
      pushTasks(g, onRevealTasks(g, uid, here))
      offerChoice(g, { kind: 'handCardDestination', seat: ctx.seat, uid, ctx: here, options: handDestinationOptions(g, uid, ctx) })
      return
    case 'other':
      pushTasks(g, [...onRevealTasks(g, uid, here), { t: 'afterTemporary', uid }])
      return
  }
}

/** C-CARD-10, C-TURN-14: a resolved Temporary Event goes to the Past, or waits for its mandatory action. */
export function afterTemporary(g: G, uid: string): void {
  if (!g.s.revealed.includes(uid)) return // its own text already moved it
  const f = front(g.c, uid)
  const action = g.s.action
  if (f && f.actions.length > 0 && action) {
    g.s.mandatory.push({ uid, active: action.active, involved: [...action.involved] })
    emit(g, 'mandatoryPending', { uid })
    return
  }
  if (f && f.actions.length > 0 && !action) {
    g.s.mandatory.push({ uid, active: g.s.active, involved: [g.s.active] })
    return
  }
  leaveRevealed(g, uid)
  if (f?.afterResolve === 'banish') banishCard(g, uid)
  else discardCard(g, uid)
}

/**
 * C-CONSEQ-13, C-CONSEQ-14: the revealed terrain `uid` enters play on `cell` (free: checked when
 * the placement was offered), its Exploration cards follow (C-EXPLORE-9), then its own text.
 */
export function placeTerrain(g: G, uid: string, cell: string, ctx: Ctx): void {
  leaveRevealed(g, uid)
  if (!putTerrainIntoPlay(g, uid, cell)) {
    noRoomForTerrain(g, uid)
    return
  }
  pushTasks(g, onRevealTasks(g, uid, ctx))
}

/** A revealed terrain whose space is gone (or that has none) goes to the Past. */
function noRoomForTerrain(g: G, uid: string): void {
  leaveRevealed(g, uid)
  emit(g, 'noRoomForTerrain', { uid })
  g.s.past.push(uid)
}

/** C-EXPLORE-6, C-EXPLORE-7: the space left by an Exploration card receives the arrow's Adventure card. */
export function fillSpace(g: G, cell: string, terrain: string, ctx: Ctx): void {
  if (g.s.board.cells[cell] !== undefined) return
  const numbox = numboxFor(g, terrain, cell)
  if (numbox === null) return
  pushTasks(g, [{ t: 'take', number: numbox, ctx: { ...ctx, cell, spaceOf: null }, sourceCheck: null }])
}
