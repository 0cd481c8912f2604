/**
 * Resolution of the planned actions (§9.5–§9.11): by type in the board's order (I-ACT-33), each by
 * the top pawn's character (I-GOLD-07); risky Build, Gather and Explore actions roll their three
 * dice and apply them Wound → Success → Adventure (I-DICE-05); what is gained waits in Future
 * Resources (I-ACT-38).
 */
import type { IslandContent } from '../../content/island/content'
import type { AdventureKind } from '../../content/island/vocabulary'
import { ACTION_KINDS } from '../../content/island/vocabulary'
import { closeRerollWindow, openRerollWindow, type RerollOffer } from '../../engine/dice'
import { actionRollFaces, actionRollOutcome, rollActionDice, type ActionDiceRoll } from './rules/action-dice'
import { rerollOffers } from './rules/rerolls'
import { actionDiceOf } from './dice-adapter'
import { ask, fightCard, runLater, type Run } from './effects-run'
import { determination, moveMorale, wound } from './harm'
import { hasShelter } from './island-map'
import { passives, passivesOf } from './passives'
import { resolverOfStack } from './pawns-available'
import { discard, gain, noResources, RESOURCE_KEYS, spend } from './resources'
import { exploreTile } from './explore-tile'
import { repeatBuilt } from './tile-builds'
import { activeSite } from './card-sites'
import { afterAction } from './held-cards'
import type { EffectCtx, IslandState, PlannedAction, PlanTarget } from './types'
import { minusAt, plus, removeFromGame, takeAdventure, takeTop } from './lists'

const kindOf = (t: PlanTarget): (typeof ACTION_KINDS)[number] => (t.kind === 'invent' ? 'build' : t.kind === 'site' ? 'explore' : t.kind === 'attack' ? 'hunt' : t.kind)

/** I-ACT-33: the plan in the board's order of types; within a type, the order it was planned (I-ACT-34). */
export function inResolutionOrder(plan: readonly PlannedAction[]): PlannedAction[] {
  const out: PlannedAction[] = []
  for (const k of ACTION_KINDS) for (const a of plan) if (kindOf(a.target) === k) out.push(a)
  return out
}

/**
 * The action no longer holds resources (spent, or freed by a failure): the plan gets the action
 * without its reservation. Planned actions are never changed in place, since working copies share
 * them (clone-state.ts); `a` is read no more for what it reserves.
 */
function release(s: IslandState, a: PlannedAction): void {
  const i = s.plan.indexOf(a)
  if (i >= 0) s.plan[i] = { ...a, reserved: noResources() }
}

/** Spends an action's reserved resources (I-ACT-48 on success, I-ACT-41 for threats). */
function spendReserved(r: Run, a: PlannedAction): void {
  for (const k of RESOURCE_KEYS) spend(r.s, k, a.reserved[k])
  release(r.s, a)
}

/** The discarded token of the action space once the action that carried it is resolved (I-TOKEN-09). */
function dropCarried(r: Run, a: PlannedAction, token: 'time' | 'reroll' | 'extra-wood'): void {
  const key = `action:${kindOf(a.target)}`
  const list = r.s.spaceTokens[key]
  const i = list?.indexOf(token) ?? -1
  if (list && i >= 0) r.s.spaceTokens[key] = minusAt(list, i)
}

/** The context of a planned action: its resolver (top pawn) and where it happens. */
export function actionCtx(s: IslandState, a: PlannedAction): EffectCtx {
  const t = a.target
  const here = t.kind === 'gather' || t.kind === 'explore' || t.kind === 'site' || t.kind === 'attack' ? t.space : t.kind === 'invent' ? (t.space ?? s.camp) : s.camp
  return { phase: 'action', resolver: a.resolver ?? resolverOfStack(s, a.pawns), source: null, here }
}

/** The colour of dice an action rolls. */
export const colourOf = (a: PlannedAction): AdventureKind => (a.target.kind === 'gather' ? 'gather' : a.target.kind === 'explore' || a.target.kind === 'site' ? 'explore' : 'build')

/** A character's abilities that reroll, from the pack (worked out once per content and character). */
const rerollers = new WeakMap<IslandContent, Map<string, { id: string; cost: number; colour: AdventureKind }[]>>()
function rerollAbilities(content: IslandContent, id: string): { id: string; cost: number; colour: AdventureKind }[] {
  let byCharacter = rerollers.get(content)
  if (byCharacter === undefined) rerollers.set(content, (byCharacter = new Map()))
  let list = byCharacter.get(id)
  if (list === undefined) {
    list = (content.characters[id]?.abilities ?? []).flatMap((ab) => ab.effects.flatMap((e) => (e.op === 'reroll' ? [{ id: ab.id, cost: ab.cost, colour: e.colour }] : [])))
    byCharacter.set(id, list)
  }
  return list
}

/** The rerolls the resolver may buy for this roll (I-DICE-06, I-CHAR-20, I-2P-10). */
function offersFor(r: Run, resolver: string, roll: ActionDiceRoll): (RerollOffer & { cost: number })[] {
  const { content, s } = r
  const c = s.characters[resolver]
  if (!c) return []
  const abilities = rerollAbilities(content, resolver)
  return rerollOffers({ roll, abilities, companion: c.kind === 'companion', usedThisRound: c.abilitiesUsed, budget: c.determination })
}

/** Build, Gather or Explore: the dice when risky (a reroll window may open first), then the result. */
function rollingAction(r: Run, a: PlannedAction, ctx: EffectCtx): void {
  const { content, s } = r
  const colour = colourOf(a)
  const resolver = ctx.resolver ?? ''
  const friday = s.characters[resolver]?.kind === 'companion'
  const adventureToken = (s.spaceTokens[`adventure:${colour}`] ?? []).includes('adventure')
  if (!a.rolls) { settle(r, a, ctx, null); return }
  const forced = a.carries.includes('reroll') ? 1 : 0
  const rolled = rollActionDice(s.rng, actionDiceOf(content.dice), colour, { adventureToken, friday, forcedSuccessRerolls: forced }, [])
  s.rng = rolled.rng
  // I-TOKEN-04: the Reroll token is spent only when it forced a reroll.
  if (rolled.roll.forcedRerolls > 0) dropCarried(r, a, 'reroll')
  const offers = offersFor(r, resolver, rolled.roll)
  if (offers.length === 0) { settle(r, a, ctx, rolled.roll); return }
  const withOffers = { ...rolled.roll, roll: openRerollWindow(rolled.roll.roll, offers.map(({ cost: _cost, ...o }) => o)) }
  s.roll = { index: s.resolveIndex - 1, roll: withOffers, costs: Object.fromEntries(offers.map((o) => [o.id, o.cost])) }
  r.events.push({ type: 'actionRoll', colour, window: true, checkpoint: true })
  s.pending = { kind: 'reroll' }
}

/** The character whose roll waits in an open reroll window. */
export function rollResolver(s: IslandState): string | null {
  const a = s.roll === null ? undefined : s.plan[s.roll.index]
  return a === undefined ? null : (a.resolver ?? resolverOfStack(s, a.pawns))
}

/** Closes an open reroll window and applies the roll (I-DICE-06: results apply only now). */
export function closeRoll(r: Run): void {
  const { s } = r
  const open = s.roll
  if (open === null) return
  s.roll = null
  const a = s.plan[open.index]
  if (a) settle(r, a, actionCtx(s, a), { ...open.roll, roll: closeRerollWindow(open.roll.roll) })
}

/** Applies a roll (or a sure action, `roll` null): Wound → Success → Adventure (I-DICE-05). */
function settle(r: Run, a: PlannedAction, ctx: EffectCtx, roll: ActionDiceRoll | null): void {
  const { content, s, events } = r
  const colour = colourOf(a)
  const resolver = ctx.resolver ?? ''
  const friday = s.characters[resolver]?.kind === 'companion'
  const tokenKey = `adventure:${colour}`
  const adventureToken = (s.spaceTokens[tokenKey] ?? []).includes('adventure')
  let success = true
  let adventure = adventureToken
  if (roll !== null) {
    const outcome = actionRollOutcome(actionRollFaces(actionDiceOf(content.dice), roll), { adventureToken, friday })
    events.push({ type: 'actionRoll', colour, steps: outcome.steps, checkpoint: true })
    wound(content, s, resolver, outcome.wounds, events, 'wound-die')
    success = outcome.success
    if (!success) determination(content, s, resolver, outcome.determination, events)
    adventure = outcome.adventureCards === 1
    // I-SCEN3-08: on a special place that says so, an Adventure result wounds instead of drawing.
    const t = a.target
    if (adventure && t.kind === 'site' && activeSite(content, s, t.site)?.adventure === 'wound') {
      wound(content, s, resolver, 1, events, 'adventure-site')
      adventure = false
    }
  } else if (friday && adventureToken) {
    // I-2P-09: the companion takes a wound instead of an Adventure card.
    wound(content, s, resolver, 1, events, 'adventure-token')
    adventure = false
  }
  // I-TOKEN-16, I-2P-09: the token is used by this action (a card, or the companion's wound).
  if (adventureToken) {
    const list = s.spaceTokens[tokenKey]
    if (list) s.spaceTokens[tokenKey] = minusAt(list, list.indexOf('adventure'))
  }
  if (success) succeed(r, a, ctx)
  else release(s, a)
  events.push({ type: 'actionResolved', target: a.target, resolver, success })
  // I-MYSTERY-C19: what a card gives after each such action, successful or not.
  afterAction(r, colour, ctx)
  if (adventure) {
    // I-DICE-08: the top Adventure card of this colour; it leaves the game unless it goes into the Event deck.
    const card = takeAdventure(s, colour)
    if (card !== undefined) {
      removeFromGame(s, card)
      events.push({ type: 'adventure', card, checkpoint: true })
      const def = content.cards[card]
      if (def?.deck === 'adventure') runLater(s, def.effects, { ...ctx, source: card })
    }
  }
  if (a.carries.includes('time')) dropCarried(r, a, 'time')
}

/**
 * I-TOKEN-12: a successful Build that carried the Extra wood token spends its extra wood (already
 * reserved) and discards the token; after the carrier failed, the next successful Build that uses
 * wood this round pays it from Available instead; otherwise the token stays for the next round.
 */
function extraWoodPaid(r: Run, a: PlannedAction): void {
  const { s } = r
  if (!(s.spaceTokens['action:build'] ?? []).includes('extra-wood')) return
  if (a.carries.includes('extra-wood')) { dropCarried(r, a, 'extra-wood'); return }
  const carrier = s.plan.findIndex((x) => x.carries.includes('extra-wood'))
  if (carrier < 0 || carrier >= s.resolveIndex - 1 || a.reserved.wood === 0) return
  if (discard(s, 'wood', 1) === 0) dropCarried(r, a, 'extra-wood')
}

/** A successful Build, Gather or Explore. */
function succeed(r: Run, a: PlannedAction, ctx: EffectCtx): void {
  const { content, s, events } = r
  const t = a.target
  switch (t.kind) {
    case 'invent': {
      // I-INV-04: only an invention still on the board can be built. Another way may have built it
      // since the plan was made (I-TOKEN-D12's Medicine through a Discovery token): then nothing is
      // built and what the action reserved is not spent, as after a failure.
      if (!s.inventions.board.includes(t.invention)) { release(s, a); return }
      extraWoodPaid(r, a)
      spendReserved(r, a)
      const card = content.cards[t.invention]
      // I-INV-05: a repeatable invention stays on the board; this build waits for the end of the phase.
      if (card?.deck === 'invention' && card.repeatable === true) { repeatBuilt(s, a); return }
      // I-INV-04: the card waits in Future Resources; a personal one gives its owner 2 Determination (I-CHAR-16).
      s.inventions.board = s.inventions.board.filter((id) => id !== t.invention)
      s.inventions.future = plus(s.inventions.future, t.invention)
      if (card?.deck === 'invention' && card.owner !== undefined) determination(content, s, card.owner, 2, events)
      return
    }
    case 'build':
      extraWoodPaid(r, a)
      spendReserved(r, a)
      if (t.build === 'shelter') s.shelter = { built: true, round: s.position.round }
      else if (t.build === 'weapons' || hasShelter(content, s)) s.tracks[t.build] += 1
      return
    case 'gather': {
      const placed = s.island[t.space]
      const extra = placed?.tokens.includes(t.source === 'food' ? 'extra-food' : 'extra-wood') ? 1 : 0
      // I-ACT-57: the assigned Basket-like Items add their bonus to a successful Gather.
      const bonus = passives(content, s).filter((x) => x.passive.op === 'gather' && (a.items ?? []).includes(x.card)).reduce((n, x) => n + (x.passive.op === 'gather' ? x.passive.amount : 0), 0)
      gain(s, ctx, t.source, 1 + extra + bonus)
      return
    }
    case 'explore': exploreTile(r, t.space, ctx); return
    case 'site': {
      // I-SCEN4-11: the special place's effects; with `once` it is used up.
      const site = activeSite(content, s, t.site)
      if (!site) return
      s.sitesDone = { ...s.sitesDone, [site.id]: plus(s.sitesDone[site.id], t.space) }
      events.push({ type: 'siteExplored', site: site.id, space: t.space })
      runLater(s, site.effects, ctx)
      return
    }
    default: return
  }
}

/** Resolves the next planned action; 'done' when none is left. */
export function resolveNext(r: Run): 'more' | 'done' {
  const { content, s, events } = r
  const a = s.plan[s.resolveIndex]
  if (!a) return 'done'
  s.resolveIndex += 1
  const ctx = actionCtx(s, a)
  const resolver = ctx.resolver
  const t = a.target
  switch (t.kind) {
    case 'threat': {
      const id = s.threat[t.slot]
      const card = id === null ? undefined : content.cards[id]
      if (id === null || !card) return 'more'
      s.threat[t.slot] = null
      removeFromGame(s, id)
      spendReserved(r, a)
      events.push({ type: 'threatAction', card: id, resolver })
      if (card.deck === 'event') runLater(s, card.threat.reward, { ...ctx, source: id })
      else if (card.deck === 'wreckage') runLater(s, a.rolls ? card.minor : card.major, { ...ctx, source: id })
      return 'more'
    }
    case 'hunt': {
      const card = takeTop(s, 'hunting')
      if (card === undefined) return 'more'
      const danger = s.spaceTokens['action:hunt'] ?? []
      const extra = danger.includes('danger') ? 1 : 0
      if (extra) s.spaceTokens['action:hunt'] = minusAt(danger, danger.indexOf('danger'))
      fightCard(r, card, ctx, extra)
      return 'more'
    }
    case 'attack': {
      // I-SCEN5-06: a Hunt without a Beast card — the place's effects (its fight) by the top pawn.
      const site = activeSite(content, s, t.site)
      if (!site) return 'more'
      s.sitesDone = { ...s.sitesDone, [site.id]: plus(s.sitesDone[site.id], t.space) }
      events.push({ type: 'siteAttacked', site: site.id, space: t.space, resolver })
      runLater(s, site.effects, ctx)
      return 'more'
    }
    case 'arrange':
      // I-ACT-61: 2 Determination and Morale +1; with 4 players one or the other.
      if (s.players === 4) {
        ask(s, 'arrange-camp', [
          { label: 'arrange-determination', tasks: [{ effects: [{ op: 'determination', who: 'resolver', amount: 2 }], ctx }] },
          { label: 'arrange-morale', tasks: [{ effects: [{ op: 'morale', amount: 1 }], ctx }] },
        ])
      } else {
        determination(content, s, resolver ?? '', 2, events)
        moveMorale(content, s, 1, events)
      }
      break
    case 'rest': {
      // I-ACT-62: heal 1; a Rest Item (bed) heals more and gives Determination instead.
      let healN = 1
      let det = 0
      // I-INV-C05, I-MYSTERY-C01: the best Rest Item, never two combined; I-2P-15, I-SCEN3-05: never for the companion or a traveller.
      const companion = s.characters[resolver ?? '']?.kind !== 'castaway'
      for (const p of companion ? [] : passivesOf(content, s, 'rest')) if (p.heal + p.determination > healN + det) { healN = p.heal; det = p.determination }
      runLater(s, [{ op: 'heal', who: 'resolver', amount: healN }, ...(det > 0 ? [{ op: 'determination' as const, who: 'resolver' as const, amount: det }] : [])], ctx)
      break
    }
    case 'build': case 'invent': case 'gather': case 'explore': case 'site':
      rollingAction(r, a, ctx)
      return 'more'
  }
  if (a.carries.includes('time')) dropCarried(r, a, 'time')
  return 'more'
}
