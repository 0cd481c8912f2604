/**
 * `apply`: one command on a private copy of the state, then the game runs on until it waits for a
 * player again. Refusals are RuleErrors coded by rule ID and leave the state untouched.
 */
import { ruleError, type RuleError } from '../../engine/rule-error'
import type { Applied } from '../../engine/ruleset'
import type { SagaContent } from '../../content/saga/content'
import { answer } from './choices'
import type { Draft } from './draft'
import { useItem } from './items'
import { isChoice, run } from './queue'
import { copyState } from './state-copy'
import { place, reactivate, useAbility } from './turn'
import type { SagaCommand, SagaState } from './types'

/** The working copy of a state; `readOnly` callers (legal commands, views) share the state itself instead of copying it. */
export function draftOf(content: SagaContent, state: SagaState, readOnly = false): Draft | RuleError {
  const adv = content.adventures[state.adventure]
  if (!adv) return ruleError('S-SETUP-01', `adventure "${state.adventure}" is not in this pack`)
  return { s: readOnly ? state : copyState(state), events: [], content, adv }
}

export function apply(content: SagaContent, state: SagaState, cmd: SagaCommand): Applied<SagaState> | RuleError {
  if (state.outcome !== null) return ruleError('S-END-01', 'the game is over')
  const d = draftOf(content, state)
  if ('kind' in d) return d
  let refused: RuleError | null
  if (cmd.type === 'reactivate') refused = reactivate(d, cmd.character, cmd.payer ?? cmd.character)
  else if (cmd.type === 'place') refused = place(d, cmd)
  else if (cmd.type === 'ability') refused = useAbility(d, cmd.character)
  else if (cmd.type === 'item') refused = useItem(d, cmd.character, cmd.item)
  else {
    const head = d.s.queue[0]
    refused = head && isChoice(head) ? answer(d, head, cmd) : ruleError('S-ROUND-05', `nothing waits for "${cmd.type}" now`)
  }
  if (refused) return refused
  run(d)
  return { state: d.s, events: d.events }
}
