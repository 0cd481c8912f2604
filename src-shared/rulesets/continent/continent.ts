import type { Ruleset } from '../../engine/ruleset'
import { isRuleError, ruleError } from '../../engine/rule-error'
import { withChanceCheckpoint } from '../../engine/chance'
import { draftOf } from './state-clone'
import type { ContinentContent } from './content-index'
import type { ContinentCommand } from './commands'
import type { ContinentConfig, ContinentState } from './state'
import type { G } from './game'
import { setupContinent } from './setup'
import { applyCommand } from './apply-command'
import { legalCommands } from './legal-commands'
import { decisionView, viewContinent, type ContinentView, type DecisionView } from './view'
import { checkContinent } from './invariants'

export type ContinentRuleset = Ruleset<ContinentState, ContinentConfig, ContinentCommand, DecisionView, ContinentView>

/**
 * The Continent rules over a content pack (design §1). Pure: every function takes a state and
 * returns a new one; the content is read, never stored in the state.
 */
export function createContinent(content: ContinentContent): ContinentRuleset {
  const applyRules = (state: ContinentState, command: ContinentCommand): { state: ContinentState; events: G['ev'] } | ReturnType<typeof ruleError> => {
    const g: G = { s: draftOf(state), c: content, ev: [], shared: { adventure: true, exploration: true, board: true, actionDeck: true, discard: true } }
    try {
      const err = applyCommand(g, command)
      if (err) return err
    } catch (e) {
      // A throw here is an engine or content bug; report it as a refusal rather than crash the session.
      return ruleError('engine-error', e instanceof Error ? e.message : String(e), { command })
    }
    return { state: g.s, events: g.ev }
  }
  // C-D-12: any use of chance is an undo limit, even when nothing was revealed (a shuffle, a
  // blind banish); the kernel adds the checkpoint when no event marked one.
  const apply = withChanceCheckpoint(applyRules, (state: ContinentState) => state.rng)
  return {
    id: 'continent',
    setup(config, seed) {
      try {
        const r = setupContinent(content, config, seed)
        return isRuleError(r) ? r : r.g.s
      } catch (e) {
        return ruleError('bad-content', e instanceof Error ? e.message : String(e))
      }
    },
    decision: (state) => decisionView({ s: state, c: content }),
    apply,
    legalCommands: (state) => legalCommands({ s: state, c: content }, (cmd) => !isRuleError(apply(state, cmd))),
    view: (state, seat) => viewContinent({ s: state, c: content }, seat),
    check: (state) => checkContinent(state, content),
  }
}
