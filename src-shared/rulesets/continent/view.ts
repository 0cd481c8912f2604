import type { Action } from '../../content/continent/effects'
import type { Card } from '../../content/continent/cards'
import type { G } from './game'
import { autoConfirms, type ActionRef, type Choice, type ContinentState, type Item, type Phase } from './state'
import { fallbackActive } from './turns'
import { adventure, isCurse } from './content-index'
import { availableActions, costInfo, eligibleHelpers, involveChoices, optionalEffects, usableItems, type CostInfo } from './action-resolution'
import { liveOdds, type OddsCard } from './odds'
import { stripOf } from './successes'
import { EXTRA_CARDS_OFFERED, legalCommands } from './legal-commands'
import { saveProblem } from './rules-save'
import { idleItems } from './idle-items'
import { limitedCards } from './hand-limit'
import { playerCount } from './game'
import { limitsFor } from './content-index'

/** A card on the board as the players see it: face-up uid, or a fog back (C-CARD-15, C-D-2). */
export type BoardCardView =
  | { cell: string; face: 'up'; uid: string; attachedTo: string | null }
  | { cell: string; face: 'fog'; ref: string; area: string; backAction: Action; attachedTo: string | null }

export interface OddsView {
  tradeOff: number
  extra: number
  cards: number
  difficulty: number
  success: number
  curseFromDiscard: number
}

/** A join the rules allow now: a new or returning character, or an eliminated seat's character again (C-END-19). */
export interface JoinOption {
  character: string
  /** Set when the character's own eliminated seat is taken again (the `seat` of the join command). */
  seat?: number
}

/** The pending decision with its legal options (C-D-10, C-D-15). */
export interface DecisionView {
  phase: Phase
  seat: number
  availableActions?: { ref: ActionRef; def: Action }[]
  helpers?: number[]
  /** The helper sets that meet the action's prerequisites (C-TURN-10). */
  involveChoices?: number[][]
  usableItems?: { seat: number; item: string }[]
  /** Usable items (`seat:item`) whose effects would not change this action: they only cost durability. */
  idleItems?: string[]
  /** With a keepSkill choice: the hand limit and each seat's cards that count toward it (C-HAND-3), to warn before C-HAND-4. */
  hand?: { limit: number; counted: Record<number, string[]> }
  cost?: CostInfo
  odds?: OddsView[]
  choice?: Choice
  canCancel?: boolean
  canSave?: boolean
  /** C-TURN-3: the seat to the left of the previous active player, who plays when the group cannot agree (`cannotAgree`). */
  fallbackActive?: number
  /** C-D-8: the item of another player waiting for its owner (the decision's seat) to agree or refuse. */
  consent?: { seat: number; item: string }
  /** C-ACT-6, C-ITEM-25: with the hot-seat setting off, the effects on the action the players may leave out. */
  effects?: { key: string; uid: string; seat: number | null; op: string; amount: number; declined: boolean }[]
  /** C-END-19, C-Q-23: the characters that may join now (empty when joining is not possible). */
  joinable?: JoinOption[]
  /** C-END-14, C-Q-23: whether a playing seat may leave now, temporarily or for good. */
  canLeave?: boolean
}

/** The public projection of a Continent state (C-D-2, C-D-3, C-D-4, C-D-5). */
export interface ContinentView {
  phase: Phase
  outcome: 'won' | 'lost' | null
  lossReason: string | null
  mode: ContinentState['mode']
  curses: string[]
  lifted: string[]
  active: number
  players: { seat: number; character: string; status: string; hand: string[]; items: Item[]; at: string | null; fire: string | null }[]
  actionDeckCount: number
  discardFaceDown: boolean
  /** Browsable while the Action Deck has cards; only a count while it is face down (C-DECK-4, C-DECK-11). */
  discard: string[] | null
  discardCount: number
  /** Per number: how many green and gold backs remain (backs are public, never which copy comes next). */
  adventureDeck: Record<string, { green: number; gold: number }>
  explorationCounts: Record<string, number>
  past: string[]
  banished: string[]
  satchel: string[]
  revealed: string[]
  board: BoardCardView[]
  action: null | {
    ref: ActionRef; type: string; active: number; involved: number[]; usedItems: string[]; tradeOff: number; extra: number
    cost: number; difficulty: number; revealed: { uid: string; from: 'deck' | 'discard' }[]; successes: number; success: boolean | null
    kept: { uid: string; seat: number } | null
  }
  mandatoryPending: number
  decision: DecisionView | null
  /**
   * The definitions of every card face up in this view (hands, items, Satchel, Past, banished,
   * revealed, face-up board cards, a browsable Discard Pile, choice options, the Character cards of
   * characters that may join), so a renderer can draw them without holding the pack's hidden fronts (C-D-2).
   */
  cards: Record<string, Card>
}

const fogRef = (cell: string): string => `fog:${cell}`

function publicRef(g: Pick<G, 's' | 'c'>, ref: ActionRef): ActionRef {
  const faceDown = g.c.cards[ref.uid]?.type === 'exploration' && !g.s.board.attached[ref.uid]?.explorationSpace && !g.s.revealed.includes(ref.uid)
  const cell = g.s.board.at[ref.uid]
  return faceDown && cell !== undefined ? { ...ref, uid: fogRef(cell) } : ref
}

function oddsCards(g: Pick<G, 's' | 'c'>, uids: readonly string[]): OddsCard[] {
  return uids.map((u) => ({ strip: stripOf(g.c, u), curse: isCurse(g.c, u) }))
}

/** C-D-15: exact odds for every cost option, from the real remaining deck (multiset only, never order). */
export function costOdds(g: Pick<G, 's' | 'c'>): OddsView[] {
  const a = g.s.action
  if (!a) return []
  const info = costInfo(g, a)
  const deck = oddsCards(g, g.s.actionDeck)
  const discard = oddsCards(g, g.s.discard)
  const out: OddsView[] = []
  for (let x = 0; x <= info.maxTradeOff; x++) {
    for (let e = 0; e <= (info.locked ? 0 : EXTRA_CARDS_OFFERED); e++) {
      const cards = info.cost - x + e
      const difficulty = info.difficulty + x
      const o = liveOdds(deck, discard, cards, difficulty, { halfStarRule: g.s.settings.halfStarRule, flatBonus: info.flatSuccesses, perLucky7: info.perLucky7 })
      out.push({ tradeOff: x, extra: e, cards, difficulty, success: o.success, curseFromDiscard: o.curseFromDiscard })
    }
  }
  return out
}

/** The pending decision with its legal options (the `decision` of the Ruleset). */
export function decisionView(g: Pick<G, 's' | 'c'>): DecisionView | null {
  const s = g.s
  switch (s.phase) {
    case 'over':
      return null
    case 'chooseActive': {
      const canSave = saveProblem(g) === null
      // Joining and leaving are legal only where saving is (C-Q-23); the engine's own list decides the
      // rest (player count, limits), so the table never offers a join or a leave the engine refuses.
      const free = canSave ? legalCommands(g, () => false) : []
      const joinable: JoinOption[] = []
      let canLeave = false
      for (const cmd of free) {
        if (cmd.type === 'join') {
          // One entry per character: a new character's choice of an eliminated place (C-END-13) is
          // offered by the table from `players`, not listed once per place here.
          const isNew = !s.players.some((p) => p.character === cmd.character)
          if (cmd.seat === undefined) joinable.push({ character: cmd.character })
          else if (!isNew) joinable.push({ character: cmd.character, seat: cmd.seat })
        }
        else if (cmd.type === 'leave') canLeave = true
      }
      return { phase: s.phase, seat: s.active, canSave, fallbackActive: fallbackActive(s), joinable, canLeave }
    }
    case 'chooseAction':
      return { phase: s.phase, seat: s.active, availableActions: availableActions(g, s.active).map((x) => ({ ref: publicRef(g, x.ref), def: x.def })), canCancel: s.forced === null }
    case 'involve':
      return {
        phase: s.phase, seat: s.active, helpers: eligibleHelpers(g, s.active),
        involveChoices: s.action ? involveChoices(g, s.active, s.action.def, eligibleHelpers(g, s.active)) : [],
      }
    case 'useItems':
      if (s.action?.consent) return { phase: s.phase, seat: s.action.consent.seat, consent: { ...s.action.consent } }
      return { phase: s.phase, seat: s.active, usableItems: s.action ? usableItems(g, s.action) : [], idleItems: s.action ? idleItems(g, s.action) : [] }
    case 'cost': {
      const a = s.action
      if (!a) return null
      const base: DecisionView = { phase: s.phase, seat: s.active, cost: costInfo(g, a), odds: costOdds(g) }
      if (autoConfirms(s.settings)) return base
      const effects = optionalEffects(g, a).map((m) => ({
        key: m.key, uid: m.uid, seat: m.seat, op: m.mod.op, amount: 'amount' in m.mod ? m.mod.amount : 0, declined: (a.declined ?? []).includes(m.key),
      }))
      return { ...base, effects }
    }
    case 'resolving':
      if (!s.choice) return null
      if (s.choice.kind === 'keepSkill') {
        const counted = Object.fromEntries(s.players.map((p) => [p.seat, limitedCards(g, p.hand)]))
        return { phase: s.phase, seat: s.choice.seat, choice: publicChoice(g, s.choice), hand: { limit: limitsFor(g.c, playerCount(s)).handLimit, counted } }
      }
      return { phase: s.phase, seat: s.choice.seat, choice: publicChoice(g, s.choice) }
    case 'suspended':
      return { phase: s.phase, seat: s.active }
  }
}

/** Choice options only ever name revealed or public cards; strip the interpreter's context. */
function publicChoice(_g: Pick<G, 's' | 'c'>, c: Choice): Choice {
  const { ctx: _ctx, branches: _branches, sourceCheck: _sc, ...rest } = c
  return JSON.parse(JSON.stringify(rest)) as Choice
}

/** Builds the view. `seat` is accepted for future private information; hot seat shows every hand. */
export function viewContinent(g: Pick<G, 's' | 'c'>, _seat?: number): ContinentView {
  const s = g.s
  const adventureDeck: Record<string, { green: number; gold: number }> = {}
  for (const [n, uids] of Object.entries(s.adventure)) {
    if (uids.length === 0) continue
    const green = uids.filter((u) => adventure(g.c, u)?.back === 'green').length
    adventureDeck[n] = { green, gold: uids.length - green }
  }
  const board: BoardCardView[] = []
  for (const [cell, uid] of Object.entries(s.board.cells)) {
    const att = s.board.attached[uid]
    const x = g.c.cards[uid]
    if (x?.type === 'exploration' && !att?.explorationSpace) {
      board.push({ cell, face: 'fog', ref: fogRef(cell), area: x.area, backAction: x.backAction, attachedTo: att?.terrain ?? null })
    } else board.push({ cell, face: 'up', uid, attachedTo: att?.terrain ?? null })
  }
  for (const [uid, att] of Object.entries(s.board.attached)) {
    if (s.board.at[uid] === undefined) board.push({ cell: '', face: 'up', uid, attachedTo: att.terrain })
  }
  const a = s.action
  const view: ContinentView = {
    phase: s.phase,
    outcome: s.outcome,
    lossReason: s.lossReason,
    mode: s.mode,
    curses: [...s.curses],
    lifted: [...s.lifted],
    active: s.active,
    players: s.players.map((p) => ({ seat: p.seat, character: p.character, status: p.status, hand: [...p.hand], items: p.items.map((i) => ({ ...i, cards: [...i.cards] })), at: p.at, fire: p.fire })),
    actionDeckCount: s.actionDeck.length,
    discardFaceDown: s.discardFaceDown,
    discard: s.discardFaceDown ? null : [...s.discard],
    discardCount: s.discard.length,
    adventureDeck,
    explorationCounts: Object.fromEntries(Object.entries(s.exploration).map(([k, v]) => [k, v.length])),
    past: [...s.past],
    banished: [...s.banished],
    satchel: [...s.satchel],
    revealed: [...s.revealed],
    board,
    action: a ? {
      ref: publicRef(g, a.ref), type: a.def.type, active: a.active, involved: [...a.involved], usedItems: [...a.usedItems], tradeOff: a.tradeOff, extra: a.extra,
      cost: a.cost, difficulty: a.difficulty, revealed: a.drawn.map((d) => ({ ...d })), successes: a.successes, success: a.success, kept: a.kept,
    } : null,
    mandatoryPending: s.mandatory.length,
    decision: decisionView(g),
    cards: {},
  }
  const visible = new Set<string>([
    ...view.players.flatMap((p) => [...p.hand, ...p.items.flatMap((i) => i.cards)]),
    ...view.past, ...view.banished, ...view.satchel, ...view.revealed, ...(view.discard ?? []),
    ...view.board.flatMap((b) => (b.face === 'up' ? [b.uid] : [])),
    ...(view.action?.revealed.map((d) => d.uid) ?? []),
    ...(view.decision?.choice?.options.flatMap((o) => (o.uid !== undefined ? [o.uid] : [])) ?? []),
    ...(view.decision?.availableActions?.map((a) => a.ref.uid).filter((u) => !u.startsWith('fog:')) ?? []),
    ...(view.decision?.joinable?.flatMap((j) => { const u = g.c.characters[j.character]; return u === undefined ? [] : [u] }) ?? []),
  ])
  for (const uid of visible) {
    const card = g.c.cards[uid]
    // A Character card's list of Skill uids would name cards inside the Action Deck: left out.
    if (card) view.cards[uid] = card.type === 'character' ? { ...card, skills: [] } : card
  }
  return view
}

