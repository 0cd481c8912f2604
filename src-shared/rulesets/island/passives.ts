/**
 * The passive effects in play (I-INV-11, I-GOLD-09): those of built Items and of Mystery cards
 * kept by the board, each with the card it comes from.
 */
import type { IslandContent } from '../../content/island/content'
import type { Passive } from '../../content/island/passives'
import type { IslandState } from './types'

export interface InPlay { card: string; index: number; passive: Passive }

/** Mystery cards that work while they wait in the Event deck, per content (most packs have none). */
const untilEventCards = new WeakMap<IslandContent, ReadonlySet<string>>()
function lastingInEventDeck(content: IslandContent): ReadonlySet<string> {
  let ids = untilEventCards.get(content)
  if (ids === undefined) {
    const found = new Set<string>()
    for (const [id, card] of Object.entries(content.cards)) if (card.deck === 'mystery' && card.keep?.untilEvent === true && (card.keep.passive ?? []).length > 0) found.add(id)
    untilEventCards.set(content, (ids = found))
  }
  return ids
}

function collect(out: InPlay[], id: string, list: readonly Passive[]): void {
  for (let index = 0; index < list.length; index++) out.push({ card: id, index, passive: list[index] as Passive })
}

/**
 * The passives last worked out, with the lists they were read from. Those lists are never changed
 * in place (lists.ts): the same lists hold the same cards, so the same passives apply.
 */
let last: { content: IslandContent; built: readonly string[]; flipped: readonly string[]; kept: readonly string[]; event: readonly string[]; out: readonly InPlay[] } | undefined

/** Asked many times per command (pawns, Gather Items, any-time uses): kept while the lists it reads stay the same. */
export function passives(content: IslandContent, s: IslandState): readonly InPlay[] {
  const l = last
  if (l !== undefined && l.content === content && l.built === s.inventions.built && l.flipped === s.flippedThisRound && l.kept === s.kept && l.event === s.decks.event) return l.out
  const out = inPlay(content, s)
  last = { content, built: s.inventions.built, flipped: s.flippedThisRound, kept: s.kept, event: s.decks.event, out }
  return out
}

function inPlay(content: IslandContent, s: IslandState): readonly InPlay[] {
  const out: InPlay[] = []
  // I-INV-07, I-ACT-37: an Item flipped back this round still works until the round ends.
  for (const ids of [s.inventions.built, s.flippedThisRound]) {
    for (const id of ids) {
      const card = content.cards[id]
      if (card?.deck === 'invention') collect(out, id, card.passive)
    }
  }
  for (const id of s.kept) {
    const card = content.cards[id]
    if (card?.deck === 'mystery') collect(out, id, card.keep?.passive ?? [])
  }
  // I-MYSTERY-C04: a card lasting until an Event phase reveals it works while it waits in the Event deck.
  const lasting = lastingInEventDeck(content)
  if (lasting.size > 0) {
    for (const id of s.decks.event) {
      const card = content.cards[id]
      if (lasting.has(id) && card?.deck === 'mystery') collect(out, id, card.keep?.passive ?? [])
    }
  }
  for (const x of out) Object.freeze(x)
  return Object.freeze(out)
}

/** The passives of one kind. */
export const passivesOf = <K extends Passive['op']>(content: IslandContent, s: IslandState, op: K): Extract<Passive, { op: K }>[] =>
  passives(content, s).map((x) => x.passive).filter((p): p is Extract<Passive, { op: K }> => p.op === op)

/** I-MYSTERY-C07, I-GOLD-24: the temporary Weapon level the passives add to a combat. */
export const weaponBoost = (content: IslandContent, s: IslandState, hunt: boolean): number =>
  passivesOf(content, s, 'weapon').filter((p) => p.in === 'all' || hunt).reduce((n, p) => n + p.amount, 0)
