/**
 * The plans the game offers now (the planning part of the legal commands): per target and legal
 * pawn count, one stack per possible leader with the supporters taken in a fixed order — neutral
 * pawns, the dog, then characters. Also what decides whether a castaway pawn may stay unplaced: when
 * this offers nothing, no placement is left for it (apply-command's commit check, I-ACT-02).
 */
import type { IslandContent } from '../../content/island/content'
import { gatherItemsFree, planReads, planTargets, sameReads, stackInputs, stackRefusal, targetInfo, type TargetInfo } from './planning'
import { settledFacts, targetKey, type PlanningFacts, type PlanReads, type TargetMemo } from './planning-facts'
import { covers } from './resources'
import type { IslandCommand, IslandState, PawnRef } from './types'

function stacks(pool: readonly PawnRef[], n: number): PawnRef[][] {
  const leaders = [...new Set(pool.filter((p) => p.kind === 'character').map((p) => (p.kind === 'character' ? p.character : '')))]
  const out: PawnRef[][] = []
  for (const leader of leaders) {
    const rest = [...pool]
    rest.splice(rest.findIndex((p) => p.kind === 'character' && p.character === leader), 1)
    const support = [...rest.filter((p) => p.kind === 'neutral'), ...rest.filter((p) => p.kind === 'dog'), ...rest.filter((p) => p.kind === 'character')]
    if (support.length >= n - 1) out.push([{ kind: 'character', character: leader }, ...support.slice(0, n - 1)])
    // Without the optional helpers, when characters alone can staff it.
    const chars = rest.filter((p) => p.kind === 'character')
    if (support.length !== chars.length && chars.length >= n - 1) out.push([{ kind: 'character', character: leader }, ...chars.slice(0, n - 1)])
  }
  return out
}

/** The stacks worked out during one walk: per pawn count, and those allowed per kind of target. */
interface StackMemo {
  byCount: Map<number, PawnRef[][]>
  /** Per pawn count, by the target's stack rules (most targets have none: then the key is the action). */
  allowed: Map<number, Map<string, PawnRef[][]>>
}

/**
 * The allowed stacks of every walk so far, by `stackInputs` (the free pawns as the stack rules see
 * them): then as for one walk, per pawn count and stack rules. States with the same free pawns —
 * every planning step of a game starts with the same ones — find their stacks here. Shared lists,
 * like a walk's own: nobody edits a command. Emptied when it grows large (a long simulation).
 */
const allowedByPawns = new Map<string, Map<number, Map<string, PawnRef[][]>>>()
const KEPT_POOLS = 5000

function allowedFor(s: IslandState, f: PlanningFacts): Map<number, Map<string, PawnRef[][]>> {
  const inputs = stackInputs(s, f)
  let allowed = allowedByPawns.get(inputs)
  if (allowed === undefined) {
    if (allowedByPawns.size >= KEPT_POOLS) allowedByPawns.clear()
    allowedByPawns.set(inputs, (allowed = new Map()))
  }
  return allowed
}

/** The stacks of `n` free pawns that may stand on targets like `info` (a module function: tsx names each closure it creates). */
function stacksAllowed(s: IslandState, f: PlanningFacts, memo: StackMemo, info: TargetInfo, n: number): PawnRef[][] {
  const plain = info.personalOf === undefined && info.twoSides !== true && info.leader === undefined && info.specialPlace !== true
  const key = plain ? info.action : `${info.action}/${info.personalOf ?? ''}/${info.twoSides === true ? 2 : 1}/${info.leader ?? ''}/${info.specialPlace === true ? 'p' : ''}`
  let byKey = memo.allowed.get(n)
  if (byKey === undefined) memo.allowed.set(n, (byKey = new Map()))
  let list = byKey.get(key)
  if (list === undefined) {
    let all = memo.byCount.get(n)
    if (all === undefined) memo.byCount.set(n, (all = stacks(f.pool, n)))
    // Stacks come from the free pawns in the number the option takes (I-ACT-02, I-ACT-26 hold).
    list = all.filter((pawns) => stackRefusal(s, info, pawns, f, true) === null)
    byKey.set(key, list)
  }
  return list
}

const noReads = (): PlanReads => ({ twice: false, carried: [], hunts: 0, shelter: false, extraWood: false, wood: 0, fur: 0 })
/** What the plan reads now, for the target being checked (one record, filled again for each). */
const now: PlanReads = noReads()

/**
 * Every target with its info or refusal (as `candidateTargets` works them out), kept with the
 * board: the first walk of a board works every target out, a later walk (another plan on the same
 * board) works out again only the targets whose reads of the plan changed (`planReads`).
 */
function boardTargets(content: IslandContent, s: IslandState, f: PlanningFacts): readonly TargetMemo[] {
  let memos: TargetMemo[] | undefined = f.board.targets
  if (memos === undefined) {
    memos = []
    for (const target of planTargets(content, s, f)) {
      const key = targetKey(target)
      const reads = noReads()
      planReads(content, s, f, target, key, reads)
      memos.push({ target, key, info: targetInfo(content, s, target, f), reads })
    }
    f.board.targets = memos
  } else {
    for (const m of memos) {
      planReads(content, s, f, m.target, m.key, now)
      if (sameReads(now, m.reads)) continue
      m.info = targetInfo(content, s, m.target, f)
      Object.assign(m.reads, now)
    }
  }
  return memos
}

/** Every `plan` command of the walk, in a fixed order. */
export function planCommands(content: IslandContent, s: IslandState, f: PlanningFacts): IslandCommand[] {
  const out: IslandCommand[] = []
  // Every stack is led by a character (stacks): with none free, no target takes any stack.
  if (!f.pool.some((p) => p.kind === 'character')) return out
  // The state does not change during the walk: its facts, the stacks per pawn count, which of them
  // may stand on which kind of action (kept across states with the same free pawns), and the free
  // Gather Items are each worked out once.
  const memo: StackMemo = { byCount: new Map(), allowed: allowedFor(s, f) }
  let gatherItems: string[] | undefined
  for (const m of boardTargets(content, s, f)) {
    const { target, info } = m
    // Refused targets (a RuleError instead of an info) offer nothing.
    if (!('count' in info)) continue
    // I-ACT-05: what a target costs is the same for every stack; uncovered, no stack may take it.
    if (!covers(f.have, info.cost)) continue
    for (const option of info.count.options) {
      // Commands of one walk share their stack lists (apply copies what it keeps; nobody edits a command).
      for (const pawns of stacksAllowed(s, f, memo, info, option.pawns)) {
        out.push({ type: 'plan', target, pawns })
        if (target.kind !== 'gather') continue
        const items = (gatherItems ??= gatherItemsFree(content, s))
        if (items.length > 0) out.push({ type: 'plan', target, pawns, items: [...items] })
      }
    }
  }
  return out
}

/** The walk of the state asked last (one entry, as `settledFacts` keeps its facts). */
let walked: { content: IslandContent; s: IslandState; plans: IslandCommand[] } | undefined

/**
 * The `plan` commands of a state that never changes again (see `settledFacts`), walked once: the
 * legal commands offer them, and the commit of that state asks whether any takes a castaway pawn.
 * The list is shared: callers copy it before changing it.
 */
export function settledPlanCommands(content: IslandContent, s: IslandState): readonly IslandCommand[] {
  if (walked !== undefined && walked.s === s && walked.content === content) return walked.plans
  const plans = planCommands(content, s, settledFacts(content, s))
  walked = { content, s, plans }
  return plans
}

/**
 * I-ACT-02 (digital decision): every castaway pawn must be placed — unless none of the plans left
 * takes one (a Time-consuming camp makes Rest and Arrange need 2 pawns, say, and a lone pawn has no
 * target): then the plan may be committed with it idle, or planning would never end.
 */
export function castawayPawnPlaceable(s: IslandState, plans: readonly IslandCommand[]): boolean {
  return plans.some((c) => c.type === 'plan' && c.pawns.some((p) => p.kind === 'character' && s.characters[p.character]?.kind === 'castaway'))
}
