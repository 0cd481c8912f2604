/**
 * Combat (S-COMBAT): the fighter picks an enemy token on a Location of its Area; the top card of
 * the matching deck is drawn (S-COMBAT-02); the dice of its combat-dial level are rolled (S-COMBAT-06,
 * S-COMBAT-11) and each gives one tile of its face's white shape (S-COMBAT-14, S-COMBAT-16); the
 * tiles go on the enemy card, inside it, on free cells, all of this combat's tiles one connected group
 * (S-COMBAT-17, S-COMBAT-18); every tile that fits must be placed and one that fits nowhere is
 * returned (S-COMBAT-19); covered icons and penalty cells apply as they are covered (S-COMBAT-20).
 * Then all hearts covered wins (S-COMBAT-21), else one Threat per uncovered heart (S-COMBAT-22); the
 * card is discarded (S-COMBAT-23). United enemies (S-COMBAT-29…S-COMBAT-32): the tokens of a united
 * Location, or the enemies a paragraph lists, fought as one row of cards laid in the players' order.
 * Extra dice, upgrades, rerolls and Criticals: `combat-dice.ts`.
 */
import { firstPlacement, placementAt, placements, placeOnGrid, type Cell } from '../../engine/polyomino'
import type { EnemyCard } from '../../content/saga/enemies'
import { freeGrid, gridWidth, iconAt, penaltyAt } from '../../content/saga/grid-text'
import type { Effect, UnitedEnemiesEff } from '../../content/saga/effects'
import type { EnemyToken } from '../../content/saga/vocabulary'
import { locationsIn } from './atlas'
import { advanceDice, openDice } from './combat-dice'
import { inChosenOrder } from './cover-order'
import { drawFrom } from './draw'
import { decksToChange, type Draft } from './draft'
import { giveThreats } from './threats'
import { penaltyColour } from './hooks'
import type { FightState, SagaState, Task } from './types'

const TILE = 'T'

/** S-COMBAT-01, S-COMBAT-26: the enemy tokens the character may fight: on Locations of its Area, not blocked. */
export function fightTargets(d: Draft, who: number): { location: string; token: number }[] {
  const c = d.s.characters[who]
  if (!c) return []
  return locationsIn(d.adv, c.area)
    .filter((l) => !d.s.map.blocked.includes(l.id))
    .flatMap((l) => (d.s.map.enemies[l.id] ?? []).map((_, token) => ({ location: l.id, token })))
}

/** The cards of the fight, left to right, each with its first column (one card, or a united row, S-COMBAT-29). */
export function fightParts(d: Draft, fight: FightState): { card: EnemyCard; start: number }[] {
  let start = 0
  return (fight.cards ?? [fight.card]).flatMap((id) => {
    const card = d.content.enemies[id]
    if (!card) return []
    const part = { card, start }
    start += gridWidth(card.cells)
    return [part]
  })
}

/**
 * S-COMBAT-29, S-COMBAT-31: the combat grid — the card's, or the united cards laid edge to edge in a
 * row (rows aligned at the top), as one card whose penalty effects stay those of each card.
 */
export function fightCard(d: Draft, fight: FightState): EnemyCard | undefined {
  const parts = fightParts(d, fight)
  const first = parts[0]
  if (parts.length <= 1) return first?.card
  const height = Math.max(...parts.map((p) => p.card.cells.length))
  const join = (rows: (c: EnemyCard) => readonly string[] | undefined, blank: string): string[] =>
    Array.from({ length: height }, (_, r) => parts.map((p) => (rows(p.card)?.[r] ?? '').padEnd(gridWidth(p.card.cells), r < p.card.cells.length ? blank : ' ')).join(''))
  return { ...(first?.card ?? { id: fight.card, strength: 'weak', penalty: {} }), cells: join((c) => c.cells, ' '), penalties: join((c) => c.penalties ?? [], '.') }
}

/** The enemy card's grid with this combat's tiles on it. */
export function fightGrid(card: EnemyCard, fight: FightState): string[] {
  return fight.placed.reduce<string[]>((g, t) => placeOnGrid(g, t.cells, TILE), freeGrid(card.cells))
}

const touchingTiles = { touching: (ch: string): boolean => ch === TILE }

/** Every legal place for one of the tiles still to place. */
export function strikePlacements(d: Draft, fight: FightState, shape: string): Cell[][] {
  const card = fightCard(d, fight)
  const def = d.content.shapes[shape]
  if (!card || !def) return []
  return placements(fightGrid(card, fight), def.cells, touchingTiles).map((p) => p.cells)
}

/** S-COMBAT-19: whether a tile of this shape has a legal place (stops at the first found). */
export function strikeFits(d: Draft, fight: FightState, shape: string): boolean {
  const card = fightCard(d, fight)
  const def = d.content.shapes[shape]
  return card !== undefined && def !== undefined && firstPlacement(fightGrid(card, fight), def.cells, touchingTiles) !== null
}

/** Whether a tile of this shape may cover exactly these cells of the fight's grid now. */
export function isStrikePlacement(d: Draft, fight: FightState, shape: string, cells: readonly Cell[]): boolean {
  const card = fightCard(d, fight)
  const def = d.content.shapes[shape]
  return card !== undefined && def !== undefined && placementAt(fightGrid(card, fight), def.cells, cells, touchingTiles) !== null
}

/** S-COMBAT-02, S-COMBAT-03: the deck an enemy token draws from (a Mystic's is the one its adventure names). */
const deckOf = (d: Draft, t: EnemyToken): EnemyToken => (t === 'mystic' ? d.adv.mystic?.deck ?? 'mystic' : t)

/**
 * S-COMBAT-02…S-COMBAT-16, S-COMBAT-29: one card drawn per enemy, the dice of the fighter's dial level
 * opened; one card is rolled for at once, a united row is first laid out in the players' order
 * (`arrange`), then rolled for. Returns the fight's steps, or null when no card can be drawn.
 */
function openFight(d: Draft, who: number, enemies: readonly EnemyToken[], at: Pick<FightState, 'location' | 'token' | 'listed'>): Task[] | null {
  const s = d.s
  const c = s.characters[who]
  if (!c) return null
  const cards: string[] = []
  for (const t of enemies) {
    const deck = deckOf(d, t)
    const k = decksToChange(d)
    const drawn = drawFrom(d, k.enemies[deck], k.enemyDiscard[deck], `enemies-${deck}`)
    if (drawn !== undefined) cards.push(drawn)
  }
  const card = cards[0]
  if (card === undefined) return null
  const united = cards.length > 1
  const fight: FightState = { actor: who, ...at, card, rolled: [], toPlace: [], placed: [], ...(united ? { cards } : {}) }
  openDice(d, fight, d.content.characters[c.id]?.combatDial[c.combat - 1] ?? [])
  if (!united) advanceDice(d, fight, false)
  s.fight = fight
  d.events.push({ type: 'fight', character: c.id, location: at.location, strength: enemies[0], card, ...(united ? { cards } : {}), rolled: fight.rolled, checkpoint: true })
  const steps: Task[] = [{ t: 'dice', actor: who }, { t: 'strike', actor: who }]
  return united ? [{ t: 'arrange', actor: who }, ...steps] : steps
}

/** S-COMBAT-01: a fight against the enemy token `token` of a Location (S-COMBAT-29, S-COMBAT-30: all its tokens when they are united). */
export function startFight(d: Draft, who: number, location: string, token: number): Task[] | null {
  const tokens = d.s.map.enemies[location] ?? []
  const strength = tokens[token]
  if (strength === undefined) return null
  const united = d.s.map.united?.includes(location) === true && tokens.length > 1
  return openFight(d, who, united ? tokens : [strength], { location, token })
}

/** S-COMBAT-30: the enemies a paragraph lists, fought now as one row by the actor; no token on the Map. */
export function fightListed(d: Draft, who: number, e: UnitedEnemiesEff): Task[] {
  return openFight(d, who, e.enemies, { location: null, token: 0, listed: { won: e.won ?? [], lost: e.lost ?? [] } }) ?? []
}

/** S-COMBAT-29: the orders the players may lay a united row in (every permutation of its cards). */
export function rowOrders(fight: FightState): string[][] {
  const perms = (xs: readonly string[]): string[][] => (xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => perms(xs.filter((_, k) => k !== i)).map((rest) => [x, ...rest])))
  return fight.cards ? perms(fight.cards) : []
}

/** The effects of the cells a tile covers on the enemy card: icons, then the card's penalty per penalty cell. */
export function strikeTasks(d: Draft, fight: FightState, actor: number, cells: readonly Cell[]): Task[] {
  const tasks: Task[] = []
  const card = fightCard(d, fight)
  if (!card) return tasks
  const parts = fightParts(d, fight)
  const effect = (e: Effect): Task => ({ t: 'effect', e, actor })
  for (const cell of cells) {
    // S-COMBAT-20: a penalty cell uses the penalty effect printed on its own card.
    const own = [...parts].reverse().find((p) => cell[0] >= p.start)?.card ?? card
    const icon = iconAt(card, cell)
    if (icon?.icon === 'good') tasks.push(effect({ op: 'gain', good: icon.good, amount: 1 }))
    if (icon?.icon === 'cure') tasks.push(effect({ op: 'cure' }))
    if (icon?.icon === 'xp') tasks.push(effect({ op: 'xp', kind: icon.kind, amount: 1 }))
    if (icon?.icon === 'discovery') tasks.push(effect({ op: 'discovery' }))
    const printed = penaltyAt(card, cell)
    const colour = printed && penaltyColour(d, printed) // S-CELL-18: an Event may re-map the colour
    if (colour) tasks.push(...(own.penalty[colour] ?? own.penalty.shared ?? []).map(effect))
  }
  return inChosenOrder(actor, tasks, d.s.settings.chooseCoverOrder) // S-CELL-02
}

/** Hearts of the card not covered by this combat's tiles. */
export function uncoveredHearts(card: EnemyCard, fight: FightState): number {
  const covered = new Set(fight.placed.flatMap((t) => t.cells.map(([c, r]) => `${c},${r}`)))
  let n = 0
  card.cells.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === 'H' && !covered.has(`${c},${r}`)) n++ }))
  return n
}

/** S-COMBAT-21…S-COMBAT-25: the outcome, the card to its discard pile, the Location's effect when cleared. */
export function endFight(d: Draft): Task[] {
  const s: SagaState = d.s
  const fight = s.fight
  if (!fight) return []
  const card = fightCard(d, fight)
  s.fight = null
  const k = decksToChange(d)
  for (const part of fightParts(d, fight)) k.enemyDiscard[part.card.strength].push(part.card.id)
  // S-COMBAT-32: a united row is won only when every heart of every card is covered.
  const hearts = card ? uncoveredHearts(card, fight) : 0
  d.events.push({ type: 'fightEnded', won: hearts === 0, uncovered: hearts })
  const location = fight.location
  if (location === null) {
    // S-COMBAT-30: a paragraph's enemies leave no token; its won or lost effects follow.
    const follow = (hearts > 0 ? fight.listed?.lost : fight.listed?.won) ?? []
    return [...(hearts > 0 ? giveThreats(d, fight.actor, hearts) : []), ...follow.map((e): Task => ({ t: 'effect', e, actor: fight.actor }))]
  }
  const tokens = s.map.enemies[location] ?? []
  // S-COMBAT-03, S-SAMPLE-04: where the adventure says so, a Mystic token leaves after the combat, won or lost, for a higher Area.
  const moveUp = tokens[fight.token] === 'mystic' && !fight.cards && d.adv.mystic?.afterFight === 'moveUp'
  const after: Task[] = []
  if (moveUp) {
    s.map.enemies[location] = tokens.filter((_, i) => i !== fight.token)
    if (mysticTargets(d, location).length > 0) after.push({ t: 'relocate', actor: fight.actor, from: location })
  }
  if (hearts > 0) return [...giveThreats(d, fight.actor, hearts), ...after]
  // S-COMBAT-21, S-COMBAT-32: victory removes the token — every token of a united group.
  if (!moveUp) s.map.enemies[location] = fight.cards ? [] : tokens.filter((_, i) => i !== fight.token)
  if (after.length > 0) return after
  const loc = d.adv.map.locations.find((l) => l.id === location)
  if (loc && loc.space.action === 'combat' && (s.map.enemies[location]?.length ?? 0) === 0) {
    return loc.effects.map((e): Task => ({ t: 'effect', e, actor: fight.actor, source: loc.id }))
  }
  return []
}

/** S-SAMPLE-04: Locations in an Area bordering the token's Area with a higher access number. */
export function mysticTargets(d: Draft, from: string): string[] {
  const map = d.adv.map
  const access = (id: string): number => map.areas.find((a) => a.id === id)?.access ?? 0
  const here = map.locations.find((l) => l.id === from)?.areas ?? []
  const higher = new Set(map.borders.flatMap((b) => (b.kind === 'impassable' ? [] : here.flatMap((a) => {
    const other = b.between[0] === a ? b.between[1] : b.between[1] === a ? b.between[0] : undefined
    return other !== undefined && access(other) > access(a) ? [other] : []
  }))))
  return map.locations.filter((l) => l.id !== from && l.areas.some((a) => higher.has(a))).map((l) => l.id)
}
