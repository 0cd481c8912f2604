/**
 * A successful Explore places a tile (I-ACT-59): the top one, or — with an Item that shows more
 * (`exploreChoice`, the Canoe of I-SCEN5-15) — the one the group picks of the top few, the others
 * going back into the stack shuffled. Then the tile's beast, totem and Discovery tokens, in order.
 */
import { shuffle } from '../../engine/rng'
import { addBeast } from './fight'
import { passivesOf } from './passives'
import { ask, runLater, task, type Run } from './queue'
import type { EffectCtx } from './types'
import { setTile } from './lists'

/** Explores `space`: places a tile at once, or asks which of the top tiles to place. */
export function exploreTile(r: Run, space: string, ctx: EffectCtx): void {
  const { content, s } = r
  const show = Math.max(0, ...passivesOf(content, s, 'exploreChoice').map((p) => p.tiles))
  const top = s.decks.tiles.slice(0, show)
  if (top.length >= 2) {
    ask(s, 'choose-tile-to-place', top.map((tile) => ({ label: tile, tasks: [task([{ op: '_placeTile', space, tile }], ctx)] })))
    return
  }
  const tile = s.decks.tiles[0]
  if (tile !== undefined) placeTile(r, space, tile, ctx)
}

/** Places `tile` (taken from the stack) on `space`; a tile looked at but not placed is shuffled back. */
export function placeTile(r: Run, space: string, tile: string, ctx: EffectCtx): void {
  const { content, s, events } = r
  const i = s.decks.tiles.indexOf(tile)
  if (i < 0) return
  const rest = s.decks.tiles.filter((_, k) => k !== i)
  s.decks.tiles = i === 0 ? rest : shuffle(s.rng, rest)
  setTile(s, space, { tile, exhausted: [], tokens: [] })
  events.push({ type: 'explored', space, tile, checkpoint: true })
  const def = content.tiles[tile]
  if (!def) return
  // I-ACT-59: beast, totem, then Discovery tokens.
  if (def.beast) addBeast(s, events)
  if (def.totem) {
    const effects = content.scenarios[s.scenario]?.totems[s.totems] ?? []
    s.totems += 1
    runLater(s, effects, { ...ctx, here: space })
  }
  if (def.discoveries > 0) runLater(s, [{ op: 'discovery', amount: def.discoveries }], ctx)
}
