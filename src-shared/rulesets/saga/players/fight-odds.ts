/**
 * The chance that one roll of a dice pool beats an enemy of a strength, from public data only: the
 * dice faces and the cards of that deck (its composition, not its order). Every roll of the pool is
 * enumerated and a placement of its tiles searched that covers every heart as one connected group
 * (S-COMBAT-14, S-COMBAT-17, S-COMBAT-18, S-COMBAT-21); Criticals and rerolls are left out. Computed
 * once per pack, pool and strength.
 */
import { placeOnGrid, placements, type Cell } from '../../../engine/polyomino'
import type { SagaContent } from '../../../content/saga/content'
import type { EnemyCard } from '../../../content/saga/enemies'
import { freeGrid } from '../../../content/saga/grid-text'

const TILE = 'T'
const cache = new WeakMap<SagaContent, Map<string, number>>()

function coversHearts(content: SagaContent, card: EnemyCard, tiles: readonly string[]): boolean {
  const hearts: Cell[] = []
  card.cells.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === 'H') hearts.push([c, r]) }))
  const search = (grid: string[], left: readonly string[]): boolean => {
    if (hearts.every(([c, r]) => grid[r]?.[c] === TILE)) return true
    return left.some((shape, i) => {
      if (left.indexOf(shape) !== i) return false // the same shape twice: one branch is enough
      const rest = left.filter((_, k) => k !== i)
      return placements(grid, content.shapes[shape]?.cells ?? [], { touching: (ch) => ch === TILE }).some((p) => search(placeOnGrid(grid, p.cells, TILE), rest))
    })
  }
  return search(freeGrid(card.cells), tiles)
}

/** The chance (0–1) that one roll of `pool` beats a card drawn from the deck of `deck` (a strength or `mystic`). */
export function winChance(content: SagaContent, pool: readonly string[], deck: string): number {
  let byKey = cache.get(content)
  if (!byKey) { byKey = new Map(); cache.set(content, byKey) }
  const key = `${[...pool].sort().join('+')}>${deck}`
  const hit = byKey.get(key)
  if (hit !== undefined) return hit
  const cards = Object.values(content.enemies).filter((e) => e.strength === deck)
  // Rolls as the multiset of white shapes, each with how many ways it comes up.
  let rolls = new Map<string, { tiles: string[]; ways: number }>([['', { tiles: [], ways: 1 }]])
  for (const die of pool) {
    const next = new Map<string, { tiles: string[]; ways: number }>()
    for (const { tiles, ways } of rolls.values()) {
      for (const face of content.dice[die]?.faces ?? []) {
        const t = [...tiles, face.white].sort()
        const k = t.join('+')
        const had = next.get(k)
        if (had) had.ways += ways
        else next.set(k, { tiles: t, ways })
      }
    }
    rolls = next
  }
  const total = [...rolls.values()].reduce((n, r) => n + r.ways, 0)
  let sum = 0
  for (const card of cards) {
    let won = 0
    for (const r of rolls.values()) if (coversHearts(content, card, r.tiles)) won += r.ways
    sum += total === 0 ? 0 : won / total
  }
  const p = cards.length === 0 ? 0 : sum / cards.length
  byKey.set(key, p)
  return p
}
