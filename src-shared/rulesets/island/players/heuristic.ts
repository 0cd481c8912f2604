/**
 * A heuristic player for Island: plays as a sensible group would, always picking one of the legal
 * commands. Pure and deterministic for a given state, legal list and random generator (which it
 * uses only to imagine outcomes it cannot know, see `guess.ts`).
 *
 * - Planning: one stack at a time, the best-valued target (`plan-values.ts`) with the pawn count
 *   and leader that suit it: sure (2) when the action matters more than what the extra pawn could
 *   do elsewhere, risky otherwise; the least wounded castaway leads, helpers (neutral pawns, the
 *   dog) before characters. Goal piles are stocked first when the wood allows.
 * - Choices, camp moves and "at any time" uses (abilities, Discovery tokens, Starting Equipment):
 *   each option is tried on a guessed copy of the state and valued (`state-value.ts`).
 * - Rerolls: a failed Success die first, then a Wound die, when a reroll is offered and paid.
 */
import type { IslandContent } from '../../../content/island/content'
import { isRuleError } from '../../../engine/rule-error'
import type { RngState } from '../../../engine/rng'
import { actionDiceOf } from '../dice-adapter'
import { apply } from '../apply-command'
import { targetInfo, unplacedCharacterPawns } from '../planning'
import { actionEventOdds, actionRollFaces } from '../rules/action-dice'
import { free } from '../resources'
import type { IslandCommand, IslandState, PawnRef, PlanTarget } from '../types'
import { readGoal, type GoalReading } from './goal-reading'
import { guessState } from './guess'
import { planSense, targetValue, type PlanSense } from './plan-values'
import { stateValue } from './state-value'

type PlanCommand = Extract<IslandCommand, { type: 'plan' }>

/** Below this value a spare (optional) pawn stays home and the plan is committed. */
const WORTH_A_PAWN = 12

const leaderOf = (pawns: readonly PawnRef[]): string => (pawns[0]?.kind === 'character' ? pawns[0].character : '')
const charactersIn = (pawns: readonly PawnRef[]): number => pawns.filter((p) => p.kind === 'character').length

const keyOf = (t: PlanTarget): string => JSON.stringify(t)

/** How much worse a wound is for this character (near the end of the track it is far worse). */
function woundCost(content: IslandContent, s: IslandState, who: string): number {
  const c = s.characters[who]
  if (!c) return 10
  const left = (content.characters[who]?.woundTrack?.length ?? 12) - c.wounds
  const base = c.kind === 'companion' ? 4 : 14
  return base + (left <= 3 ? 40 : left <= 6 ? 10 : 0)
}

interface Scored { command: PlanCommand; score: number; value: number }

function scorePlans(content: IslandContent, s: IslandState, goal: GoalReading, sense: PlanSense, plans: readonly PlanCommand[]): Scored[] {
  const odds = new Map<string, { success: number; wound: number; adventure: number }>()
  const chanceOf = (t: PlanTarget): { success: number; wound: number; adventure: number } => {
    const colour = t.kind === 'gather' ? 'gather' : t.kind === 'explore' || t.kind === 'site' ? 'explore' : 'build'
    const hit = odds.get(colour)
    if (hit) return hit
    const set = actionDiceOf(content.dice)[colour]
    const p = (f: (o: { wounds: number; success: boolean; adventure: boolean }) => boolean): number => {
      const o = actionEventOdds(set, f)
      return o.num / o.den
    }
    const out = { success: p((o) => o.success), wound: p((o) => o.wounds > 0), adventure: p((o) => o.adventure) }
    odds.set(colour, out)
    return out
  }
  const values = new Map<string, number>()
  const out: Scored[] = []
  for (const command of plans) {
    const leader = leaderOf(command.pawns)
    const vKey = command.target.kind === 'rest' ? `rest:${leader}` : keyOf(command.target)
    let value = values.get(vKey)
    if (value === undefined) { value = targetValue(content, s, goal, sense, command.target, leader); values.set(vKey, value) }
    out.push({ command, value, score: value })
  }
  // The worth of a pawn: the value of the target the last free pawn would otherwise take.
  const best = [...values.values()].sort((a, b) => b - a)
  const pawnsFree = unplacedCharacterPawns(content, s) + (s.companion !== null ? 1 : 0)
  const spare = best[Math.max(0, pawnsFree - 1)] ?? 0
  const pawnWorth = Math.max(6, spare * 0.45)
  const isRisky = riskyCheck(content, s)
  for (const x of out) {
    const { command } = x
    const leader = leaderOf(command.pawns)
    const rolls = isRisky(command)
    let score = x.value
    if (rolls) {
      const c = chanceOf(command.target)
      score = x.value * c.success - c.wound * woundCost(content, s, leader) - c.adventure * 5
    }
    if (command.target.kind === 'hunt') score -= Math.max(0, 4 - s.tracks.weapons) * woundCost(content, s, leader) * 0.5
    // Each character pawn used is one not used elsewhere; helpers cost nothing.
    score -= (charactersIn(command.pawns) - 1) * pawnWorth
    // Risky actions hurt the leader: prefer the healthy; the companion takes risks for the group.
    score -= (s.characters[leader]?.wounds ?? 0) * 0.3
    if (command.items !== undefined) score += 3
    x.score = score
  }
  return out
}

/** A plan command rolls when its pawn count is the target's risky ("roll") option. */
function riskyCheck(content: IslandContent, s: IslandState): (c: PlanCommand) => boolean {
  const rollCounts = new Map<string, number | null>()
  return (c) => {
    const key = keyOf(c.target)
    let n = rollCounts.get(key)
    if (n === undefined) {
      const info = targetInfo(content, s, c.target)
      n = 'count' in info ? info.count.options.find((o) => o.means === 'roll')?.pawns ?? null : null
      rollCounts.set(key, n)
    }
    return n !== null && c.pawns.length === n
  }
}

function stockChoice(content: IslandContent, s: IslandState, sense: PlanSense, legal: readonly IslandCommand[]): IslandCommand | null {
  const stocks = legal.filter((c): c is Extract<IslandCommand, { type: 'stock' }> => c.type === 'stock')
  if (stocks.length === 0) return null
  const pile = content.scenarios[s.scenario]?.piles?.find((p) => p.id === stocks[0]?.pile)
  if (!pile) return null
  const filled = s.piles[pile.id] ?? []
  const levelsLeft = pile.levels.filter((need, i) => (filled[i] ?? 0) < need).length
  const roundsLeft = sense.rounds - sense.round + 1
  // Aim to finish a round before the last, one level a round: start stocking in time, no sooner
  // unless the camp's own wood needs are met.
  const urgent = levelsLeft >= roundsLeft - 2
  const reserve = urgent ? 0 : sense.woodForCamp
  const room = free(s)[pile.resource] - reserve
  const fits = stocks.filter((c) => c.amount <= room).sort((a, b) => b.amount - a.amount)
  return fits[0] ?? null
}

/** Tries each command on a guessed copy of the state and keeps the best by `stateValue`. */
function bestByLookahead(content: IslandContent, s: IslandState, goal: GoalReading, options: readonly IslandCommand[], rng: RngState, samples: number): { command: IslandCommand; value: number } | null {
  let best: { command: IslandCommand; value: number } | null = null
  for (const command of options) {
    let total = 0
    for (let i = 0; i < samples; i++) {
      const r = apply(content, guessState(s, rng), command)
      total += isRuleError(r) ? -1e9 : stateValue(content, r.state, goal)
    }
    const value = total / samples
    if (best === null || value > best.value) best = { command, value }
  }
  return best
}

function pickReroll(content: IslandContent, s: IslandState, legal: readonly IslandCommand[]): IslandCommand {
  const keep: IslandCommand = legal.find((c) => c.type === 'keepDice') ?? legal[0] ?? { type: 'keepDice' }
  if (s.roll === null) return keep
  const faces = actionRollFaces(actionDiceOf(content.dice), s.roll.roll)
  const roles = s.roll.roll.roles
  const wanted = faces.success !== 'success' ? roles.indexOf('success') : faces.wound === 'wound' ? roles.indexOf('wound') : -1
  return legal.find((c) => c.type === 'reroll' && c.position === wanted) ?? keep
}

const isAnyTime = (c: IslandCommand): boolean => c.type === 'ability' || c.type === 'discovery' || c.type === 'equipment'

/** Uses of abilities, tokens and equipment that the group thinks worth their cost now, if any. */
function anyTimeUse(content: IslandContent, s: IslandState, goal: GoalReading, legal: readonly IslandCommand[], rng: RngState): IslandCommand | null {
  const uses = legal.filter(isAnyTime)
  if (uses.length === 0) return null
  const base = stateValue(content, s, goal)
  const best = bestByLookahead(content, s, goal, uses, rng, 1)
  return best !== null && best.value > base + 4 ? best.command : null
}

/** Spaces the scenario's round track turns inaccessible (`flipSpace` in a round note), with the round. */
function doomedSpaces(content: IslandContent, scenario: string): Map<string, number> {
  const out = new Map<string, number>()
  for (const note of content.scenarios[scenario]?.roundNotes ?? []) {
    for (const e of note.effects) if (e.op === 'flipSpace') for (const space of e.spaces) out.set(space, Math.min(note.round, out.get(space) ?? Infinity))
  }
  return out
}

/** The heuristic policy bound to one pack's content. */
export function heuristicPlayer(content: IslandContent): (s: IslandState, legal: readonly IslandCommand[], rng: RngState) => IslandCommand {
  const goals = new Map<string, GoalReading>()
  const goalOf = (s: IslandState): GoalReading => {
    const key = `${s.scenario}/${s.players}`
    let g = goals.get(key)
    if (!g) { g = readGoal(content, s.scenario, s.players); goals.set(key, g) }
    return g
  }
  // Plans that led to a dead end this round (a castaway pawn with nowhere to go, e.g. every camp
  // action made dearer by a Time-consuming token): backtracked once, never tried again.
  const deadEnds = new Set<string>()
  const planKey = (s: IslandState, extra?: PlanCommand): string =>
    JSON.stringify([s.position.round, s.plan.map((a) => [a.target, a.pawns]), extra ? [extra.target, extra.pawns] : null])
  return (s, legal, rng) => {
    const first = legal[0]
    if (first === undefined) throw new Error('heuristic player: no legal command')
    const goal = goalOf(s)
    const p = s.pending
    if (p?.kind === 'reroll') return pickReroll(content, s, legal)
    if (p?.kind === 'plan') {
      if (s.plan.length === 0) {
        const use = anyTimeUse(content, s, goal, legal, rng)
        if (use) return use
      }
      const sense = planSense(content, s, goal)
      const stock = stockChoice(content, s, sense, legal)
      if (stock) return stock
      const plans = legal.filter((c): c is PlanCommand => c.type === 'plan' && !deadEnds.has(planKey(s, c)))
      const commitNow = legal.find((c) => c.type === 'commitPlan')
      const last = s.plan[s.plan.length - 1]
      if (plans.length === 0 && !commitNow && last) {
        deadEnds.add(JSON.stringify([s.position.round, s.plan.map((a) => [a.target, a.pawns]), null]))
        const prefix = { ...s, plan: s.plan.slice(0, -1) }
        deadEnds.add(planKey(prefix, { type: 'plan', target: last.target, pawns: [...last.pawns] }))
        const back = legal.find((c) => c.type === 'unplan' && c.index === s.plan.length - 1)
        if (back) return back
      }
      const scored = scorePlans(content, s, goal, sense, plans).sort((a, b) => b.score - a.score)
      const top = scored[0]
      const commit = legal.find((c) => c.type === 'commitPlan')
      if (commit && (top === undefined || top.score < WORTH_A_PAWN)) return commit
      return top?.command ?? commit ?? first
    }
    // The camp stays where it produces (a move halves Roof and Palisade) unless it must go, or
    // its space is doomed by the round track (lava): then to the space that lasts longest.
    if (p?.kind === 'camp') {
      const doom = doomedSpaces(content, s.scenario)
      const stay = legal.find((c) => c.type === 'stayCamp')
      const here = doom.get(s.camp) ?? Infinity
      if (stay && here > s.position.round + 1) return stay
      const moves = legal.filter((c): c is Extract<IslandCommand, { type: 'moveCamp' }> => c.type === 'moveCamp')
      const lasting = Math.max(...moves.map((m) => doom.get(m.space) ?? Infinity))
      const safe = moves.filter((m) => (doom.get(m.space) ?? Infinity) === lasting)
      if (safe.length === 1 && lasting > here) return safe[0] ?? first
      if (safe.length > 1 && lasting > here) return bestByLookahead(content, s, goal, safe, rng, 1)?.command ?? first
      if (stay) return stay
    }
    // A choice or a forced camp move: the option that looks best on a guessed copy (abilities left aside).
    const answers = legal.filter((c) => !isAnyTime(c))
    if (answers.length === 1) return answers[0] ?? first
    const best = bestByLookahead(content, s, goal, answers.length > 0 ? answers : legal, rng, answers.length > 4 ? 1 : 2)
    return best?.command ?? first
  }
}
