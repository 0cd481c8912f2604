/**
 * The Shortcut (I-INV-C10, I-TOKEN-20): while an Item with the `shortcut` passive is built, the
 * Production phase also gives what one open source of the tile holding the Shortcut token yields
 * (the group picks the source, its matching Extra token included); that source is marked and may
 * not be gathered this round. When the camp moves the Item is flipped back and its token goes.
 */
import type { IslandContent } from '../../content/island/content'
import { ask, runFirst, task, type Run } from './queue'
import { passives } from './passives'
import { shortcutChoices, type TileSources } from './rules/sources'
import type { EffectCtx, IslandState } from './types'
import { setTile } from './lists'

/** The space holding the Shortcut token, if any. */
export const shortcutSpace = (s: IslandState): string | undefined =>
  Object.keys(s.island).sort().find((sp) => s.island[sp]?.tokens.includes('shortcut') === true)

function sourcesOf(content: IslandContent, s: IslandState, space: string): TileSources {
  const placed = s.island[space]
  const printed = content.tiles[placed?.tile ?? '']?.sources ?? []
  const state = (k: 'food' | 'wood'): TileSources['food'] => (!printed.includes(k) ? 'none' : placed?.exhausted.includes(k) === true ? 'exhausted' : 'open')
  return { food: state('food'), wood: state('wood'), extraFood: placed?.tokens.includes('extra-food') === true, extraWood: placed?.tokens.includes('extra-wood') === true }
}

/** I-INV-C10: the Shortcut's Production, a choice when both sources are open. */
export function shortcutProduction(r: Run, ctx: EffectCtx): void {
  const { content, s } = r
  if (!passives(content, s).some((x) => x.passive.op === 'shortcut')) return
  const space = shortcutSpace(s)
  if (space === undefined || space === s.camp) return
  const options = shortcutChoices(sourcesOf(content, s, space)).map((c) => ({
    label: `shortcut-${c.source}`,
    tasks: [task([{ op: 'gain', resource: c.source, amount: c.food + c.wood }, { op: '_shortcutSource', space, source: c.source }], ctx)],
  }))
  if (options.length === 1) s.queue.unshift(...(options[0]?.tasks ?? []))
  else if (options.length > 1) ask(s, 'shortcut-source', options)
}

/** Marks the source that produced through the Shortcut this round (I-TOKEN-20). */
export function markShortcutSource(s: IslandState, space: string, source: 'food' | 'wood'): void {
  s.shortcutSource = { space, source, round: s.position.round }
}

/** I-ACT-55, I-INV-C10: this source produced through the Shortcut this round. */
export const shortcutUsed = (s: IslandState, space: string, source: string): boolean =>
  s.shortcutSource?.round === s.position.round && s.shortcutSource.space === space && s.shortcutSource.source === source

/** I-NIGHT-13: the camp moved — the Shortcut Items are flipped back and the token leaves. */
export function shortcutCampMoved(content: IslandContent, s: IslandState): void {
  for (const [space, p] of Object.entries(s.island)) if (p.tokens.includes('shortcut')) setTile(s, space, { ...p, tokens: p.tokens.filter((t) => t !== 'shortcut') })
  s.shortcutSource = undefined
  const items = s.inventions.built.filter((id) => { const c = content.cards[id]; return c?.deck === 'invention' && c.passive.some((x) => x.op === 'shortcut') })
  runFirst(s, items.map((item) => ({ op: '_flip' as const, item })), { phase: 'night', resolver: null, source: null, here: null })
}
