import type { ContinentCommand } from './commands'
import { playingSeats, type G } from './game'
import { availableActions, costInfo, eligibleHelpers, involveChoices, optionalEffects, usableItems } from './action-resolution'
import { autoConfirms } from './state'
import { saveProblem } from './rules-save'
import { giftProblem, tradeProblem } from './inventory'
import { limitsFor, numberOf, front, type ContinentContent } from './content-index'

/** Extra cards offered by `legalCommands` (C-Q-25 leaves them unlimited; `apply` accepts any number). */
export const EXTRA_CARDS_OFFERED = 3

/** What `legalCommands` derives from the content alone, computed once per content object. */
interface LegalIndex {
  /** Character ids, sorted. */
  characters: readonly string[]
  /** Whether the content has limits for `count` players (limitsFor does not throw). */
  fits: (count: number) => boolean
  /**
   * Hidden numbers printed on `uid` that some copy of the number shows this card's number as its
   * source for — the cheap filter before `tryHidden` (empty when `uid` has no number).
   */
  hiddenNumbers: (uid: string) => readonly string[]
}

const legalIndexes = new WeakMap<ContinentContent, LegalIndex>()

function legalIndex(c: ContinentContent): LegalIndex {
  const known = legalIndexes.get(c)
  if (known) return known
  const fitsByCount = new Map<number, boolean>()
  const hiddenByUid = new Map<string, readonly string[]>()
  const index: LegalIndex = {
    characters: Object.keys(c.characters).sort(),
    fits(count) {
      let ok = fitsByCount.get(count)
      if (ok === undefined) {
        try {
          limitsFor(c, count)
          ok = true
        } catch {
          ok = false
        }
        fitsByCount.set(count, ok)
      }
      return ok
    },
    hiddenNumbers(uid) {
      let numbers = hiddenByUid.get(uid)
      if (numbers === undefined) {
        const source = numberOf(c, uid)
        numbers = source === null ? [] : (front(c, uid)?.hiddenNumbers ?? []).filter((number) =>
          (c.numbers[number] ?? []).some((u) => { const x = c.cards[u]; return x?.type === 'adventure' && (x.sources ?? []).includes(source) }))
        hiddenByUid.set(uid, numbers)
      }
      return numbers
    },
  }
  legalIndexes.set(c, index)
  return index
}

/**
 * Every command accepted now — finite: extra cards are offered up to EXTRA_CARDS_OFFERED and
 * hidden numbers only where they are printed (`tryHidden` checks they would be accepted).
 */
export function legalCommands(g: Pick<G, 's' | 'c'>, tryHidden: (cmd: ContinentCommand) => boolean): ContinentCommand[] {
  const s = g.s
  const out: ContinentCommand[] = []
  switch (s.phase) {
    case 'chooseActive': {
      for (const seat of playingSeats(s)) out.push({ type: 'chooseActive', seat })
      out.push({ type: 'cannotAgree' }) // C-TURN-3
      const gg = g as G
      for (const p of s.players) {
        if (p.status !== 'playing') continue
        for (const it of p.items) {
          out.push({ type: 'giveUpItem', seat: p.seat, item: it.id })
          for (const q of s.players) {
            if (giftProblem(gg, p.seat, it.id, q.seat) === null) out.push({ type: 'giveItem', from: p.seat, item: it.id, to: q.seat })
            if (q.seat > p.seat) for (const jt of q.items) if (tradeProblem(gg, p.seat, it.id, q.seat, jt.id) === null) out.push({ type: 'tradeItems', a: p.seat, itemA: it.id, b: q.seat, itemB: jt.id })
          }
        }
      }
      const index = legalIndex(g.c)
      for (const uid of Object.keys(s.board.at)) {
        for (const number of index.hiddenNumbers(uid)) {
          const cmd: ContinentCommand = { type: 'spotHiddenNumber', uid, number }
          if (tryHidden(cmd)) out.push(cmd)
        }
      }
      if (saveProblem(g) === null) {
        out.push({ type: 'rulesSave' })
        const n = playingSeats(s).length
        const fits = index.fits
        if (n < 4 && fits(n + 1)) {
          for (const id of index.characters) {
            const holder = s.players.find((p) => p.character === id)
            if (!holder || holder.status === 'away') out.push({ type: 'join', character: id })
            else if (holder.status === 'eliminated') out.push({ type: 'join', character: id, seat: holder.seat })
            // C-END-13: a new character may also take an eliminated player's place at the table.
            if (!holder) for (const p of s.players) if (p.status === 'eliminated') out.push({ type: 'join', character: id, seat: p.seat })
          }
        }
        if (n > 1 && fits(n - 1)) for (const seat of playingSeats(s)) out.push({ type: 'leave', seat, temporary: true }, { type: 'leave', seat, temporary: false })
      }
      return out
    }
    case 'chooseAction':
      for (const { ref } of availableActions(g, s.active)) out.push({ type: 'chooseAction', ref })
      if (s.forced === null) out.push({ type: 'cancel' })
      return out
    case 'involve': {
      const a = s.action
      if (!a) return out
      for (const seats of involveChoices(g, a.active, a.def, eligibleHelpers(g, a.active))) out.push({ type: 'involve', seats })
      return out
    }
    case 'useItems': {
      const a = s.action
      if (!a) return out
      if (a.consent !== undefined) return [{ type: 'consent', agree: true }, { type: 'consent', agree: false }] // C-D-8
      for (const u of usableItems(g, a)) out.push({ type: 'useItem', seat: u.seat, item: u.item })
      out.push({ type: 'endItems' })
      return out
    }
    case 'cost': {
      const a = s.action
      if (!a) return out
      const info = costInfo(g, a)
      for (let x = 0; x <= info.maxTradeOff; x++) {
        for (let e = 0; e <= (info.locked ? 0 : EXTRA_CARDS_OFFERED); e++) out.push({ type: 'setCost', tradeOff: x, extra: e })
      }
      // C-ACT-6, C-ITEM-25: with the hot-seat setting off, each optional effect may be left out (or applied again).
      if (!autoConfirms(s.settings)) for (const m of optionalEffects(g, a)) out.push({ type: 'declineEffect', key: m.key, decline: !(a.declined ?? []).includes(m.key) })
      return out
    }
    case 'resolving':
      if (s.choice) s.choice.options.forEach((_, option) => out.push({ type: 'choose', option }))
      return out
    case 'suspended':
      return [{ type: 'rulesResume' }]
    case 'over':
      return []
  }
}
