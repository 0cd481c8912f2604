import { cloneJson } from './json-clone'
import { intInRange, type RngState } from './rng'
import { ruleError, type RuleError } from './rule-error'

/**
 * Dice as data. A die is declared in content as its list of faces (one entry per physical face,
 * so a face kind printed three times is listed three times); a face carries an id and whatever
 * plain-JSON payload the ruleset reads (symbols, cloud counts, a shape). The state keeps only die
 * ids and face positions, never the declarations.
 */
export interface DieFace<P = unknown> {
  id: string
  payload?: P
}

export interface DieSpec<P = unknown> {
  id: string
  faces: readonly DieFace<P>[]
}

/** The dice a ruleset knows, by id (from its content). */
export type DiceCatalogue<P = unknown> = Readonly<Record<string, DieSpec<P>>>

/** One die on the table: which die, which face (position in `faces`), how often it was rerolled. */
export interface RolledDie {
  die: string
  face: number
  rerolls: number
}

/**
 * A reroll that may be used while the window is open: by whom (optional), on which dice of the
 * roll (positions), how many times, and whether it may take the same die again.
 */
export interface RerollOffer {
  id: string
  seat?: number
  positions: number[]
  uses: number
  /** False: each die at most once with this offer. Absent or true: the same die again is fine. */
  again?: boolean
}

/** A reroll that was applied, kept so the log can tell what changed. */
export interface RerollUse {
  offer: string
  position: number
  from: number
  to: number
}

/** The reroll window that opens after a roll, before any result is applied. */
export interface RerollWindow {
  offers: RerollOffer[]
  used: RerollUse[]
}

/** A roll in the state. `window` is null once the results are final. */
export interface DiceRoll {
  dice: RolledDie[]
  window: RerollWindow | null
}

/** Every problem of a die declaration, as `where.field: message` (empty when it is sound). */
export function dieProblems(spec: DieSpec, where = 'die'): string[] {
  const out: string[] = []
  if (typeof spec.id !== 'string' || spec.id === '') out.push(`${where}.id: must be a non-empty string`)
  if (!Array.isArray(spec.faces) || spec.faces.length === 0) {
    out.push(`${where}.faces: a die needs at least one face`)
    return out
  }
  spec.faces.forEach((f, i) => {
    if (typeof f.id !== 'string' || f.id === '') out.push(`${where}.faces[${i}].id: must be a non-empty string`)
  })
  return out
}

function specOf<P>(catalogue: DiceCatalogue<P>, id: string): DieSpec<P> {
  const spec = catalogue[id]
  if (spec === undefined) {
    throw new RangeError(`unknown die '${id}' (known: ${Object.keys(catalogue).join(', ') || 'none'})`)
  }
  if (spec.faces.length === 0) throw new RangeError(`die '${id}' has no faces`)
  return spec
}

/** Position of the first face with this id: what a test injects to force that face. */
export function faceIndex(spec: DieSpec, faceId: string): number {
  const i = spec.faces.findIndex((f) => f.id === faceId)
  if (i < 0) throw new RangeError(`die '${spec.id}' has no face '${faceId}'`)
  return i
}

/** The face a rolled die shows. */
export function faceOf<P>(catalogue: DiceCatalogue<P>, rolled: RolledDie): DieFace<P> {
  const face = specOf(catalogue, rolled.die).faces[rolled.face]
  if (face === undefined) throw new RangeError(`die '${rolled.die}' has no face at position ${rolled.face}`)
  return face
}

/** The faces of a whole roll, in the order the dice were rolled. */
export const rollFaces = <P>(catalogue: DiceCatalogue<P>, roll: DiceRoll): DieFace<P>[] =>
  roll.dice.map((d) => faceOf(catalogue, d))

/** One face position drawn from `draft` (a copy owned by the caller: it is advanced in place). */
const drawFace = (draft: RngState, spec: DieSpec): number => intInRange(draft, 0, spec.faces.length - 1)

/** Rolls one die: the new RNG state, the face position and the face shown. The RNG given is not touched. */
export function rollDie<P>(rng: RngState, spec: DieSpec<P>): { rng: RngState; face: number; shows: DieFace<P> } {
  const draft = cloneJson(rng)
  const face = spec.faces.length === 0 ? -1 : drawFace(draft, spec)
  const shows = spec.faces[face]
  if (shows === undefined) throw new RangeError(`die '${spec.id}' has no faces`)
  return { rng: draft, face, shows }
}

/**
 * Rolls several dice together (in the order given: injected picks apply in that order). With
 * `offers`, the reroll window opens at once; without, the results are final.
 */
export function rollDice<P>(
  rng: RngState,
  catalogue: DiceCatalogue<P>,
  dieIds: readonly string[],
  offers?: readonly RerollOffer[],
): { rng: RngState; roll: DiceRoll } {
  const specs = dieIds.map((id) => specOf(catalogue, id))
  const draft = cloneJson(rng)
  const dice = specs.map((spec) => ({ die: spec.id, face: drawFace(draft, spec), rerolls: 0 }))
  const roll: DiceRoll = { dice, window: null }
  return { rng: draft, roll: offers === undefined ? roll : openRerollWindow(roll, offers) }
}

/** Opens (or reopens with more offers) the reroll window of a roll. */
export function openRerollWindow(roll: DiceRoll, offers: readonly RerollOffer[]): DiceRoll {
  const window: RerollWindow = roll.window ? cloneJson(roll.window) : { offers: [], used: [] }
  for (const offer of offers) {
    if (window.offers.some((o) => o.id === offer.id)) throw new RangeError(`reroll offer '${offer.id}' is listed twice`)
    window.offers.push(cloneJson(offer))
  }
  return { dice: cloneJson(roll.dice), window }
}

/** Adds a reroll gained while the window is open (an ability paid for now). */
export function offerReroll(roll: DiceRoll, offer: RerollOffer): DiceRoll | RuleError {
  if (roll.window === null) return ruleError('reroll-window-closed', 'The dice are final: rerolls are only possible right after the roll.')
  if (roll.window.offers.some((o) => o.id === offer.id)) {
    return ruleError('reroll-offer-twice', `The reroll '${offer.id}' is already offered for this roll.`, { offer: offer.id })
  }
  return openRerollWindow(roll, [offer])
}

/** Why `offer` may not reroll the die at `position` now, or null when it may. */
function refusal(window: RerollWindow, offer: RerollOffer, position: number): RuleError | null {
  if (offer.uses <= 0) return ruleError('reroll-used-up', `The reroll '${offer.id}' has no uses left.`, { offer: offer.id })
  if (!offer.positions.includes(position)) {
    return ruleError('reroll-wrong-die', `The reroll '${offer.id}' does not apply to die #${position}.`, { offer: offer.id, position })
  }
  if (offer.again === false && window.used.some((u) => u.offer === offer.id && u.position === position)) {
    return ruleError('reroll-same-die', `The reroll '${offer.id}' already rerolled die #${position}.`, { offer: offer.id, position })
  }
  return null
}

/** Every (offer, die) pair that could be rerolled now; empty when the window is closed. */
export function rerollOptions(roll: DiceRoll): { offer: string; position: number }[] {
  const window = roll.window
  if (window === null) return []
  const out: { offer: string; position: number }[] = []
  for (const offer of window.offers) {
    for (const position of offer.positions) {
      if (position < roll.dice.length && refusal(window, offer, position) === null) out.push({ offer: offer.id, position })
    }
  }
  return out
}

/**
 * Applies one reroll: the die at `position` is rolled again and its new face replaces the old
 * one. Refused (as a RuleError) when the window is closed or the offer does not allow it.
 */
export function reroll<P>(
  rng: RngState,
  catalogue: DiceCatalogue<P>,
  roll: DiceRoll,
  offerId: string,
  position: number,
): { rng: RngState; roll: DiceRoll } | RuleError {
  if (roll.window === null) return ruleError('reroll-window-closed', 'The dice are final: rerolls are only possible right after the roll.')
  const offer = roll.window.offers.find((o) => o.id === offerId)
  if (offer === undefined) return ruleError('reroll-unknown', `No reroll '${offerId}' is offered for this roll.`, { offer: offerId })
  const rolled = roll.dice[position]
  if (rolled === undefined) return ruleError('reroll-wrong-die', `The roll has no die #${position}.`, { offer: offerId, position })
  const why = refusal(roll.window, offer, position)
  if (why) return why
  const draft = cloneJson(rng)
  const face = drawFace(draft, specOf(catalogue, rolled.die))
  const dice = cloneJson(roll.dice)
  dice[position] = { die: rolled.die, face, rerolls: rolled.rerolls + 1 }
  const window = cloneJson(roll.window)
  window.offers = window.offers.map((o) => (o.id === offerId ? { ...o, uses: o.uses - 1 } : o))
  window.used.push({ offer: offerId, position, from: rolled.face, to: face })
  return { rng: draft, roll: { dice, window } }
}

/** Closes the window: the results are final and no reroll applies any more. */
export const closeRerollWindow = (roll: DiceRoll): DiceRoll => ({ dice: cloneJson(roll.dice), window: null })
