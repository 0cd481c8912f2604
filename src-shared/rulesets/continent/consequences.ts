import type { Consequence } from '../../content/continent/effects'
import { adventure, front, numberOf } from './content-index'
import { adventurePile, ownBoard, emit, clockwiseFrom, type G } from './game'
import type { ChoiceOption, Choice, Ctx } from './state'
import { offerChoice, pushTasks } from './task-stack'
import { banishNumber, takeByNumber } from './take-by-number'
import { banishCard, discardCard, returnCard } from './the-past'
import { discardPileToDeck } from './action-deck'
import { loseLifeForce } from './life-force'
import { removeFromPlay, locate } from './zones'
import { holds } from './conditions'
import { startDurabilityLoss } from './durability'
import { startMove, crossObstacle } from './moving'
import { adventureOver, liftCurse } from './end-of-game'
import { occupy, isTerrain } from './exploration'

const scopeOf = (ctx: Ctx): { active: number; involved: number[] } => ({ active: ctx.active, involved: ctx.involved })

/** C-GEN-7: "this" is the card printing the consequence; a number names the active player's card. */
function target(g: G, ref: string, ctx: Ctx): string | null {
  if (ref === 'this') return ctx.source
  const p = g.s.players[ctx.seat]
  const mine = [...(p?.hand ?? []), ...(p?.items.flatMap((i) => i.cards) ?? []), ...g.s.satchel, ...Object.keys(g.s.board.at)]
  return mine.find((u) => numberOf(g.c, u) === ref) ?? null
}

/** After a card left an exploration space (a revealed Permanent Event), the space is uncovered (C-EXPLORE-6). */
function uncoverIfSpace(g: G, place: ReturnType<typeof removeFromPlay>, ctx: Ctx): void {
  if (place.zone === 'board' && place.cell !== null && place.attached?.explorationSpace) {
    pushTasks(g, [{ t: 'fillSpace', cell: place.cell, terrain: place.attached.terrain, ctx }])
  }
}

/** Executes one consequence term (C-ACT-34…C-ACT-39, §9). */
export function execConsequence(g: G, c: Consequence, ctx: Ctx): void {
  switch (c.op) {
    case 'take': {
      // C-CONSEQ-1, C-CONSEQ-6: the active player first, then the involved clockwise.
      const seats = c.who === 'eachInvolved' ? clockwiseFrom(ctx.involved, ctx.active, g.s.players.length) : [ctx.seat]
      if (c.flag) {
        const flag = c.flag
        const ok = ctx.flags.filter((f) => f.flag.pictograph === flag.pictograph && f.flag.add === flag.add)
        const plus = String(Number(c.number) + flag.add).padStart(3, '0')
        if (ok.length > 0 && plus.length === 3) {
          // C-CONSEQ-8…C-CONSEQ-10, C-Q-9: XXX always, XXX + N only with a matching flag.
          const sources = [numberOf(g.c, ctx.source ?? '') ?? '', ...ok.map((f) => f.number ?? '')].filter((n) => n !== '')
          offerChoice(g, {
            kind: 'flag', seat: ctx.active, ctx, seats,
            options: [{ code: 'take', number: c.number }, { code: 'take-flag', number: plus }],
            sourceCheck: sources,
          })
          return
        }
      }
      pushTasks(g, seats.map((seat) => ({ t: 'take' as const, number: c.number, ctx: { ...ctx, seat }, sourceCheck: null })))
      return
    }
    case 'revealExploration': {
      const uid = ctx.source
      if (uid === null || g.c.cards[uid]?.type !== 'exploration' || g.s.board.at[uid] === undefined) return
      const cell = g.s.board.at[uid] as string
      const terrain = g.s.board.attached[uid]?.terrain ?? null
      removeFromPlay(g, uid)
      g.s.revealed.push(uid)
      emit(g, 'explorationRevealed', { uid, cell }, true)
      const inner: Ctx = { ...ctx, cell, spaceOf: terrain }
      // C-EXPLORE-6: once resolved and gone from its space, the arrow's card takes the space;
      // a Permanent Event stays there instead (C-EXPLORE-8).
      const stays = front(g.c, uid)?.kind === 'permanentEvent'
      pushTasks(g, stays || terrain === null ? [{ t: 'resolve', uid, ctx: inner }] : [{ t: 'resolve', uid, ctx: inner }, { t: 'fillSpace', cell, terrain, ctx }])
      return
    }
    case 'exploreReplace': {
      const uid = ctx.source
      if (uid === null) return
      const place = removeFromPlay(g, uid)
      discardCard(g, uid)
      if (place.zone === 'board' && place.cell !== null && place.attached) {
        pushTasks(g, [{ t: 'fillSpace', cell: place.cell, terrain: place.attached.terrain, ctx }])
      } else if (ctx.cell !== null && ctx.spaceOf !== null) {
        pushTasks(g, [{ t: 'fillSpace', cell: ctx.cell, terrain: ctx.spaceOf, ctx }])
      }
      return
    }
    case 'discard':
    case 'banish':
    case 'return': {
      const uid = target(g, c.card, ctx)
      if (uid === null) return
      const place = removeFromPlay(g, uid)
      if (place.zone === 'none' && c.card === 'this') return
      if (c.op === 'discard') discardCard(g, uid)
      else if (c.op === 'banish') banishCard(g, uid)
      else returnCard(g, uid)
      uncoverIfSpace(g, place, ctx)
      return
    }
    case 'banishNumber':
      return banishNumber(g, c.number)
    case 'banishReplace': {
      // C-CONSEQ-31, C-ICON-33: this green card is banished and a gold copy takes its place.
      const uid = ctx.source
      const a = uid === null ? null : adventure(g.c, uid)
      if (uid === null || !a || a.back !== 'green') return
      const place = locate(g, uid)
      removeFromPlay(g, uid)
      banishCard(g, uid)
      const pile = adventurePile(g, a.number) ?? []
      const gold = pile.find((u) => adventure(g.c, u)?.back === 'gold')
      if (gold === undefined) return
      pile.splice(pile.indexOf(gold), 1)
      emit(g, 'took', { number: a.number, uid: gold, back: 'gold' }, true)
      putInPlace(g, gold, place, ctx)
      return
    }
    case 'loseDurability':
      return startDurabilityLoss(g, c.amount, c.who === 'active' ? [ctx.seat] : ctx.involved, ctx)
    case 'lifeLoss':
      return loseLifeForce(g, c.count)
    case 'discardToDeck':
      return discardPileToDeck(g, c.count)
    case 'move':
      return startMove(g, ctx)
    case 'crossObstacle':
      return crossObstacle(g, ctx)
    case 'makeFire': {
      const p = g.s.players[ctx.seat]
      if (p?.at) {
        p.fire = p.at
        emit(g, 'fireMade', { seat: p.seat, terrain: p.at })
      }
      return
    }
    case 'adventureOver':
      return adventureOver(g, c.who === 'involved' ? ctx.involved : [ctx.seat], ctx.involved)
    case 'liftCurse':
      return liftCurse(g, c.curse)
    case 'buyAdvancedSkills':
      pushTasks(g, [{ t: 'buySkills' }])
      return
    case 'narrate':
      // The card whose text this is: the table heads the narration with it (C-CONSEQ-7).
      emit(g, 'narrate', { text: c.text, ...(ctx.source !== null ? { uid: ctx.source } : {}) })
      return
    case 'if':
      pushTasks(g, (holds(g, c.cond, scopeOf(ctx)) ? c.then : (c.else ?? [])).map((x) => ({ t: 'cons' as const, c: x, ctx })))
      return
    case 'choose': {
      const options: ChoiceOption[] = []
      const branches: Consequence[][] = []
      c.options.forEach((o, i) => {
        if (o.when && !holds(g, o.when, scopeOf(ctx))) return
        options.push({ code: o.label, index: branches.length })
        branches.push(o.effects)
        void i
      })
      offerChoice(g, { kind: 'chooseConsequence', seat: ctx.active, options, branches, ctx })
      return
    }
  }
}

/** Puts a replacement card where the replaced one was (C-CONSEQ-31, C-EXPLORE-23). */
export function putInPlace(g: G, uid: string, place: ReturnType<typeof locate>, ctx: Ctx): void {
  switch (place.zone) {
    case 'hand':
      g.s.players[place.seat]?.hand.push(uid)
      return
    case 'item': {
      const it = g.s.players[place.seat]?.items.find((i) => i.id === place.item)
      if (it) it.cards.splice(place.index, 0, uid)
      else g.s.past.push(uid)
      return
    }
    case 'satchel':
      g.s.satchel.push(uid)
      return
    case 'board':
      if (place.cell !== null) occupy(g, uid, place.cell)
      if (place.attached) ownBoard(g).attached[uid] = { ...place.attached }
      if (place.cell === null && !place.attached) g.s.past.push(uid)
      if (isTerrain(g, uid)) {
        /* a replacing terrain keeps figures: callers move them */
      }
      return
    default:
      g.s.revealed.push(uid)
      pushTasks(g, [{ t: 'resolve', uid, ctx }])
  }
}

/** Task: take a card by number for `ctx.seat`, then resolve it by type. */
export function takeTask(g: G, number: string, ctx: Ctx, sourceCheck: string[] | null): void {
  const p = g.s.players[ctx.seat]
  if (!p || p.status !== 'playing') return
  const uid = takeByNumber(g, number, sourceCheck)
  if (uid === null) return
  g.s.revealed.push(uid)
  pushTasks(g, [{ t: 'resolve', uid, ctx }])
}

export function answerFlag(g: G, choice: Choice, opt: ChoiceOption): void {
  const ctx = choice.ctx
  if (!ctx || opt.number === undefined) return
  const check = opt.code === 'take-flag' ? (choice.sourceCheck ?? []) : null
  const seats = choice.seats ?? [ctx.seat]
  pushTasks(g, seats.map((seat) => ({ t: 'take' as const, number: opt.number as string, ctx: { ...ctx, seat }, sourceCheck: check })))
}
