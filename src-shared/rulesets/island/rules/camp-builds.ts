/**
 * What the camp structures cost and when they can be built (§9.8): Shelter, Roof and Palisade cost
 * the wood **or** the fur of the board's cost table for the number of players (never mixed,
 * I-ACT-49); Weapons cost 1 wood at every count (I-ACT-53). Roof and Palisade need a Shelter
 * (I-ACT-51) and a raise without one is lost (I-ACT-52).
 */
export type CampBuild = 'shelter' | 'roof' | 'palisade' | 'weapons'

export interface CostRow {
  wood: number
  fur: number
}

/** The board's cost table by number of players (board data; Friday and Jenny never count, I-2P-18). */
export type CostTable = Readonly<Record<number, CostRow>>

export interface Payment {
  wood: number
  fur: number
}

export interface CampCostOptions {
  /** An Extra wood token on that space: 1 more wood whenever it is paid with wood (I-TOKEN-13). */
  extraWoodToken?: boolean
  /** Fur counts as wood and may be mixed in; all fur still costs the table's fur (I-SCEN4-05). */
  furCountsAsWood?: boolean
  /** Wood saved by the Carpenter's Economical Construction, never below 0 (I-CHAR-21). */
  woodDiscount?: number
}

/** The players counted for the cost table: characters played by a seat, never the companion or a rescued NPC (I-2P-18, I-SCEN3-05). */
export const playersForCosts = (characters: readonly { seat?: number }[]): number => new Set(characters.flatMap((c) => (c.seat === undefined ? [] : [c.seat]))).size

/** The cost row for the players at the table; a solo game pays the 2-player cost unless the table lists 1 (I-SOLO-02). */
export function costRow(table: CostTable, players: number): CostRow {
  const row = table[players] ?? (players === 1 ? table[2] : undefined)
  if (row === undefined) throw new RangeError(`the cost table has no row for ${players} players (rows: ${Object.keys(table).join(', ')})`)
  return row
}

/** Every way to pay one Build action on a camp structure, cheapest in wood last. */
export function campBuildPayments(target: CampBuild, players: number, table: CostTable, options: CampCostOptions = {}): Payment[] {
  // Module-level helpers rather than closures: planning asks this for every camp build target.
  if (target === 'weapons') return [withToken({ wood: discounted(1, options), fur: 0 }, options)]
  const row = costRow(table, players)
  const out: Payment[] = [withToken({ wood: discounted(row.wood, options), fur: 0 }, options)]
  if (options.furCountsAsWood === true) {
    for (let fur = 1; fur < row.fur && fur < row.wood; fur++) out.push(withToken({ wood: discounted(row.wood - fur, options), fur }, options))
  }
  out.push({ wood: 0, fur: row.fur })
  return out
}

/** I-CHAR-21: wood saved by Economical Construction, never below 0. */
const discounted = (wood: number, options: CampCostOptions): number => Math.max(0, wood - (options.woodDiscount ?? 0))

/** I-TOKEN-13: an Extra wood token adds 1 wood to a payment made with wood. */
const withToken = (p: Payment, options: CampCostOptions): Payment => ((p.wood > 0 || p.fur === 0) && options.extraWoodToken === true ? { ...p, wood: p.wood + 1 } : p)

/** Whether Available covers a payment (resources already assigned to other actions are not Available, I-ACT-07). */
export const canPay = (payment: Payment, available: Payment): boolean => payment.wood <= available.wood && payment.fur <= available.fur

export type ShelterState = 'none' | 'built' | 'natural'

/** Why this structure cannot be planned now, or null (I-ACT-14, I-ACT-51). */
export function campBuildRefusal(target: CampBuild, shelter: ShelterState, shelterBuiltThisRound: boolean): string | null {
  if (target === 'shelter') return shelter === 'built' ? 'The Shelter is already built.' : null
  if (target === 'weapons') return null
  if (shelter === 'none') return `The ${target === 'roof' ? 'Roof' : 'Palisade'} needs a Shelter first.`
  if (shelterBuiltThisRound) return `The Shelter was built this round: the ${target === 'roof' ? 'Roof' : 'Palisade'} can be built from the next round.`
  return null
}

/** A Roof or Palisade level after a raise of `by`: without a Shelter the raise is lost (I-ACT-52); no maximum. */
export const raiseLevel = (level: number, by: number, shelter: ShelterState): number => (shelter === 'none' ? level : level + by)
