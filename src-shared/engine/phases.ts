import { ruleError, type RuleError } from './rule-error'

/**
 * The round/phase machine. A game is played in rounds; each round runs its phases in a fixed
 * order and each phase its steps in order. What happens "at the start/end of the round" or "of
 * phase X" is declared as hook ids that the ruleset resolves: this module only says which
 * hooks are due, in which order. The position is plain JSON kept in the state.
 */
export interface PhaseSpec {
  id: string
  /** Ordered step ids; absent or empty: the phase is one step (`step` null). */
  steps?: string[]
  onStart?: string[]
  onEnd?: string[]
  /** Rounds in which this phase is not played (e.g. no event phase in round 1). */
  skipRounds?: number[]
  /** Not played in the last round (the game ends before it). */
  skipLastRound?: boolean
}

export interface RoundSpec {
  phases: PhaseSpec[]
  /** The last round; absent: no limit. */
  rounds?: number
  onRoundStart?: string[]
  onRoundEnd?: string[]
}

export interface PhasePosition {
  round: number
  phase: string
  step: string | null
  /** True once the last round ended: nothing advances any more. */
  over: boolean
}

export type MomentKind = 'round-start' | 'round-end' | 'phase-start' | 'phase-end'

/** A boundary the machine passed: the start or end of a round, or of one phase in a round. */
export interface Moment {
  moment: MomentKind
  round: number
  phase?: string
}

/** One hook the ruleset must run, at the boundary that made it due. */
export interface HookCall extends Moment {
  hook: string
}

export interface Advanced {
  position: PhasePosition
  /** Every boundary passed, in order (also those without hooks: deferred effects wait on them). */
  moments: Moment[]
  /** The hooks of those boundaries, in the order to run them. */
  hooks: HookCall[]
}

/** Phases to leave out this time, decided by the ruleset (a phase with nothing to do). */
export interface AdvanceOptions {
  skip?: readonly string[]
}

/** Every problem of a round declaration, as `where.field: message` (empty when it is sound). */
export function roundProblems(spec: RoundSpec, where = 'rounds'): string[] {
  const out: string[] = []
  if (spec.rounds !== undefined && (!Number.isInteger(spec.rounds) || spec.rounds < 1)) out.push(`${where}.rounds: must be a whole number ≥ 1`)
  if (!Array.isArray(spec.phases) || spec.phases.length === 0) return [...out, `${where}.phases: a round needs at least one phase`]
  const ids = new Set<string>()
  spec.phases.forEach((p, i) => {
    if (typeof p.id !== 'string' || p.id === '') out.push(`${where}.phases[${i}].id: must be a non-empty string`)
    else if (ids.has(p.id)) out.push(`${where}.phases[${i}].id: '${p.id}' is used twice`)
    ids.add(p.id)
    const steps = new Set<string>()
    ;(p.steps ?? []).forEach((s, j) => {
      if (typeof s !== 'string' || s === '') out.push(`${where}.phases[${i}].steps[${j}]: must be a non-empty string`)
      else if (steps.has(s)) out.push(`${where}.phases[${i}].steps[${j}]: '${s}' is used twice`)
      steps.add(s)
    })
  })
  return out
}

const isLast = (spec: RoundSpec, round: number): boolean => spec.rounds !== undefined && round >= spec.rounds

/** True when `round` is the last round of the game. */
export const isLastRound = (spec: RoundSpec, position: PhasePosition): boolean => isLast(spec, position.round)

function played(spec: RoundSpec, phase: PhaseSpec, round: number, skip: readonly string[]): boolean {
  if (skip.includes(phase.id)) return false
  if (phase.skipRounds?.includes(round)) return false
  return !(phase.skipLastRound === true && isLast(spec, round))
}

/** Records a boundary and the hooks it makes due. */
function pass(out: Advanced, m: Moment, hooks: readonly string[] | undefined): void {
  out.moments.push(m)
  for (const hook of hooks ?? []) out.hooks.push({ ...m, hook })
}

/** Enters the first played phase at index ≥ `from` of `round`; false when none is left. */
function enterPhase(spec: RoundSpec, out: Advanced, round: number, from: number, skip: readonly string[]): boolean {
  for (let i = from; i < spec.phases.length; i++) {
    const phase = spec.phases[i]
    if (phase === undefined || !played(spec, phase, round, skip)) continue
    pass(out, { moment: 'phase-start', round, phase: phase.id }, phase.onStart)
    out.position = { round, phase: phase.id, step: phase.steps?.[0] ?? null, over: false }
    return true
  }
  return false
}

function enterRound(spec: RoundSpec, out: Advanced, round: number, skip: readonly string[]): void {
  pass(out, { moment: 'round-start', round }, spec.onRoundStart)
  if (!enterPhase(spec, out, round, 0, skip)) throw new RangeError(`round ${round} has no phase to play (all are skipped)`)
}

/**
 * Specs found sound. A round declaration is data fixed before play (rulesets build one per rule
 * set and keep it), while `advance` runs after every step of every game: each spec object is
 * checked on its first use only. An unsound one is never recorded, so it throws at every use.
 */
const soundSpecs = new WeakSet<RoundSpec>()

function assertSound(spec: RoundSpec): void {
  if (soundSpecs.has(spec)) return
  const problems = roundProblems(spec)
  if (problems.length > 0) throw new RangeError(problems.join('; '))
  soundSpecs.add(spec)
}

/** The start of the game: round 1 begins, then its first played phase. */
export function startRounds(spec: RoundSpec, options: AdvanceOptions = {}): Advanced {
  assertSound(spec)
  const out: Advanced = { position: { round: 1, phase: '', step: null, over: false }, moments: [], hooks: [] }
  enterRound(spec, out, 1, options.skip ?? [])
  return out
}

/**
 * One step forward: the next step of the phase, or the end of the phase and the start of the
 * next played one, or the end of the round and the start of the next (or the end of the game
 * after the last round). Refused once the game is over.
 */
export function advance(spec: RoundSpec, position: PhasePosition, options: AdvanceOptions = {}): Advanced | RuleError {
  assertSound(spec)
  if (position.over) return ruleError('rounds-over', 'The last round has ended.')
  const index = spec.phases.findIndex((p) => p.id === position.phase)
  const phase = spec.phases[index]
  if (phase === undefined) throw new RangeError(`position.phase: unknown phase '${position.phase}'`)
  const steps = phase.steps ?? []
  const stepIndex = position.step === null ? 0 : steps.indexOf(position.step)
  if (position.step === null ? steps.length > 0 : stepIndex < 0) {
    throw new RangeError(`position.step: '${String(position.step)}' is not a step of phase '${phase.id}'`)
  }
  const out: Advanced = { position: { ...position }, moments: [], hooks: [] }
  const nextStep = steps[stepIndex + 1]
  if (nextStep !== undefined) {
    out.position.step = nextStep
    return out
  }
  const skip = options.skip ?? []
  const round = position.round
  pass(out, { moment: 'phase-end', round, phase: phase.id }, phase.onEnd)
  if (enterPhase(spec, out, round, index + 1, skip)) return out
  pass(out, { moment: 'round-end', round }, spec.onRoundEnd)
  if (isLast(spec, round)) {
    out.position = { ...position, over: true }
    return out
  }
  enterRound(spec, out, round + 1, skip)
  return out
}
