/**
 * The Island rules' own words as closed lists (spec §0.3, §21 icons): resources, action kinds,
 * terrains, camp tracks, tokens, body parts. Every schema and effect term of an Island pack uses
 * these, so a pack cannot name a resource or a token the engine does not know.
 */
import { z } from 'zod'

/** I-RES-01, I-ICON-02: wood, perishable food, non-perishable food, fur. */
export const RESOURCES = ['wood', 'food', 'preserved', 'fur'] as const
export type Resource = (typeof RESOURCES)[number]
export const ResourceSchema = z.enum(RESOURCES)

/** I-ICON-01: what a source on a tile yields. */
export const SOURCES = ['food', 'wood'] as const
export type SourceKind = (typeof SOURCES)[number]
export const SourceKindSchema = z.enum(SOURCES)

/** I-ICON-05, I-ACT-33 (in resolution order): the kinds of action on the board. */
export const ACTION_KINDS = ['threat', 'hunt', 'build', 'gather', 'explore', 'arrange', 'rest'] as const
export type ActionKind = (typeof ACTION_KINDS)[number]
export const ActionKindSchema = z.enum(ACTION_KINDS)

/** I-EVENT-06, I-ICON-10, I-ICON-25: the three adventure colours = the three rolling action kinds. */
export const ADVENTURE_KINDS = ['build', 'gather', 'explore'] as const
export type AdventureKind = (typeof ADVENTURE_KINDS)[number]
export const AdventureKindSchema = z.enum(ADVENTURE_KINDS)

/** I-INV-03, I-ICON-06: the five terrain types. */
export const TERRAINS = ['beach', 'hills', 'mountains', 'river', 'plains'] as const
export type Terrain = (typeof TERRAINS)[number]
export const TerrainSchema = z.enum(TERRAINS)

/** I-SETUP-06, I-ICON-07: the shared camp tracks, minimum 0, no maximum (morale is separate). */
export const CAMP_TRACKS = ['roof', 'palisade', 'weapons'] as const
export type CampTrack = (typeof CAMP_TRACKS)[number]
export const CampTrackSchema = z.enum(CAMP_TRACKS)

/** What a Build action can target besides an invention (I-ACT-46). */
export const CAMP_BUILDS = ['shelter', 'roof', 'palisade', 'weapons'] as const
export type CampBuild = (typeof CAMP_BUILDS)[number]
export const CampBuildSchema = z.enum(CAMP_BUILDS)

/**
 * I-COMP-24, I-TOKEN-04…I-TOKEN-18, I-ICON-18…I-ICON-20: the effect tokens an effect may place.
 * `adventure` is the adventure token of a deck (its colour is the place: `{ at: 'adventure' }`).
 * `fog` is a scenario marker on a tile (I-SCEN2-04, I-SCEN2-05): every action on that tile needs 1
 * more pawn, its terrain counts as unexplored, and on the camp tile it stops the tile's Production.
 * `shortcut` marks the Shortcut's tile (I-TOKEN-20).
 */
export const TOKENS = ['time', 'danger', 'reroll', 'extra-food', 'extra-wood', 'rain', 'snow', 'storm', 'adventure', 'fog', 'shortcut'] as const
export type TokenKind = (typeof TOKENS)[number]
export const TokenKindSchema = z.enum(TOKENS)

/** I-CHAR-12: the body parts a special wound goes to. */
export const BODY_PARTS = ['head', 'arm', 'torso', 'leg'] as const
export type BodyPart = (typeof BODY_PARTS)[number]
export const BodyPartSchema = z.enum(BODY_PARTS)

/** I-MYSTERY-01, I-ICON-15: the three kinds of Mystery card. */
export const MYSTERY_KINDS = ['treasure', 'trap', 'creature'] as const
export type MysteryKind = (typeof MYSTERY_KINDS)[number]
export const MysteryKindSchema = z.enum(MYSTERY_KINDS)

/** I-ROUND-01: the six phases, in order. */
export const PHASES = ['event', 'morale', 'production', 'action', 'weather', 'night'] as const
export type PhaseId = (typeof PHASES)[number]
export const PhaseIdSchema = z.enum(PHASES)

/** Resources an effect may cost or a card may ask for: a count per resource (absent = 0). */
export const CostSchema = z.strictObject({
  wood: z.int().min(0).max(20).optional(),
  food: z.int().min(0).max(20).optional(),
  preserved: z.int().min(0).max(20).optional(),
  fur: z.int().min(0).max(20).optional(),
}).meta({ id: 'Cost' })
export type Cost = z.infer<typeof CostSchema>
