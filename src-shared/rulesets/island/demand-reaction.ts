/**
 * Q-17 and EX-42 (the Cook's Stone Soup): when a demand for a resource cannot be paid in full, a
 * character it would wound may first use an ability of theirs that gains that resource. What the
 * ability gains goes to Available at once — even in the Action phase, as the rulebook's example
 * has it — and pays the demand. The group is asked: use it, or take the wounds. The setting
 * `demandReaction` (on by default, the spec's recommended reading) turns this off.
 */
import type { Resource } from '../../content/island/vocabulary'
import { demandVictims, unfulfilled } from './harm'
import { ask, runFirst, task, type Run } from './queue'
import { costToResources, covers, discard, free, gain, RESOURCE_KEYS } from './resources'
import type { EffectCtx, InternalEffect, IslandState } from './types'
import type { IslandContent } from '../../content/island/content'
import { plus } from './lists'

type Reaction = Extract<InternalEffect, { op: '_react' | '_short' }>

/** Food is paid with perishable or non-perishable food (I-RES-06); other resources with themselves. */
const pays = (demanded: Resource, gained: Resource): boolean => gained === demanded || (demanded === 'food' && gained === 'preserved')

/** The abilities that could pay a shortfall of `resource` now: every effect a gain of it, affordable, unused, usable at any time. */
export function reactionsFor(content: IslandContent, s: IslandState, ctx: EffectCtx, resource: Resource): { character: string; ability: string }[] {
  if (!s.settings.demandReaction) return []
  const out: { character: string; ability: string }[] = []
  for (const id of demandVictims(s, ctx)) {
    const ch = s.characters[id]
    if (!ch || ch.dead) continue
    for (const a of content.characters[id]?.abilities ?? []) {
      const gainsIt = a.effects.length > 0 && a.effects.every((e) => e.op === 'gain' && pays(resource, e.resource))
      const timely = a.timing === 'any'
      if (gainsIt && timely && !ch.abilitiesUsed.includes(a.id) && ch.determination >= a.cost && covers(free(s), costToResources(a.extra))) out.push({ character: id, ability: a.id })
    }
  }
  return out
}

/** Asks the group before `missing` units of `resource` wound anyone, when an ability could pay them; true when asked. */
export function offerReaction(r: Run, resource: Resource, missing: number, ctx: EffectCtx): boolean {
  const offers = reactionsFor(r.content, r.s, ctx, resource)
  if (offers.length === 0) return false
  ask(r.s, 'demand-reaction', [
    ...offers.map((o) => ({ label: `${o.character}:${o.ability}`, tasks: [task([{ op: '_react', ...o, resource, missing }], ctx)] })),
    { label: 'take-wounds', tasks: [task([{ op: '_short', missing }], ctx)] },
  ])
  return true
}

/** Runs the chosen answer: the ability paid for and its gain put in Available, then the demand again; or the wounds. */
export function runReaction(r: Run, e: Reaction, ctx: EffectCtx): void {
  const { content, s, events } = r
  if (e.op === '_short') { unfulfilled(content, s, ctx, e.missing, events); return }
  const ch = s.characters[e.character]
  const def = content.characters[e.character]?.abilities.find((a) => a.id === e.ability)
  if (!ch || !def) return
  // The offer may have gone stale while the group decided (an ability used in between spent the
  // Determination): then the demand is simply made again, with whatever offers are left.
  if (!reactionsFor(content, s, ctx, e.resource).some((o) => o.character === e.character && o.ability === e.ability)) {
    runFirst(s, [{ op: 'lose', resource: e.resource, amount: e.missing }], ctx)
    return
  }
  ch.determination -= def.cost
  ch.abilitiesUsed = plus(ch.abilitiesUsed, def.id)
  const extra = costToResources(def.extra)
  for (const k of RESOURCE_KEYS) discard(s, k, extra[k])
  events.push({ type: 'ability', character: e.character, ability: def.id, reaction: true })
  // the gain pays this demand, so it lands in Available whatever the phase.
  for (const x of def.effects) if (x.op === 'gain') gain(s, { phase: 'cleanup' }, x.resource, x.amount)
  runFirst(s, [{ op: 'lose', resource: e.resource, amount: e.missing }], ctx)
}
