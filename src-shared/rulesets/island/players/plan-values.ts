/**
 * What each action target is worth to the group right now (the heuristic player's planning sense):
 * food for tonight first, a Shelter and a Roof before the weather that needs them, Weapons before
 * the beasts, then the scenario goal, exploring early and inventions that keep paying. Values are
 * rough points on one scale; the planner turns them into a plan one stack at a time.
 */
import type { IslandContent } from '../../../content/island/content'
import type { InventionCard } from '../../../content/island/cards'
import { weatherKindOf } from '../dice-adapter'
import { exploredTerrains, hasShelter } from '../island-map'
import { free } from '../resources'
import type { IslandState, PlanTarget, PlannedAction } from '../types'
import type { GoalReading } from './goal-reading'

/** What the planner knows of the round before it values targets. */
export interface PlanSense {
  round: number
  rounds: number
  mouths: number
  /** Food (perishable + preserved) free for tonight, with the food the plan already brings. */
  foodTonight: number
  /** Food the Night and this round's weather will probably ask. */
  foodNeed: number
  /** Wood free now, with the wood the plan already brings. */
  wood: number
  /** Wood the group wants soon (Shelter, Roof, goal Items, the goal pile, snow). */
  woodWanted: number
  /** The part of it that is not for a goal pile (what stocking a pile must leave). */
  woodForCamp: number
  roofTarget: number
  /** Hungry animals are rolled this round or within the next two. */
  animalsSoon: boolean
  /** Weapons the group wants before the hungry animals (their die's beast has strength 3). */
  weaponsTarget: number
  /** What the threat about to strike (the left card, pushed off by the next Event card) will take. */
  threatFood: number
  threatWood: number
  shelter: boolean
  missingTerrains: number
  /** Fur the goal's Items still need, beyond what is on hand. */
  furShort: number
  /** Food sources on explored tiles, against the mouths: fewer means the island must be explored. */
  foodSources: number
}

const weatherOf = (content: IslandContent, s: IslandState, round: number): string[] =>
  (content.scenarios[s.scenario]?.weather[round - 1] ?? []).map((id) => weatherKindOf(content.dice, id) ?? '')

/** The clouds a weather die brings on average (rain, winter). */
function meanClouds(content: IslandContent, kind: string): { rain: number; snow: number } {
  const die = content.dice.weather.find((d) => d.role === kind)
  if (!die || die.faces.length === 0) return { rain: 0, snow: 0 }
  const n = die.faces.length
  return { rain: die.faces.reduce((a, f) => a + (f.rain ?? 0), 0) / n, snow: die.faces.reduce((a, f) => a + (f.snow ?? 0), 0) / n }
}

/** What the plan already brings: rough gains of planned gathers, hunts and food inventions. */
function plannedGains(content: IslandContent, plan: readonly PlannedAction[]): { food: number; wood: number } {
  let food = 0
  let wood = 0
  for (const a of plan) {
    const t = a.target
    const p = a.rolls ? 0.8 : 1
    if (t.kind === 'gather') { if (t.source === 'wood') wood += p; else food += p }
    if (t.kind === 'hunt') food += 2
    if (t.kind === 'invent') {
      const card = content.cards[t.invention]
      if (card?.deck === 'invention') for (const e of card.onBuild) if (e.op === 'gain' && (e.resource === 'food' || e.resource === 'preserved')) food += e.amount * p
    }
  }
  return { food, wood }
}

/**
 * The threat effect that strikes at the next Event phase: the left card's, when the right slot is
 * full (the next card pushes it off, I-EVENT-05). Both cards lie face up, so the group knows it.
 */
function knownThreat(content: IslandContent, s: IslandState): { food: number; wood: number } {
  const id = s.threat.right === null ? null : s.threat.left
  const card = id === null ? undefined : content.cards[id]
  const out = { food: 0, wood: 0 }
  if (card?.deck !== 'event') return out
  for (const e of card.threatEffect) if (e.op === 'lose' && (e.resource === 'food' || e.resource === 'wood')) out[e.resource] += e.amount
  return out
}

export function planSense(content: IslandContent, s: IslandState, goal: GoalReading): PlanSense {
  const round = s.position.round
  const rounds = content.scenarios[s.scenario]?.rounds ?? 12
  const mouths = s.seats.filter((id) => s.characters[id]?.dead === false).length
  const have = free(s)
  const gains = plannedGains(content, s.plan)
  const today = weatherOf(content, s, round)
  let rain = 0
  let snow = 0
  for (const k of today) { const c = meanClouds(content, k); rain += c.rain; snow += c.snow }
  const clouds = rain + snow
  const uncovered = Math.max(0, clouds - s.tracks.roof)
  const soon = [round, round + 1, round + 2].map((r) => weatherOf(content, s, r))
  const hasWinter = soon.some((w) => w.includes('winter'))
  const hasRain = soon.some((w) => w.includes('rain'))
  const roofTarget = hasWinter ? (round >= rounds - 3 ? 3 : 2) : hasRain ? 1 : 0
  const sheltered = hasShelter(content, s)
  const animalsSoon = soon.some((w) => w.includes('animals'))
  // The animals die's beast wounds everyone in camp once per point of strength above the Weapons
  // (I-WEATHER-05), for 1 wood a level: Weapons up to its strength by the rounds it is rolled.
  const weaponsTarget = animalsSoon ? Math.max(0, ...content.dice.weather.map((d) => d.beastStrength ?? 0)) : 0
  const threat = knownThreat(content, s)
  const costs = content.board.costs[String(Math.min(4, Math.max(1, s.players))) as '1' | '2' | '3' | '4']
  const campCost = costs?.wood ?? 2
  let woodWanted = Math.ceil(snow) + Math.ceil(uncovered)
  if (!sheltered) woodWanted += campCost
  woodWanted += Math.max(0, roofTarget - s.tracks.roof) * campCost
  woodWanted += Math.max(0, weaponsTarget - s.tracks.weapons) * content.board.weaponCost
  woodWanted += threat.wood
  for (const id of goal.items) {
    if (s.inventions.built.includes(id)) continue
    const card = content.cards[id]
    if (card?.deck === 'invention') woodWanted += card.requires?.cost?.wood ?? 0
  }
  const woodForCamp = woodWanted
  for (const pile of content.scenarios[s.scenario]?.piles ?? []) {
    if (!goal.piles.has(pile.id)) continue
    const filled = s.piles[pile.id] ?? []
    const level = pile.levels.findIndex((need, i) => (filled[i] ?? 0) < need)
    if (level >= 0) woodWanted += (pile.levels[level] ?? 0) - (filled[level] ?? 0) + (pile.levels[level + 1] ?? 0)
  }
  const explored = exploredTerrains(content, s)
  return {
    round, rounds, mouths,
    foodTonight: have.food + have.preserved + gains.food,
    // An Extra food token on the Night space (it lies in plain view) asks 1 more food of every mouth.
    foodNeed: mouths + Math.ceil(uncovered) + ((s.spaceTokens.night ?? []).includes('extra-food') ? mouths : 0),
    wood: have.wood + gains.wood,
    woodWanted,
    woodForCamp,
    roofTarget,
    animalsSoon,
    weaponsTarget,
    threatFood: threat.food,
    threatWood: threat.wood,
    shelter: sheltered,
    missingTerrains: [...goal.terrains].filter((t) => !explored.has(t)).length,
    furShort: Math.max(0, [...goal.items].filter((id) => !s.inventions.built.includes(id)).reduce((n, id) => {
      const card = content.cards[id]
      return n + (card?.deck === 'invention' ? card.requires?.cost?.fur ?? 0 : 0)
    }, 0) - have.fur),
    foodSources: Object.values(s.island).filter((p) => (content.tiles[p.tile]?.sources ?? []).includes('food') && !p.exhausted.includes('food')).length,
  }
}

/** What an invention does for the group, read from its effects. */
function inventionWorth(content: IslandContent, card: InventionCard, s: IslandState, goal: GoalReading, sense: PlanSense): number {
  if (goal.items.has(card.id)) return 120
  let v = 12
  for (const e of card.onBuild) {
    if (e.op === 'track') v += e.track === 'weapons' ? 14 * e.amount : e.track === 'palisade' ? 12 : 8
    if (e.op === 'gain') v += 10 * e.amount
    if (e.op === 'token') v += 18
  }
  for (const p of card.passive) {
    if (p.op === 'pawn') v += 40
    else if (p.op === 'gather' || p.op === 'nightHeal' || p.op === 'ignoreCloud' || p.op === 'shortcut') v += 25
    else v += 12
  }
  if (card.use) v += 15
  // A stepping stone to other inventions on the board is worth more.
  const opens = s.inventions.board.filter((id) => {
    const other = content.cards[id]
    return other?.deck === 'invention' && (other.requires?.items ?? []).includes(card.id)
  }).length
  v += 8 * opens
  const wood = card.requires?.cost?.wood ?? 0
  if (wood > 0 && sense.wood < sense.woodWanted) v -= 8 * wood
  return Math.min(v, 70)
}

/** What a threat effect would cost the group if it struck now (a track at 0 wounds everyone). */
function threatHarm(content: IslandContent, s: IslandState, card: string | null, sense: PlanSense): number {
  const def = card === null ? undefined : content.cards[card]
  if (def?.deck !== 'event') return 0
  let harm = 0
  for (const e of def.threatEffect) {
    if (e.op === 'wound') harm += 14 * (e.who === 'each' ? sense.mouths : 1) * e.amount
    else if (e.op === 'track' && e.amount < 0) harm += s.tracks[e.track] < -e.amount ? 14 * sense.mouths : 10
    else if (e.op === 'lose') {
      // Perishable food spoils at Night (I-NIGHT-07): only preserved food is left when the threat strikes.
      const have = e.resource === 'food' ? s.available.preserved : free(s)[e.resource]
      harm += 6 * e.amount + 14 * sense.mouths * Math.max(0, e.amount - have)
    }
    else if (e.op === 'morale') harm += 10
    else harm += 12
  }
  return harm
}

const lastRoundsFor = (sense: PlanSense): number => sense.rounds - sense.round

/** The value of one target now (before pawns and risk). */
export function targetValue(content: IslandContent, s: IslandState, goal: GoalReading, sense: PlanSense, t: PlanTarget, leader: string): number {
  const short = sense.foodNeed - sense.foodTonight
  switch (t.kind) {
    case 'gather': {
      if (t.source === 'food') return short > 0 ? 95 + 5 * short : short > -1 ? 30 : 8
      const woodShort = sense.woodWanted - sense.wood
      return woodShort > 0 ? 30 + Math.min(22, 4 * woodShort) : 10
    }
    case 'hunt': {
      const w = s.tracks.weapons
      const base = w >= 4 ? 62 : w >= 3 ? 50 : w >= 2 ? 28 : 0
      return base + (short > 0 && w >= 2 ? 40 : 0) + (sense.furShort > 0 && w >= 2 ? 30 : 0)
    }
    case 'build': {
      // Fur the goal needs is not spent on the camp.
      if (t.pay === 'fur' && sense.furShort >= 0 && [...goal.items].some((id) => !s.inventions.built.includes(id) && (content.cards[id]?.deck === 'invention') && ((content.cards[id] as InventionCard).requires?.cost?.fur ?? 0) > 0)) return 0
      if (t.build === 'shelter') return sense.shelter ? 0 : 60 + 30 * sense.mouths
      if (t.build === 'roof') return s.tracks.roof < sense.roofTarget ? 110 : s.tracks.roof < 3 && lastRoundsFor(sense) > 2 ? 18 : 0
      if (t.build === 'palisade') return sense.animalsSoon && s.tracks.palisade < 2 ? 42 : s.tracks.palisade < 1 ? 30 : 6
      // weapons
      const hunting = s.decks.hunting.length > 0
      if (s.tracks.weapons < sense.weaponsTarget) return 45
      return s.tracks.weapons < 2 ? 50 : s.tracks.weapons < 4 && (hunting || sense.animalsSoon) ? 36 : 8
    }
    case 'invent': {
      const card = content.cards[t.invention]
      return card?.deck === 'invention' ? inventionWorth(content, card, s, goal, sense) : 0
    }
    case 'threat': {
      // The left card is pushed off by the next Event card and its threat strikes then (I-EVENT-05).
      const harm = threatHarm(content, s, s.threat[t.slot], sense)
      return t.slot === 'left' ? 20 + harm : 8 + harm * 0.4
    }
    case 'explore': {
      const base = sense.missingTerrains > 0 ? 80 : sense.round <= 3 ? 40 : sense.round <= 6 ? 26 : 10
      // Too few food sources for the mouths: new land is food.
      const hungry = sense.foodSources + 1 < sense.mouths && sense.round <= 8 ? 85 : 0
      // A counter goal met at special places (caves) found by exploring: explore until enough are known.
      const short = [...goal.counters.entries()].reduce((n, [k, min]) => n + Math.max(0, min - (s.counters[k] ?? 0)), 0)
      const places = (content.scenarios[s.scenario]?.sites ?? []).length > 0 ? Object.keys(s.numberTokens).length : short
      const seek = short > places ? 82 : 0
      return Math.max(base, hungry, seek)
    }
    case 'site': return [...goal.counters.entries()].some(([k, min]) => (s.counters[k] ?? 0) < min) ? 90 : 0
    // A scenario's attack on a special place (a Hunt-like fight): worth it while the goal counts such places.
    case 'attack': return [...goal.counters.entries()].some(([k, min]) => (s.counters[k] ?? 0) < min) ? 70 : 20
    case 'arrange': return 16 + (s.morale < 0 ? 24 : 0)
    case 'rest': {
      const c = s.characters[leader]
      const track = content.characters[leader]?.woundTrack?.length ?? 12
      if (!c) return 0
      const left = track - c.wounds
      return c.wounds === 0 ? 4 : 10 + c.wounds * 2 + (left <= 4 ? 50 : 0)
    }
  }
}
