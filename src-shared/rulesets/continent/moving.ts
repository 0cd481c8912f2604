import { front } from './content-index'
import { emit, type G } from './game'
import type { Choice, ChoiceOption, Ctx } from './state'
import { offerChoice, pushTasks } from './task-stack'
import { catalogOf, reachableTerrains } from './exploration'
import { acrossObstacle } from './board'

/** C-CONSEQ-37, C-EXPLORE-14, C-Q-10: every involved character moves to one and the same reachable terrain. */
export function startMove(g: G, ctx: Ctx): void {
  const from = g.s.players[ctx.active]?.at
  if (!from) return
  const options = reachableTerrains(g, from).map((uid): ChoiceOption => ({ code: 'move-to', uid }))
  offerChoice(g, { kind: 'move', seat: ctx.active, seats: ctx.involved.filter((s) => g.s.players[s]?.status === 'playing'), ctx, options })
}

export function answerMove(g: G, choice: Choice, opt: ChoiceOption): void {
  if (opt.uid === undefined) return
  moveFigures(g, choice.seats ?? [], opt.uid, choice.ctx?.active ?? choice.seat)
}

function moveFigures(g: G, seats: readonly number[], terrain: string, active: number): void {
  for (const seat of seats) {
    const p = g.s.players[seat]
    if (p && p.status === 'playing') p.at = terrain
  }
  emit(g, 'moved', { seats: [...seats], terrain })
  pushTasks(g, [{ t: 'arrive', terrain, seats: [...seats], active }])
}

/**
 * C-EXPLORE-18: an obstacle event between two terrains moves the involved characters to the
 * terrain on its other side (a choice when there are several).
 */
export function crossObstacle(g: G, ctx: Ctx): void {
  const event = ctx.source
  const here = g.s.players[ctx.active]?.at
  if (event === null || !here) return
  if (g.s.board.attached[event] === undefined) return
  const targets = acrossObstacle(g.s.board, catalogOf(g.c), event, here)
  offerChoice(g, {
    kind: 'move', seat: ctx.active, seats: ctx.involved.filter((s) => g.s.players[s]?.status === 'playing'), ctx,
    options: targets.map((uid) => ({ code: 'move-to', uid })),
  })
}

/** C-TURN-16, C-Q-39: arriving on a terrain with a mandatory action obliges the arrivals to perform it. */
export function arrive(g: G, terrain: string, seats: readonly number[], active: number): void {
  const mandatory = (front(g.c, terrain)?.actions ?? []).some((a) => a.mandatory === true)
  if (mandatory && seats.length > 0) {
    g.s.mandatory.push({ uid: terrain, active: seats.includes(active) ? active : (seats[0] as number), involved: [...seats] })
    emit(g, 'mandatoryPending', { uid: terrain })
  }
}
