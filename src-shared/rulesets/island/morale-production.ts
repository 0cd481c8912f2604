/**
 * The Morale phase (§7) and the Production phase (§8).
 */
import { determination, firstPlayerCharacter, moveMorale } from './harm'
import { ask, runLater, type Run } from './effects-run'
import { campTile } from './island-map'
import { passivesOf } from './passives'
import { gain } from './resources'
import { shortcutProduction } from './shortcut'
import type { EffectCtx } from './types'

/**
 * I-MORALE-02…I-MORALE-04: solo Morale rises first; then the First Player gains or discards
 * Determination by the Morale position; at the top the choice of 2 Determination or 1 heal (own
 * character, spec [decide]); Items with a Morale-phase bonus add theirs (I-INV-17).
 */
export function moralePhase(r: Run): void {
  const { content, s, events } = r
  if (s.players === 1) moveMorale(content, s, 1, events)
  const fp = firstPlayerCharacter(s)
  const ctx: EffectCtx = { phase: 'morale', resolver: fp, source: null, here: null }
  for (const p of passivesOf(content, s, 'moralePhase')) {
    if (p.morale !== undefined) moveMorale(content, s, p.morale, events)
    if (p.determination !== undefined) determination(content, s, fp, p.determination, events)
  }
  if (s.morale === content.board.morale.max && s.morale > 0) {
    ask(s, 'morale-top', [
      { label: 'morale-determination', tasks: [{ effects: [{ op: 'determination', who: 'resolver', amount: s.morale }], ctx }] },
      { label: 'morale-heal', tasks: [{ effects: [{ op: 'heal', who: 'resolver', amount: 1 }], ctx }] },
    ])
    return
  }
  if (s.morale !== 0) determination(content, s, fp, s.morale, events)
}

/**
 * I-PROD-01…I-PROD-03: every non-exhausted source of the camp tile yields 1, plus 1 for a matching
 * Extra token; Items with a production bonus add theirs. A skipped Production yields nothing
 * (I-PROD-05).
 */
export function productionPhase(r: Run): void {
  const { content, s, events } = r
  // I-SCEN7-06: the sheet's every-round Production effects apply even when the yield is skipped.
  for (const n of content.scenarios[s.scenario]?.everyRound ?? []) if (n.at === 'production') runLater(s, n.effects, { phase: 'production', resolver: null, source: null, here: null })
  if (s.skip.includes('production')) { events.push({ type: 'productionSkipped' }); return }
  const ctx = { phase: 'production' as const }
  const placed = s.island[s.camp]
  const tile = campTile(content, s)
  // I-SCEN2-05: fog on the camp tile: nothing from the tile (its sources nor its tokens).
  if (placed && tile && !placed.tokens.includes('fog')) {
    for (const source of tile.sources) {
      if (placed.exhausted.includes(source)) continue
      const extra = placed.tokens.includes(source === 'food' ? 'extra-food' : 'extra-wood') ? 1 : 0
      gain(s, ctx, source, 1 + extra)
      events.push({ type: 'produced', resource: source, amount: 1 + extra })
    }
  }
  for (const p of passivesOf(content, s, 'production')) gain(s, ctx, p.resource, p.amount)
  shortcutProduction(r, { phase: 'production', resolver: null, source: null, here: null })
}
