import { fightStrength } from './combat'

/**
 * The village and city attacks of the spec's fifth scenario (§22.6), as arithmetic a scenario hook
 * can call: a village's strength grows with the totems in sight (I-SCEN5-07), the city's shrinks
 * with every village destroyed (I-SCEN5-09), and the raid of the book icon hurts less for each
 * village gone (I-SCEN5-12). The base numbers are the sheet's and can be given as data.
 */
export interface VillageNumbers {
  villageBase: number
  cityBase: number
  cityLossPerVillage: number
  raidBase: number
}

export const VILLAGE_NUMBERS: VillageNumbers = { villageBase: 4, cityBase: 21, cityLossPerVillage: 3, raidBase: 3 }

/** A village's strength: the base plus every uncovered totem icon visible on the island (I-SCEN5-07). */
export const villageStrength = (uncoveredTotems: number, n: VillageNumbers = VILLAGE_NUMBERS): number => n.villageBase + uncoveredTotems

/** The city's strength: the base less a share for each destroyed village (I-SCEN5-09). */
export const cityStrength = (villagesDestroyed: number, n: VillageNumbers = VILLAGE_NUMBERS): number => n.cityBase - n.cityLossPerVillage * villagesDestroyed

/**
 * An attack is a Hunt without a Beast card: only the strength counts; the attacker suffers the
 * difference, and the target falls if the attacker survives (I-SCEN5-06, I-SCEN5-08).
 */
export function attack(strength: number, weapons: number, boost = 0): { wounds: number } {
  return { wounds: fightStrength(strength, weapons, boost).wounds }
}

/**
 * The raid of the book icon (I-SCEN5-12): every character suffers the base less the villages
 * destroyed (never below 0); then the camp must move. If it cannot, the built Shelter, Roof and
 * Palisade are lost — or, with no built Shelter, every character suffers 2 more wounds.
 */
export function raid(villagesDestroyed: number, campCanMove: boolean, shelterBuilt: boolean, n: VillageNumbers = VILLAGE_NUMBERS): { woundsEach: number; moveCamp: boolean; loseShelter: boolean } {
  const woundsEach = Math.max(0, n.raidBase - villagesDestroyed)
  if (campCanMove) return { woundsEach, moveCamp: true, loseShelter: false }
  return shelterBuilt ? { woundsEach, moveCamp: false, loseShelter: true } : { woundsEach: woundsEach + 2, moveCamp: false, loseShelter: false }
}
