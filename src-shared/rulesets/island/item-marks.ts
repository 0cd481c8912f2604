/**
 * A card's markers on built Items (I-ACT-ADV03): the card marks some Items now and does nothing
 * more until it comes back — drawn again in an Event phase, its event half flips what it marked.
 * Markers are kept per card (the state's `itemMarks`), so two cards never mix theirs.
 */
import type { IslandContent } from '../../content/island/content'
import { ask, runFirst, task, type Run } from './queue'
import type { EffectCtx, IslandState } from './types'

/** Built Items a card may mark: scenario inventions are the sheet's, not Items of the camp. */
const markable = (content: IslandContent, s: IslandState): string[] =>
  s.inventions.built.filter((id) => !(content.scenarios[s.scenario]?.inventions ?? []).includes(id))

/** Every way to pick `k` of `ids`, in order. */
function picks(ids: readonly string[], k: number): string[][] {
  if (k === 0) return [[]]
  const [first, ...rest] = ids
  if (first === undefined || ids.length < k) return []
  return [...picks(rest, k - 1).map((x) => [first, ...x]), ...picks(rest, k)]
}

/** `markItems`: `count` built Items get this card's marker; the group picks when there are more. */
export function markItems(r: Run, count: number, ctx: EffectCtx): void {
  const { content, s } = r
  const items = markable(content, s)
  const source = ctx.source ?? 'effect'
  if (items.length <= count) { runFirst(s, [{ op: '_mark', source, items }], ctx); return }
  ask(s, 'mark-items', picks(items, count).map((chosen) => ({ label: chosen.join('+'), tasks: [task([{ op: '_mark', source, items: chosen }], ctx)] })))
}

/** The group's pick: the markers go on. */
export function placeMarks(r: Run, source: string, items: readonly string[]): void {
  if (items.length === 0) return
  const marks = (r.s.itemMarks ??= {})
  marks[source] = [...new Set([...(marks[source] ?? []), ...items])]
  r.events.push({ type: 'itemsMarked', card: source, items: [...items] })
}

/** `flipMarked`: what this card marked (and is still built) goes back to its Invention side. */
export function flipMarked(r: Run, ctx: EffectCtx): void {
  const { s } = r
  const source = ctx.source ?? 'effect'
  const marked = s.itemMarks?.[source] ?? []
  if (s.itemMarks) s.itemMarks = Object.fromEntries(Object.entries(s.itemMarks).filter(([card]) => card !== source))
  const still = marked.filter((id) => s.inventions.built.includes(id))
  if (still.length > 0) runFirst(s, still.map((item) => ({ op: '_flip' as const, item })), ctx)
}
