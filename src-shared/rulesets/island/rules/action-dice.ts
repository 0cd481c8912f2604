import { offerReroll, reroll, rollDice, rollFaces, type DiceCatalogue, type DiceRoll, type DieSpec, type RerollOffer } from '../../../engine/dice'
import { totalOdds, type Odds } from '../../../engine/dice-odds'
import { isRuleError } from '../../../engine/rule-error'
import type { RngState } from '../../../engine/rng'

/**
 * The action dice (§10.1). Each action colour — build (brown), gather (grey), explore (green) — has
 * three dice: a Wound die, a Success die and an Adventure die, each with two kinds of face
 * (I-DICE-02). How many faces of each kind a die has is pack data (I-DICE-03, Q-02): it comes in
 * as an `ActionDice` value, never from code, so tests can inject any die.
 */
export type ActionDiceKind = 'build' | 'gather' | 'explore'
export const ACTION_DICE_KINDS: readonly ActionDiceKind[] = ['build', 'gather', 'explore']

export type WoundFace = 'wound' | 'blank'
export type SuccessFace = 'success' | 'determination'
export type AdventureFace = 'adventure' | 'blank'

/** One colour's three dice, each as its list of faces (one entry per physical face). */
export interface ActionDiceSet {
  wound: readonly WoundFace[]
  success: readonly SuccessFace[]
  adventure: readonly AdventureFace[]
}

export type ActionDice = Readonly<Record<ActionDiceKind, ActionDiceSet>>

export type ActionDieRole = keyof ActionDiceSet
/** The order the three results are applied in (I-DICE-05, Q-05: Wound → Success → Adventure). */
export const ACTION_DIE_ORDER: readonly ActionDieRole[] = ['wound', 'success', 'adventure']

/** Determination a failed Success die gives the resolver (I-DICE-02). */
export const FAILED_SUCCESS_DETERMINATION = 2

const FACE_KINDS: Record<ActionDieRole, readonly string[]> = {
  wound: ['wound', 'blank'],
  success: ['success', 'determination'],
  adventure: ['adventure', 'blank'],
}

/** Every problem of the pack's action dice as `where.kind.die[i]: message` (empty when sound). */
export function actionDiceProblems(dice: unknown, where = 'actionDice'): string[] {
  if (typeof dice !== 'object' || dice === null) return [`${where}: must be an object with build, gather and explore dice`]
  const out: string[] = []
  for (const kind of ACTION_DICE_KINDS) {
    const set: unknown = (dice as Record<string, unknown>)[kind]
    if (typeof set !== 'object' || set === null) {
      out.push(`${where}.${kind}: missing (each colour needs a wound, a success and an adventure die)`)
      continue
    }
    for (const role of ACTION_DIE_ORDER) {
      const faces: unknown = (set as Record<string, unknown>)[role]
      if (!Array.isArray(faces) || faces.length === 0) {
        out.push(`${where}.${kind}.${role}: a die needs at least one face`)
        continue
      }
      faces.forEach((f: unknown, i) => {
        if (typeof f !== 'string' || !FACE_KINDS[role].includes(f)) {
          out.push(`${where}.${kind}.${role}[${i}]: '${String(f)}' is not one of ${FACE_KINDS[role].join(', ')}`)
        }
      })
    }
  }
  return out
}

/** The kernel die id of one action die: `build.wound`, `explore.adventure`, … */
export const actionDieId = (kind: ActionDiceKind, role: ActionDieRole): string => `${kind}.${role}`

function specsOf(dice: ActionDice): DiceCatalogue<ActionDieRole> {
  const catalogue: Record<string, DieSpec<ActionDieRole>> = {}
  for (const kind of ACTION_DICE_KINDS) {
    for (const role of ACTION_DIE_ORDER) {
      const id = actionDieId(kind, role)
      catalogue[id] = { id, faces: dice[kind][role].map((face) => ({ id: face, payload: role })) }
    }
  }
  return catalogue
}

const catalogues = new WeakMap<ActionDice, DiceCatalogue<ActionDieRole>>()

/** The nine action dice as kernel dice data (built once per pack value). */
export function actionDiceCatalogue(dice: ActionDice): DiceCatalogue<ActionDieRole> {
  let catalogue = catalogues.get(dice)
  if (!catalogue) {
    catalogue = specsOf(dice)
    catalogues.set(dice, catalogue)
  }
  return catalogue
}

export interface ActionRollOptions {
  /**
   * An Adventure token lies on this colour's Adventure deck: the Adventure die is not rolled, a card
   * is drawn anyway (I-DICE-07, I-TOKEN-16).
   */
  adventureToken?: boolean
  /** Friday's roll: a "?" (or the Adventure token) is 1 wound for him instead of a card (I-2P-09). */
  friday?: boolean
  /**
   * How many times a Success die showing success must be rerolled (the Reroll token, I-TOKEN-04; the
   * Confused trap, I-MYSTERY-C06). Each forced reroll happens only while the die shows success.
   */
  forcedSuccessRerolls?: number
}

/** The dice rolled for a risky action of this colour, in the order they are read (I-DICE-01, I-DICE-07). */
export function actionDiceToRoll(kind: ActionDiceKind, options: ActionRollOptions = {}): ActionDieRole[] {
  return ACTION_DIE_ORDER.filter((role) => role !== 'adventure' || options.adventureToken !== true)
}

/** What one action roll shows, by die (absent: that die was not rolled). */
export type ActionRollFaces = Partial<{ wound: WoundFace; success: SuccessFace; adventure: AdventureFace }>

/** One applied result, in the order of I-DICE-05, worded for the log. */
export interface ActionDieStep {
  die: ActionDieRole
  /** What the die (or the Adventure token standing in for it) did. */
  effect: 'wound' | 'nothing' | 'success' | 'failure' | 'adventure-card' | 'friday-wound'
}

export interface ActionRollOutcome {
  steps: ActionDieStep[]
  /** Wounds the resolver suffers from this roll (the Wound die; Friday's "?" too). */
  wounds: number
  success: boolean
  /** Determination the resolver gains (a failed Success die). */
  determination: number
  /** Adventure cards to draw: never more than one (I-DICE-07). */
  adventureCards: 0 | 1
  /** The Adventure token on the deck was used up by this action (I-TOKEN-16, I-2P-09). */
  adventureTokenSpent: boolean
}

/**
 * The outcome of a roll (I-DICE-02, I-DICE-04): the three results are independent and are applied
 * Wound → Success → Adventure (I-DICE-05). A missing Success die counts as a failure only if it was
 * meant to be rolled; callers always roll it for a risky action.
 */
export function actionRollOutcome(faces: ActionRollFaces, options: ActionRollOptions = {}): ActionRollOutcome {
  const steps: ActionDieStep[] = []
  let wounds = 0
  const hurt = faces.wound === 'wound'
  steps.push({ die: 'wound', effect: hurt ? 'wound' : 'nothing' })
  if (hurt) wounds += 1
  const success = faces.success === 'success'
  steps.push({ die: 'success', effect: success ? 'success' : 'failure' })
  const adventure = options.adventureToken === true || faces.adventure === 'adventure'
  let adventureCards: 0 | 1 = 0
  if (adventure && options.friday === true) {
    wounds += 1
    steps.push({ die: 'adventure', effect: 'friday-wound' })
  } else {
    if (adventure) adventureCards = 1
    steps.push({ die: 'adventure', effect: adventure ? 'adventure-card' : 'nothing' })
  }
  return {
    steps,
    wounds,
    success,
    determination: success ? 0 : FAILED_SUCCESS_DETERMINATION,
    adventureCards,
    adventureTokenSpent: options.adventureToken === true,
  }
}

/** A roll of action dice on the table, with the die ids in the order they were rolled. */
export interface ActionDiceRoll {
  kind: ActionDiceKind
  roles: ActionDieRole[]
  roll: DiceRoll
  /** Forced rerolls of the Success die that actually happened (a Reroll token is spent only then). */
  forcedRerolls: number
}

/**
 * Rolls the action dice of a risky action with the kernel's seeded dice. Forced rerolls of a
 * success (Reroll token, Confused) are made at once, before the reroll window opens for the
 * players' own rerolls (`offers`, e.g. a character's reroll ability): they are part of the roll itself.
 * The RNG given is not touched.
 */
export function rollActionDice(
  rng: RngState,
  dice: ActionDice,
  kind: ActionDiceKind,
  options: ActionRollOptions = {},
  offers?: readonly RerollOffer[],
): { rng: RngState; roll: ActionDiceRoll } {
  const catalogue = actionDiceCatalogue(dice)
  const roles = actionDiceToRoll(kind, options)
  let rolled = rollDice(rng, catalogue, roles.map((role) => actionDieId(kind, role)), [])
  const position = roles.indexOf('success')
  let forcedRerolls = 0
  for (let i = 0; i < (options.forcedSuccessRerolls ?? 0); i++) {
    if (rollFaces(catalogue, rolled.roll)[position]?.id !== 'success') break
    const offer = offerReroll(rolled.roll, { id: `forced-success-${i}`, positions: [position], uses: 1 })
    if (isRuleError(offer)) throw new RangeError(offer.message)
    const next = reroll(rolled.rng, catalogue, offer, `forced-success-${i}`, position)
    if (isRuleError(next)) throw new RangeError(next.message)
    rolled = next
    forcedRerolls += 1
  }
  if (offers === undefined) return { rng: rolled.rng, roll: { kind, roles, roll: { ...rolled.roll, window: null }, forcedRerolls } }
  // The window the players see offers only their own rerolls; the forced ones stay in `used` for the log.
  const open: DiceRoll = { dice: rolled.roll.dice, window: { offers: [], used: rolled.roll.window?.used ?? [] } }
  return { rng: rolled.rng, roll: { kind, roles, roll: offerRerolls(open, offers), forcedRerolls } }
}

function offerRerolls(roll: DiceRoll, offers: readonly RerollOffer[]): DiceRoll {
  let out = roll
  for (const offer of offers) {
    const next = offerReroll(out, offer)
    if (isRuleError(next)) throw new RangeError(next.message)
    out = next
  }
  return out
}

/** The faces an action roll shows now, by die. */
export function actionRollFaces(dice: ActionDice, roll: ActionDiceRoll): ActionRollFaces {
  const faces = rollFaces(actionDiceCatalogue(dice), roll.roll)
  const out: Record<string, string> = {}
  roll.roles.forEach((role, i) => {
    const face = faces[i]
    if (face !== undefined) out[role] = face.id
  })
  return out as ActionRollFaces
}

/** One joint result of the three dice. */
export interface ActionOutcome {
  wounds: number
  success: boolean
  adventure: boolean
}

/** One joint result of the three dice with its exact odds. */
export interface ActionOutcomeOdds extends ActionOutcome {
  odds: Odds
}

/**
 * The three dice as the odds see them: a forced success reroll is a virtual Success die whose
 * faces are every pair of faces (a success → the second face stands); the Adventure token is an
 * Adventure die that always shows "?"; Friday's "?" is worth a wound, not a card.
 */
function oddsDice(set: ActionDiceSet, options: ActionRollOptions): [DieSpec<ActionOutcome>, DieSpec<ActionOutcome>, DieSpec<ActionOutcome>] {
  const none: ActionOutcome = { wounds: 0, success: false, adventure: false }
  let successFaces: SuccessFace[] = [...set.success]
  for (let i = 0; i < (options.forcedSuccessRerolls ?? 0); i++) {
    successFaces = successFaces.flatMap((first) => (first === 'success' ? [...set.success] : set.success.map(() => first)))
  }
  const friday = options.friday === true
  const adventureFaces: AdventureFace[] = options.adventureToken === true ? ['adventure'] : [...set.adventure]
  return [
    { id: 'wound', faces: set.wound.map((f) => ({ id: f, payload: { ...none, wounds: f === 'wound' ? 1 : 0 } })) },
    { id: 'success', faces: successFaces.map((f) => ({ id: f, payload: { ...none, success: f === 'success' } })) },
    {
      id: 'adventure',
      faces: adventureFaces.map((f) => ({ id: f, payload: { ...none, wounds: f === 'adventure' && friday ? 1 : 0, adventure: f === 'adventure' && !friday } })),
    },
  ]
}

/** Every equally likely combination of faces of the three dice, as outcomes. */
function combinations(set: ActionDiceSet, options: ActionRollOptions): ActionOutcome[] {
  const [w, s, a] = oddsDice(set, options)
  const out: ActionOutcome[] = []
  for (const fw of w.faces) for (const fs of s.faces) for (const fa of a.faces) {
    const pw = fw.payload
    const ps = fs.payload
    const pa = fa.payload
    if (pw && ps && pa) out.push({ wounds: pw.wounds + pa.wounds, success: ps.success, adventure: pa.adventure })
  }
  return out
}

/**
 * The exact odds of every outcome of a risky action (the planning helper, issue item 4), from the
 * kernel's exact totals: each outcome of the equally likely face combinations is a value of one
 * virtual die (wounds + 4 × success + 8 × adventure).
 */
export function actionOutcomeOdds(set: ActionDiceSet, options: ActionRollOptions = {}): ActionOutcomeOdds[] {
  const die: DieSpec<number> = {
    id: 'outcome',
    faces: combinations(set, options).map((o, i) => ({ id: String(i), payload: o.wounds + (o.success ? 4 : 0) + (o.adventure ? 8 : 0) })),
  }
  return totalOdds([die], (face) => face.payload ?? 0).map(({ total, odds }) => ({
    wounds: total % 4,
    success: total % 8 >= 4,
    adventure: total >= 8,
    odds,
  }))
}

/** The exact odds of one event of a risky action ("succeeds", "at least one wound"…). */
export function actionEventOdds(set: ActionDiceSet, event: (o: ActionOutcome) => boolean, options: ActionRollOptions = {}): Odds {
  const die: DieSpec<number> = { id: 'event', faces: combinations(set, options).map((o, i) => ({ id: String(i), payload: event(o) ? 1 : 0 })) }
  return totalOdds([die], (face) => face.payload ?? 0).find((t) => t.total === 1)?.odds ?? { num: 0, den: 1 }
}
