import type { InvariantViolation } from '../../engine/ruleset'
import { runChecks, violation } from '../../engine/invariants'
import { front, skill } from './content-index'
import type { ContinentContent } from './content-index'
import type { ContinentState } from './state'
import { greenGoldIntegrity } from './take-by-number'
import { limitedCards } from './hand-limit'

/** Every tracked card uid with the zone holding it. */
export function zonesOf(s: ContinentState): [string, string][] {
  const out: [string, string][] = []
  const add = (zone: string, uids: readonly string[]): void => { for (const u of uids) out.push([u, zone]) }
  add('actionDeck', s.actionDeck)
  add('discard', s.discard)
  for (const [n, uids] of Object.entries(s.adventure)) add(`adventure:${n}`, uids)
  for (const [a, uids] of Object.entries(s.exploration)) add(`exploration:${a}`, uids)
  add('past', s.past)
  add('banished', s.banished)
  add('satchel', s.satchel)
  add('revealed', s.revealed)
  add('outOfPlay', s.outOfPlay)
  add('board', Object.keys(s.board.at))
  add('boardOverlay', Object.keys(s.board.attached).filter((u) => s.board.at[u] === undefined))
  for (const p of s.players) {
    add(`hand:${p.seat}`, p.hand)
    for (const it of p.items) add(`item:${p.seat}:${it.id}`, it.cards)
  }
  if (s.action) add('drawn', s.action.drawn.map((d) => d.uid))
  return out
}

/** The invariants of a Continent state (C-D-1 conservation, C-CONSEQ-4, C-HAND-*, C-ITEM-5, C-DECK-6). */
export function checkContinent(s: ContinentState, c: ContinentContent): InvariantViolation[] {
  return runChecks(s, {
    conservation: (st) => {
      const seen = new Map<string, string>()
      const out: InvariantViolation[] = []
      for (const [uid, zone] of zonesOf(st)) {
        if (!c.cards[uid]) out.push(violation('unknown-card', `${uid} in ${zone} is not in the content`))
        const before = seen.get(uid)
        if (before !== undefined) out.push(violation('duplicate-card', `${uid} is both in ${before} and ${zone}`))
        seen.set(uid, zone)
      }
      for (const uids of [...Object.values(c.numbers), ...Object.values(c.areas)]) {
        for (const uid of uids) if (!seen.has(uid)) out.push(violation('lost-card', `${uid} is in no zone`))
      }
      for (const uid of [...c.commonSkills, ...(c.curseCards.death ?? [])]) if (!seen.has(uid)) out.push(violation('lost-card', `${uid} is in no zone`))
      return out
    },
    greenGold: (st) => greenGoldIntegrity({ s: st, c }).map((n) => violation('C-CONSEQ-4', `number ${n}: a green copy sits behind a gold one`)),
    hands: (st) => {
      const out: InvariantViolation[] = []
      for (const p of st.players) {
        const titles = new Set<string>()
        for (const uid of p.hand) {
          const x = c.cards[uid]
          if (x?.type === 'curse') out.push(violation('C-HAND-8', `a Curse ${uid} is in hand ${p.seat}`))
          const k = front(c, uid)?.kind
          if (k === 'item' || k === 'questItem' || k === 'terrain') out.push(violation('C-HAND-9', `${uid} (${k}) is in hand ${p.seat}`))
          const owner = skill(c, uid)?.owner
          if (owner !== undefined && owner !== p.character) out.push(violation('C-HAND-7', `${uid} belongs to ${owner}, held by ${p.character}`))
          if (k === 'state') {
            const t = front(c, uid)?.title ?? uid
            if (titles.has(t)) out.push(violation('C-HAND-5', `two States titled ${t} in hand ${p.seat}`))
            titles.add(t)
          }
        }
        void limitedCards
      }
      return out
    },
    items: (st) => st.players.flatMap((p) => p.items.flatMap((it) =>
      it.die < 0 || it.die > 6 ? [violation('C-ITEM-5', `item ${it.id} has durability ${it.die}`)] : it.cards.length === 0 ? [violation('empty-item', `item ${it.id} has no card`)] : [])),
    // C-EXPLORE-13: a figure stands on a Terrain card in play, never on an event or an Exploration card.
    figures: (st) => st.outcome !== null || st.phase === 'suspended' ? [] : st.players.filter((p) => p.status === 'playing' && (p.at === null || st.board.at[p.at] === undefined || c.cards[p.at]?.type !== 'adventure' || front(c, p.at)?.kind !== 'terrain'))
      .map((p) => violation('C-EXPLORE-13', `figure of seat ${p.seat} is not on a terrain in play`)),
    discardFace: (st) => st.outcome === null && st.discardFaceDown !== (st.actionDeck.length === 0)
      ? [violation('C-DECK-6', `discard pile face ${st.discardFaceDown ? 'down' : 'up'} with ${st.actionDeck.length} cards in the Action Deck`)] : [],
  })
}
