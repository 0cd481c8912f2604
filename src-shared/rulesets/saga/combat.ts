/**
 * Combat (S-COMBAT): the fighter picks an enemy token on a Location of its Area; the top card of
 * the matching deck is drawn (S-COMBAT-02); the dice of its combat-dial level are rolled (S-COMBAT-06,
 * S-COMBAT-11) and each gives one tile of its face's white shape (S-COMBAT-14, S-COMBAT-16); the
 * tiles go on the enemy card, inside it, on free cells, all of this combat's tiles one connected group
 * (S-COMBAT-17, S-COMBAT-18); every tile that fits must be placed and one that fits nowhere is
 * returned (S-COMBAT-19); covered icons and penalty cells apply as they are covered (S-COMBAT-20).
 * Then all hearts covered wins (S-COMBAT-21), else one Threat per uncovered heart (S-COMBAT-22); the
 * card is discarded (S-COMBAT-23). Extra dice, upgrades, rerolls and Criticals: `combat-dice.ts`.
 */
import { placements, placeOnGrid, type Cell } from '../../engine/polyomino'
import type { EnemyCard } from '../../content/saga/enemies'
import { freeGrid, gridWidth, iconAt, penaltyAt } from '../../content/saga/grid-text'
import type { Effect } from '../../content/saga/effects'
import { locationsIn } from './atlas'
import { advanceDice, openDice } from './combat-dice'
import { inChosenOrder } from './cover-order'
import { drawFrom } from './draw'
import type { Draft } from './draft'
import { giveThreats } from './effects-run'
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

/** Every legal place for one of the tiles still to place. */
export function strikePlacements(d: Draft, fight: FightState, shape: string): Cell[][] {
  const card = fightCard(d, fight)
  const def = d.content.shapes[shape]
  if (!card || !def) return []
  return placements(fightGrid(card, fight), def.cells, { touching: (ch) => ch === TILE }).map((p) => p.cells)
}

/** S-COMBAT-02…S-COMBAT-16: draw the card, roll the dice of the fighter's dial level. False when no card can be drawn. */
export function startFight(d: Draft, who: number, location: string, token: number): boolean {
  const s = d.s
  const strength = s.map.enemies[location]?.[token]
  const c = s.characters[who]
  if (strength === undefined || !c) return false
  // S-COMBAT-29, S-COMBAT-30: at a Location whose enemies are united, one card per token, in token order.
  const group = s.map.united?.includes(location) === true ? s.map.enemies[location] ?? [] : [strength]
  const cards: string[] = []
  for (const t of group.length > 1 ? group : [strength]) {
    const deck = t === 'mystic' ? d.adv.mystic?.deck ?? 'mystic' : t // S-COMBAT-03
    const drawn = drawFrom(d, s.decks.enemies[deck], s.decks.enemyDiscard[deck], `enemies-${deck}`)
    if (drawn !== undefined) cards.push(drawn)
  }
  const card = cards[0]
  if (card === undefined) return false
  const fight: FightState = { actor: who, location, token, card, rolled: [], toPlace: [], placed: [], ...(cards.length > 1 ? { cards } : {}) }
  openDice(d, fight, d.content.characters[c.id]?.combatDial[c.combat - 1] ?? [])
  advanceDice(d, fight, false)
  s.fight = fight
  d.events.push({ type: 'fight', character: c.id, location, strength, card, rolled: fight.rolled, checkpoint: true })
  return true
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
    const colour = penaltyAt(card, cell)
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
  for (const part of fightParts(d, fight)) s.decks.enemyDiscard[part.card.strength].push(part.card.id)
  // S-COMBAT-32: a united row is won only when every heart of every card is covered.
  const hearts = card ? uncoveredHearts(card, fight) : 0
  d.events.push({ type: 'fightEnded', won: hearts === 0, uncovered: hearts })
  const tokens = s.map.enemies[fight.location] ?? []
  // S-COMBAT-03, S-SAMPLE-04: where the adventure says so, a Mystic token leaves after the combat, won or lost, for a higher Area.
  const moveUp = tokens[fight.token] === 'mystic' && !fight.cards && d.adv.mystic?.afterFight === 'moveUp'
  const after: Task[] = []
  if (moveUp) {
    s.map.enemies[fight.location] = tokens.filter((_, i) => i !== fight.token)
    if (mysticTargets(d, fight.location).length > 0) after.push({ t: 'relocate', actor: fight.actor, from: fight.location })
  }
  if (hearts > 0) return [...giveThreats(d, fight.actor, hearts), ...after]
  // S-COMBAT-21, S-COMBAT-32: victory removes the token — every token of a united group.
  if (!moveUp) s.map.enemies[fight.location] = fight.cards ? [] : tokens.filter((_, i) => i !== fight.token)
  if (after.length > 0) return after
  const loc = d.adv.map.locations.find((l) => l.id === fight.location)
  if (loc && loc.space.action === 'combat' && (s.map.enemies[fight.location]?.length ?? 0) === 0) {
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
