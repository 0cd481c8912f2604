/**
 * The Night phase (§12): eat (2 wounds for each who cannot, I-NIGHT-03; the companion needs no
 * food, I-2P-12), the Extra food token (I-NIGHT-05), the camp may move (I-NIGHT-09…I-NIGHT-12),
 * no Shelter costs a wound (I-NIGHT-06), perishable food spoils (I-NIGHT-07), abilities reset.
 */
import type { IslandContent } from '../../content/island/content'
import { ask, type Run } from './effects-run'
import { wound } from './harm'
import { mouths } from './travellers'
import { eatOutside } from './night-outside'
import { followCamp } from './camp-followers'
import { adjacencyOf, hasShelter, naturalShelter } from './island-map'
import { passivesOf } from './passives'
import { campBlocked } from './site-rules'
import { shortcutCampMoved } from './shortcut'
import { discard, foodAvailable, spend } from './resources'
import type { EffectCtx, IslandState } from './types'
import { plus, setTile } from './lists'
import { mealEvent, sleptEvent } from './night-events'

const nightCtx: EffectCtx = { phase: 'night', resolver: null, source: null, here: null }

/** Every way to pick `k` of `ids` (small: at most 4 castaways). */
function subsets(ids: readonly string[], k: number): string[][] {
  if (k === 0) return [[]]
  if (ids.length < k) return []
  const [first, ...rest] = ids
  if (first === undefined) return []
  return [...subsets(rest, k - 1).map((x) => [first, ...x]), ...subsets(rest, k)]
}

/**
 * I-NIGHT-03, I-NIGHT-05: each castaway eats 1 food; the group chooses who goes hungry. The table
 * is told the meal (`meal`, night-events.ts): who ate, the food used by kind, who went hungry — or
 * how many the group must choose, told by `hungry` once chosen.
 */
export function eatStep(r: Run): void {
  const { content, s, events } = r
  // I-MYSTERY-C14, I-MYSTERY-C16: effects that waited for this Night.
  const due = (s.atNight ?? []).filter((x) => x.round <= s.position.round)
  s.atNight = (s.atNight ?? []).filter((x) => x.round > s.position.round)
  if (s.atNight.length === 0) s.atNight = undefined
  s.queue.push(...due.map((x) => x.task))
  // I-NIGHT-22: a castaway outside the camp eats from its own sheet, not from Available.
  const outside = mouths(s).filter((id) => s.characters[id]?.outside === true)
  const outsideMeals = outside.map((id) => eatOutside(r, id))
  const eaters = mouths(s).filter((id) => !outside.includes(id))
  const food = Math.max(0, foodAvailable(s))
  const hungry = Math.min(eaters.length, Math.max(0, eaters.length - food))
  const before = { food: s.available.food, preserved: s.available.preserved }
  discard(s, 'food', Math.min(food, eaters.length))
  const ate = { food: before.food - s.available.food, preserved: before.preserved - s.available.preserved }
  const options = hungry > 0 ? subsets(eaters, hungry) : [[]]
  const decided = options.length === 1 ? options[0] ?? [] : null
  events.push(mealEvent({ eaters, ate, hungry: decided ?? [], toChoose: decided === null ? hungry : 0, outside: outsideMeals }))
  if (decided !== null) for (const id of decided) wound(content, s, id, 2, events, 'hunger')
  else ask(s, 'who-goes-hungry', options.map((ids) => ({ label: ids.join('+'), tasks: [{ effects: [{ op: '_hungry' as const, characters: ids }], ctx: nightCtx }] })))
  const night = s.spaceTokens.night ?? []
  if (night.includes('extra-food')) {
    s.spaceTokens.night = night.filter((t) => t !== 'extra-food')
    const extraBefore = { food: s.available.food, preserved: s.available.preserved }
    const missing = discard(s, 'food', eaters.length)
    const short = eaters.slice(eaters.length - missing)
    events.push({ type: 'extraMeal', ate: { food: extraBefore.food - s.available.food, preserved: extraBefore.preserved - s.available.preserved }, short })
    for (const id of short) wound(content, s, id, 1, events, 'extra-food')
  }
}

/** I-NIGHT-09: where the camp may move tonight (adjacent explored tiles; not onto a blocked tile, I-SCEN5-05). */
export const campMoves = (content: IslandContent, s: IslandState): string[] =>
  (adjacencyOf(content.board)[s.camp] ?? []).filter((sp) => s.island[sp] !== undefined && !campBlocked(content, s, sp)).sort()

/** I-NIGHT-10…I-NIGHT-12: the camp moves; Roof and Palisade are halved up, or lost with a natural shelter left behind. */
export function moveCamp(content: IslandContent, s: IslandState, to: string): void {
  const leftNatural = naturalShelter(content, s)
  const before = { roof: s.tracks.roof, palisade: s.tracks.palisade, camp: s.camp }
  const from = s.camp
  s.camp = to
  followCamp(content, s, from)
  // I-NIGHT-13: the Shortcut does not follow the camp: its Item goes back to its Invention side.
  for (const id of [...s.inventions.built]) {
    const card = content.cards[id]
    if (card?.deck !== 'invention' || !card.passive.some((p) => p.op === 'shortcut')) continue
    s.inventions.built = s.inventions.built.filter((x) => x !== id)
    s.inventions.board = plus(s.inventions.board, id)
    s.flippedThisRound = plus(s.flippedThisRound, id)
  }
  if (s.shelter.built) {
    s.tracks.roof = Math.ceil(s.tracks.roof / 2)
    s.tracks.palisade = Math.ceil(s.tracks.palisade / 2)
  } else if (leftNatural) {
    s.tracks.roof = 0
    s.tracks.palisade = 0
  }
  // I-INV-C09: an Item's token on the old camp tile follows the camp, unless the new tile has one.
  for (const p of passivesOf(content, s, 'campToken')) {
    const from = s.island[before.camp]
    const into = s.island[to]
    if (!from?.tokens.includes(p.token)) continue
    setTile(s, before.camp, { ...from, tokens: from.tokens.filter((t) => t !== p.token) })
    if (into && !into.tokens.includes(p.token)) setTile(s, to, { ...into, tokens: plus(into.tokens, p.token) })
  }
  shortcutCampMoved(content, s)
  // I-EVENT-C01: what this move cost, for a card that gives some of it back.
  s.campMoveLoss = { roof: before.roof - s.tracks.roof, palisade: before.palisade - s.tracks.palisade }
}

/**
 * I-NIGHT-06: without a Shelter each castaway in camp suffers 1 wound; I-NIGHT-21: one sleeping
 * outside suffers 1 wound unless the tile there offers a natural shelter.
 */
export function shelterStep(r: Run): void {
  const { content, s, events } = r
  const campSheltered = hasShelter(content, s)
  const sleepers = mouths(s).map((id) => {
    const c = s.characters[id]
    const outsideTile = c?.outside === true ? content.tiles[s.island[c.outsideAt ?? '']?.tile ?? ''] : undefined
    return { id, outside: c?.outside === true, sheltered: c?.outside === true ? outsideTile?.naturalShelter === true : campSheltered }
  })
  events.push(sleptEvent(s.shelter.built ? 'built' : naturalShelter(content, s) ? 'natural' : 'none', sleepers))
  for (const x of sleepers) if (!x.sheltered) wound(content, s, x.id, 1, events, x.outside ? 'night-outside' : 'no-shelter')
}

/** I-NIGHT-07: perishable food spoils unless an Item keeps it (I-INV-C02). */
export function spoilStep(r: Run): void {
  const { content, s, events } = r
  const keeps = passivesOf(content, s, 'noSpoil').length > 0
  if (keeps || s.available.food === 0) return
  events.push({ type: 'spoiled', amount: s.available.food })
  spend(s, 'food', s.available.food)
}

/** I-NIGHT-02 step 5: ability markers are removed. */
export function resetStep(s: IslandState): void {
  for (const c of Object.values(s.characters)) c.abilitiesUsed = []
  // I-INV-11: cards used once a round are ready again.
  s.cardsUsedThisRound = undefined
  // I-INV-13: held cards go back to the board for the next round.
  s.roundHolds = undefined
}
