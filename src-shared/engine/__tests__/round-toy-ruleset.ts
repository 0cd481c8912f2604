import type { GameEvent, Ruleset } from '../ruleset'
import { isRuleError, ruleError, type RuleError } from '../rule-error'
import { cloneJson } from '../json-clone'
import { seedRng, type RngState } from '../rng'
import { withChanceCheckpoint } from '../chance'
import { closeRerollWindow, reroll, rerollOptions, rollDice, rollFaces, type DiceCatalogue, type DiceRoll } from '../dice'
import { adjust, type Track } from '../tracks'
import { advance, startRounds, type Advanced, type PhasePosition, type RoundSpec } from '../phases'
import { collectPassed, emptyDeferred, atRoundEnd, schedule, type DeferredQueue } from '../deferred'
import { confirm, isSettled, openGroupDecision, propose, settledProposal, type GroupDecision } from '../group-decision'
import { openReactions, passReaction, react, reactionResolved, type ReactionOption, type ReactionStack } from '../reactions'

/**
 * A small round-based cooperative game that uses every kernel capability together, to test that
 * they fit: two seats agree on how many forage dice to roll (group decision), roll them with a
 * reroll window run as a reaction window, hurts lower morale (track with a mark) and schedule a
 * loss at the end of the round (deferred), the night eats supplies (phase hook), three rounds.
 */
export const forage: DiceCatalogue<{ food?: number; hurt?: true }> = {
  forage: { id: 'forage', faces: [{ id: 'food', payload: { food: 1 } }, { id: 'feast', payload: { food: 2 } }, { id: 'nothing' }, { id: 'hurt', payload: { hurt: true } }] },
}
export const rounds: RoundSpec = {
  rounds: 3,
  onRoundStart: ['new-plan'],
  phases: [{ id: 'plan' }, { id: 'gather', steps: ['roll', 'apply'] }, { id: 'night', onStart: ['eat'] }],
}

type Flow = { then: 'apply-dice' }
export interface RoundToyState {
  rng: RngState
  position: PhasePosition
  morale: Track
  supplies: Track
  deferred: DeferredQueue<{ lose: 'supply' }>
  plan: GroupDecision<{ dice: number }>
  roll: DiceRoll | null
  reactions: ReactionStack<Flow>
  /** The keen-eye reroll of seat 1 is used once per round. */
  keenEyeUsed: boolean
}
export type RoundToyCommand =
  | { type: 'propose'; seat: number; dice: number }
  | { type: 'confirm'; seat: number }
  | { type: 'advance' }
  | { type: 'roll' }
  | { type: 'keen-eye'; position: number }
  | { type: 'pass'; seat: number }

const SEATS = [0, 1]
const freshPlan = (): GroupDecision<{ dice: number }> => openGroupDecision(SEATS, 0)

/** Runs the hooks and deferred effects of the boundaries just passed. */
function enter(d: RoundToyState, adv: Advanced, ev: GameEvent[]): void {
  d.position = adv.position
  for (const h of adv.hooks) {
    if (h.hook === 'new-plan') {
      d.plan = freshPlan()
      d.roll = null
      d.keenEyeUsed = false
    }
    if (h.hook === 'eat') {
      const r = adjust(d.supplies, -1)
      d.supplies = r.track
      if (r.underflow > 0) d.morale = adjust(d.morale, -r.underflow).track
      ev.push({ type: 'ate', hungry: r.underflow })
    }
  }
  const c = collectPassed(d.deferred, adv.moments)
  d.deferred = c.queue
  for (const b of c.batches) for (const _ of b.due) d.supplies = adjust(d.supplies, -1).track
}

const keenEyeOptions = (d: RoundToyState): ReactionOption[] =>
  !d.keenEyeUsed && d.roll && d.roll.dice.length > 0 ? [{ seat: 1, id: 'keen-eye' }] : []

function applyDice(d: RoundToyState, ev: GameEvent[]): void {
  if (!d.roll) return
  d.roll = closeRerollWindow(d.roll)
  for (const face of rollFaces(forage, d.roll)) {
    d.supplies = adjust(d.supplies, face.payload?.food ?? 0).track
    if (face.payload?.hurt) {
      const r = adjust(d.morale, -1)
      d.morale = r.track
      for (const m of r.crossed) ev.push({ type: 'mark', id: m.id })
      d.deferred = schedule(d.deferred, atRoundEnd(d.position.round), { lose: 'supply' as const }).queue
    }
  }
  d.position = { ...d.position, step: 'apply' }
}

function rules(state: RoundToyState, c: RoundToyCommand): { state: RoundToyState; events: GameEvent[] } | RuleError {
  const d = cloneJson(state)
  const ev: GameEvent[] = []
  const phase = d.position.over ? 'over' : d.position.phase
  const result = ((): RuleError | null => {
    switch (c.type) {
      case 'propose':
      case 'confirm': {
        if (phase !== 'plan') return ruleError('wrong-phase', 'plans are made in the plan phase')
        if (c.type === 'propose' && (c.dice < 1 || c.dice > 3)) return ruleError('bad-plan', 'roll 1 to 3 dice')
        const r = c.type === 'propose' ? propose(d.plan, c.seat, { dice: c.dice }) : confirm(d.plan, c.seat)
        if (isRuleError(r)) return r
        d.plan = r
        return null
      }
      case 'advance': {
        if (d.reactions.length > 0) return ruleError('reactions-open', 'answer the reactions first')
        if (phase === 'plan' && !isSettled(d.plan)) return ruleError('no-plan', 'agree on a plan first')
        if (phase === 'gather' && d.position.step === 'roll') return ruleError('not-rolled', 'roll first')
        const adv = advance(rounds, d.position)
        if (isRuleError(adv)) return adv
        enter(d, adv, ev)
        return null
      }
      case 'roll': {
        if (phase !== 'gather' || d.position.step !== 'roll' || d.reactions.length > 0) return ruleError('wrong-phase', 'not the time to roll')
        const n = settledProposal(d.plan)?.dice ?? 1
        const r = rollDice(d.rng, forage, Array.from({ length: n }, () => 'forage'), [{ id: 'keen-eye', seat: 1, positions: Array.from({ length: n }, (_, i) => i), uses: 1 }])
        d.rng = r.rng
        d.roll = r.roll
        const opened = openReactions<Flow, unknown>(d.reactions, 'after-roll', { then: 'apply-dice' }, keenEyeOptions(d))
        d.reactions = opened.stack
        if (opened.resumed) applyDice(d, ev)
        return null
      }
      case 'keen-eye': {
        if (!d.roll) return ruleError('no-roll', 'nothing to reroll')
        const chosen = react(d.reactions, 1, 'keen-eye')
        if (isRuleError(chosen)) return chosen
        const r = reroll(d.rng, forage, d.roll, 'keen-eye', c.position)
        if (isRuleError(r)) return r
        d.rng = r.rng
        d.roll = r.roll
        d.keenEyeUsed = true
        const after = reactionResolved(chosen.stack, keenEyeOptions(d))
        if (isRuleError(after)) return after
        d.reactions = after.stack
        if (after.resumed) applyDice(d, ev)
        return null
      }
      case 'pass': {
        const r = passReaction(d.reactions, c.seat)
        if (isRuleError(r)) return r
        d.reactions = r.stack
        if (r.resumed) applyDice(d, ev)
        return null
      }
    }
  })()
  if (result) return result
  ev.unshift({ type: c.type })
  return { state: d, events: ev }
}

const apply = withChanceCheckpoint(rules, (s: RoundToyState) => s.rng)

function candidates(s: RoundToyState): RoundToyCommand[] {
  const out: RoundToyCommand[] = [{ type: 'advance' }, { type: 'roll' }]
  for (const seat of SEATS) {
    out.push({ type: 'confirm', seat }, { type: 'pass', seat })
    for (const dice of [1, 2, 3]) out.push({ type: 'propose', seat, dice })
  }
  if (s.roll) for (const o of rerollOptions(s.roll)) out.push({ type: 'keen-eye', position: o.position })
  return out
}

export const roundToy: Ruleset<RoundToyState, null, RoundToyCommand, string, RoundToyState> = {
  id: 'round-toy',
  setup(_config, seed) {
    const d: RoundToyState = {
      rng: seedRng(seed),
      position: { round: 0, phase: '', step: null, over: false },
      morale: { value: 2, min: -2, max: 2, marks: [{ id: 'despair', at: 0, fires: 'down' }] },
      supplies: { value: 2, min: 0 },
      deferred: emptyDeferred(),
      plan: freshPlan(),
      roll: null,
      reactions: [],
      keenEyeUsed: false,
    }
    enter(d, startRounds(rounds), [])
    return d
  },
  decision: (s) => (s.position.over ? null : s.position.phase),
  apply,
  legalCommands: (s) => candidates(s).filter((c) => !isRuleError(apply(s, c))),
  view: (s) => s,
  check: (s) => (s.supplies.value < 0 ? [{ code: 'negative-supplies', message: 'supplies below 0' }] : []),
}
