/**
 * Planning (§9.1–§9.4): which targets an action may have now, how many pawns it takes (distance
 * and tokens, I-ACT-26…I-ACT-28), what it reserves (I-ACT-05, I-ACT-07), and whether a stack of
 * pawns may stand on it (I-ACT-11, I-ACT-30, I-ACT-31). A refusal is a typed RuleError naming the rule.
 */
import { ruleError, type RuleError } from '../../engine/rule-error'
import type { IslandContent } from '../../content/island/content'
import type { ActionKind, CampBuild } from '../../content/island/vocabulary'
import { holds } from './conditions'
import { adjacencyOf } from './island-map'
import { freePawns, resolverOfStack } from './pawns-available'
import { kindOf, pawnKey, planningFacts, targetKey, type Carried, type PlanningFacts, type PlanReads, type TargetInfo } from './planning-facts'
import { countFor } from './pawn-count-memo'
import { passives } from './passives'
import { shortcutUsed } from './shortcut'
import { costOf, covers, NOTHING, reservationFor } from './resources'
import { campBuildPayments, campBuildRefusal, type CostTable } from './rules/camp-builds'
import { huntRefusal } from './rules/combat'
import { explorable } from './rules/distance'
import { pawnCount, pawnsPlaced, stackProblems, type IslandAction, type PawnCount, type StackRules } from './rules/pawns'
import { blockedPawns, leaderRefusal } from './site-rules'
import { activeSites } from './card-sites'
import { fogPawns, tileInventionCount } from './tile-builds'
import type { IslandState, PawnRef, PlannedAction, PlanTarget, Resources } from './types'

export type { TargetInfo } from './planning-facts'

/** The cost table of the board, keyed by player count (the same object for a content). */
const costTables = new WeakMap<IslandContent, CostTable>()
function costTable(content: IslandContent): CostTable {
  let t = costTables.get(content)
  if (t === undefined) costTables.set(content, (t = { 1: content.board.costs['1'], 2: content.board.costs['2'], 3: content.board.costs['3'], 4: content.board.costs['4'] }))
  return t
}

/** The key of an action space's tokens in `spaceTokens` (I-TOKEN-01), made once per kind. */
const actionSpaces = new Map<ActionKind, string>()
function actionSpace(kind: ActionKind): string {
  let key = actionSpaces.get(kind)
  if (key === undefined) actionSpaces.set(kind, (key = `action:${kind}`))
  return key
}

/** No tokens: shared by the targets that carry none (frozen, copied where kept; NOTHING is resources.ts'). */
const NO_TOKENS: readonly Carried[] = Object.freeze([])

/** I-TOKEN-02: a token on an action space goes with the first action of that type planned. */
function carried(content: IslandContent, s: IslandState, f: PlanningFacts, kind: ActionKind): readonly Carried[] {
  let out = f.carries.get(kind)
  if (out === undefined) {
    // The Extra wood token is carried by wood-using builds only (withExtraWood).
    const tokens = s.spaceTokens[actionSpace(kind)] ?? NO_TOKENS
    const lastingTokens = content.scenarios[s.scenario]?.lastingTokens
    // Most action spaces hold no token and most sheets have no lasting one: nothing to work out.
    if (tokens.length === 0 && (lastingTokens === undefined || lastingTokens.length === 0)) out = NO_TOKENS
    else {
      const taken = f.held.carriedBy.get(kind)
      // I-SCEN4-04: a lasting token of the sheet goes with every action of its kind and is never discarded.
      const lasting: string[] = (lastingTokens ?? []).filter((x) => x.action === kind).map((x) => x.token)
      out = (['time', 'reroll'] as const).filter((t) => lasting.includes(t) || (tokens.includes(t) && !(taken?.has(t) ?? false)))
      if (out.length === 0) out = NO_TOKENS
    }
    f.carries.set(kind, out)
  }
  // Shared by every target of the kind: planWith copies it into the planned action.
  return out
}

/**
 * I-TOKEN-12: the Extra wood token on the Build space goes with the first Build planned that needs
 * wood, which is assigned 1 more wood.
 */
function withExtraWood(s: IslandState, f: PlanningFacts, cost: Resources, carries: readonly Carried[]): { cost: Resources; carries: readonly Carried[] } {
  const onSpace = (s.spaceTokens['action:build'] ?? []).includes('extra-wood')
  if (!onSpace || f.extraWoodTaken || cost.wood === 0) return { cost, carries }
  return { cost: { ...cost, wood: cost.wood + 1 }, carries: [...carries, 'extra-wood'] }
}

/** The distance to a space over explored tiles (I-ACT-27), or null when unreachable. */
const distance = (f: PlanningFacts, space: string): number | null => f.distances[space] ?? null

/** I-TOKEN-11: a Time-consuming token on the camp tile. */
const campTime = (s: IslandState): boolean => (s.island[s.camp]?.tokens ?? []).includes('time')

/** The plan already aims at this target (I-ACT-13…I-ACT-16); `key` is its `targetKey` when known. */
const twice = (f: PlanningFacts, target: PlanTarget, key?: string): boolean => f.held.kinds.has(target.kind) && f.held.planned.has(key ?? targetKey(target))

/** The first of `wanted` that `has` lacks (a loop: the walk asks for every invention, and most lack nothing). */
function lacking<T>(wanted: readonly T[] | undefined, has: (x: T) => boolean): T[] {
  if (wanted === undefined || wanted.every(has)) return []
  return wanted.filter((x) => !has(x))
}

/**
 * What `targetInfo` reads of the plan for `target`, into `out` (no allocation: the walk asks for
 * every target of every plan). Every read of the plan in targetInfo goes through the facts and is
 * listed here: "planned twice", the tokens carried by the target's kind, the Hunts planned (a Hunt),
 * the Shelter planned (a build), the Extra wood token taken (a build or an invention) and the free
 * wood and fur (a build paid with fur as wood). The walk keeps a target's info while these stay
 * the same on one board (plan-walk.ts), so a new read of the plan in targetInfo must be added here.
 */
export function planReads(content: IslandContent, s: IslandState, f: PlanningFacts, target: PlanTarget, key: string, out: PlanReads): void {
  const build = target.kind === 'build'
  const furAsWood = build && content.scenarios[s.scenario]?.furAsWood === true
  out.twice = twice(f, target, key)
  out.carried = carried(content, s, f, kindOf(target))
  out.hunts = target.kind === 'hunt' ? f.huntsPlanned : 0
  out.shelter = build && f.shelterPlanned
  out.extraWood = (build || target.kind === 'invent') && f.extraWoodTaken
  out.wood = furAsWood ? f.have.wood : 0
  out.fur = furAsWood ? f.have.fur : 0
}

/** Two records of `planReads` are the same. */
export function sameReads(a: PlanReads, b: PlanReads): boolean {
  if (a.twice !== b.twice || a.hunts !== b.hunts || a.shelter !== b.shelter || a.extraWood !== b.extraWood || a.wood !== b.wood || a.fur !== b.fur) return false
  if (a.carried === b.carried) return true
  if (a.carried.length !== b.carried.length) return false
  for (let i = 0; i < a.carried.length; i++) if (a.carried[i] !== b.carried[i]) return false
  return true
}

/** A target's info, in the one shape every info has (each stack rule undefined where none applies). */
function infoOf(action: IslandAction, kind: ActionKind, count: PawnCount, cost: Resources, carries: readonly Carried[], personalOf?: string, twoSides?: true, leader?: 'castaway', specialPlace?: true): TargetInfo {
  return { action, kind, count, cost, carries, personalOf, twoSides, leader, specialPlace }
}

/** Where the target may be planned now, or why not (the rule's id as the code). */
export function targetInfo(content: IslandContent, s: IslandState, target: PlanTarget, f: PlanningFacts = planningFacts(content, s)): TargetInfo | RuleError {
  const kind = kindOf(target)
  // The walk asks about every target and refuses most of them early: the tokens carried, the
  // pawn adjustments and "planned twice" are worked out only where a case reads them (none of
  // them refuses, so which refusal comes first is unchanged). Module-level helpers, not closures:
  // tsx names every closure it creates, which costs on a path taken for each target. Counts,
  // printed costs and empty token lists are shared (frozen): planWith copies what it keeps.
  switch (target.kind) {
    case 'threat': {
      const id = s.threat[target.slot]
      const card = id === null ? undefined : content.cards[id]
      if (!card || (card.deck !== 'event' && card.deck !== 'wreckage')) return ruleError('I-ACT-18', `There is no card in the ${target.slot} threat space.`)
      if (twice(f, target)) return ruleError('I-ACT-16', 'Each threat card can be acted on once.')
      if (card.deck === 'wreckage') return infoOf('wreckage', kind, countFor({ action: 'wreckage' }), NOTHING, NO_TOKENS)
      if (card.threat.requires && !holds(content, s, card.threat.requires)) return ruleError('I-ACT-40', 'The threat action\'s requirement is not met.')
      return infoOf('threat', kind, countFor({ action: 'threat', printedPawns: card.threat.pawns }), costOf(card.threat.cost), NO_TOKENS, undefined, card.threat.twoSides === true ? true : undefined)
    }
    case 'hunt': {
      const why = huntRefusal(2, f.huntsPlanned, s.decks.hunting.length)
      if (why !== null) return ruleError('I-ACT-43', why)
      return infoOf('hunt', kind, countFor({ action: 'hunt' }), NOTHING, carried(content, s, f, kind))
    }
    case 'build': {
      const camp = f.camp()
      const shelter = s.shelter.built ? 'built' : camp.natural ? 'natural' : 'none'
      const why = campBuildRefusal(target.build, shelter, s.shelter.round === s.position.round && !camp.natural)
      if (why !== null) return ruleError(target.build === 'shelter' ? 'I-ACT-50' : 'I-ACT-51', why)
      if (target.build === 'shelter' && f.shelterPlanned) return ruleError('I-ACT-14', 'The Shelter can be attempted once per round.')
      const furAsWood = content.scenarios[s.scenario]?.furAsWood === true
      let payments = camp.payments.get(target.build)
      if (payments === undefined) {
        payments = campBuildPayments(target.build, s.players, costTable(content), { extraWoodToken: (s.spaceTokens[`build:${target.build}`] ?? []).includes('extra-wood'), furCountsAsWood: furAsWood })
        camp.payments.set(target.build, payments)
      }
      const have = f.have
      // I-SCEN4-05: with fur counting as wood, "wood" takes the first mix Available covers.
      const woodPay = furAsWood ? (payments.slice(0, -1).find((p) => p.wood <= have.wood && p.fur <= have.fur) ?? payments[0]) : payments[0]
      const pay = target.pay === 'fur' && target.build !== 'weapons' ? payments[payments.length - 1] : woodPay
      if (!pay) return ruleError('I-ACT-49', 'No way to pay for it.')
      const carries = carried(content, s, f, kind)
      const count = countFor({ action: 'build', inCamp: true, timeConsumingSpace: carries.includes('time'), timeConsumingCamp: campTime(s) })
      const paid = withExtraWood(s, f, { wood: pay.wood, food: 0, preserved: 0, fur: pay.fur }, carries)
      return infoOf('build', kind, count, paid.cost, paid.carries)
    }
    case 'invent': {
      const card = content.cards[target.invention]
      if (!card || card.deck !== 'invention' || !s.inventions.board.includes(target.invention)) return ruleError('I-INV-01', 'That invention is not on the board.')
      // I-SCEN2-11, I-SCEN2-12: a repeatable invention may be attempted several times a round.
      if (card.repeatable !== true && twice(f, target)) return ruleError('I-ACT-14', 'Each invention can be attempted once per round.')
      const terrains = f.terrains()
      const missing = lacking(card.requires.terrains, (t) => terrains.has(t))
      if (missing.length > 0) return ruleError('I-INV-03', `It needs explored ${missing.join(', ')}.`)
      const built = s.inventions.built
      const items = lacking(card.requires.items, (i) => built.includes(i))
      if (items.length > 0) return ruleError('I-ACT-05', `It needs these Items built first: ${items.join(', ')}.`)
      if (card.requires.cond && !holds(content, s, card.requires.cond)) return ruleError('I-INV-02', 'The scenario does not allow it yet.')
      const carries = carried(content, s, f, kind)
      const timeConsumingSpace = carries.includes('time')
      const count = card.onTile ? tileInventionCount(s, card, target.space, timeConsumingSpace, f.distances) : countFor({ action: 'build', inCamp: true, timeConsumingSpace, timeConsumingCamp: campTime(s) })
      if (!('options' in count)) return count
      const paid = withExtraWood(s, f, costOf(card.requires.cost), carries)
      return infoOf('build', kind, count, paid.cost, paid.carries, card.owner)
    }
    case 'gather': {
      const placed = s.island[target.space]
      const tile = placed ? content.tiles[placed.tile] : undefined
      if (!placed || !tile || target.space === s.camp) return ruleError('I-ACT-55', 'Gather from a source on an explored tile other than the camp tile.')
      if (!tile.sources.includes(target.source) || placed.exhausted.includes(target.source)) return ruleError('I-ACT-55', 'That source is not there or is exhausted.')
      if (twice(f, target)) return ruleError('I-ACT-13', 'Each source can be gathered once per round.')
      if (shortcutUsed(s, target.space, target.source)) return ruleError('I-TOKEN-20', 'This source gave its resource through the Shortcut this round.')
      const d = distance(f, target.space)
      if (d === null) return ruleError('I-ACT-27', 'No path of explored tiles leads there.')
      const carries = carried(content, s, f, kind)
      const extras = [...fogPawns(placed), ...blockedPawns(content, s, target.space)]
      const count = countFor({ action: 'gather', distance: d, timeConsumingTarget: placed.tokens.includes('time'), scenario: extras, timeConsumingSpace: carries.includes('time'), timeConsumingCamp: campTime(s) })
      return infoOf('gather', kind, count, NOTHING, carries)
    }
    case 'explore': {
      if (!explorable(adjacencyOf(content.board), target.space, f.explored, f.inaccessible)) return ruleError('I-ACT-58', 'Explore an unexplored space next to an explored tile.')
      if (s.faceDown?.[target.space] !== undefined) return ruleError('I-SCEN5-02', 'A tile lies face down there; it cannot be explored.')
      if (s.decks.tiles.length === 0) return ruleError('I-ACT-58', 'No island tile is left to place.')
      if (twice(f, target)) return ruleError('I-ACT-15', 'Each space can be explored by one team per round.')
      const d = distance(f, target.space)
      if (d === null) return ruleError('I-ACT-27', 'No path of explored tiles leads there.')
      const carries = carried(content, s, f, kind)
      return infoOf('explore', kind, countFor({ action: 'explore', distance: d, timeConsumingSpace: carries.includes('time'), timeConsumingCamp: campTime(s) }), NOTHING, carries)
    }
    case 'site': case 'attack': {
      // I-SCEN4-10: a special place on a tile holding a Number token, explored like a space (or attacked, I-SCEN5-06).
      const site = activeSites(content, s).find((x) => x.id === target.site && (x.action === 'hunt') === (target.kind === 'attack'))
      const placed = s.island[target.space]
      const number = s.numberTokens[target.space]
      const there = site?.on === 'camp' ? target.space === s.camp : number !== undefined && (site?.tokens === undefined || site.tokens.includes(number))
      if (!site || !placed || !there) return ruleError('I-SCEN4-10', 'There is no such special place there.')
      if (site.requires && !holds(content, s, site.requires)) return ruleError('I-SCEN4-10', 'That special place cannot be explored yet.')
      const done = s.sitesDone[site.id] ?? []
      if (site.once && done.includes(target.space)) return ruleError('I-SCEN4-10', 'That special place has been explored.')
      if (twice(f, target)) return ruleError('I-ACT-15', 'Each special place can be explored by one team per round.')
      const d = distance(f, target.space)
      const extra = site.extraPawns[done.length] ?? site.extraPawns[site.extraPawns.length - 1] ?? 0
      if (site.needsPath === true && d === null) return ruleError('I-SCEN5-10', 'No path of explored tiles leads there.')
      // I-SCEN5-06: an attack does not depend on where its target lies (unless it needs a path).
      const specialPlace = target.kind === 'site' ? true : undefined
      if (site.action === 'hunt') return infoOf('hunt', kind, pawnCount({ action: 'hunt', scenario: [{ reason: 'special-place', pawns: extra }] }), NOTHING, NO_TOKENS, undefined, undefined, site.leader, specialPlace)
      if (d === null) return ruleError('I-ACT-27', 'No path of explored tiles leads there.')
      const carries = carried(content, s, f, kind)
      const count = pawnCount({ action: 'explore', distance: d, timeConsumingTarget: placed.tokens.includes('time'), scenario: [{ reason: 'special-place', pawns: extra }, ...fogPawns(placed)], timeConsumingSpace: carries.includes('time'), timeConsumingCamp: campTime(s) })
      // I-MYSTERY-C10: an action that needs 2 pawns is a sure one: the 1-pawn roll is not offered.
      const sure = site.sure === true ? { ...count, options: count.options.filter((o) => o.means === 'sure') } : count
      return infoOf('explore', kind, sure, NOTHING, carries, undefined, undefined, site.leader, specialPlace)
    }
    case 'arrange': case 'rest': {
      const carries = carried(content, s, f, kind)
      return infoOf(target.kind, kind, countFor({ action: target.kind, inCamp: true, timeConsumingSpace: carries.includes('time'), timeConsumingCamp: campTime(s) }), NOTHING, NO_TOKENS)
    }
  }
}

/** `pawns` are all in the pool of free pawns (each pawn counted once). */
function pawnsFree(f: PlanningFacts, pawns: readonly PawnRef[]): boolean {
  const inPool = f.poolCounts()
  const wanted = new Map<string, number>()
  for (const p of pawns) {
    const k = pawnKey(p)
    const n = (wanted.get(k) ?? 0) + 1
    if (n > (inPool.get(k) ?? 0)) return false
    wanted.set(k, n)
  }
  return true
}

/** The planned action for `target` with `pawns`, or why it may not be planned. */
export function planAction(content: IslandContent, s: IslandState, target: PlanTarget, pawns: readonly PawnRef[], f: PlanningFacts = planningFacts(content, s)): PlannedAction | RuleError {
  const info = targetInfo(content, s, target, f)
  if (!('count' in info)) return info
  return planWith(s, target, info, pawns, f)
}

/**
 * Why a stack of free pawns, as many as the target takes, may not stand on it (I-ACT-31, I-CHAR-15)
 * or what it needs is not free (I-ACT-05); null when it may. The legal-command walk builds its
 * stacks from the free pawns in legal numbers and asks only this. What it reads of the state is
 * listed by `stackInputs`.
 */
export function stackRefusal(s: IslandState, t: TargetInfo, pawns: readonly PawnRef[], f: PlanningFacts, quiet = false): RuleError | null {
  const rules: StackRules = {}
  if (t.personalOf !== undefined) rules.personalOf = t.personalOf
  if (t.twoSides === true) rules.twoSides = true
  if (s.quarrel === s.position.round) rules.quarrel = true
  const problems = stackProblems(pawns.map((p) => f.rulePawn(p)), t.action, rules)
  // The walk only asks whether (`quiet`): the words of each refused stack are not put together for it.
  if (problems.length > 0) return quiet ? QUIET_REFUSAL : ruleError('I-ACT-31', problems.join(' '))
  if (t.personalOf !== undefined && resolverOfStack(s, pawns) !== t.personalOf) return ruleError('I-CHAR-15', 'Only the owner may lead a personal invention.')
  // I-SCEN3-04: a traveller's pawn may only Rest.
  if (s.travellers !== undefined && t.action !== 'rest' && pawns.some((p) => p.kind === 'character' && s.characters[p.character]?.kind === 'traveller')) return ruleError('I-SCEN3-04', 'A traveller may only Rest.')
  const leader = leaderRefusal(s, t, pawns)
  if (leader !== null) return leader
  // I-CHAR-24: a neutral pawn given to one character's own actions joins only a stack that character leads.
  if (pawns.some((p) => p.kind === 'neutral' && f.ownerOf(p.source) !== undefined && f.ownerOf(p.source) !== resolverOfStack(s, pawns))) return ruleError('I-CHAR-24', 'That pawn only joins an action its giver resolves.')
  if (!covers(f.have, t.cost)) return ruleError('I-ACT-05', 'The resources it needs are not Available (resources held by other planned actions do not count).')
  return null
}

/**
 * Everything `stackRefusal` reads besides the target's stack rules and its cost, for the free
 * pawns in their order: each as the rule functions see it (a character's seat and kind, a neutral
 * pawn's actions, giver and "special places only"; the dog), the quarrel this round, travellers in
 * the game. Stacks of the same free pawns under the same stack rules are refused alike, so the walk
 * keeps the allowed stacks by this key across states (plan-walk.ts): a read added to stackRefusal
 * must be added here.
 */
export function stackInputs(s: IslandState, f: PlanningFacts): string {
  const parts: string[] = [s.quarrel === s.position.round ? 'quarrel' : '', s.travellers !== undefined ? 'travellers' : '']
  for (const p of f.pool) {
    if (p.kind === 'character') {
      const c = s.characters[p.character]
      parts.push(`c:${p.character}:${c?.seat ?? ''}:${c?.kind ?? ''}`)
    } else if (p.kind === 'dog') parts.push('d')
    else {
      const r = f.rulePawn(p)
      const sitesOnly = s.pawnsGranted.some((g) => g.source === p.source && g.sitesOnly === true)
      parts.push(`n:${p.source}:${r.kind === 'neutral' ? r.for.join('/') : ''}:${f.ownerOf(p.source) ?? ''}:${sitesOnly ? 1 : 0}`)
    }
  }
  return parts.join(',')
}

/** The refusal the walk is told of (`stackRefusal` with `quiet`): that a stack may not stand there. */
const QUIET_REFUSAL: RuleError = Object.freeze(ruleError('I-ACT-31', 'That stack may not stand there.'))

/** `planAction` with the target's info and the planning facts already known. */
export function planWith(s: IslandState, target: PlanTarget, t: TargetInfo, pawns: readonly PawnRef[], f: PlanningFacts): PlannedAction | RuleError {
  if (!pawnsFree(f, pawns)) return ruleError('I-ACT-02', 'Those pawns are not free.')
  const placed = pawnsPlaced(t.count, pawns.length)
  if (typeof placed === 'string') return ruleError('I-ACT-26', placed)
  const refused = stackRefusal(s, t, pawns, f)
  if (refused !== null) return refused
  return { target, pawns: [...pawns], reserved: reservationFor(f.have, t.cost), rolls: placed.means === 'roll' || placed.means === 'minor', carries: [...t.carries] }
}

/** I-ACT-57: the Items with a Gather bonus not yet assigned to a planned action this round. */
export function gatherItemsFree(content: IslandContent, s: IslandState): string[] {
  const taken = new Set(s.plan.flatMap((a) => a.items ?? []))
  return [...new Set(passives(content, s).filter((x) => x.passive.op === 'gather').map((x) => x.card))].filter((id) => !taken.has(id))
}

/** I-ACT-57: Items assigned to an action must have a Gather bonus, be free, and go with a Gather. */
export function assignItems(content: IslandContent, s: IslandState, a: PlannedAction, items: readonly string[]): PlannedAction | RuleError {
  if (items.length === 0) return a
  const free = gatherItemsFree(content, s)
  if (a.target.kind !== 'gather') return ruleError('I-ACT-57', 'Only a Gather action takes Basket-like Items.')
  if (new Set(items).size !== items.length || items.some((id) => !free.includes(id))) return ruleError('I-ACT-57', 'Those Items are not available to assign.')
  return { ...a, items: [...items] }
}

/** I-ACT-02: every castaway pawn is placed before the plan is committed. */
export function unplacedCharacterPawns(content: IslandContent, s: IslandState, pool: readonly PawnRef[] = freePawns(content, s)): number {
  return pool.filter((p) => p.kind === 'character' && s.characters[p.character]?.kind === 'castaway').length
}

/**
 * Every target planning asks about, in the walk's order: the plan is not read (states that differ
 * only in their plan ask about the same targets).
 */
export function planTargets(content: IslandContent, s: IslandState, f: PlanningFacts): PlanTarget[] {
  const out: PlanTarget[] = [{ kind: 'arrange' }, { kind: 'rest' }, { kind: 'hunt' }]
  for (const slot of ['left', 'right'] as const) if (s.threat[slot] !== null) out.push({ kind: 'threat', slot })
  for (const build of ['shelter', 'roof', 'palisade', 'weapons'] as CampBuild[]) {
    out.push({ kind: 'build', build, pay: 'wood' })
    if (build !== 'weapons') out.push({ kind: 'build', build, pay: 'fur' })
  }
  const spaces = Object.keys(s.island).sort()
  for (const invention of s.inventions.board) {
    const card = content.cards[invention]
    if (card?.deck === 'invention' && card.onTile) for (const space of spaces) out.push({ kind: 'invent', invention, space })
    else out.push({ kind: 'invent', invention })
  }
  for (const space of spaces) {
    const tile = content.tiles[s.island[space]?.tile ?? '']
    for (const source of tile?.sources ?? []) out.push({ kind: 'gather', space, source })
  }
  // Only the spaces next to the explored island: targetInfo refuses every other one (I-ACT-58).
  const adjacency = adjacencyOf(content.board)
  for (const sp of content.board.spaces) if (s.island[sp.id] === undefined && !(sp.id in s.inaccessible) && explorable(adjacency, sp.id, f.explored, f.inaccessible)) out.push({ kind: 'explore', space: sp.id })
  for (const site of activeSites(content, s)) for (const space of site.on === 'camp' ? [s.camp] : Object.keys(s.numberTokens).sort()) out.push({ kind: site.action === 'hunt' ? 'attack' : 'site', site: site.id, space })
  return out
}

/** Every target that may be planned now, with what planning needs to know of it. */
export function candidateTargets(content: IslandContent, s: IslandState, f: PlanningFacts = planningFacts(content, s)): { target: PlanTarget; info: TargetInfo }[] {
  const ok: { target: PlanTarget; info: TargetInfo }[] = []
  for (const target of planTargets(content, s, f)) {
    const info = targetInfo(content, s, target, f)
    if ('count' in info) ok.push({ target, info })
  }
  return ok
}
