import { ruleError, type RuleError } from '../../engine/rule-error'
import type { ContinentCommand } from './commands'
import { emit, playingSeats, type G } from './game'
import {
  afterInvolve, availableActions, beginAction, costInfo, drawAndReveal, eligibleHelpers, optionalEffects, sameRef, usableItems,
} from './action-resolution'
import { answer, run } from './interpreter'
import { useItemPip } from './durability'
import { discardItem, giftProblem, giveItem, tradeItems, tradeProblem } from './inventory'
import { spotHiddenNumber } from './hidden-numbers'
import { rulesResume, rulesSave, saveProblem } from './rules-save'
import { join, leave } from './end-of-game'
import { holds } from './conditions'
import { limitsFor } from './content-index'
import { autoConfirms, type ActionInProgress, type ActionRef } from './state'
import { fallbackActive } from './turns'

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n)

/** A face-down Exploration card is named in views by its cell ("fog:x,y"), never by its uid (C-D-2). */
export function resolveFogRef(g: Pick<G, 's'>, ref: ActionRef): ActionRef {
  if (!ref.uid.startsWith('fog:')) return ref
  const uid = g.s.board.cells[ref.uid.slice(4)]
  return uid === undefined ? ref : { ...ref, uid }
}

/** Free operations between actions (C-TURN-17, C-Q-24). */
function freeCommand(g: G, cmd: ContinentCommand): RuleError | null | 'not-free' {
  switch (cmd.type) {
    case 'giveItem': {
      const why = giftProblem(g, cmd.from, cmd.item, cmd.to)
      if (why) return ruleError('illegal-gift', why)
      giveItem(g, cmd.from, cmd.item, cmd.to)
      return null
    }
    case 'tradeItems': {
      const why = tradeProblem(g, cmd.a, cmd.itemA, cmd.b, cmd.itemB)
      if (why) return ruleError('illegal-trade', why)
      tradeItems(g, cmd.a, cmd.itemA, cmd.b, cmd.itemB)
      return null
    }
    case 'giveUpItem': {
      const p = g.s.players[cmd.seat]
      if (!p || p.status !== 'playing' || !p.items.some((i) => i.id === cmd.item)) return ruleError('no-such-item', 'no such item')
      discardItem(g, cmd.seat, cmd.item) // C-ITEM-22
      return null
    }
    case 'spotHiddenNumber':
      return spotHiddenNumber(g, cmd.uid, cmd.number)
    case 'rulesSave': {
      const why = saveProblem(g)
      if (why) return ruleError('C-SAVE-1', why)
      rulesSave(g)
      return null
    }
    case 'join': {
      const why = saveProblem(g)
      if (why) return ruleError('C-Q-23', `joining ${why.replace('C-SAVE-1: saving', 'is')}`)
      if (!g.c.characters[cmd.character]) return ruleError('unknown-character', `character "${cmd.character}" is not in the content`)
      const holder = g.s.players.find((p) => p.character === cmd.character)
      if (holder && holder.status === 'playing') return ruleError('character-taken', 'that character is already played')
      const returning = holder?.status === 'away'
      const count = playingSeats(g.s).length + 1
      if (count > 4) return ruleError('C-Q-40', 'at most 4 players')
      if (cmd.seat !== undefined && !returning && g.s.players[cmd.seat]?.status !== 'eliminated') return ruleError('seat-taken', 'only an eliminated player’s seat can be reused')
      try {
        limitsFor(g.c, count)
      } catch (e) {
        return ruleError('missing-limits', e instanceof Error ? e.message : String(e))
      }
      g.s.phase = 'resolving'
      g.s.tasks.push({ t: 'betweenTurns' })
      join(g, cmd.character, cmd.seat)
      run(g)
      return null
    }
    case 'leave': {
      const why = saveProblem(g)
      if (why) return ruleError('C-Q-23', why)
      const p = g.s.players[cmd.seat]
      if (!p || p.status !== 'playing') return ruleError('not-playing', 'that player is not in the game')
      if (playingSeats(g.s).length <= 1) return ruleError('last-player', 'the last player cannot leave; save the game instead')
      try {
        limitsFor(g.c, playingSeats(g.s).length - 1)
      } catch (e) {
        return ruleError('missing-limits', e instanceof Error ? e.message : String(e))
      }
      g.s.phase = 'resolving'
      g.s.tasks.push({ t: 'betweenTurns' })
      leave(g, cmd.seat, cmd.temporary)
      run(g)
      return null
    }
    default:
      return 'not-free'
  }
}

/** C-ACT-3, C-ACT-4: an involved player's item is used in step 1 (one pip). */
function useItemNow(g: G, a: ActionInProgress, seat: number, item: string): void {
  useItemPip(g, seat, item)
  a.usedItems.push(`${seat}:${item}`)
}

/** C-ACT-6, C-ITEM-25: leave out (or apply again) one optional effect, when the players are asked. */
function declineEffect(g: G, a: ActionInProgress, key: string, decline: boolean): RuleError | null {
  if (autoConfirms(g.s.settings)) return ruleError('C-D-8', 'the hot-seat setting applies every effect: turn it off to choose')
  if (typeof key !== 'string' || typeof decline !== 'boolean') return ruleError('bad-command', 'name an effect and whether to leave it out')
  if (!optionalEffects(g, a).some((m) => m.key === key)) return ruleError('C-ACT-6', 'no such optional effect on this action')
  const rest = (a.declined ?? []).filter((k) => k !== key)
  if (decline) a.declined = [...rest, key]
  else if (rest.length > 0) a.declined = rest
  else Reflect.deleteProperty(a, 'declined')
  emit(g, 'effectDeclined', { key, decline })
  return null
}

/** Validates and applies one command to the draft (returns a RuleError when illegal). */
export function applyCommand(g: G, cmd: ContinentCommand): RuleError | null {
  const s = g.s
  if (s.outcome !== null) return ruleError('game-over', 'the game is over')
  if (typeof cmd !== 'object' || cmd === null || typeof cmd.type !== 'string') return ruleError('bad-command', 'a command is an object with a type')
  switch (s.phase) {
    case 'chooseActive': {
      if (cmd.type === 'chooseActive') {
        if (!isInt(cmd.seat) || s.players[cmd.seat]?.status !== 'playing') return ruleError('not-playing', 'choose a player still in the game')
        s.active = cmd.seat
        s.phase = 'chooseAction'
        emit(g, 'activeChosen', { seat: cmd.seat })
        return null
      }
      if (cmd.type === 'cannotAgree') {
        // C-TURN-3: the rule decides for a group that cannot agree.
        const seat = fallbackActive(s)
        s.active = seat
        s.phase = 'chooseAction'
        emit(g, 'activeChosen', { seat, fallback: true })
        return null
      }
      const r = freeCommand(g, cmd)
      if (r === 'not-free') return ruleError('wrong-step', `"${cmd.type}" is not possible now: choose the active player`)
      return r
    }
    case 'chooseAction': {
      if (cmd.type === 'cancel' && s.forced === null) {
        s.phase = 'chooseActive'
        return null
      }
      if (cmd.type !== 'chooseAction' || typeof cmd.ref !== 'object' || cmd.ref === null) return ruleError('wrong-step', 'choose an action (C-TURN-7)')
      const ref = resolveFogRef(g, cmd.ref)
      const found = availableActions(g, s.active).find((x) => sameRef(x.ref, ref))
      if (!found) return ruleError('action-unavailable', 'this action is not available to the active player now (C-TURN-7, C-TURN-10…C-TURN-13)', { ref })
      beginAction(g, s.active, found.ref, found.def)
      return null
    }
    case 'involve': {
      const a = s.action
      if (cmd.type !== 'involve' || !a || !Array.isArray(cmd.seats)) return ruleError('wrong-step', 'say who is involved (C-TURN-4)')
      const eligible = eligibleHelpers(g, a.active)
      if (new Set(cmd.seats).size !== cmd.seats.length || cmd.seats.some((x) => !eligible.includes(x))) {
        return ruleError('C-TURN-5', 'only other players on the same terrain can be involved')
      }
      const involved = [a.active, ...[...cmd.seats].sort((x, y) => x - y)]
      if (a.def.prerequisites && !a.def.prerequisites.every((c) => holds(g, c, { active: a.active, involved }))) {
        return ruleError('C-TURN-10', 'a prerequisite of this action is not met')
      }
      a.involved = involved
      emit(g, 'involved', { seats: involved })
      afterInvolve(g)
      return null
    }
    case 'useItems': {
      const a = s.action
      if (!a) return ruleError('wrong-step', 'no action')
      if (a.consent !== undefined) {
        // C-D-8: the owner of another player's item answers before anything else happens.
        if (cmd.type !== 'consent' || typeof cmd.agree !== 'boolean') return ruleError('C-D-8', 'the owner of the item agrees or refuses first')
        const { seat, item } = a.consent
        Reflect.deleteProperty(a, 'consent')
        if (cmd.agree) useItemNow(g, a, seat, item)
        else {
          a.refused = [...(a.refused ?? []), `${seat}:${item}`]
          emit(g, 'consentRefused', { seat, item })
        }
        if (usableItems(g, a).length === 0) s.phase = 'cost'
        return null
      }
      if (cmd.type === 'endItems') {
        s.phase = 'cost'
        return null
      }
      if (cmd.type !== 'useItem') return ruleError('wrong-step', 'use items or end step 1 (C-ACT-3)')
      if (!usableItems(g, a).some((u) => u.seat === cmd.seat && u.item === cmd.item)) return ruleError('C-ACT-5', 'that item cannot be used in this action')
      if (cmd.seat !== a.active && !autoConfirms(s.settings)) {
        // C-D-8: each owner confirms the use of their own items; the hot-seat setting confirms for them.
        a.consent = { seat: cmd.seat, item: cmd.item }
        emit(g, 'consentAsked', { seat: cmd.seat, item: cmd.item })
        return null
      }
      useItemNow(g, a, cmd.seat, cmd.item)
      if (usableItems(g, a).length === 0) s.phase = 'cost'
      return null
    }
    case 'cost': {
      const a = s.action
      if (cmd.type === 'declineEffect' && a) return declineEffect(g, a, cmd.key, cmd.decline)
      if (cmd.type !== 'setCost' || !a) return ruleError('wrong-step', 'fix the cost (C-ACT-9)')
      if (!isInt(cmd.tradeOff) || !isInt(cmd.extra) || cmd.tradeOff < 0 || cmd.extra < 0) return ruleError('bad-command', 'trade-off and extra cards are whole numbers ≥ 0')
      const info = costInfo(g, a)
      if (cmd.tradeOff > 0 && info.locked) return ruleError('C-ACT-11', 'no collective trade-off on a locked action')
      if (cmd.tradeOff > 0 && a.involved.length < 2) return ruleError('C-ACT-10', 'the trade-off needs at least two involved characters')
      if (cmd.tradeOff > info.maxTradeOff) return ruleError('C-Q-8', `the trade-off can lower the cost by at most ${info.maxTradeOff}`)
      if (cmd.extra > 0 && info.locked) return ruleError('C-ACT-17', 'no extra cards on a locked action')
      drawAndReveal(g, cmd.tradeOff, cmd.extra)
      run(g)
      return null
    }
    case 'resolving': {
      const choice = s.choice
      if (cmd.type !== 'choose' || !choice) return ruleError('wrong-step', 'answer the pending choice')
      if (!isInt(cmd.option) || cmd.option < 0 || cmd.option >= choice.options.length) return ruleError('bad-option', 'no such option')
      answer(g, choice, cmd.option)
      run(g)
      return null
    }
    case 'suspended':
      if (cmd.type !== 'rulesResume') return ruleError('suspended', 'the adventure is saved: resume it first')
      rulesResume(g)
      return null
    case 'over':
      return ruleError('game-over', 'the game is over')
  }
}
