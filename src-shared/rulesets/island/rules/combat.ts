/**
 * Beasts, hunting and combat (§16). A fight compares the enemy's strength with the Weapon level
 * (plus temporary boosts), then takes the card's weapon loss from the real track, then gives its
 * food and fur, then applies its other effects — always in this order (I-BEAST-04).
 */

/** The values printed on a Beast card, left to right (I-BEAST-03; the numbers are pack data). */
export interface BeastStats {
  strength: number
  weaponLoss: number
  food: number
  fur: number
  /** Extra effects of the card that this arithmetic knows: a Palisade loss and Discovery tokens. */
  palisadeLoss?: number
  discoveryTokens?: number
}

export interface FightInput {
  beast: BeastStats
  /** The real Weapon track. */
  weapons: number
  /** Temporary boosts declared before the comparison (Starting Equipment, Treasures, abilities), added up (I-BEAST-05). */
  boost?: number
  palisade?: number
  /** A Greater danger token on the Hunt space: the beast is 1 stronger (I-BEAST-08, I-TOKEN-05). */
  greaterDanger?: boolean
  /** Where the spoils go: Future Resources during the Action phase, Available otherwise (I-BEAST-04 steps 3–4). */
  duringActionPhase: boolean
}

/** One step of a fight as a player reads it. */
export type FightStep =
  | { step: 'strength'; strength: number; weaponLevel: number; wounds: number }
  | { step: 'weapon-loss'; asked: number; lost: number; wounds: number }
  | { step: 'food'; food: number; to: 'future' | 'available' }
  | { step: 'fur'; fur: number; to: 'future' | 'available' }
  | { step: 'other'; palisadeLost: number; palisadeWounds: number; discoveryTokens: number }

export interface FightResult {
  steps: FightStep[]
  /** Wounds for the fighter (the resolver, the First Player, … I-BEAST-07). */
  wounds: number
  /** The real Weapon track after the fight (boosts never move it). */
  weapons: number
  palisade: number
  food: number
  fur: number
  discoveryTokens: number
  to: 'future' | 'available'
}

/** Wounds from the strength comparison alone: the difference when the Weapon level is lower (step 1). */
export const strengthWounds = (strength: number, weaponLevel: number): number => Math.max(0, strength - weaponLevel)

/**
 * A full fight against a Beast card (I-BEAST-04). Levels that cannot be lost are Unfulfilled
 * Demand: 1 wound each for the fighter (step 2; the same for a Palisade loss in step 5, EX-37).
 */
export function fightBeast(input: FightInput): FightResult {
  const { beast } = input
  const to = input.duringActionPhase ? 'future' : 'available'
  const strength = beast.strength + (input.greaterDanger === true ? 1 : 0)
  const weaponLevel = input.weapons + (input.boost ?? 0)
  const hit = strengthWounds(strength, weaponLevel)
  const lost = Math.min(input.weapons, beast.weaponLoss)
  const lossWounds = beast.weaponLoss - lost
  const palisade = input.palisade ?? 0
  const palisadeAsked = beast.palisadeLoss ?? 0
  const palisadeLost = Math.min(palisade, palisadeAsked)
  const palisadeWounds = palisadeAsked - palisadeLost
  const discoveryTokens = beast.discoveryTokens ?? 0
  return {
    steps: [
      { step: 'strength', strength, weaponLevel, wounds: hit },
      { step: 'weapon-loss', asked: beast.weaponLoss, lost, wounds: lossWounds },
      { step: 'food', food: beast.food, to },
      { step: 'fur', fur: beast.fur, to },
      { step: 'other', palisadeLost, palisadeWounds, discoveryTokens },
    ],
    wounds: hit + lossWounds + palisadeWounds,
    weapons: input.weapons - lost,
    palisade: palisade - palisadeLost,
    food: beast.food,
    fur: beast.fur,
    discoveryTokens,
    to,
  }
}

/**
 * A fight against a bare strength (some cards, the hungry-animals beast): only steps 1 and 5 are
 * performed, so the Weapon track never drops (I-BEAST-06, I-WEATHER-05).
 */
export function fightStrength(strength: number, weapons: number, boost = 0): { wounds: number; weaponLevel: number } {
  const weaponLevel = weapons + boost
  return { wounds: strengthWounds(strength, weaponLevel), weaponLevel }
}

/**
 * Why a Hunt may not be planned, or null: exactly 2 pawns, and no more Hunts this round than cards
 * in the Hunting deck (I-ACT-43). Weapon level 0 is no obstacle (I-ACT-10).
 */
export function huntRefusal(pawns: number, huntsPlanned: number, huntingDeck: number): string | null {
  if (pawns !== 2) return `A Hunt needs exactly 2 pawns (${pawns} placed).`
  if (huntingDeck === 0) return 'There is no beast to hunt: the Hunting deck is empty.'
  if (huntsPlanned >= huntingDeck) return `Only ${huntingDeck} ${huntingDeck === 1 ? 'beast is' : 'beasts are'} in the Hunting deck: no more Hunts this round.`
  return null
}

/**
 * A Weapon-level requirement (a threat action's "Weapons 2", a Goat's "Weapons 1"): a temporary
 * boost counts for the check without moving the track (I-GOLD-24).
 */
export const weaponLevelMet = (weapons: number, needed: number, boost = 0): boolean => weapons + boost >= needed
