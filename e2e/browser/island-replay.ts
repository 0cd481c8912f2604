import { resolve } from 'node:path'
import { loadPackOrThrow } from '../../src-main/services/cards/pack-files'
import type { IslandContent } from '../../src-shared/content/island/content'
import { isRuleError } from '../../src-shared/engine/rule-error'
import type { GameEvent } from '../../src-shared/engine/ruleset'
import { contentOf } from '../../src-shared/pack-formats'
import { islandModule } from '../../src-shared/rulesets/island/module'
import { freePawns } from '../../src-shared/rulesets/island/pawns-available'
import type { IslandRuleset } from '../../src-shared/rulesets/island/rules'
import type { IslandCommand, IslandState } from '../../src-shared/rulesets/island/types'
import type { IslandView } from '../../src-shared/rulesets/island/view'
import { loadWalkthrough, type RecordedWalkthrough } from './island-walkthroughs'

/**
 * A recorded Island walkthrough replayed with the real engine on the Node side of Playwright, so a
 * spec finds the moment it needs by what happens in the game ("the first commit that rolls action
 * dice", "round 9's planning with three stacks placed"), never by a command index: a walkthrough
 * re-recorded after a rule change moves every index, but the situations are still there (or the
 * spec says plainly which one is missing).
 */

// Playwright runs from the repository root and compiles specs to CommonJS (no import.meta).
export const CINDER_CAY_DIR = resolve('resources/packs/cinder-cay')

/** One command of the walkthrough with the game as it stood before it and what it brought. */
export interface Step {
  /** The command's index in the walkthrough (`playCommands(page, w, 0, i)` stops just before it). */
  i: number
  command: IslandCommand
  round: number
  phase: string
  /** The decision the game waited on before the command (`plan`, `choice`, `camp`, `reroll`). */
  pending: string | null
  /** A choice's prompt id (`who-goes-hungry`, …), else null. */
  prompt: string | null
  /** Stacks planned on the board before the command. */
  plan: number
  /** Free pawns before the command (the tray's enabled buttons while planning). */
  free: number
  /** The events the command brought, as the engine gives them. */
  events: GameEvent[]
  /** The state before the command, and after it. */
  before: IslandState
  after: IslandState
}

export interface Replay {
  walkthrough: RecordedWalkthrough
  content: IslandContent
  rules: IslandRuleset
  steps: Step[]
}

let content: Promise<IslandContent> | null = null

/** The Cinder Cay pack, loaded once per worker as the host loads it. */
export function cinderCay(): Promise<IslandContent> {
  content ??= loadPackOrThrow(CINDER_CAY_DIR).then((pack) => contentOf(pack, 'island'))
  return content
}

/** Replays every command of `w` with the real engine; fails naming the command the engine refused. */
export async function replayWalkthrough(w: RecordedWalkthrough): Promise<Replay> {
  const c = await cinderCay()
  const rules = islandModule.rules(c)
  const setup = rules.setup(w.config, w.seed)
  if (isRuleError(setup)) throw new Error(setup.message)
  const steps: Step[] = []
  let s = setup
  for (const [i, command] of w.commands.entries()) {
    const r = rules.apply(s, command)
    if (isRuleError(r)) throw new Error(`${w.scenario} command ${i} ${JSON.stringify(command)} refused: ${r.message}`)
    const p = s.pending
    steps.push({
      i, command, round: s.position.round, phase: s.position.phase, pending: p?.kind ?? null, prompt: p?.kind === 'choice' ? p.prompt : null,
      plan: s.plan.length, free: freePawns(c, s).length, events: r.events, before: s, after: r.state,
    })
    s = r.state
  }
  return { walkthrough: w, content: c, rules, steps }
}

/** The public view the table is given before step `i` (what the host answers then). */
export function viewBefore(r: Replay, i: number): IslandView {
  const step = r.steps[i]
  if (!step) throw new Error(`the walkthrough has no command ${i}`)
  return r.rules.view(step.before)
}

/** The first step that `holds`, or a failure saying which situation the walkthrough lacks. */
export function first(r: Replay, what: string, holds: (s: Step) => boolean, from = 0): Step {
  const found = r.steps.find((s) => s.i >= from && holds(s))
  if (!found) throw new Error(`the ${r.walkthrough.scenario} walkthrough (seed ${r.walkthrough.seed}) has no ${what}`)
  return found
}

/** The events of one type among a step's. */
export const eventsOf = (s: Step, type: string): GameEvent[] => s.events.filter((e) => e.type === type)

/** One round's planning: its `plan` commands in order, and the commit that ended it. */
export interface PlanningRound { round: number; plans: Step[]; commit: Step }

/** Every round's planning, in order (a round's stock, tokens and abilities are not among its plans). */
export function planningRounds(r: Replay): PlanningRound[] {
  const out: PlanningRound[] = []
  let plans: Step[] = []
  for (const s of r.steps) {
    if (s.command.type === 'plan') plans.push(s)
    else if (s.command.type === 'commitPlan') {
      out.push({ round: s.round, plans, commit: s })
      plans = []
    }
  }
  return out
}

/** The recorded game whose first fight in a Hunt (a beast's card drawn) comes soonest, and that moment. */
export async function soonestHunt(): Promise<{ replay: Replay; at: Step }> {
  const found: { replay: Replay; at: Step }[] = []
  for (const name of ['packet-boat-victory', 'packet-boat-defeat', 'mountain-wakes-victory', 'mountain-wakes-defeat']) {
    const replay = await replayWalkthrough(loadWalkthrough(name))
    const at = replay.steps.find((s) => s.before.plan.some((a) => a.target.kind === 'hunt') && s.events.some((e) => e.type === 'fight' && typeof e['card'] === 'string'))
    if (at) found.push({ replay, at })
  }
  const soonest = found.sort((a, b) => a.at.i - b.at.i)[0]
  if (!soonest) throw new Error('no recorded walkthrough fights a beast in a Hunt')
  return soonest
}
