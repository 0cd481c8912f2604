/**
 * The end of the Action phase (I-ACT-63): Future resources and Discovery tokens become Available
 * (Fallen-tree-like tokens are traded at once, I-TOKEN-D03), built inventions become Items and run
 * their one-shot effects (I-INV-04), new Starting Equipment and cards kept during the phase become
 * usable (I-INV-15, I-GOLD-09); this-round
 * and used single-use neutral pawns go (I-ACT-63), the plan is cleared.
 */
import { completeInvention, placeToken, runLater, type Run } from './effects-run'
import { RESOURCE_KEYS, noResources } from './resources'
import { completeRepeatBuilds } from './tile-builds'
import type { EffectCtx } from './types'
import { plus, removeFromGame } from './lists'

/** The discovery token definition id of an instance `<id>#<n>` (no split: the walk asks for every token in hand). */
export const tokenIdOf = (instance: string): string => { const i = instance.indexOf('#'); return i < 0 ? instance : instance.slice(0, i) }

export function endOfAction(r: Run): void {
  const { content, s } = r
  const ctx: EffectCtx = { phase: 'cleanup', resolver: null, source: null, here: null }
  for (const k of RESOURCE_KEYS) s.available[k] += s.future[k]
  s.future = noResources()
  for (const t of s.discovery.future) {
    const def = content.discoveries[tokenIdOf(t)]
    if (def?.mandatory === true) {
      removeFromGame(s, t)
      runLater(s, def.effects, { ...ctx, source: t })
    } else {
      s.discovery.available = plus(s.discovery.available, t)
    }
  }
  s.discovery.future = []
  // I-EVENT-C03: Items sent away come back as they were (their one-shot effects do not run again).
  s.inventions.built = plus(s.inventions.built, ...(s.inventions.away ?? []))
  delete s.inventions.away
  for (const id of s.inventions.future) completeInvention(r, id, ctx)
  s.inventions.future = []
  completeRepeatBuilds(r, ctx)
  for (const id of s.equipmentFuture) {
    const card = content.cards[id]
    s.equipment.push({ id, uses: card?.deck === 'equipment' ? card.uses : 2 })
  }
  s.equipmentFuture = []
  // I-GOLD-09: cards kept during the Action phase are usable from now on.
  s.kept = plus(s.kept, ...s.keptFuture)
  s.keptFuture = []
  const used = new Set<string>()
  for (const a of s.plan) for (const p of a.pawns) if (p.kind === 'neutral') used.add(p.source)
  s.pawnsGranted = s.pawnsGranted.filter((p) => p.uses === 'once' && !used.has(p.source))
  // I-MYSTERY-C08: effects that waited for the end of the phase.
  s.queue.push(...(s.atEndOfAction ?? []))
  s.atEndOfAction = undefined
  // I-TOKEN-03: tokens placed during the phase start to work now.
  for (const x of s.tokensAfterAction ?? []) placeToken(s, { board: x.board }, x.token, r.events)
  s.tokensAfterAction = undefined
  s.plan = []
  s.resolveIndex = 0
  s.tempWeapon = 0
}
