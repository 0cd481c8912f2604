/**
 * The round as a step machine (§5): the kernel's phase machine keeps the position (six phases in
 * order, no Event phase in round 1, I-ROUND-01, I-ROUND-02); each step does its work, waits for a
 * decision, or works through a list; queued effects always run first. Round-start and round-end
 * hooks, and the end of the game (§19), are here.
 */
import { advance, type Advanced, type PhasePosition, type RoundSpec } from '../../engine/phases'
import { isRuleError, type RuleError } from '../../engine/rule-error'
import type { IslandContent } from '../../content/island/content'
import { holds } from './conditions'
import { drain, runLater, type Run } from './effects-run'
import { endOfAction } from './end-of-action'
import { revealStep, slideStep } from './event-phase'
import { moralePhase, productionPhase } from './morale-production'
import { campMoves, eatStep, resetStep, shelterStep, spoilStep } from './night-phase'
import { backToCamp } from './night-outside'
import { inResolutionOrder, resolveNext } from './resolution'
import { weatherPhase } from './weather-phase'
import type { IslandState } from './types'

const specs = new Map<number, RoundSpec>()

/** I-ROUND-01, I-ROUND-02: R rounds of six phases, the Event phase skipped in round 1. */
export function roundSpec(rounds: number): RoundSpec {
  let spec = specs.get(rounds)
  if (!spec) {
    spec = {
      rounds,
      onRoundStart: ['round-start'],
      onRoundEnd: ['round-end'],
      phases: [
        { id: 'event', steps: ['reveal', 'slide'], skipRounds: [1] },
        { id: 'morale' },
        { id: 'production' },
        { id: 'action', steps: ['planning', 'resolution', 'cleanup'] },
        { id: 'weather' },
        { id: 'night', steps: ['eat', 'camp', 'shelter', 'spoil', 'reset'] },
      ],
    }
    specs.set(rounds, spec)
  }
  return spec
}

/**
 * The machine's step from a position, kept per spec and position: `advance` is a pure function of
 * the two, and the game passes the same few dozen positions again and again. What it returns is
 * shared, so it is frozen (a state gets a copy of the new position).
 */
const steps = new Map<RoundSpec, Map<number, Map<string, Advanced | RuleError>>>()
function stepFrom(spec: RoundSpec, position: PhasePosition): Advanced | RuleError {
  let bySpec = steps.get(spec)
  if (bySpec === undefined) steps.set(spec, (bySpec = new Map()))
  // By round, then by phase and step (and "over"): names of the spec, so no key string is made.
  let byRound = bySpec.get(position.round)
  if (byRound === undefined) bySpec.set(position.round, (byRound = new Map()))
  const key = position.over ? 'over' : position.step === null ? position.phase : stepName(position.phase, position.step)
  let adv = byRound.get(key)
  if (adv === undefined) {
    adv = advance(spec, position)
    if (!isRuleError(adv)) {
      Object.freeze(adv.position)
      for (const m of adv.moments) Object.freeze(m)
      for (const h of adv.hooks) Object.freeze(h)
      Object.freeze(adv.moments)
      Object.freeze(adv.hooks)
    }
    byRound.set(key, Object.freeze(adv))
  }
  return adv
}

/** `phase/step` for the steps of the spec (from STEPS, made once), else made here. */
function stepName(phase: string, step: string): string {
  return (Object.hasOwn(STEPS, phase) ? STEPS[phase]?.[step] : undefined) ?? `${phase}/${step}`
}

/** I-END-01, I-END-06: the scenario's immediate goal and defeats. */
export function checkImmediate(content: IslandContent, s: IslandState): void {
  if (s.outcome !== null) return
  const sc = content.scenarios[s.scenario]
  if (!sc) return
  // I-END-04: the camp's tile turned face down or made inaccessible.
  if (s.camp in s.inaccessible) { s.outcome = 'lost'; s.reason = 'camp-lost'; return }
  for (const d of sc.defeats ?? []) if (holds(content, s, d)) { s.outcome = 'lost'; s.reason = 'scenario-defeat'; return }
  if (sc.goal.when === 'immediate' && holds(content, s, sc.goal.cond)) { s.outcome = 'won'; s.reason = 'goal' }
}

function roundStart(r: Run, round: number): void {
  const { content, s } = r
  // I-ROUND-05, I-NIGHT-23: characters outside come back; what is left on their sheets becomes Available.
  backToCamp(r)
  for (const n of content.scenarios[s.scenario]?.roundNotes ?? []) if (n.round === round && n.at === 'start') runLater(s, n.effects, { phase: 'setup', resolver: null, source: null, here: null })
  for (const n of content.scenarios[s.scenario]?.everyRound ?? []) if (n.at === 'start') runLater(s, n.effects, { phase: 'setup', resolver: null, source: null, here: null })
}

function roundEnd(r: Run): void {
  const { content, s, events } = r
  const sc = content.scenarios[s.scenario]
  // I-NIGHT-08, I-SOLO-03: the First Player token passes clockwise (the companion is never First Player).
  if (s.players > 1) s.firstPlayer = (s.firstPlayer + 1) % s.players
  s.skip = []
  s.flippedThisRound = []
  events.push({ type: 'roundEnded', round: s.position.round })
  if (sc?.goal.when === 'roundEnd' && holds(content, s, sc.goal.cond)) { s.outcome = 'won'; s.reason = 'goal'; return }
  checkImmediate(content, s)
}

/** Each step of the round spec by phase and step, as the one name `runStep` switches on (made once, not per step). */
const STEPS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  event: { reveal: 'event/reveal', slide: 'event/slide' },
  morale: { '': 'morale/' },
  production: { '': 'production/' },
  action: { planning: 'action/planning', resolution: 'action/resolution', cleanup: 'action/cleanup' },
  weather: { '': 'weather/' },
  night: { eat: 'night/eat', camp: 'night/camp', shelter: 'night/shelter', spoil: 'night/spoil', reset: 'night/reset' },
}

/** Does one piece of the current step: 'done' moves on, 'more' comes back, 'wait' waits for a command. */
function runStep(r: Run): 'done' | 'more' | 'wait' {
  const { content, s } = r
  const { phase, step } = s.position
  const first = !s.stepStarted
  s.stepStarted = true
  switch (Object.hasOwn(STEPS, phase) ? STEPS[phase]?.[step ?? ''] : undefined) {
    case 'event/reveal': return revealStep(r)
    case 'event/slide': slideStep(r); return 'done'
    case 'morale/': moralePhase(r); return 'done'
    case 'production/': productionPhase(r); return 'done'
    case 'action/planning':
      if (first) { s.pending = { kind: 'plan' }; return 'wait' }
      return 'done'
    case 'action/resolution':
      if (first) s.plan = inResolutionOrder(s.plan)
      return resolveNext(r)
    case 'action/cleanup': endOfAction(r); return 'done'
    case 'weather/': weatherPhase(r); return 'done'
    case 'night/eat':
      if (first) for (const n of content.scenarios[s.scenario]?.roundNotes ?? []) if (n.round === s.position.round && n.at === 'night') runLater(s, n.effects, { phase: 'night', resolver: null, source: null, here: null })
      if (first) for (const n of content.scenarios[s.scenario]?.everyRound ?? []) if (n.at === 'night') runLater(s, n.effects, { phase: 'night', resolver: null, source: null, here: null })
      if (first) return 'more'
      eatStep(r)
      return 'done'
    case 'night/camp': {
      if (!first) return 'done'
      const options = campMoves(content, s)
      if (options.length === 0) return 'done'
      s.pending = { kind: 'camp', options, forced: false }
      return 'wait'
    }
    case 'night/shelter': shelterStep(r); return 'done'
    case 'night/spoil': spoilStep(r); return 'done'
    case 'night/reset': resetStep(s); return 'done'
    default: throw new Error(`unknown step ${phase}/${step ?? ''}`)
  }
}

/** Moves to the next step, running round hooks; the last round's end without victory is defeat (I-END-03). */
function nextStep(r: Run): void {
  const { content, s } = r
  const spec = roundSpec(content.scenarios[s.scenario]?.rounds ?? 1)
  const adv = stepFrom(spec, s.position)
  if (isRuleError(adv)) return
  // A copy: the step kept by stepFrom is shared (frozen), a state's position is its own.
  const p = adv.position
  s.position = { round: p.round, phase: p.phase, step: p.step, over: p.over }
  s.stepStarted = false
  s.stepDone = false
  for (const h of adv.hooks) {
    if (h.hook === 'round-end') roundEnd(r)
    else if (h.hook === 'round-start' && !adv.position.over) roundStart(r, h.round)
    if (s.outcome !== null) return
  }
  if (adv.position.over && s.outcome === null) { s.outcome = 'lost'; s.reason = 'rounds-over' }
}

/** Runs the game until it waits for a decision or ends; a finished step is left once its effects ran. */
export function run(r: Run): void {
  const { content, s } = r
  for (let guard = 0; guard < 100_000; guard++) {
    checkImmediate(content, s)
    if (s.outcome !== null) { s.pending = null; s.resume = []; s.queue = []; return }
    if (!drain(r)) {
      checkImmediate(content, s)
      if (s.outcome !== null) { s.pending = null; s.resume = []; s.queue = [] }
      return
    }
    const back = s.resume.pop()
    if (back !== undefined) { s.pending = back; return }
    if (s.stepDone) { nextStep(r); continue }
    const status = runStep(r)
    if (status === 'wait') return
    if (status === 'done') s.stepDone = true
  }
  throw new Error('the round machine did not settle')
}
