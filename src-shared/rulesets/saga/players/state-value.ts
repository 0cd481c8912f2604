/**
 * How good a position looks to the group (higher is better), from what is on the table only: the
 * counters the victory and defeat lines count, the turns of work the open objectives still ask
 * for (walking there, the goods a Delivery lacks, the enemies a Combat space holds), the goods
 * already lying on objectives, and each character's health — Threat, wounds, and room left on the
 * wound grid for a large wound (S-CHAR-11: one that fits nowhere eliminates).
 */
import type { Adventure, Location } from '../../../content/saga/adventure'
import type { SagaContent } from '../../../content/saga/content'
import { GOODS } from '../../../content/saga/vocabulary'
import { fightCard, uncoveredHearts } from '../combat'
import type { CharacterState, SagaState } from '../types'
import { woundFits } from '../wounds'
import { winChance } from './fight-odds'
import { distances, goalsOf } from './goals'

/** Fights counted at most for one enemy (a roll that almost never wins is not worth more). */
const MAX_FIGHTS = 6

/**
 * Turns of work left, roughly: the open objectives handed out one by one, each time to the character
 * that can finish one soonest from where its earlier ones left it (its walk there, plus the goods it
 * lacks for a Delivery and the enemies standing there); every turn is one character's action, so
 * the turns add up. A character walking towards one objective may walk away from another: the route
 * counts both.
 */
function workLeft(content: SagaContent, adv: Adventure, s: SagaState): number {
  const open = goalsOf(adv).objectives.filter((l) => !s.map.closed.includes(l.id))
  if (open.length === 0) return 0
  const fromArea = new Map<string, Map<string, number>>()
  const dist = (from: string, to: string): number => {
    let d = fromArea.get(from)
    if (!d) { d = distances(adv, s, from); fromArea.set(from, d) }
    return d.get(to) ?? 20
  }
  const at = s.characters.map((c) => c.area)
  let work = 0
  while (open.length > 0) {
    let pick = { cost: Infinity, objective: 0, who: 0, area: '' }
    open.forEach((l, k) => s.characters.forEach((c, i) => {
      const here = at[i] ?? c.area
      const area = l.areas.reduce((a, b) => (dist(here, b) < dist(here, a) ? b : a), l.areas[0])
      const cost = dist(here, area) + lackAt(content, adv, s, l, c) + 1
      if (cost < pick.cost) pick = { cost, objective: k, who: i, area }
    }))
    work += pick.cost
    at[pick.who] = pick.area
    open.splice(pick.objective, 1)
  }
  return work
}

/**
 * What a character lacks at an objective, in turns: goods a Delivery still needs, and for each enemy
 * standing there the fights its dial needs on average (one over the chance a roll beats that deck).
 */
function lackAt(content: SagaContent, adv: Adventure, s: SagaState, l: Location, c: CharacterState): number {
  const dial = content.characters[c.id]?.combatDial[c.combat - 1] ?? []
  let lack = 0
  for (const t of s.map.enemies[l.id] ?? []) lack += Math.min(MAX_FIGHTS, 1 / Math.max(1 / MAX_FIGHTS, winChance(content, dial, t === 'mystic' ? adv.mystic?.deck ?? t : t)))
  const space = s.map.substitutes[l.id] ? null : l.space
  if (space?.action === 'delivery') {
    for (const g of GOODS) lack += Math.max(0, (space.needs[g] ?? 0) - (s.map.goodsOn[l.id]?.[g] ?? 0) - (c.goods[g] ?? 0))
    lack += s.map.increasedCost[l.id] ?? 0
  }
  return lack
}

/** How safe a character's wound grid still is: a penalty when a wound of size 3, 4 or 5 would no longer fit. */
function gridRoom(content: SagaContent, c: CharacterState): number {
  if (c.wounds.length === 0) return 0
  let v = 0
  for (const size of [5, 4, 3]) {
    const shapes = Object.values(content.shapes).filter((x) => x.size === size).map((x) => x.id)
    if (woundFits(content, c, shapes)) break
    v -= size === 5 ? 25 : size === 4 ? 60 : 200
  }
  return v
}

export function stateValue(content: SagaContent, s: SagaState): number {
  if (s.outcome === 'won') return 1e6
  if (s.outcome === 'lost') return -1e6
  const adv = content.adventures[s.adventure]
  if (!adv) return 0
  const goals = goalsOf(adv)
  let v = 12 * s.read.length + 10 * s.map.closed.length - 100 * workLeft(content, adv, s)
  for (const [counter, need] of goals.toward) v += 500 * Math.min(need, s.counters[counter] ?? 0)
  for (const [counter, lose] of goals.doom) {
    const at = s.counters[counter] ?? 0
    v -= 60 * at + (at >= lose - 1 ? 300 : 0)
  }
  for (const p of goals.paragraphs) if (s.read.includes(p)) v += 400
  for (const l of goals.objectives) {
    // An objective done is progress even before its paragraph is known (the look-ahead reads it blank).
    if (s.map.closed.includes(l.id)) { v += 400; continue }
    if (l.space.action !== 'delivery') continue
    for (const g of GOODS) v += 25 * Math.min(s.map.goodsOn[l.id]?.[g] ?? 0, l.space.needs[g] ?? 0)
  }
  for (const c of s.characters) {
    v += 4 * (Math.min(c.combat, 6) + Math.min(c.journey, 5)) - 8 * c.threats - 5 * c.wounds.reduce((n, w) => n + w.cells.length, 0)
    v += gridRoom(content, c) + (c.abilityActive ? 4 : 0) + 2 * c.items.length
    for (const g of GOODS) v += 0.5 * Math.min(c.goods[g] ?? 0, 4)
  }
  if (s.fight) {
    const card = fightCard({ s, content, adv, events: [] }, s.fight)
    if (card) v -= 20 * uncoveredHearts(card, s.fight)
  }
  return v
}
