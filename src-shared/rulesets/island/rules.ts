/**
 * Island as a kernel `Ruleset` over one pack's content: setup, the pending decision, apply (wrapped
 * so that every command that used chance becomes an undo checkpoint, C-D-12), legal commands, the
 * public view and the invariants. Not registered yet (the lead wires the GameModule).
 */
import { withChanceCheckpoint } from '../../engine/chance'
import type { Ruleset } from '../../engine/ruleset'
import type { IslandContent } from '../../content/island/content'
import { apply } from './apply-command'
import { check } from './invariants'
import { legalCommands } from './legal-commands'
import { setup } from './setup'
import type { IslandCommand, IslandConfig, IslandState, Pending } from './types'
import { view, type IslandView } from './view'

export type IslandRuleset = Ruleset<IslandState, IslandConfig, IslandCommand, Pending, IslandView>

const cache = new WeakMap<IslandContent, IslandRuleset>()

export function islandRules(content: IslandContent): IslandRuleset {
  let rules = cache.get(content)
  if (!rules) {
    rules = {
      id: 'island',
      setup: (config, seed) => setup(content, config, seed),
      decision: (state) => (state.outcome !== null ? null : state.pending),
      apply: withChanceCheckpoint<IslandState, IslandCommand>((state, command) => apply(content, state, command), (state) => state.rng),
      legalCommands: (state) => legalCommands(content, state),
      view: (state) => view(content, state),
      check: (state) => check(content, state),
    }
    cache.set(content, rules)
  }
  return rules
}
