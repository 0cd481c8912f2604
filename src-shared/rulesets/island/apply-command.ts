/**
 * Commands (§9.1 planning, the group's choices, the camp move): each checked against the pending
 * decision and the rules, refused with a typed RuleError naming the rule, then the game runs on to
 * its next decision.
 */
import type { Applied } from '../../engine/ruleset'
import { cloneJson } from '../../engine/json-clone'
import { cloneState, planDraft } from './clone-state'
import { ruleError, type RuleError } from '../../engine/rule-error'
import type { IslandContent } from '../../content/island/content'
import { anyTimeRefusal, useAnyTime } from './any-time'
import type { Run } from './effects-run'
import { wound } from './harm'
import { moveCamp } from './night-phase'
import { assignItems, planAction, unplacedCharacterPawns } from './planning'
import { planOnlyChange, settledFacts } from './planning-facts'
import { castawayPawnPlaceable, settledPlanCommands } from './plan-walk'
import { confirmPlan, planChanged, seatsToConfirm } from './plan-confirm'
import { resolverOfStack } from './pawns-available'
import { free, spend } from './resources'
import { greaterDangerWounds } from './rules/greater-danger'
import { run } from './round'
import { closeRoll, rollResolver } from './resolution'
import { reroll, rerollOptions } from '../../engine/dice'
import { isRuleError } from '../../engine/rule-error'
import { actionDiceCatalogue } from './rules/action-dice'
import { actionDiceOf } from './dice-adapter'
import type { IslandCommand, IslandState } from './types'
import { plus } from './lists'

/** I-SCEN1-03, I-SCEN1-04: how much may go onto a pile now (0 when it may not). */
export function stockRoom(content: IslandContent, s: IslandState, pileId: string): number {
  const pile = content.scenarios[s.scenario]?.piles?.find((p) => p.id === pileId)
  const filled = s.piles[pileId]
  if (!pile || !filled || s.pileRound === s.position.round || s.plan.length > 0) return 0
  const level = pile.levels.findIndex((need, i) => (filled[i] ?? 0) < need)
  if (level < 0) return 0
  return Math.min((pile.levels[level] ?? 0) - (filled[level] ?? 0), free(s)[pile.resource])
}

/** Greater danger wounds the leader when the plan is committed, once per stack (I-ACT-29). */
function greaterDanger(r: Run): void {
  const { content, s, events } = r
  const campTokens = s.island[s.camp]?.tokens ?? []
  for (const a of s.plan) {
    const t = a.target
    const inCamp = !(t.kind === 'gather' || t.kind === 'explore' || t.kind === 'site')
    const space = t.kind === 'gather' || t.kind === 'explore' || t.kind === 'site' ? t.space : null
    const onTarget = space !== null && (s.island[space]?.tokens ?? []).includes('danger')
    const action = t.kind === 'invent' ? 'build' : t.kind === 'site' ? 'explore' : t.kind === 'attack' ? 'hunt' : t.kind
    const n = greaterDangerWounds({ action, inCamp, onTarget, onCamp: campTokens.includes('danger'), weapons: s.tracks.weapons, boost: s.tempWeapon })
    const who = resolverOfStack(s, a.pawns)
    if (n > 0 && who !== null) wound(content, s, who, n, events, 'greater-danger')
  }
}

/**
 * `s` is the working copy, `given` the state apply was given: it never changes, so the checks of a
 * plan and a commit read the facts and plans kept with it (the legal-command walk of that state).
 */
function step(content: IslandContent, given: IslandState, s: IslandState, c: IslandCommand, r: Run): RuleError | null {
  const p = s.pending
  if (s.outcome !== null) return ruleError('game-over', 'The game is over.')
  switch (c.type) {
    case 'plan': case 'unplan': case 'commitPlan': case 'stock': {
      if (p?.kind !== 'plan') return ruleError('I-ACT-01', 'Actions are planned only in the planning step of the Action phase.')
      if (c.type === 'plan') {
        const planned = planAction(content, given, c.target, c.pawns, settledFacts(content, given))
        if ('code' in planned) return planned
        const a = assignItems(content, s, planned, c.items ?? [])
        if ('code' in a) return a
        s.plan.push(a)
        planChanged(s)
        r.events.push({ type: 'planned', target: a.target, pawns: a.pawns.length })
      } else if (c.type === 'unplan') {
        if (!Number.isInteger(c.index) || c.index < 0 || c.index >= s.plan.length) return ruleError('no-such-action', `There is no planned action #${c.index}.`)
        s.plan.splice(c.index, 1)
        planChanged(s)
      } else if (c.type === 'stock') {
        const room = stockRoom(content, s, c.pile)
        if (c.amount < 1 || c.amount > room) return ruleError('I-SCEN1-04', room === 0 ? 'Nothing may go onto that pile now.' : `At most ${room} may go onto that pile now.`)
        const pile = content.scenarios[s.scenario]?.piles?.find((x) => x.id === c.pile)
        const filled = s.piles[c.pile]
        if (!pile || !filled) return ruleError('I-SCEN1-04', 'No such pile.')
        const level = pile.levels.findIndex((need, i) => (filled[i] ?? 0) < need)
        spend(s, pile.resource, c.amount)
        const next = [...filled]
        next[level] = (filled[level] ?? 0) + c.amount
        s.piles[c.pile] = next
        if ((next[level] ?? 0) >= (pile.levels[level] ?? 0)) s.pileRound = s.position.round
        planChanged(s)
        r.events.push({ type: 'stocked', pile: c.pile, amount: c.amount })
      } else {
        const left = unplacedCharacterPawns(content, s)
        if (left > 0 && castawayPawnPlaceable(given, settledPlanCommands(content, given))) return ruleError('I-ACT-02', `Every castaway pawn must be placed (${left} left).`)
        const stands = confirmPlan(s, c.seat)
        if (typeof stands !== 'boolean') return stands
        if (!stands) {
          r.events.push({ type: 'planConfirmed', seat: c.seat ?? null, awaiting: seatsToConfirm(s) })
          return null
        }
        s.pending = null
        r.events.push({ type: 'planCommitted', actions: s.plan.length })
        greaterDanger(r)
      }
      return null
    }
    case 'choose': {
      if (p?.kind !== 'choice') return ruleError('I-GOLD-02', 'There is no choice to make now.')
      const option = p.options[c.option]
      if (!Number.isInteger(c.option) || !option) return ruleError('I-GOLD-12', `Option ${c.option} does not exist.`)
      s.pending = null
      s.queue.unshift(...cloneJson(option.tasks))
      r.events.push({ type: 'chose', prompt: p.prompt, option: option.label })
      return null
    }
    case 'ability': case 'discovery': case 'equipment': {
      const refused = anyTimeRefusal(content, s, c)
      if (refused !== null) return refused
      useAnyTime(r, c)
      return null
    }
    case 'reroll': case 'keepDice': {
      const open = s.roll
      if (p?.kind !== 'reroll' || open === null) return ruleError('I-DICE-06', 'Rerolls are made right after a roll, before its results apply.')
      if (c.type === 'reroll') {
        const cost = open.costs[c.offer] ?? 0
        const who = s.characters[rollResolver(s) ?? '']
        if (!who || who.determination < cost) return ruleError('I-CHAR-37', 'Not enough Determination held since the roll.')
        const next = reroll(s.rng, actionDiceCatalogue(actionDiceOf(content.dice)), open.roll.roll, c.offer, c.position)
        if (isRuleError(next)) return next
        s.rng = next.rng
        open.roll = { ...open.roll, roll: next.roll }
        who.determination -= cost
        if (c.offer !== 'companion-reroll') who.abilitiesUsed = plus(who.abilitiesUsed, c.offer)
        r.events.push({ type: 'rerolled', offer: c.offer, position: c.position, checkpoint: true })
        if (rerollOptions(next.roll).some((o) => (open.costs[o.offer] ?? 0) <= who.determination && !who.abilitiesUsed.includes(o.offer))) return null
      }
      s.pending = null
      closeRoll(r)
      return null
    }
    case 'moveCamp': case 'stayCamp': {
      if (p?.kind !== 'camp') return ruleError('I-NIGHT-09', 'The camp moves only in the Night phase, or when an effect says so.')
      if (c.type === 'moveCamp') {
        if (!p.options.includes(c.space)) return ruleError('I-NIGHT-09', 'The camp moves to an adjacent explored tile.')
        moveCamp(content, s, c.space)
        r.events.push({ type: 'campMoved', to: c.space })
      } else if (p.forced) {
        return ruleError('I-NIGHT-15', 'The camp must move.')
      }
      s.pending = null
      return null
    }
  }
}

/**
 * The working copy a command changes. Planning or taking back an action changes only the plan's
 * list (the game then waits again; should it end, `run` replaces top-level fields, it edits none):
 * such a command gets a shallow copy with its own plan list instead of a deep one, which is most
 * of the cost of a plan. Returned states are never changed in place, so sharing their parts is
 * safe (golden-games.spec checks that `apply` leaves the state it was given untouched). Any other
 * command works on a deep copy (`cloneState`).
 */
const planOnly = (state: IslandState, command: IslandCommand): boolean =>
  (command.type === 'plan' || command.type === 'unplan') && state.pending?.kind === 'plan' && state.queue.length === 0 && state.outcome === null

/** Applies a command: the new state and what happened, or why not. */
export function apply(content: IslandContent, state: IslandState, command: IslandCommand): Applied<IslandState> | RuleError {
  const shared = planOnly(state, command)
  const s = shared ? planDraft(state) : cloneState(state)
  const r: Run = { content, s, events: [] }
  const refused = step(content, state, s, command, r)
  if (refused !== null) return refused
  run(r)
  // The new state differs from the given one only in its plan: they share the board's planning facts.
  if (shared) planOnlyChange(content, state, s)
  return { state: s, events: r.events }
}
