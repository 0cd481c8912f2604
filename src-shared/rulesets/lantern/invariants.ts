import { runChecks, violation } from '../../engine/invariants'
import type { InvariantViolation } from '../../engine/ruleset'
import type { LanternContent, LanternState } from './types'

/** What must hold in every Lantern Run state (simulate checks it after every command). */
export function check(content: LanternContent, s: LanternState): InvariantViolation[] {
  return runChecks(s, {
    counts: (x) => (x.haul < 0 || x.gusts < 0 || x.banked < 0 ? [violation('negative', 'haul, gusts and banked light are never negative')] : []),
    gusts: (x) => (x.phase === 'choose' && x.gusts >= x.settings.bustAt ? [violation('unbusted', 'a choice is offered with the lantern out')] : []),
    turns: (x) => (x.turnsUsed > content.turns ? [violation('turns', `${x.turnsUsed} turns used of ${content.turns}`)] : []),
    active: (x) => (x.active < 0 || x.active >= x.characters.length ? [violation('active', `active seat ${x.active} of ${x.characters.length}`)] : []),
    outcome: (x) =>
      (x.outcome === null) === (x.phase === 'over') ? [violation('outcome', `phase ${x.phase} with outcome ${String(x.outcome)}`)] : [],
    won: (x) => (x.outcome === 'won' && x.banked < content.target ? [violation('won', 'won below the target')] : []),
  })
}
