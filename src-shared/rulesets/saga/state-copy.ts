/**
 * The working copy `apply` changes (it never changes the state it is given). A deep copy of the
 * whole state was a fifth of the engine's time; this copies every object and array the rules change
 * in place, and shares what they only ever replace: placed tiles and their cells (journey tiles,
 * wound tiles, fight tiles), the tasks of the queue and the effect terms in them, goods bags lying
 * on Locations, the settings — and the decks, which the rules copy before their first change
 * (`draft.ts`: decksToChange), as most commands draw nothing. The golden games (`__tests__/golden-games.spec.ts`) check after every
 * command that the given state was left as it was; `__tests__/state-copy.spec.ts` that the copy
 * equals the state.
 */
import { cloneJson } from '../../engine/json-clone'
import type { EnemyToken } from '../../content/saga/vocabulary'
import type { ActionTokenState, CharacterState, Decks, JourneyState, MapState, SagaState } from './types'

const byToken = (r: Record<EnemyToken, string[]>): Record<EnemyToken, string[]> =>
  ({ weak: r.weak.slice(), medium: r.medium.slice(), strong: r.strong.slice(), lethal: r.lethal.slice(), mystic: r.mystic.slice() })

// Object literals with every field written out (no spread then overwrite): V8 builds them in one step.
const copyCharacter = (c: CharacterState): CharacterState => ({
  id: c.id, seat: c.seat, area: c.area, grid: c.grid.slice(), wounds: c.wounds.slice(), combat: c.combat, journey: c.journey,
  threats: c.threats, goods: { ...c.goods }, items: c.items.slice(), abilityActive: c.abilityActive, abilityUsedRound: c.abilityUsedRound,
})

/** A copy of the decks (what `draft.ts`'s decksToChange makes before the first change). */
export const copyDecks = (k: Decks): Decks => ({
  terrain: k.terrain.slice(), path: k.path.slice(), discovery: k.discovery.slice(), discoveryDiscard: k.discoveryDiscard.slice(),
  left: k.left.slice(), right: k.right.slice(), leftDiscard: k.leftDiscard.slice(), rightDiscard: k.rightDiscard.slice(),
  activeEvent: k.activeEvent ? { id: k.activeEvent.id, side: k.activeEvent.side } : null,
  enemies: byToken(k.enemies), enemyDiscard: byToken(k.enemyDiscard),
  items: k.items.slice(), itemDiscard: k.itemDiscard.slice(), market: k.market.slice(), itemsGone: k.itemsGone.slice(),
  unusedCards: k.unusedCards.slice(), removedCards: k.removedCards.slice(), unusedSpecials: k.unusedSpecials.slice(),
})

const copyToken = (t: ActionTokenState): ActionTokenState => ({ slot: t.slot, active: t.active })

/** A list copied item by item (a plain loop: no closure per call). */
function copyAll<T>(list: readonly T[], copy: (x: T) => T): T[] {
  const out: T[] = new Array<T>(list.length)
  for (let i = 0; i < list.length; i++) out[i] = copy(list[i] as T)
  return out
}

function copyMap(m: MapState): MapState {
  const enemies: MapState['enemies'] = {}
  for (const l in m.enemies) enemies[l] = (m.enemies[l] ?? []).slice()
  const out: MapState = {
    enemies, closed: m.closed.slice(), blocked: m.blocked.slice(),
    increasedCost: { ...m.increasedCost }, substitutes: { ...m.substitutes }, goodsOn: { ...m.goodsOn },
  }
  if (m.united) out.united = m.united.slice()
  return out
}

function copyJourney(j: JourneyState): JourneyState {
  const out: JourneyState = { tiles: j.tiles.slice(), gathering: j.gathering.slice(), revealed: j.revealed.slice() }
  if (j.blocked) out.blocked = j.blocked.slice()
  if (j.penaltyTiles) out.penaltyTiles = { ...j.penaltyTiles }
  return out
}

export function copyState(s: SagaState): SagaState {
  const out: SagaState = {
    settings: s.settings,
    rng: { algo: s.rng.algo, s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]], injected: s.rng.injected.slice() },
    adventure: s.adventure,
    seats: s.seats,
    characters: copyAll(s.characters, copyCharacter),
    round: s.round,
    stage: s.stage,
    turn: s.turn,
    placed: s.placed,
    firstPlayer: s.firstPlayer,
    row: { cards: s.row.cards.slice(), tokens: copyAll(s.row.tokens, copyToken), specials: { ...s.row.specials } },
    map: copyMap(s.map),
    counters: { ...s.counters },
    // Shared until a command changes one (draft.ts: decksToChange).
    decks: s.decks,
    journey: copyJourney(s.journey),
    // A fight's dice, tiles and row change in place while it lasts: copied whole (it is small).
    fight: s.fight ? cloneJson(s.fight) : null,
    read: s.read.slice(),
    queue: s.queue.slice(),
    outcome: s.outcome,
    ending: s.ending,
  }
  if (s.boost !== undefined) out.boost = s.boost ? cloneJson(s.boost) : s.boost
  return out
}
