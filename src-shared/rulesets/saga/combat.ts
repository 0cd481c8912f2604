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
import { freeGrid, iconAt, penaltyAt } from '../../content/saga/grid-text'
import type { Effect } from '../../content/saga/effects'
import { locationsIn } from './atlas'
import { advanceDice, openDice } from './combat-dice'
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

/** The enemy card's grid with this combat's tiles on it. */
export function fightGrid(card: EnemyCard, fight: FightState): string[] {
  return fight.placed.reduce<string[]>((g, t) => placeOnGrid(g, t.cells, TILE), freeGrid(card.cells))
}

/** Every legal place for one of the tiles still to place. */
export function strikePlacements(d: Draft, fight: FightState, shape: string): Cell[][] {
  const card = d.content.enemies[fight.card]
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
  const card = drawFrom(d, s.decks.enemies[strength], s.decks.enemyDiscard[strength], `enemies-${strength}`)
  if (card === undefined) return false
  const fight: FightState = { actor: who, location, token, card, rolled: [], toPlace: [], placed: [] }
  openDice(d, fight, d.content.characters[c.id]?.combatDial[c.combat - 1] ?? [])
  advanceDice(d, fight, false)
  s.fight = fight
  d.events.push({ type: 'fight', character: c.id, location, strength, card, rolled: fight.rolled, checkpoint: true })
  return true
}

/** The effects of the cells a tile covers on the enemy card: icons, then the card's penalty per penalty cell. */
export function strikeTasks(d: Draft, card: EnemyCard, actor: number, cells: readonly Cell[]): Task[] {
  const tasks: Task[] = []
  const effect = (e: Effect): Task => ({ t: 'effect', e, actor })
  for (const cell of cells) {
    const icon = iconAt(card, cell)
    if (icon?.icon === 'good') tasks.push(effect({ op: 'gain', good: icon.good, amount: 1 }))
    if (icon?.icon === 'cure') tasks.push(effect({ op: 'cure' }))
    if (icon?.icon === 'xp') tasks.push(effect({ op: 'xp', kind: icon.kind, amount: 1 }))
    if (icon?.icon === 'discovery') tasks.push(effect({ op: 'discovery' }))
    const colour = penaltyAt(card, cell)
    if (colour) tasks.push(...(card.penalty[colour] ?? card.penalty.shared ?? []).map(effect))
  }
  return tasks
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
  const card = d.content.enemies[fight.card]
  s.fight = null
  const strength = card?.strength ?? 'weak'
  s.decks.enemyDiscard[strength].push(fight.card)
  const hearts = card ? uncoveredHearts(card, fight) : 0
  d.events.push({ type: 'fightEnded', won: hearts === 0, uncovered: hearts })
  if (hearts > 0) return giveThreats(d, fight.actor, hearts)
  const tokens = s.map.enemies[fight.location] ?? []
  s.map.enemies[fight.location] = tokens.filter((_, i) => i !== fight.token)
  const loc = d.adv.map.locations.find((l) => l.id === fight.location)
  if (loc && loc.space.action === 'combat' && (s.map.enemies[fight.location]?.length ?? 0) === 0) {
    return loc.effects.map((e): Task => ({ t: 'effect', e, actor: fight.actor, source: loc.id }))
  }
  return []
}
