/**
 * What covering cells does (S-CELL): a journey tile applies every icon it covers to the active
 * character (S-CELL-01; in row order — the choice of order, S-CELL-02, is not offered yet), the
 * penalty of its card once per penalty cell (S-CELL-13, S-CELL-15; per colour, else the shared one,
 * S-CELL-18), then the reveal and its bonus (S-JOURNEY-20…S-JOURNEY-22). A Gathering token takes
 * only the goods and the penalty of its cell (S-GOODS-13…S-GOODS-16, S-CELL-19).
 */
import type { Cell } from '../../engine/polyomino'
import type { Effect } from '../../content/saga/effects'
import type { TerrainCard } from '../../content/saga/terrain'
import type { Good, PenaltyColour } from '../../content/saga/vocabulary'
import type { Draft } from './draft'
import { cardColumns, cellOf } from './journey-grid'
import { inChosenOrder } from './cover-order'
import { penaltyColour } from './hooks'
import type { Task } from './types'

/**
 * S-CELL-18: the card's effect for a colour (the colour the Active Event card may make it count as),
 * else its shared one; S-BLOCK-05, S-BLOCK-06: a tile laid over the printed effect makes it "receive this tile".
 */
export function penaltyEffects(d: Draft, card: TerrainCard, printed: PenaltyColour): Effect[] {
  const over = d.s.journey.penaltyTiles?.[card.id]
  const colour = penaltyColour(d, printed) // an Event may re-map the colour
  return over !== undefined ? [{ op: 'wound', wound: { shape: over } }] : card.penalty[colour] ?? card.penalty.shared ?? []
}

/** The goods an Area icon may give the character (S-CELL-03, S-CELL-05): its Area's Sources. */
export function areaSources(d: Draft, who: number): Good[] {
  const area = d.adv.map.areas.find((a) => a.id === d.s.characters[who]?.area)
  return area?.sources ?? []
}

/** The tasks of a journey tile newly placed on `cells` (the tile is already on the grid). */
export function coverTasks(d: Draft, actor: number, cells: readonly Cell[], good: Good | undefined): Task[] {
  const tasks: Task[] = []
  const effect = (e: Effect): Task => ({ t: 'effect', e, actor })
  let areaIcons = 0
  for (const cell of [...cells].sort((a, b) => a[1] - b[1] || a[0] - b[0])) {
    const at = cellOf(d.content, d.s, cell)
    if (!at) continue
    const icon = at.icon
    if (icon?.icon === 'good') tasks.push(effect({ op: 'gain', good: icon.good, amount: 1 }))
    if (icon?.icon === 'area') areaIcons++
    if (icon?.icon === 'cure') tasks.push(effect({ op: 'cure' }))
    if (icon?.icon === 'xp') tasks.push(effect({ op: 'xp', kind: icon.kind, amount: 1 }))
    if (icon?.icon === 'discovery') tasks.push(effect({ op: 'discovery' }))
    if (at.penalty) tasks.push(...penaltyEffects(d, at.card, at.penalty).map(effect))
  }
  // S-CELL-04: goods from several Area icons at once are all of one kind.
  if (areaIcons > 0 && good !== undefined) tasks.unshift(effect({ op: 'gain', good, amount: areaIcons }))
  // S-CELL-02: the player orders the covered cells' effects; the reveal follows them (S-JOURNEY-22).
  const ordered = inChosenOrder(actor, tasks, d.s.settings.chooseCoverOrder)
  tasks.splice(0, tasks.length, ...ordered)
  // S-JOURNEY-20: the first tile to reach the rightmost card's Reveal column reveals the next card.
  const last = d.s.decks.path.at(-1)
  const card = last === undefined ? undefined : d.content.terrain[last]
  const { starts } = cardColumns(d.content, d.s)
  const start = starts.at(-1) ?? 0
  if (last !== undefined && card && !d.s.journey.revealed.includes(last) && cells.some(([c]) => c === start + card.revealColumn)) {
    d.s.journey.revealed.push(last)
    tasks.push({ t: 'reveal', actor, bonus: true })
  }
  return tasks
}
