/**
 * `exhaustTile` (I-ACT-ADV06): a black marker on every open source of a tile — the action's, the
 * camp's, or each tile holding the named Extra token. The token itself stays but gives nothing
 * while its source is covered (Production and Gather skip covered sources).
 */
import type { ExhaustTileEff } from '../../content/island/effects'
import type { Run } from './queue'
import type { EffectCtx } from './types'
import { plus, setTile } from './lists'

export function exhaustTile(r: Run, eff: ExhaustTileEff, ctx: EffectCtx): void {
  const { content, s, events } = r
  const at = eff.at
  const spaces = at === 'camp' ? [s.camp] : at === 'here' ? [ctx.here ?? s.camp] : Object.keys(s.island).filter((sp) => s.island[sp]?.tokens.includes(at) === true)
  for (const space of spaces) {
    let placed = s.island[space]
    if (!placed) continue
    for (const source of content.tiles[placed.tile]?.sources ?? []) {
      if (placed.exhausted.includes(source)) continue
      placed = { ...placed, exhausted: plus(placed.exhausted, source) }
      setTile(s, space, placed)
      events.push({ type: 'exhausted', space, source })
    }
  }
}
