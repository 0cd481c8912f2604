import type { Action, ActionType } from '../../content/continent/effects'
import { front, itemFace, skill, isCurse } from './content-index'
import { emit, type G } from './game'
import type { ActionInProgress, ActionRef, ChoiceOption, Ctx, Task } from './state'
import { modifiersFor, handEffects, availableFlags, optionalModifiers, type ActiveModifier } from './modifiers'
import { holds } from './conditions'
import { attachedTo } from './exploration'
import { drawActionCards, putOnDiscardPile } from './action-deck'
import { countSuccesses } from './successes'
import { offerChoice, pushTasks } from './task-stack'
import { discardItem } from './inventory'
import { discardCard } from './the-past'
import { defeat } from './defeat'
import type { Resource } from '../../content/continent/effects'
import { jsonCopy } from '../../engine/json-clone'

/** The action printed at `ref`, or null (C-TURN-7). */
export function actionDef(g: Pick<G, 's' | 'c'>, ref: ActionRef): Action | null {
  const c = g.c.cards[ref.uid]
  if (!c) return null
  if (ref.index === 'back') return c.type === 'exploration' ? c.backAction : null
  if (ref.index === 'craft') return c.type === 'skill' ? (c.craft?.action ?? null) : null
  const i = ref.index
  const inItem = g.s.players.some((p) => p.items.some((it) => it.cards.includes(ref.uid)))
  if (inItem) return itemFace(g.c, ref.uid).actions[i] ?? null
  switch (c.type) {
    case 'adventure': return c.actions[i] ?? null
    case 'exploration': return c.front.actions[i] ?? null
    case 'skill': return c.actions?.[i] ?? null
    case 'character': return c.actions?.[i] ?? null
    case 'clue': return c.actions[i] ?? null
    default: return null
  }
}

const BLOCKED_BY_NO_FIRE: readonly ActionType[] = ['make_fire', 'craft', 'rest']

/** Appends the action refs printed on `uid` to `out` (appending, not returning: this is hot). */
function refsOfCard(g: Pick<G, 's' | 'c'>, uid: string, asItem: boolean, out: ActionRef[]): void {
  const c = g.c.cards[uid]
  if (!c) return
  const n = asItem ? itemFace(g.c, uid).actions.length
    : c.type === 'adventure' ? c.actions.length
    : c.type === 'exploration' ? c.front.actions.length
    : c.type === 'skill' || c.type === 'character' ? (c.actions?.length ?? 0)
    : c.type === 'clue' ? c.actions.length : 0
  for (let i = 0; i < n; i++) out.push({ uid, index: i })
  if (!asItem && c.type === 'skill' && c.craft) out.push({ uid, index: 'craft' })
}

/** Helpers who may join the active player: same terrain, still playing (C-TURN-4, C-TURN-5). */
export function eligibleHelpers(g: Pick<G, 's'>, active: number): number[] {
  const at = g.s.players[active]?.at
  return g.s.players.filter((p) => p.seat !== active && p.status === 'playing' && p.at !== null && p.at === at).map((p) => p.seat)
}

/**
 * C-TURN-7, C-TURN-10…C-TURN-13, C-Q-14: the actions the active player may choose now, with the
 * forced mandatory action when one is pending (C-TURN-14…C-TURN-16).
 */
export function availableActions(g: Pick<G, 's' | 'c'>, seat: number): { ref: ActionRef; def: Action }[] {
  const p = g.s.players[seat]
  if (!p || p.status !== 'playing' || p.at === null) return []
  const terrain = p.at
  const refs: ActionRef[] = []
  const forced = g.s.forced
  const attached = attachedTo(g.s, terrain)
  if (forced) {
    refsOfCard(g, forced.uid, false, refs)
  } else {
    refsOfCard(g, terrain, false, refs)
    for (const uid of attached) {
      const att = g.s.board.attached[uid]
      if (g.c.cards[uid]?.type === 'exploration' && !att?.explorationSpace) refs.push({ uid, index: 'back' })
      else refsOfCard(g, uid, false, refs)
    }
    for (const uid of p.hand) refsOfCard(g, uid, false, refs)
    for (const it of p.items) if (it.die > 0) for (const uid of it.cards) refsOfCard(g, uid, true, refs)
    for (const uid of g.s.satchel) refsOfCard(g, uid, false, refs)
  }
  const blocked = new Set<ActionType>()
  for (const u of attached) {
    const t = g.s.board.attached[u]?.blocks
    if (t !== undefined) blocked.add(t)
  }
  const noFire = front(g.c, terrain)?.noFireCraftRest === true
  const forbidden = new Set<ActionType>()
  for (const u of p.hand) {
    for (const m of handEffects(g, u)) {
      if (m.op === 'forbid' && (!m.when || holds(g, m.when, { active: seat, involved: [seat] }))) for (const t of m.types) forbidden.add(t)
    }
  }
  const helpers = eligibleHelpers(g, seat)
  const everyone = g.s.players.filter((x) => x.status === 'playing').map((x) => x.seat)
  const out: { ref: ActionRef; def: Action }[] = []
  for (const ref of refs) {
    const def = actionDef(g, ref)
    if (!def) continue
    if (forced === null && ref.uid === terrain && blocked.has(def.type)) continue // C-TURN-12
    if (noFire && BLOCKED_BY_NO_FIRE.includes(def.type)) continue // C-TURN-13
    if (forbidden.has(def.type)) continue
    if (def.allPlayers && everyone.some((s) => s !== seat && !helpers.includes(s))) continue // C-TURN-11
    if (def.prerequisites && involveChoices(g, seat, def, forced ? forced.involved.filter((x) => x !== seat) : helpers).length === 0) continue // C-TURN-10
    out.push({ ref, def })
  }
  return out
}

/** Every subset of the helpers (sorted seats) whose involvement meets the prerequisites (C-TURN-10). */
export function involveChoices(g: Pick<G, 's' | 'c'>, seat: number, def: Action, helpers: readonly number[]): number[][] {
  let subsets: number[][] = [[]]
  for (const h of helpers) subsets = subsets.concat(subsets.map((x) => [...x, h]))
  if (def.allPlayers) subsets = [[...helpers]]
  const ok = (involved: number[]): boolean => (def.prerequisites ?? []).every((c) => holds(g, c, { active: seat, involved: [seat, ...involved] }))
  return subsets.map((x) => [...x].sort((a, b) => a - b)).filter(ok)
}

export const sameRef = (a: ActionRef, b: ActionRef): boolean => a.uid === b.uid && a.index === b.index

/** The inventory item holding a card, if any. */
export function itemHolding(g: Pick<G, 's'>, uid: string): { seat: number; item: string } | null {
  for (const p of g.s.players) for (const it of p.items) if (it.cards.includes(uid)) return { seat: p.seat, item: it.id }
  return null
}

/** Items an involved player may still use in step 1 (C-ACT-3…C-ACT-5). */
export function usableItems(g: Pick<G, 's'>, a: ActionInProgress): { seat: number; item: string }[] {
  const out: { seat: number; item: string }[] = []
  for (const seat of a.involved) {
    for (const it of g.s.players[seat]?.items ?? []) {
      const key = `${seat}:${it.id}`
      // C-D-8: an item its owner refused to lend is not offered again in this action.
      if (it.die > 0 && !a.usedItems.includes(key) && !(a.refused ?? []).includes(key)) out.push({ seat, item: it.id })
    }
  }
  return out
}

/** C-ITEM-11, C-ITEM-13, C-Q-11: resources available where the active player stands. */
export function resourcesHere(g: Pick<G, 's' | 'c'>, seat: number): Set<Resource> {
  const terrain = g.s.players[seat]?.at
  const out = new Set<Resource>()
  if (!terrain) return out
  const cards = [terrain, ...attachedTo(g.s, terrain).filter((u) => front(g.c, u)?.kind === 'permanentEvent' && (g.c.cards[u]?.type === 'adventure' || g.s.board.attached[u]?.explorationSpace))]
  for (const uid of cards) {
    for (const r of front(g.c, uid)?.resources ?? []) out.add(r)
    for (const m of front(g.c, uid)?.effects ?? []) if (m.op === 'resource') out.add(m.resource)
  }
  if (g.s.players.some((p) => p.fire === terrain)) out.add('fire')
  return out
}

export interface CostInfo {
  /** Cost after every effect, floored at 0 (C-ACT-12, C-ACT-13). */
  cost: number
  maxTradeOff: number
  difficulty: number
  flatSuccesses: number
  perLucky7: number
  locked: boolean
}

/** C-ACT-6, C-ITEM-25: the effects on this action the players may leave out (see optionalModifiers). */
export function optionalEffects(g: Pick<G, 's' | 'c'>, a: ActionInProgress): ActiveModifier[] {
  return optionalModifiers(modifiersFor(g, a.def.type, { active: a.active, involved: a.involved }, a.usedItems))
}

/** Step 2a and the success effects of step 3 for the action in progress. */
export function costInfo(g: Pick<G, 's' | 'c'>, a: ActionInProgress): CostInfo {
  const scope = { active: a.active, involved: a.involved }
  const mods = modifiersFor(g, a.def.type, scope, a.usedItems)
  const locked = a.def.locked === true
  let delta = 0
  let diff = 0
  let flat = 0
  let per7 = 0
  for (const m of mods) {
    if (a.declined?.includes(m.key)) continue // C-ACT-6: the players left this effect out
    if (m.mod.op === 'cost') {
      // C-ICON-17, C-Q-5: under a lock only hand cards and used items change the cost (setting: also events, Quest Items).
      if (locked && !g.s.settings.lockedAllowsEventsAndQuestItems && m.from !== 'hand' && m.from !== 'item') continue
      delta += m.mod.amount
    } else if (m.mod.op === 'difficulty') diff += m.mod.amount
    else if (m.mod.op === 'successes') flat += m.mod.amount
    else if (m.mod.op === 'successPerLucky7') per7 += m.mod.amount
  }
  let craftCut = 0
  if (a.ref.index === 'craft') {
    const recipe = skill(g.c, a.ref.uid)?.craft
    const here = resourcesHere(g, a.active)
    for (const r of here) craftCut += recipe?.reductions[r] ?? 0 // C-ITEM-13: once per resource type
  }
  const cost = Math.max(0, a.def.cost + delta - craftCut)
  const collective = a.involved.length >= 2
  return {
    cost,
    maxTradeOff: collective && !locked ? cost : 0, // C-ACT-10, C-ACT-11, C-Q-8
    difficulty: Math.max(0, a.def.difficulty + diff),
    flatSuccesses: flat,
    perLucky7: per7,
    locked,
  }
}

/** Creates the action in progress for a chosen action (C-TURN-7). */
export function beginAction(g: G, seat: number, ref: ActionRef, def: Action): void {
  const forced = g.s.forced
  const a: ActionInProgress = {
    ref, def: structuredCloneAction(def), active: seat, involved: [seat], mandatory: forced !== null, usedItems: [],
    tradeOff: 0, extra: 0, cost: def.cost, difficulty: def.difficulty, drawn: [], successes: 0, success: null, kept: null,
  }
  g.s.action = a
  g.s.active = seat
  // A face-down Exploration card is named by its cell, never its uid (C-D-2).
  const cell = g.s.board.at[ref.uid]
  const publicRef = ref.index === 'back' && cell !== undefined ? { ...ref, uid: `fog:${cell}` } : ref
  emit(g, 'actionChosen', { seat, ref: publicRef, actionType: def.type })
  // C-ITEM-24, C-ITEM-26, C-Q-15: performing an item's own action costs 1 durability.
  const holder = itemHolding(g, ref.uid)
  if (holder && holder.seat === seat) {
    const it = g.s.players[seat]?.items.find((i) => i.id === holder.item)
    if (it && it.die > 0) {
      it.die--
      emit(g, 'itemUsed', { seat, item: it.id, die: it.die })
      a.usedItems.push(g.s.settings.itemActionAndEffectsCost === 1 ? `${seat}:${it.id}` : `action:${seat}:${it.id}`)
    }
  }
  if (forced) {
    // C-TURN-15: exactly those involved when it was revealed; nobody may join.
    a.involved = [seat, ...forced.involved.filter((s) => s !== seat && g.s.players[s]?.status === 'playing')]
    afterInvolve(g)
  } else if (def.allPlayers) {
    a.involved = [seat, ...eligibleHelpers(g, seat)]
    afterInvolve(g)
  } else if (eligibleHelpers(g, seat).length > 0) g.s.phase = 'involve'
  else afterInvolve(g)
}

const structuredCloneAction = (def: Action): Action => jsonCopy(def)

/** After step 0 (who is involved): step 1 if anyone has an item to use, else step 2. */
export function afterInvolve(g: G): void {
  const a = g.s.action
  if (!a) return
  g.s.phase = usableItems(g, a).length > 0 ? 'useItems' : 'cost'
}

/**
 * Step 2b and step 3 (C-ACT-14…C-ACT-27): draw cost − X + extra cards with provenance, reveal,
 * a Curse from the Discard Pile loses at once, total the successes; then steps 4–7 as tasks (the
 * caller runs them: this module must not import the interpreter, which dispatches its steps).
 */
export function drawAndReveal(g: G, tradeOff: number, extra: number): void {
  const a = g.s.action
  if (!a) return
  const info = costInfo(g, a)
  a.tradeOff = tradeOff
  a.extra = extra
  a.cost = info.cost - tradeOff
  a.difficulty = info.difficulty + tradeOff
  g.s.phase = 'resolving'
  a.drawn = drawActionCards(g, a.cost + extra)
  emit(g, 'cardsRevealed', { uids: a.drawn.map((d) => d.uid), from: a.drawn.map((d) => d.from) }, true)
  if (a.drawn.some((d) => d.from === 'discard' && isCurse(g.c, d.uid))) {
    putOnDiscardPile(g, a.drawn.map((d) => d.uid))
    a.drawn = []
    defeat(g, 'curse-from-discard') // C-ACT-20, C-DECK-8, C-END-2
    return
  }
  a.successes = countSuccesses(g.c, a.drawn.map((d) => d.uid), info.flatSuccesses, info.perLucky7, g.s.settings.halfStarRule)
  a.success = a.successes >= a.difficulty // C-ACT-27
  emit(g, 'result', { successes: a.successes, difficulty: a.difficulty, success: a.success })
  pushTasks(g, [{ t: 'keepSkillStep' }, { t: 'discardStep' }, { t: 'consequenceStep' }])
}

/** Step 4 (C-ACT-28…C-ACT-31, C-EX-31): at most one revealed Skill, to one involved hand, success or not. */
export function keepSkillStep(g: G): void {
  const a = g.s.action
  if (!a) return
  const options: ChoiceOption[] = [{ code: 'keep-none' }]
  for (const d of a.drawn) {
    const sk = skill(g.c, d.uid)
    if (!sk) continue // C-ACT-30: never a Curse
    for (const seat of a.involved) {
      const p = g.s.players[seat]
      if (!p || p.status !== 'playing') continue
      if (sk.owner !== undefined && sk.owner !== p.character) continue // C-ACT-29
      options.push({ code: 'keep', uid: d.uid, seat })
    }
  }
  offerChoice(g, { kind: 'keepSkill', seat: a.active, options })
}

export function answerKeepSkill(g: G, opt: ChoiceOption): void {
  const a = g.s.action
  if (!a || opt.code !== 'keep' || opt.uid === undefined || opt.seat === undefined) return
  a.kept = { uid: opt.uid, seat: opt.seat }
  g.s.players[opt.seat]?.hand.push(opt.uid)
  emit(g, 'skillKept', { uid: opt.uid, seat: opt.seat })
}

/** Step 5 (C-ACT-32, C-ACT-33, C-DECK-9): drawn cards not kept go to the pile; dead items are discarded. */
export function discardStep(g: G): void {
  const a = g.s.action
  if (!a) return
  putOnDiscardPile(g, a.drawn.filter((d) => d.uid !== a.kept?.uid).map((d) => d.uid))
  a.drawn = []
  for (const p of g.s.players) for (const it of [...p.items]) if (it.die <= 0) discardItem(g, p.seat, it.id)
}

/**
 * Step 6 and 7 (C-ACT-34…C-ACT-44, C-Q-35): consequences in printed order, the crafted item,
 * card 100 after a failed collective action, hand limits of the involved, then the turn ends.
 */
export function consequenceStep(g: G): void {
  const a = g.s.action
  if (!a) return
  const ctx: Ctx = {
    source: a.ref.uid, seat: a.active, active: a.active, involved: [...a.involved], actionType: a.def.type,
    flags: availableFlags(g, { active: a.active, involved: a.involved }, a.usedItems), cell: null,
    spaceOf: g.s.board.attached[a.ref.uid]?.terrain ?? null,
  }
  const list = a.success ? a.def.success : (a.def.failure ?? [])
  const tasks: Task[] = list.map((c) => ({ t: 'cons' as const, c, ctx }))
  if (a.success && a.ref.index === 'craft') tasks.push({ t: 'craftResult', uid: a.ref.uid, ctx })
  if (!a.success && a.involved.length >= 2) tasks.push({ t: 'card100' })
  tasks.push({ t: 'handLimit', seats: [...a.involved] }, { t: 'endAction' })
  pushTasks(g, tasks)
}

/** C-ACT-40: the active player of a failed collective action takes a card 100 (Paranoid). */
export function card100Task(g: G): void {
  const a = g.s.action
  if (!a) return
  const ctx: Ctx = { source: null, seat: a.active, active: a.active, involved: [...a.involved], actionType: a.def.type, flags: [], cell: null, spaceOf: null }
  pushTasks(g, [{ t: 'take', number: g.c.special.paranoid, ctx, sourceCheck: null }])
}

/** End of the action: a Temporary Event whose mandatory action was just performed leaves (C-CARD-10). */
export function endAction(g: G): void {
  const a = g.s.action
  if (a && g.s.revealed.includes(a.ref.uid)) {
    g.s.revealed.splice(g.s.revealed.indexOf(a.ref.uid), 1)
    if (front(g.c, a.ref.uid)?.afterResolve === 'banish') g.s.banished.push(a.ref.uid)
    else discardCard(g, a.ref.uid)
  }
  g.s.action = null
  g.s.forced = null
  emit(g, 'actionEnded')
}
