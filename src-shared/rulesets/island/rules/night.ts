/**
 * Night helpers (§12): eating, sleeping without shelter, spoilage, moving the camp and passing the
 * First Player token. The steps run eat → move camp → shelter → spoil → reset abilities → next
 * round (I-NIGHT-02); the engine calls these in that order.
 */

/** Who must eat tonight: the characters in camp, never Friday, who needs no food (I-NIGHT-03, I-2P-12). */
export function nightEaters(characters: readonly { id: string; inCamp: boolean; friday?: boolean }[]): string[] {
  return characters.filter((c) => c.inCamp && c.friday !== true).map((c) => c.id)
}

export interface MealInput {
  /** Perishable food in Available (Biscuits and unconverted Discovery tokens are left out: nobody must use them, I-NIGHT-04, I-RES-13). */
  food: number
  preserved: number
  /** The eaters in the order the players chose to feed them (I-NIGHT-03: when food is short, the players choose). */
  eaters: readonly string[]
  /** An Extra food token on the Night space: everyone eats 1 more or suffers 1 wound (I-NIGHT-05). */
  extraFoodToken?: boolean
}

export interface MealOutcome {
  food: number
  preserved: number
  /** Food eaten, perishable first (it would spoil anyway, I-NIGHT-07). */
  eaten: number
  fed: string[]
  hungry: string[]
  /** 2 per character who did not eat (not Unfulfilled Demand, I-RES-11), 1 more per missed extra meal. */
  wounds: Record<string, number>
}

/** Eating (I-NIGHT-03…05): all the food there is must be eaten, up to what is needed. */
export function eat(input: MealInput): MealOutcome {
  const pot: Pot = { food: input.food, preserved: input.preserved, eaten: 0 }
  const wounds: Record<string, number> = {}
  const fed: string[] = []
  const hungry: string[] = []
  for (const id of input.eaters) {
    if (takeMeal(pot)) fed.push(id)
    else hungry.push(id)
    wounds[id] = fed.includes(id) ? 0 : 2
  }
  if (input.extraFoodToken === true) for (const id of input.eaters) if (!takeMeal(pot)) wounds[id] = (wounds[id] ?? 0) + 1
  return { food: pot.food, preserved: pot.preserved, eaten: pot.eaten, fed, hungry, wounds }
}

/** The food left while a meal is served. */
interface Pot { food: number; preserved: number; eaten: number }

/** One portion, perishable food first; false when none is left. A module function, not a closure: tsx names each closure it creates. */
function takeMeal(pot: Pot): boolean {
  if (pot.food > 0) pot.food -= 1
  else if (pot.preserved > 0) pot.preserved -= 1
  else return false
  pot.eaten += 1
  return true
}

export type NightShelter = 'built' | 'natural' | 'none'

/**
 * Wounds for sleeping without shelter (1 each): in camp when there is no built Shelter and no
 * natural shelter on the camp tile (I-NIGHT-06); outside the camp on a tile without a natural
 * shelter (I-NIGHT-21). Friday never suffers it (I-2P-12).
 */
export function shelterWounds(where: { outside: boolean; shelter: NightShelter; friday?: boolean }): 0 | 1 {
  if (where.friday === true) return 0
  if (where.outside) return where.shelter === 'natural' ? 0 : 1
  return where.shelter === 'none' ? 1 : 0
}

/** Spoilage (I-NIGHT-07): perishable food is discarded unless an effect stores it (Cellar, I-INV-C02). */
export function spoil(food: number, stored: boolean): { food: number; spoiled: number } {
  return stored ? { food, spoiled: 0 } : { food: 0, spoiled: food }
}

/**
 * The Roof and Palisade after a camp move (I-NIGHT-10…12): a built Shelter travels and both levels
 * are halved rounding up; without a built Shelter (a natural one never travels) both drop to 0.
 */
export function campMoveLevels(levels: { roof: number; palisade: number }, shelterBuilt: boolean): { roof: number; palisade: number } {
  if (!shelterBuilt) return { roof: 0, palisade: 0 }
  return { roof: Math.ceil(levels.roof / 2), palisade: Math.ceil(levels.palisade / 2) }
}

/**
 * Whether the camp may move to `target` (I-NIGHT-09, I-NIGHT-16): an adjacent, accessible island
 * tile. A forced move onto an inaccessible tile instead wounds every character once and the camp
 * stays (I-GOLD-18).
 */
export function campMoveRefusal(target: string, adjacentToCamp: readonly string[], accessibleTiles: ReadonlySet<string>): string | null {
  if (!adjacentToCamp.includes(target)) return 'The camp can move only to a tile next to it.'
  if (!accessibleTiles.has(target)) return 'The camp cannot move onto an unexplored, flipped or inaccessible tile.'
  return null
}

/**
 * The next First Player (I-NIGHT-08): the next player clockwise. Players are the seats in
 * clockwise order (Friday and Jenny are never seats); a solo player stays First Player.
 */
export function nextFirstPlayer(current: number, players: number): number {
  if (!Number.isInteger(players) || players < 1) throw new RangeError(`players must be at least 1, got ${players}`)
  return (current + 1) % players
}

/**
 * Tokens that follow the camp (placed by an Item, or the scenario's hatchet-like invention,
 * I-NIGHT-14): where the new tile already holds a token of that kind, the tile's own token stays
 * and the moving one is discarded — the engine then flips its Item back or discards its card.
 */
export function campTokensAfterMove(moving: readonly string[], destination: readonly string[]): { tokens: string[]; discarded: string[] } {
  const tokens = [...destination]
  const discarded: string[] = []
  for (const t of moving) {
    if (tokens.includes(t)) discarded.push(t)
    else tokens.push(t)
  }
  return { tokens, discarded }
}
