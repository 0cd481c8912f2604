import type { IslandContent } from '../../src-shared/content/island/content'
import type { Odds } from '../../src-shared/engine/dice-odds'
import { actionDiceOf } from '../../src-shared/rulesets/island/dice-adapter'
import { ACTION_DICE_KINDS, type ActionDiceKind, type ActionDiceSet, type ActionOutcomeOdds } from '../../src-shared/rulesets/island/rules/action-dice'
import { plannedActionOdds, type PlannedOdds } from '../../src-shared/rulesets/island/rules/plan-odds'
import { EXIT_OK, UsageError, type CliCommand, type CliIO } from '../cli-io'
import { intFlag, parseArgs, stringFlag } from '../args'
import { packFromArgs } from './pack-arg'

const USAGE = [
  'fogbound island plan --pack <dir> --action build|gather|explore [--pawns N] [--extra N]',
  '                     [--adventure-token] [--reroll-token N] [--reroll success|wound] [--confused] [--companion] [--json]',
  '  --pawns: pawns placed (default 1); --extra: pawns the action needs beyond the usual (distance, Time-consuming tokens)',
  '  1 + extra pawns roll the three dice (risky), 2 + extra or more are sure (I-ACT-26, I-ACT-27)',
  '  --adventure-token: an Adventure token lies on the colour\'s deck: a card is drawn whatever happens (I-TOKEN-16)',
  '  --reroll-token N: a success must be rerolled N times (Reroll tokens, I-TOKEN-04)',
  '  --reroll success|wound: the resolver rerolls that die once when it shows a failure or a wound (an ability)',
  '  --confused: the Confused trap (a sure action rolls the Success die too, I-MYSTERY-C06)',
  '  --companion: the companion resolves: a "?" is a wound for him, not a card (I-2P-09)',
].join('\n')

/**
 * One reroll of a die whenever it shows `bad`, as one virtual die: each bad face is replaced by
 * every face of a second throw (so the exact odds stay a uniform die of n² faces).
 */
function rerolledOnce<F extends string>(faces: readonly F[], bad: F): F[] {
  return faces.flatMap((f) => (f === bad ? [...faces] : faces.map(() => f)))
}

export interface PlanOddsRequest {
  action: ActionDiceKind
  pawns: number
  extra: number
  adventureToken: boolean
  rerollTokens: number
  reroll: 'success' | 'wound' | null
  confused: boolean
  companion: boolean
}

/** The exact odds of a planned action with the pack's dice (the planning helper's numbers). */
export function planOdds(content: IslandContent, r: PlanOddsRequest): PlannedOdds {
  if (r.pawns < 1 + r.extra) throw new UsageError(`--pawns ${r.pawns}: this action needs at least ${1 + r.extra} pawn${1 + r.extra > 1 ? 's' : ''} (1 + ${r.extra} extra)`)
  const base = actionDiceOf(content.dice)[r.action]
  const set: ActionDiceSet = {
    wound: r.reroll === 'wound' ? rerolledOnce(base.wound, 'wound') : base.wound,
    success: r.reroll === 'success' ? rerolledOnce(base.success, 'determination') : base.success,
    adventure: base.adventure,
  }
  const means = r.pawns >= 2 + r.extra ? 'sure' : 'roll'
  return plannedActionOdds(set, { pawns: r.pawns, means }, {
    adventureToken: r.adventureToken,
    forcedSuccessRerolls: r.rerollTokens,
    confused: r.confused,
    friday: r.companion,
  })
}

const pct = (o: Odds): string => `${((o.num / o.den) * 100).toFixed(1)}%`
const frac = (o: Odds): string => `${o.num}/${o.den}`

/** An outcome in words: success or failure (+2 Determination), wounds, an Adventure card. */
export function outcomeWords(o: Pick<ActionOutcomeOdds, 'success' | 'wounds' | 'adventure'>): string {
  const parts = [o.success ? 'success' : 'failure (+2 Determination)']
  if (o.wounds > 0) parts.push(`${o.wounds} wound${o.wounds > 1 ? 's' : ''}`)
  if (o.adventure) parts.push('Adventure card')
  return parts.join(', ')
}

function printText(io: CliIO, pack: string, r: PlanOddsRequest, odds: PlannedOdds): void {
  const how = odds.means === 'roll' ? `risky: the three ${r.action} dice are rolled` : 'sure: no dice are rolled'
  io.out(`${r.action} with ${r.pawns} pawn${r.pawns > 1 ? 's' : ''} (${how}), the dice of ${pack}`)
  io.out(`  success ${pct(odds.success)} (${frac(odds.success)}), at least one wound ${pct(odds.wound)}, Adventure card ${pct(odds.adventure)}`)
  const rows = [...odds.outcomes].filter((o) => o.odds.num > 0).sort((a, b) => b.odds.num / b.odds.den - a.odds.num / a.odds.den)
  for (const o of rows) io.out(`  ${outcomeWords(o).padEnd(56)} ${pct(o.odds).padStart(6)}  (${frac(o.odds)})`)
}

function planRun(args: string[], io: CliIO): Promise<number> {
  return (async () => {
    const parsed = parseArgs(args, { values: ['pack', 'action', 'pawns', 'extra', 'reroll-token', 'reroll'], booleans: ['adventure-token', 'confused', 'companion', 'json'] })
    if (parsed.positional.length > 0) throw new UsageError(`unexpected argument '${parsed.positional[0] ?? ''}'`)
    const pack = await packFromArgs(parsed, true)
    if (pack.module.id !== 'island') throw new UsageError(`island plan works on Island packs; this pack is a ${pack.module.id} pack`)
    const action = stringFlag(parsed, 'action')
    if (action === undefined || !(ACTION_DICE_KINDS as readonly string[]).includes(action)) throw new UsageError(`--action must be one of ${ACTION_DICE_KINDS.join(', ')}`)
    const reroll = stringFlag(parsed, 'reroll') ?? null
    if (reroll !== null && reroll !== 'success' && reroll !== 'wound') throw new UsageError('--reroll must be success or wound')
    const request: PlanOddsRequest = {
      action: action as ActionDiceKind,
      pawns: intFlag(parsed, 'pawns', 1, 1, 9),
      extra: intFlag(parsed, 'extra', 0, 0, 6),
      adventureToken: parsed.flags.has('adventure-token'),
      rerollTokens: intFlag(parsed, 'reroll-token', 0, 0, 3),
      reroll,
      confused: parsed.flags.has('confused'),
      companion: parsed.flags.has('companion'),
    }
    const odds = planOdds(pack.content as IslandContent, request)
    if (parsed.flags.has('json')) {
      const p = (o: Odds) => ({ ...o, p: o.num / o.den })
      io.out(JSON.stringify({
        pack: pack.dir, ...request, means: odds.means,
        success: p(odds.success), wound: p(odds.wound), adventure: p(odds.adventure),
        outcomes: odds.outcomes.map((o) => ({ success: o.success, wounds: o.wounds, adventure: o.adventure, words: outcomeWords(o), ...p(o.odds) })),
      }, null, 2))
    } else {
      printText(io, pack.content.manifest.id, request, odds)
    }
    return EXIT_OK
  })()
}

const SUBCOMMANDS: Record<string, (args: string[], io: CliIO) => Promise<number>> = { plan: planRun }

export const islandCommand: CliCommand = {
  name: 'island',
  summary: 'Island: `island plan` prints the exact odds of each outcome of a planned Build, Gather or Explore with the pack\'s dice',
  usage: USAGE,
  run(args, io) {
    const [sub, ...rest] = args
    const handler = sub === undefined ? undefined : SUBCOMMANDS[sub]
    if (!handler) throw new UsageError(sub === undefined ? 'a sub-command is required (plan)' : `unknown sub-command '${sub}' (island has: plan)`)
    return handler(rest, io)
  },
}
