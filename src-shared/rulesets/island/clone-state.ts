/**
 * The working copy `apply` changes: a copy of an Island state, field by field, equal to `cloneJson`'s.
 * Most of a copy's cost is one allocation per object, so what is never changed in place — every
 * list of names or numbers (decks, tokens, Items, abilities used…: lists.ts), the island and its
 * tiles, the inaccessible spaces and the planned actions — is shared instead of copied; the objects holding them are copied by their own spread,
 * and the rarer, deeper parts (the queue, a pending choice, a roll) go through `cloneJson`. The copy
 * lists every field of the state in one order, optional ones too (undefined when absent: JSON and
 * the state hash leave them out), so all states have one shape. `__tests__/clone-state.spec.ts`
 * checks the copy equals `cloneJson`'s (as JSON), has that one shape, and shares only those parts.
 */
import { cloneJson } from '../../engine/json-clone'
import type { CharacterState, IslandState } from './types'

/**
 * Every field of the state, optional ones included: the copies below list them all, in one order,
 * so every state `apply` returns has the same shape (V8 then reads and copies states through one
 * hidden class instead of dozens; a field left out here does not compile).
 */
type FieldName = keyof IslandState
export type EveryField = { [K in FieldName]: IslandState[K] }

/** A copy of a rarer, deeper part (the queue, a pending choice, a roll). */
const deep = <T>(v: T): T => (typeof v === 'object' && v !== null ? cloneJson(v) : v)

/** As `cloneJson` does: a "__proto__" key stays an own field (a save read by JSON.parse can hold one). */
function setOwn(out: Record<string, unknown>, k: string, v: unknown): void {
  if (k === '__proto__') Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true })
  else out[k] = v
}

/** A record of flat objects (token holders), each copied. */
function flatsOf<T extends object>(r: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {}
  for (const k of Object.keys(r)) setOwn(out, k, { ...(r[k] as T) })
  return out
}

/** The characters, each copied with its own sheet; their lists are shared. */
function characters(r: Record<string, CharacterState>): Record<string, CharacterState> {
  const out: Record<string, CharacterState> = {}
  for (const k of Object.keys(r)) {
    const c = r[k] as CharacterState
    const o = { ...c }
    if (c.sheet !== undefined) o.sheet = { ...c.sheet }
    setOwn(out, k, o)
  }
  return out
}

// Copied whole, then the parts that are objects of their own: a spread with fields after it is
// slower than a spread and a store.
function rngOf(rng: IslandState['rng']): IslandState['rng'] {
  const o = { ...rng }
  o.s = [rng.s[0], rng.s[1], rng.s[2], rng.s[3]]
  o.injected = rng.injected.slice()
  return o
}

function decksOf(d: IslandState['decks']): IslandState['decks'] {
  const o = { ...d }
  o.adventure = { ...d.adventure }
  return o
}

function ledgerOf(l: IslandState['ledger']): IslandState['ledger'] {
  const o = { ...l }
  o.gained = { ...l.gained }
  o.spent = { ...l.spent }
  return o
}

/**
 * A copy of `s` equal to `cloneJson(s)` that shares only what is never changed in place: the
 * state's lists (lists.ts), the island and its tiles, the inaccessible spaces, the places done and
 * Number tokens, the planned actions, the decisions waiting, the seats, the setup's drawn inventions
 * and the settings (readonly in the state type). Every other object is copied.
 */
export function cloneState(s: IslandState): IslandState {
  const o: EveryField = {
    scenario: s.scenario,
    settings: s.settings,
    rng: rngOf(s.rng),
    position: { ...s.position },
    players: s.players,
    seats: s.seats,
    firstPlayer: s.firstPlayer,
    characters: characters(s.characters),
    companion: s.companion,
    dog: s.dog,
    morale: s.morale,
    tracks: { ...s.tracks },
    shelter: { ...s.shelter },
    camp: s.camp,
    // Tiles and the island record are never changed in place (lists.ts `setTile`): shared.
    island: s.island,
    inaccessible: s.inaccessible,
    available: { ...s.available },
    future: { ...s.future },
    discovery: { ...s.discovery },
    // The deck lists are never changed in place (lists.ts): shared; the decks object is not.
    decks: decksOf(s.decks),
    threat: { ...s.threat },
    spaceTokens: { ...s.spaceTokens },
    inventions: { ...s.inventions },
    flippedThisRound: s.flippedThisRound,
    equipment: s.equipment.map((e) => ({ ...e })),
    cardUses: s.cardUses === undefined ? undefined : { ...s.cardUses },
    cardsUsedThisRound: s.cardsUsedThisRound,
    equipmentFuture: s.equipmentFuture,
    kept: s.kept,
    keptFuture: s.keptFuture,
    removed: s.removed,
    piles: { ...s.piles },
    pileRound: s.pileRound,
    counters: { ...s.counters },
    sitesDone: s.sitesDone,
    weatherWait: deep(s.weatherWait),
    mysteryWards: s.mysteryWards,
    mysteryFewer: s.mysteryFewer,
    tokenHolders: s.tokenHolders === undefined ? undefined : flatsOf(s.tokenHolders),
    drawn: s.drawn,
    faceDown: s.faceDown === undefined ? undefined : { ...s.faceDown },
    tileItems: s.tileItems === undefined ? undefined : { ...s.tileItems },
    repeatBuilds: deep(s.repeatBuilds),
    // Planned actions are never changed in place (types.ts): the list is copied, the actions shared.
    plan: s.plan.slice(),
    planAgreement: deep(s.planAgreement),
    resolveIndex: s.resolveIndex,
    pawnsGranted: deep(s.pawnsGranted),
    skip: s.skip,
    shortcutSource: s.shortcutSource === undefined ? undefined : { ...s.shortcutSource },
    campMoveLoss: s.campMoveLoss === undefined ? undefined : { ...s.campMoveLoss },
    atNight: deep(s.atNight),
    roundHolds: s.roundHolds === undefined ? undefined : { ...s.roundHolds },
    travellers: s.travellers,
    atEndOfAction: deep(s.atEndOfAction),
    tokensAfterAction: deep(s.tokensAfterAction),
    quarrel: s.quarrel,
    weatherExtra: s.weatherExtra,
    weatherMods: { ...s.weatherMods },
    tempWeapon: s.tempWeapon,
    totems: s.totems,
    numberTokens: s.numberTokens,
    // A decision waiting is never changed in place (types.ts): shared, as are those set aside.
    pending: s.pending,
    resume: s.resume.slice(),
    queue: deep(s.queue),
    stepStarted: s.stepStarted,
    stepDone: s.stepDone,
    roll: deep(s.roll),
    revealed: s.revealed,
    campFollowers: deep(s.campFollowers),
    itemMarks: deep(s.itemMarks),
    actionGains: deep(s.actionGains),
    ledger: ledgerOf(s.ledger),
    outcome: s.outcome,
    reason: s.reason,
  }
  return o
}

/**
 * The working copy of a command that changes only the plan's list (apply-command.ts): every other
 * part is shared, in the same shape as `cloneState`'s copies.
 */
export function planDraft(s: IslandState): IslandState {
  const o = inOneShape(s)
  o.plan = s.plan.slice()
  return o
}

/** `s` in the one shape of every state (each field listed, in order), sharing all its parts. */
export function inOneShape(s: IslandState): IslandState {
  const o: EveryField = {
    scenario: s.scenario, settings: s.settings, rng: s.rng, position: s.position, players: s.players, seats: s.seats,
    firstPlayer: s.firstPlayer, characters: s.characters, companion: s.companion, dog: s.dog, morale: s.morale, tracks: s.tracks,
    shelter: s.shelter, camp: s.camp, island: s.island, inaccessible: s.inaccessible, available: s.available, future: s.future,
    discovery: s.discovery, decks: s.decks, threat: s.threat, spaceTokens: s.spaceTokens, inventions: s.inventions,
    flippedThisRound: s.flippedThisRound, equipment: s.equipment, cardUses: s.cardUses, cardsUsedThisRound: s.cardsUsedThisRound,
    equipmentFuture: s.equipmentFuture, kept: s.kept, keptFuture: s.keptFuture, removed: s.removed, piles: s.piles,
    pileRound: s.pileRound, counters: s.counters, sitesDone: s.sitesDone, weatherWait: s.weatherWait, mysteryWards: s.mysteryWards,
    mysteryFewer: s.mysteryFewer, tokenHolders: s.tokenHolders, drawn: s.drawn, faceDown: s.faceDown, tileItems: s.tileItems,
    repeatBuilds: s.repeatBuilds, plan: s.plan, planAgreement: s.planAgreement, resolveIndex: s.resolveIndex,
    pawnsGranted: s.pawnsGranted, skip: s.skip, shortcutSource: s.shortcutSource, campMoveLoss: s.campMoveLoss, atNight: s.atNight,
    roundHolds: s.roundHolds, travellers: s.travellers, atEndOfAction: s.atEndOfAction, tokensAfterAction: s.tokensAfterAction,
    quarrel: s.quarrel, weatherExtra: s.weatherExtra, weatherMods: s.weatherMods, tempWeapon: s.tempWeapon, totems: s.totems,
    numberTokens: s.numberTokens, pending: s.pending, resume: s.resume, queue: s.queue, stepStarted: s.stepStarted,
    stepDone: s.stepDone, roll: s.roll, revealed: s.revealed, campFollowers: s.campFollowers, itemMarks: s.itemMarks,
    actionGains: s.actionGains, ledger: s.ledger, outcome: s.outcome, reason: s.reason,
  }
  return o
}
