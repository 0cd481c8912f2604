import { front } from './content-index'
import { emit, ownBoard, type G } from './game'
import type { Choice, ChoiceOption, Ctx } from './state'
import { pushTasks } from './task-stack'
import { attachedTo, isTerrain, leaveBoard, placeExplorationCards, reachableTerrains, terrainSpace, terrainsInPlay } from './exploration'
import { returnCard, returnToExplorationPile } from './the-past'

/** C-Q-21: is the board full (only with the maximum-board-size setting)? */
export function boardIsFull(g: Pick<G, 's'>): boolean {
  const max = g.s.settings.maxBoardCards
  return max !== null && Object.keys(g.s.board.cells).length >= max
}

/** Terrains the group may return while every remaining terrain stays reachable (C-EXPLORE-25). */
function returnable(g: G, gather: string): string[] {
  const all = terrainsInPlay(g).filter((u) => u !== gather)
  return all.filter((candidate) => {
    const cell = g.s.board.at[candidate] as string
    const cells = ownBoard(g).cells
    Reflect.deleteProperty(cells, cell)
    const reach = new Set(reachableTerrains(g, gather))
    cells[cell] = candidate
    return all.every((u) => u === candidate || reach.has(u))
  })
}

/**
 * C-EXPLORE-24…C-EXPLORE-28 (C-Q-21 setting): before a card enters a full board, every figure
 * gathers on the active player's terrain, then the group returns terrains of its choice (with their
 * Permanent Events; their Exploration cards are reshuffled) until there is room; relative positions
 * are kept (the grid needs no recentring) and empty arrow spaces get Exploration cards again.
 * With `terrain`, room is made for a terrain that fits no free space (C-EXPLORE-11): the group
 * returns terrains until it fits, or until nothing more can be returned.
 */
export function roomTask(g: G, ctx: Ctx, terrain?: string): void {
  const gather = g.s.players[ctx.active]?.at
  if (!gather) return
  for (const p of g.s.players) if (p.status === 'playing') p.at = gather
  const fits = terrain === undefined || terrainSpace(g, terrain, ctx.cell, ctx.active).cell !== null
  if (!boardIsFull(g) && fits) {
    for (const t of terrainsInPlay(g)) placeExplorationCards(g, t)
    return
  }
  const options: ChoiceOption[] = returnable(g, gather).map((uid) => ({ code: 'return-terrain', uid }))
  if (options.length === 0) return
  pushTasks(g, [{ t: 'room', ctx, ...(terrain !== undefined ? { terrain } : {}) }])
  // a single candidate is still offered as a choice: returning terrains is the group's decision
  g.s.choice = { kind: 'returnTerrain', seat: ctx.active, options, ctx }
  emit(g, 'notEnoughRoom', { cards: Object.keys(g.s.board.cells).length })
}

export function answerReturnTerrain(g: G, _choice: Choice, opt: ChoiceOption): void {
  const terrain = opt.uid
  if (terrain === undefined || !isTerrain(g, terrain)) return
  for (const uid of attachedTo(g.s, terrain)) {
    leaveBoard(g, uid)
    if (g.c.cards[uid]?.type === 'exploration' && front(g.c, uid)?.kind !== 'permanentEvent') returnToExplorationPile(g, uid) // C-EXPLORE-28
    else returnCard(g, uid)
  }
  leaveBoard(g, terrain)
  returnCard(g, terrain)
  emit(g, 'terrainReturned', { uid: terrain })
}
