/**
 * What must always hold (checked after every command by `simulate` and the property tests): levels
 * and Threat counts in range (S-CHAR-21, S-THREAT-02), wound tiles inside their grid without overlap
 * and the grid marking exactly them (S-CHAR-06), 4 tokens at real slots (S-ROUND-03), no goods below
 * 0, the row in number order (S-ROW-07), and every card of every deck in exactly one place
 * (components conserved).
 */
import { runChecks, violation, type InvariantCheck } from '../../engine/invariants'
import type { InvariantViolation } from '../../engine/ruleset'
import type { SagaContent } from '../../content/saga/content'
import { ENEMY_TOKENS } from '../../content/saga/vocabulary'
import type { SagaState } from './types'

/** Every card of `all` lies in exactly one of `places`, and nothing else does. */
function conserved(name: string, all: readonly (string | number)[], places: readonly (readonly (string | number)[])[]): InvariantViolation[] {
  const want = new Set(all)
  const seen = new Set<string | number>()
  let found = 0
  let stray = false
  for (const place of places) for (const card of place) {
    found++
    if (!want.has(card) || seen.has(card)) stray = true
    seen.add(card)
  }
  return !stray && found === want.size ? [] : [violation('cards-conserved', `${name}: expected ${want.size} cards once each, found ${found}`, { want: [...want], got: places.flat() })]
}

const eventCards = new WeakMap<SagaContent, Map<string, string[]>>()
/** The Event cards of an adventure's two decks (cached per content). */
function eventCardsOf(content: SagaContent, adventure: string): string[] {
  let byAdventure = eventCards.get(content)
  if (!byAdventure) { byAdventure = new Map(); eventCards.set(content, byAdventure) }
  let list = byAdventure.get(adventure)
  if (!list) {
    const adv = content.adventures[adventure]
    const decks = adv ? [adv.sheet.eventDecks.left, adv.sheet.eventDecks.right] : []
    list = Object.values(content.events).filter((e) => decks.includes(e.deck)).map((e) => e.id)
    byAdventure.set(adventure, list)
  }
  return list
}

export function check(content: SagaContent, s: SagaState): InvariantViolation[] {
  const checks: Record<string, InvariantCheck<SagaState>> = {
    levels: (st) => st.characters.flatMap((c) => [c.combat, c.journey].some((l) => l < 1 || l > 7) || c.threats < 0 || c.threats > 5 ? [violation('levels', `${c.id}: combat ${c.combat}, journey ${c.journey}, threats ${c.threats}`)] : []),
    goods: (st) => st.characters.flatMap((c) => Object.values(c.goods).some((n) => n < 0) ? [violation('goods', `${c.id} holds negative goods`)] : []),
    wounds: (st) => st.characters.flatMap((c) => {
      const marked = c.grid.reduce((n, r) => n + [...r].filter((ch) => ch === '#').length, 0)
      const cells = c.wounds.flatMap((w) => w.cells.map(([x, y]) => `${x},${y}`))
      const bad = c.wounds.some((w) => w.cells.some(([x, y]) => c.grid[y]?.[x] !== '#'))
      return bad || marked !== cells.length || new Set(cells).size !== cells.length ? [violation('wounds', `${c.id}: wound tiles and grid disagree`)] : []
    }),
    tokens: (st) => st.row.tokens.length !== 4 || st.row.tokens.some((t) => t.slot !== null && (t.slot < 0 || t.slot >= st.row.cards.length)) ? [violation('tokens', 'there are 4 tokens, each at a slot of the row or beside it')] : [],
    // S-JOURNEY-14, S-GOODS-17: journey tiles and Gathering tokens never share a cell.
    journey: (st) => {
      const cells = [...st.journey.tiles.flatMap((t) => t.cells), ...st.journey.gathering].map(([c, r]) => `${c},${r}`)
      return new Set(cells).size === cells.length ? [] : [violation('journey', 'two things lie on one journey cell')]
    },
    rowOrder: (st) => st.row.cards.some((n, i) => i > 0 && n < (st.row.cards[i - 1] ?? 0)) ? [violation('row-order', 'the Action row is in ascending number order')] : [],
    actionCards: (st) => {
      const pending = st.queue.flatMap((t) => (t.t === 'replace' ? [t.card] : []))
      return conserved('action cards', Object.keys(content.actionCards).map(Number), [st.row.cards, st.decks.unusedCards, st.decks.removedCards, pending])
    },
    // S-SETUP-17: the character items of characters not in the game are out of it.
    items: (st) => conserved('items', Object.values(content.items).filter((i) => i.owner === undefined || st.characters.some((c) => c.id === i.owner)).map((i) => i.id), [st.decks.items, st.decks.market, st.decks.itemDiscard, st.decks.itemsGone, ...st.characters.map((c) => c.items)]),
    events: (st) => {
      const all = eventCardsOf(content, st.adventure)
      return conserved('event cards', all, [st.decks.left, st.decks.right, st.decks.leftDiscard, st.decks.rightDiscard, st.decks.activeEvent ? [st.decks.activeEvent.id] : []])
    },
    discoveries: (st) => conserved('discovery cards', Object.keys(content.discoveries), [st.decks.discovery, st.decks.discoveryDiscard]),
    terrain: (st) => conserved('terrain cards', Object.keys(content.terrain), [st.decks.terrain, st.decks.path]),
    enemies: (st) => conserved('enemy cards', Object.keys(content.enemies), [...ENEMY_TOKENS.flatMap((t) => [st.decks.enemies[t], st.decks.enemyDiscard[t]]), st.fight ? st.fight.cards ?? [st.fight.card] : []]),
  }
  return runChecks(s, checks)
}
