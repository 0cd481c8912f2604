import { front } from './content-index'
import { emit, playingSeats, type G } from './game'
import { returnThePast } from './the-past'
import { placeExplorationCards } from './exploration'

/** C-SAVE-1: why the rules' save is not possible now, or null. */
export function saveProblem(g: Pick<G, 's'>): string | null {
  if (g.s.phase !== 'chooseActive') return 'C-SAVE-1: saving is possible only between actions'
  if (g.s.mandatory.length > 0 || g.s.forced) return 'C-SAVE-1: a mandatory action is pending'
  // The figures of the players still in the game must share one terrain (none playing: not the same).
  let where: string | null | undefined
  let first = true
  for (const seat of playingSeats(g.s)) {
    const at = g.s.players[seat]?.at
    if (first) {
      where = at
      first = false
    } else if (at !== where) return 'C-SAVE-1: all figures must stand on the same terrain card'
  }
  if (first) return 'C-SAVE-1: all figures must stand on the same terrain card'
  return null
}

/**
 * C-SAVE-2…C-SAVE-10: the rules' save. Every board card but the figures' terrain goes to the
 * Past; hands, items, Satchel, Action Deck, Discard Pile (and its face-down state) and the Banished
 * pile stay as they are. The game is suspended until `rulesResume`.
 */
export function rulesSave(g: G): void {
  const terrain = g.s.players.find((p) => p.status === 'playing')?.at as string
  const keep = g.s.board.at[terrain] as string
  const others = Object.keys(g.s.board.at).filter((u) => u !== terrain)
  const overlays = Object.keys(g.s.board.attached).filter((u) => g.s.board.at[u] === undefined)
  g.s.board = { cells: { [keep]: terrain }, at: { [terrain]: keep }, attached: {} }
  g.s.past.push(...others, ...overlays.filter((u) => !others.includes(u)))
  if (!g.s.settings.keepFireOnResume) for (const p of g.s.players) p.fire = null
  else for (const p of g.s.players) if (p.fire !== terrain) p.fire = null
  g.s.suspendedAt = terrain
  g.s.phase = 'suspended'
  emit(g, 'rulesSaved', { terrain })
}

/**
 * C-SAVE-11…C-SAVE-21: resuming. The Past returns to its decks, the saved terrain is the whole
 * board with every figure on it and a fresh Exploration card at each arrow; fires are not put back
 * unless the C-Q-37 setting keeps them.
 */
export function rulesResume(g: G): void {
  const terrain = g.s.suspendedAt as string
  returnThePast(g)
  for (const p of g.s.players) if (p.status === 'playing') p.at = terrain
  placeExplorationCards(g, terrain)
  g.s.suspendedAt = null
  g.s.phase = 'chooseActive'
  emit(g, 'rulesResumed', { terrain, arrows: front(g.c, terrain)?.arrows?.length ?? 0 }, true)
}
