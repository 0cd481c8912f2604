import { charactersPerSeat, type SeatsModel } from '../../../src-shared/game-module'

/** One seat of the New game form (`key` keeps Vue's list stable while seats move). */
export interface SeatRow {
  key: number
  name: string
  characters: string[]
}

/** The characters no seat has taken, in the pack's order. */
export function freeCharacters(all: readonly string[], seats: readonly SeatRow[]): string[] {
  const taken = new Set(seats.flatMap((s) => s.characters))
  return all.filter((c) => !taken.has(c))
}

/**
 * Every seat with exactly the characters the ruleset gives a seat at this table size (in some rulesets
 * a solo player plays two): extra ones are dropped from the end, missing ones filled from the free ones.
 */
export function fitCharacters(model: SeatsModel, all: readonly string[], seats: readonly SeatRow[]): SeatRow[] {
  const per = charactersPerSeat(model, seats.length)
  const trimmed = seats.map((s) => ({ ...s, characters: s.characters.slice(0, per) }))
  const free = freeCharacters(all, trimmed)
  return trimmed.map((s) => {
    const characters = [...s.characters]
    while (characters.length < per) characters.push(free.shift() ?? '')
    return { ...s, characters }
  })
}

/** Whether one more seat fits: the ruleset's maximum and enough characters for everyone. */
export function canAddSeat(model: SeatsModel, all: readonly string[], seats: readonly SeatRow[]): boolean {
  const n = seats.length + 1
  return n <= model.max && n * charactersPerSeat(model, n) <= all.length
}

export const canRemoveSeat = (model: SeatsModel, seats: readonly SeatRow[]): boolean => seats.length > Math.max(1, model.min)

/** A new seat at the end, with free characters; the others refitted to the new table size. */
export function addSeat(model: SeatsModel, all: readonly string[], seats: readonly SeatRow[], row: Omit<SeatRow, 'characters'>): SeatRow[] {
  if (!canAddSeat(model, all, seats)) return [...seats]
  return fitCharacters(model, all, [...seats, { ...row, characters: [] }])
}

export function removeSeat(model: SeatsModel, all: readonly string[], seats: readonly SeatRow[], index: number): SeatRow[] {
  if (!canRemoveSeat(model, seats) || index < 0 || index >= seats.length) return [...seats]
  return fitCharacters(model, all, seats.filter((_, j) => j !== index))
}

/** Swaps a seat with its neighbour (`by` -1: up, 1: down); out of range changes nothing. */
export function moveSeat(seats: readonly SeatRow[], index: number, by: -1 | 1): SeatRow[] {
  const list = [...seats]
  const a = list[index]
  const b = list[index + by]
  if (!a || !b) return list
  list[index] = b
  list[index + by] = a
  return list
}

/** Whether a character is played twice (every character has one player). */
export function duplicateCharacter(seats: readonly SeatRow[]): boolean {
  const all = seats.flatMap((s) => s.characters)
  return new Set(all).size !== all.length
}

/** How many seats a new game starts with: two when the ruleset and the pack allow, else what they allow. */
export function initialSeatCount(model: SeatsModel, characters: number): number {
  let n = Math.min(Math.max(2, model.min), model.max)
  while (n > model.min && n * charactersPerSeat(model, n) > characters) n--
  return n
}
