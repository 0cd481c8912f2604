/**
 * I-SCEN3-02: cards a scenario sheet leaves out of the game. They are taken from wherever setup
 * put them (decks, the board, Starting Equipment) to the cards out of the game, so no effect can
 * draw or build them later and every card is still in exactly one place.
 */
import type { IslandState } from './types'
import { removeFromGame } from './lists'

export function leaveOut(s: IslandState, ids: readonly string[]): void {
  if (ids.length === 0) return
  const keep = (list: readonly string[]): string[] => list.filter((id) => !ids.includes(id))
  const d = s.decks
  d.event = keep(d.event)
  d.adventure = { build: keep(d.adventure.build), gather: keep(d.adventure.gather), explore: keep(d.adventure.explore) }
  d.mystery = keep(d.mystery)
  d.beast = keep(d.beast)
  d.invention = keep(d.invention)
  d.equipment = keep(d.equipment)
  s.inventions.board = keep(s.inventions.board)
  s.equipment = s.equipment.filter((e) => !ids.includes(e.id))
  for (const id of ids) if (!s.removed.includes(id)) removeFromGame(s, id)
}
