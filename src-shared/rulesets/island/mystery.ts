/**
 * Mystery draws (I-MYSTERY-03…I-MYSTERY-07) and an Item flipped back (I-INV-07) as internal steps
 * of the effect queue: reveal until the maxima are reached, set aside what exceeds them, ask the
 * group whether to go on, shuffle the set-aside cards back.
 */
import { shuffle } from '../../engine/rng'
import { fightCard } from './fight'
import { passives } from './passives'
import { ask, runFirst, task, type Run } from './queue'
import type { EffectCtx, InternalEffect, IslandState, QueuedEffect } from './types'
import { minusAt, plus, putBottom, takeTop } from './lists'

/** I-MYSTERY-07: the Mystery deck is rebuilt from its discard pile when it runs out. */
function drawMystery(s: IslandState): string | undefined {
  if (s.decks.mystery.length === 0 && s.decks.mysteryDiscard.length > 0) {
    s.decks.mystery = shuffle(s.rng, s.decks.mysteryDiscard)
    s.decks.mysteryDiscard = []
  }
  return takeTop(s, 'mystery')
}

/** I-MYSTERY-C08: a kept card with `ignoreTrap` not used this round, if any. */
function trapIgnorer(r: Run): string | undefined {
  const used = r.s.cardsUsedThisRound ?? []
  return passives(r.content, r.s).find((x) => x.passive.op === 'ignoreTrap' && !used.includes(x.card))?.card
}

/** Runs one internal step (mystery draws, fights of drawn cards). */
export function runInternal(r: Run, e: InternalEffect, ctx: EffectCtx): void {
  const { content, s, events } = r
  switch (e.op) {
    case '_fightCard': fightCard(r, e.card, ctx); return
    case '_mysteryEnd': {
      // I-MYSTERY-05: this draw's set-aside cards leave the set-aside zone for the Mystery deck,
      // shuffled (a draw nested in another's effects leaves the outer draw's cards waiting).
      const back = e.setAside.filter((id) => s.decks.mysterySetAside.includes(id))
      if (back.length === 0) return
      s.decks.mysterySetAside = s.decks.mysterySetAside.filter((id) => !back.includes(id))
      s.decks.mystery = shuffle(s.rng, [...s.decks.mystery, ...back])
      return
    }
    case '_mysteryStep': {
      if (e.treasure + e.trap + e.creature <= 0) { runFirst(s, [{ op: '_mysteryEnd', setAside: e.setAside }], ctx); return }
      const card = drawMystery(s)
      if (card === undefined) { runFirst(s, [{ op: '_mysteryEnd', setAside: e.setAside }], ctx); return }
      const m = content.cards[card]
      if (!m || m.deck !== 'mystery') return
      events.push({ type: 'mysteryRevealed', card, checkpoint: true })
      const left = { treasure: e.treasure, trap: e.trap, creature: e.creature }
      if (left[m.kind] <= 0) {
        // I-MYSTERY-06: a card beyond its maximum is set aside and does not count.
        putBottom(s, 'mysterySetAside', card)
        runFirst(s, [{ ...e, setAside: [...e.setAside, card] }], ctx)
        return
      }
      left[m.kind] -= 1
      // I-SCEN4-12: a ward ignores the card; it counts as resolved and goes to the discard pile.
      const ward = s.mysteryWards?.indexOf(m.kind) ?? -1
      if (ward >= 0) {
        if (s.mysteryWards) s.mysteryWards = minusAt(s.mysteryWards, ward)
        putBottom(s, 'mysteryDiscard', card)
        events.push({ type: 'mysteryIgnored', card })
        runFirst(s, [{ op: '_mysteryStep', ...left, all: e.all, setAside: e.setAside }], ctx)
        return
      }
      // I-MYSTERY-05, I-GOLD-09: kept treasures stay by the board (usable from the end of the
      // Action phase when drawn during it); others go to the discard pile.
      // I-MYSTERY-C04: a card lasting until the Event phase waits in the Event deck instead.
      if (m.keep?.untilEvent === true) s.decks.event = shuffle(s.rng, [...s.decks.event, card])
      else if (m.keep && ctx.phase === 'action') s.keptFuture = plus(s.keptFuture, card)
      else if (m.keep) s.kept = plus(s.kept, card)
      else putBottom(s, 'mysteryDiscard', card)
      const next: QueuedEffect = { op: '_mysteryStep', ...left, all: e.all, setAside: e.setAside }
      const after: QueuedEffect[] = e.all || left.treasure + left.trap + left.creature === 0 ? [next] : []
      // I-MYSTERY-04: after each card the group may stop or go on (asked once the card's effects ran).
      const askMore: QueuedEffect[] = after.length === 0 ? [{ op: '_askMystery', next: { op: '_mysteryStep', ...left, all: e.all, setAside: e.setAside }, setAside: e.setAside }] : []
      // I-MYSTERY-C08: a kept card that lets the group ignore a Trap once a round (it still counts as resolved).
      const ignorer = m.kind === 'trap' ? trapIgnorer(r) : undefined
      if (ignorer !== undefined) {
        ask(s, 'ignore-trap', [
          { label: 'resolve-trap', tasks: [task([...m.effects, ...after, ...askMore], { ...ctx, source: card })] },
          { label: 'ignore-trap', tasks: [task([{ op: '_usedThisRound', card: ignorer }, ...after, ...askMore], { ...ctx, source: card })] },
        ])
        return
      }
      runFirst(s, [...m.effects, ...after, ...askMore], { ...ctx, source: card })
      return
    }
    case '_usedThisRound': s.cardsUsedThisRound = plus(s.cardsUsedThisRound, e.card); return
    case '_askMystery':
      ask(s, 'mystery-more', [{ label: 'mystery-continue', tasks: [task([e.next], ctx)] }, { label: 'mystery-stop', tasks: [task([{ op: '_mysteryEnd', setAside: e.setAside }], ctx)] }])
      return
    case '_flip': {
      // I-INV-07, I-GOLD-08: the Item goes back to its Invention side, to be built again.
      const i = s.inventions.built.indexOf(e.item)
      if (i < 0) return
      s.inventions.built = minusAt(s.inventions.built, i)
      s.inventions.board = plus(s.inventions.board, e.item)
      s.flippedThisRound = plus(s.flippedThisRound, e.item)
      events.push({ type: 'flipped', invention: e.item })
    }
  }
}

