/**
 * The scenario sheet as data (I-SCEN-01 fields A–L, §26.1 ScenarioDef): rounds, weather schedule,
 * start tile, wreckage, starting equipment, the Event deck's make-up, additional setup, book and
 * totem effects, special inventions and discovery tokens, the goal, the round-track annotations,
 * and the scenario's documented hooks — piles (the woodpile of I-SCEN1-04) and counters.
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { ConditionSchema, EffectSchema } from './effects'
import { ActionKindSchema } from './vocabulary'

/**
 * A pile filled level by level (I-SCEN1-04, I-SCEN1-05): `levels[i]` units of `resource` fill level
 * i; the group adds to the leftmost unfinished level only, at most one level per round, at the
 * start of the Action phase (I-SCEN1-03); what is on the pile never comes back.
 */
export const PileSchema = z.strictObject({
  id: IdSchema,
  title: I18nKeySchema,
  resource: z.enum(['wood', 'food', 'fur']),
  levels: z.array(z.int().min(1).max(20)).min(1).max(10),
}).meta({ id: 'Pile' })
export type Pile = z.infer<typeof PileSchema>

/** A scenario counter (crosses built, villages destroyed…), moved by `counter` effects. */
export const CounterSchema = z.strictObject({ id: IdSchema, title: I18nKeySchema, start: z.int().min(0).max(99) }).meta({ id: 'Counter' })
export type Counter = z.infer<typeof CounterSchema>

/** I-SCEN-02: effects printed on the round track, applied at the start of that round or at its Night. */
export const RoundNoteSchema = z.strictObject({
  round: z.int().min(1).max(30),
  at: z.enum(['start', 'night']),
  /** What the round track prints there, for players (a weather-only caption has no effects). */
  text: I18nKeySchema.optional(),
  effects: z.array(EffectSchema),
}).meta({ id: 'RoundNote' })
export type RoundNote = z.infer<typeof RoundNoteSchema>

/**
 * A special place (I-SCEN4-10, I-SCEN4-11, §26.1 extraActionSpaces): on every tile holding a Number
 * token (or, `on: "camp"`, a card on the sheet worked from the camp, I-SCEN3-08), an action of this
 * kind (its dice, tokens and resolution slot) that needs the usual pawns, distance and tile tokens
 * plus `extraPawns[k]` (k = how many of these places were already done); on success its effects
 * run, and with `once` the place is used up. `requires` must hold to plan it; with
 * `adventure: "wound"` an Adventure result draws no card and wounds the resolver 1 instead.
 */
export const SiteSchema = z.strictObject({
  id: IdSchema,
  title: I18nKeySchema,
  on: z.enum(['numberToken', 'camp']),
  requires: ConditionSchema.optional(),
  adventure: z.literal('wound').optional(),
  /** `explore`: green dice and the Explore slot; `hunt`: an attack — 2 pawns, no dice, the Hunt slot (I-SCEN5-06). */
  action: z.enum(['explore', 'hunt']),
  once: z.boolean(),
  /** I-SCEN5-10: it may be planned only along a path of explored tiles from the camp. */
  needsPath: z.boolean().optional(),
  /** I-SCEN5-11: only a castaway may lead it (the companion may still support). */
  leader: z.literal('castaway').optional(),
  /**
   * I-SCEN5-05: while a place of this site is not done, the camp may not be on its tile (a move
   * forced there wounds every character 1 instead) and a Gather there needs `gatherPawns` more.
   */
  blocks: z.strictObject({ gatherPawns: z.int().min(0).max(3) }).optional(),
  extraPawns: z.array(z.int().min(0).max(5)),
  /** I-MYSTERY-C10: only the sure count of pawns may be planned (2 and more for an Explore): no dice. */
  sure: z.boolean().optional(),
  /** I-SCEN2-07: only the tiles holding one of these Number tokens offer it (absent: every one). */
  tokens: z.array(z.int().min(1).max(9)).min(1).optional(),
  effects: z.array(EffectSchema).min(1),
}).meta({ id: 'Site' })
export type Site = z.infer<typeof SiteSchema>

export const ScenarioSchema = z.strictObject({
  id: IdSchema,
  title: I18nKeySchema,
  text: I18nKeySchema.optional(),
  /** I-SCEN-08: the recommended order of play (1 = the first to play); the New game form lists the sheets by it. */
  order: z.int().min(1).max(99).optional(),
  /** I-SCEN-02, I-ROUND-01: the number of rounds R. */
  rounds: z.int().min(1).max(30),
  /** I-SCEN-03: per round (index 0 = round 1), the weather dice rolled; one entry per round. */
  weather: z.array(z.array(IdSchema)),
  /** I-SETUP-10: the starting tile (by id) and the board space it goes on. */
  start: z.strictObject({ tile: IdSchema, space: IdSchema }),
  /** I-SETUP-10, I-SCEN4-02: tiles left out of the game (never in the stack). */
  tilesOut: z.array(IdSchema).optional(),
  /** I-SCEN5-02: tiles set face down on these spaces at setup: not explorable until a `revealTile` turns them up. */
  faceDown: z.array(z.strictObject({ tile: IdSchema, space: IdSchema })).optional(),
  /** I-SCEN4-04: a token lying on an action space all game: it counts for every action of that kind and is never discarded. */
  lastingTokens: z.array(z.strictObject({ token: z.literal('time'), action: ActionKindSchema })).optional(),
  /** I-SCEN3-02: cards out of the game (no effect can bring them in). */
  cardsOut: z.array(IdSchema).optional(),
  /** I-INV-C17: Invention cards left out of this scenario (never on the board, never drawn). */
  inventionsOut: z.array(IdSchema).optional(),
  /** I-SCEN4-05: Shelter, Roof and Palisade may be paid with fur counting as wood, mixed freely. */
  furAsWood: z.boolean().optional(),
  /** I-SETUP-14: the Wreckage card in the right threat space. */
  wreckage: IdSchema,
  /** I-SETUP-11, I-SCEN5-02: how many Starting Equipment cards are drawn, or which ones are fixed. */
  startingEquipment: z.strictObject({ draw: z.int().min(0).max(8), fixed: z.array(IdSchema).optional() }),
  /** I-SETUP-15, I-GOLD-26: book and adventure Event cards (default ceil(R/2) each). */
  eventDeck: z.strictObject({ book: z.int().min(0).max(30), adventure: z.int().min(0).max(30) }).optional(),
  /** I-SETUP-05: inventions drawn from the deck to the board besides the defaults (5; scenario 6: 9). */
  inventionDraw: z.int().min(0).max(20),
  /** I-SETUP-19: the sheet's additional setup, after the standard steps. */
  setup: z.array(EffectSchema),
  /** I-SCEN-06: the book effect. */
  book: z.array(EffectSchema),
  /** I-SCEN-04: the n-th totem revealed triggers the n-th entry. */
  totems: z.array(z.array(EffectSchema)),
  /** I-SCEN-07: the special inventions (cards with placement "scenario"). */
  inventions: z.array(IdSchema),
  /** I-SCEN-05: the special Discovery tokens of this scenario. */
  discoveries: z.array(IdSchema),
  /** I-END-01: the objective, checked at once or at the end of a round. */
  goal: z.strictObject({ when: z.enum(['immediate', 'roundEnd']), cond: ConditionSchema, text: I18nKeySchema.optional() }),
  /** I-SCEN-01 G: the special rules in words, for players. */
  rules: z.array(I18nKeySchema).optional(),
  /** I-END-06: scenario defeats, checked at once. */
  defeats: z.array(ConditionSchema).optional(),
  /** I-SCEN-02: round-track annotations. */
  roundNotes: z.array(RoundNoteSchema).optional(),
  /** I-SCEN7-05: effects run each time a Hungry Animals result finds no Palisade left to take (after its wounds). */
  palisadeBreach: z.array(EffectSchema).optional(),
  /** I-SCEN7-06: effects printed for every round, at its start, in its Production phase or at its Night. */
  everyRound: z.array(z.strictObject({ at: z.enum(['start', 'production', 'night']), effects: z.array(EffectSchema).min(1) })).optional(),
  piles: z.array(PileSchema).optional(),
  sites: z.array(SiteSchema).optional(),
  counters: z.array(CounterSchema).optional(),
}).meta({ id: 'Scenario' })
export type Scenario = z.infer<typeof ScenarioSchema>
