/**
 * The plans the game offers now (the planning part of the legal commands): per target and legal
 * pawn count, one stack per possible leader with the supporters taken in a fixed order — neutral
 * pawns, the dog, then characters. Also what decides whether a castaway pawn may stay unplaced: when
 * this offers nothing, no placement is left for it (apply-command's commit check, I-ACT-02).
 */
import type { IslandContent } from '../../content/island/content'
import { candidateTargets, gatherItemsFree, stackRefusal, type TargetInfo } from './planning'
import type { PlanningFacts } from './planning-facts'
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
  allowed: Map<string, PawnRef[][]>
}

/** The stacks of `n` free pawns that may stand on targets like `info` (a module function: tsx names each closure it creates). */
function stacksAllowed(s: IslandState, f: PlanningFacts, memo: StackMemo, info: TargetInfo, n: number): PawnRef[][] {
  // Most targets have no stack rule of their own: their key is the short one.
  const plain = info.personalOf === undefined && info.twoSides !== true && info.leader === undefined && info.specialPlace !== true
  const key = plain ? `${n}/${info.action}` : `${n}/${info.action}/${info.personalOf ?? ''}/${info.twoSides === true ? 2 : 1}/${info.leader ?? ''}/${info.specialPlace === true ? 'p' : ''}`
  let list = memo.allowed.get(key)
  if (list === undefined) {
    let all = memo.byCount.get(n)
    if (all === undefined) memo.byCount.set(n, (all = stacks(f.pool, n)))
    // Stacks come from the free pawns in the number the option takes (I-ACT-02, I-ACT-26 hold).
    list = all.filter((pawns) => stackRefusal(s, info, pawns, f) === null)
    memo.allowed.set(key, list)
  }
  return list
}

/** Every `plan` command of the walk, in a fixed order. */
export function planCommands(content: IslandContent, s: IslandState, f: PlanningFacts): IslandCommand[] {
  const out: IslandCommand[] = []
  // The state does not change during the walk: its facts, the stacks per pawn count, which of them
  // may stand on which kind of action, and the free Gather Items are each worked out once.
  const memo: StackMemo = { byCount: new Map(), allowed: new Map() }
  let gatherItems: string[] | undefined
  for (const { target, info } of candidateTargets(content, s, f)) {
    // I-ACT-05: what a target costs is the same for every stack; uncovered, no stack may take it.
    if (!covers(f.have, info.cost)) continue
    for (const option of info.count.options) {
      // Commands of one walk share their stack lists (apply copies what it keeps; nobody edits a command).
      for (const pawns of stacksAllowed(s, f, memo, info, option.pawns)) {
        out.push({ type: 'plan', target, pawns })
        const items = target.kind === 'gather' ? (gatherItems ??= gatherItemsFree(content, s)) : []
        if (items.length > 0) out.push({ type: 'plan', target, pawns, items: [...items] })
      }
    }
  }
  return out
}

/**
 * I-ACT-02 (digital decision): every castaway pawn must be placed — unless none of the plans left
 * takes one (a Time-consuming camp makes Rest and Arrange need 2 pawns, say, and a lone pawn has no
 * target): then the plan may be committed with it idle, or planning would never end.
 */
export function castawayPawnPlaceable(s: IslandState, plans: readonly IslandCommand[]): boolean {
  return plans.some((c) => c.type === 'plan' && c.pawns.some((p) => p.kind === 'character' && s.characters[p.character]?.kind === 'castaway'))
}
