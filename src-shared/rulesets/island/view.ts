/**
 * The public picture of an Island game (design §1: the renderer never holds hidden information).
 * Everything on the table is public (I-GOLD-03); what is face down — the order and faces of every
 * deck, the tile stack, the Discovery stack, the cards set aside unseen at setup, the RNG — is
 * shown only as counts. Planning helpers (issue item 4): per target, the pawns for a risky and a
 * sure action, what it would reserve, what would be left, and the exact odds of a risky roll.
 */
import { cloneJson } from '../../engine/json-clone'
import type { IslandContent } from '../../content/island/content'
import type { AdventureKind } from '../../content/island/vocabulary'
import { actionDiceOf } from './dice-adapter'
import { free } from './resources'
import { candidateTargets } from './planning'
import { agreementSummary } from './plan-confirm'
import { actionOutcomeOdds, type ActionOutcomeOdds } from './rules/action-dice'
import type { IslandState, PlanTarget, Resources } from './types'
import { facesOf, type IslandFaces } from './view-faces'
import { mouths as mouthsAtCamp } from './travellers'

export interface PlanHelper {
  target: PlanTarget
  options: { pawns: number; means: string }[]
  reserves: Resources
  /** Available after this action's reservation. */
  leftAfter: Resources
  /** Food left for the Night after it, against the castaways to feed. */
  foodForNight: { food: number; mouths: number }
  /** Exact odds of each outcome of the risky count (Build, Gather, Explore). */
  odds?: ActionOutcomeOdds[]
}

export type IslandView = Omit<IslandState, 'rng' | 'decks' | 'removed' | 'pending' | 'queue' | 'ledger' | 'inaccessible' | 'faceDown' | 'planAgreement'> & {
  /** I-GOLD-17: the inaccessible spaces (what lies face down there is not shown). */
  inaccessible: string[]
  /** I-SCEN5-02: the spaces holding a face-down tile (which tile is not shown). */
  faceDown?: string[]
  rounds: number
  decks: {
    event: { event: number; adventure: number; mystery: number }
    adventure: Record<AdventureKind, number>
    mystery: number
    /** The Mystery discard pile is face up. */
    mysteryDiscard: string[]
    beast: number
    hunting: number
    invention: number
    newIdeaDiscard: number
    /** I-EVENT-C11: Beast cards lying face down beside the Event deck. */
    besideEvent: number
    tiles: number
    discovery: number
    equipment: number
  }
  removedCount: number
  pending: { kind: string; prompt?: string; options?: string[] } | null
  helpers: PlanHelper[]
  /** I-ACT-02: while planning with two seats or more, the seats that confirm the plan, those that have, and the First Player who may settle it. */
  planConfirm?: PlanConfirmView
  /** The public definitions behind the ids above, for drawing the table (view-faces.ts). */
  faces: IslandFaces
}

export interface PlanConfirmView { seats: number[]; confirmed: number[]; decider: number }

function planConfirm(s: IslandState): PlanConfirmView | null {
  const d = s.pending?.kind === 'plan' ? agreementSummary(s) : null
  // A solo game confirms at once: there is nobody else to wait for.
  return d === null || d.seats.length <= 1 ? null : d
}

const colourOf = (t: PlanTarget): AdventureKind | null =>
  t.kind === 'build' || t.kind === 'invent' ? 'build' : t.kind === 'gather' ? 'gather' : t.kind === 'explore' || t.kind === 'site' ? 'explore' : null

function helpers(content: IslandContent, s: IslandState): PlanHelper[] {
  if (s.pending?.kind !== 'plan') return []
  const have = free(s)
  const mouths = mouthsAtCamp(s).length
  return candidateTargets(content, s).flatMap(({ target, info }) => {
    const leftAfter = { wood: have.wood - info.cost.wood, food: have.food - info.cost.food, preserved: have.preserved - info.cost.preserved, fur: have.fur - info.cost.fur }
    const colour = colourOf(target)
    const h: PlanHelper = {
      target, options: info.count.options.map((o) => ({ pawns: o.pawns, means: o.means })), reserves: { ...info.cost }, leftAfter,
      foodForNight: { food: leftAfter.food + leftAfter.preserved, mouths },
    }
    if (colour !== null) {
      const adventureToken = (s.spaceTokens[`adventure:${colour}`] ?? []).includes('adventure')
      h.odds = actionOutcomeOdds(actionDiceOf(content.dice)[colour], { adventureToken, forcedSuccessRerolls: info.carries.includes('reroll') ? 1 : 0 })
    }
    return [h]
  })
}

const withConfirm = (c: PlanConfirmView | null): { planConfirm?: PlanConfirmView } => (c === null ? {} : { planConfirm: c })

export function view(content: IslandContent, s: IslandState): IslandView {
  const { rng: _rng, decks, removed, pending, queue: _queue, ledger: _ledger, inaccessible, faceDown, planAgreement: _agreement, ...open } = s
  const backOf = (id: string): 'event' | 'adventure' | 'mystery' => {
    const d = content.cards[id]?.deck
    return d === 'adventure' ? 'adventure' : d === 'mystery' ? 'mystery' : 'event'
  }
  return {
    ...cloneJson(open),
    rounds: content.scenarios[s.scenario]?.rounds ?? 0,
    decks: {
      event: { event: decks.event.filter((id) => backOf(id) === 'event').length, adventure: decks.event.filter((id) => backOf(id) === 'adventure').length, mystery: decks.event.filter((id) => backOf(id) === 'mystery').length },
      adventure: { build: decks.adventure.build.length, gather: decks.adventure.gather.length, explore: decks.adventure.explore.length },
      mystery: decks.mystery.length,
      mysteryDiscard: [...decks.mysteryDiscard],
      beast: decks.beast.length,
      hunting: decks.hunting.length,
      invention: decks.invention.length,
      newIdeaDiscard: decks.newIdeaDiscard.length,
      besideEvent: (decks.besideEvent ?? []).length,
      tiles: decks.tiles.length,
      discovery: decks.discovery.length,
      equipment: decks.equipment.length,
    },
    removedCount: removed.length,
    inaccessible: Object.keys(inaccessible).sort(),
    ...(faceDown === undefined ? {} : { faceDown: Object.keys(faceDown).sort() }),
    pending: pending === null ? null : pending.kind === 'choice' ? { kind: 'choice', prompt: pending.prompt, options: pending.options.map((o) => o.label) } : pending.kind === 'camp' ? { kind: 'camp', options: [...pending.options] } : { kind: pending.kind },
    helpers: helpers(content, s),
    ...withConfirm(planConfirm(s)),
    faces: facesOf(content, s),
  }
}
