/**
 * The card-effect language of the Island rules (design §1, I-GOLD-01: card text wins, so every
 * card, token, ability, totem and book effect is one of these terms; the engine has no
 * card-specific code paths).
 *
 * Three families, each a tagged union on `op`:
 * - `Effect`: instructions executed in printed order (event halves, threat rewards, adventure
 *   halves, mystery cards, beasts' extras, inventions when built, abilities, discovery tokens,
 *   scenario book/totem/round effects). Where gains go (Available or Future) and who suffers an
 *   unfulfilled demand follow the phase (I-RES-02, I-RES-03, I-RES-09), never the term.
 * - `Condition`: tests for `if`, choice options, requirements and scenario goals.
 * - `Passive`: what a built Item or a kept card does while it lies on the board.
 * Conditions live in conditions.ts (re-exported here), passives in passives.ts (they hold effects,
 * so they import this module), the one-line docs in op-docs.ts.
 *
 * Version: packs declare `effectsVersion`; bump EFFECTS_VERSION when a term changes meaning.
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema, type I18nKey } from '../ids'
import { ConditionSchema, type Condition } from './conditions'
import {
  ActionKindSchema, AdventureKindSchema, BodyPartSchema, CampBuildSchema, CampTrackSchema, MysteryKindSchema, PhaseIdSchema,
  ResourceSchema, SourceKindSchema, TokenKindSchema,
  type ActionKind, type AdventureKind, type BodyPart, type CampBuild, type CampTrack, type MysteryKind, type PhaseId, type Resource,
  type SourceKind, type TokenKind,
} from './vocabulary'

/** The effect-language version this build interprets (pack.json `effectsVersion`). */
export const EFFECTS_VERSION = 1

/**
 * Who a personal effect reaches: the resolver of the current action (I-GOLD-07), the First Player
 * (I-EVENT-08), each character in camp (I-RES-09), one character the group chooses (I-GOLD-02),
 * or `self`: the character using the ability, token or item.
 */
export const WHO = ['resolver', 'firstPlayer', 'each', 'chosen', 'self'] as const
export type Who = (typeof WHO)[number]
export const WhoSchema = z.enum(WHO)

/**
 * Where a token goes: the camp tile, the tile of the current action (`here`), the Night or
 * weather space, a tile the group chooses, an action space, a camp-build space or an adventure deck.
 */
export type Place =
  | { area: 'camp' | 'here' | 'night' | 'weather' | 'chosen-tile' }
  | { area: 'action'; action: ActionKind }
  | { area: 'build'; build: CampBuild }
  | { area: 'adventure'; colour: AdventureKind }
export const PlaceSchema: z.ZodType<Place> = z.discriminatedUnion('area', [
  z.strictObject({ area: z.enum(['camp', 'here', 'night', 'weather', 'chosen-tile']) }),
  z.strictObject({ area: z.literal('action'), action: ActionKindSchema }),
  z.strictObject({ area: z.literal('build'), build: CampBuildSchema }),
  z.strictObject({ area: z.literal('adventure'), colour: AdventureKindSchema }),
]).meta({ id: 'Place' })

export * from './conditions'

/** I-RES-02, I-RES-03: gain resources (Available outside the Action phase, Future during it). */
export interface GainEff { op: 'gain'; resource: Resource; amount: number }
/** I-RES-08, I-RES-12, I-GOLD-25: discard resources; what is missing is unfulfilled demand unless `ifPossible`. */
export interface LoseEff { op: 'lose'; resource: Resource; amount: number; ifPossible?: boolean }
/** I-EVENT-C08: discard half (rounded down) of the total of these resources, the group choosing the mix. */
export interface LoseHalfEff { op: 'loseHalf'; resources: Resource[] }
/** I-CHAR-05: wounds on the wound track. */
export interface WoundEff { op: 'wound'; who: Who; amount: number }
/** I-CHAR-07, I-CHAR-11: heal wounds (the card's own timing counts as "immediate"). */
export interface HealEff { op: 'heal'; who: Who; amount: number }
/** I-CHAR-12, I-CHAR-13: a special wound token on a body part (the marker does not move). */
export interface SpecialWoundEff { op: 'specialWound'; who: Who; part: BodyPart }
/** I-CHAR-04, I-RES-10: gain (positive) or discard (negative) Determination; a shortfall wounds its owner. */
export interface DeterminationEff { op: 'determination'; who: Who; amount: number }
/** I-MORALE-01, I-MORALE-05, I-MORALE-06: move Morale; past an end nothing happens. */
export interface MoraleEff { op: 'morale'; amount: number }
/** I-ACT-52, I-RES-08: move Roof, Palisade or Weapons; a shortfall is unfulfilled demand unless `ifPossible`. */
export interface TrackEff { op: 'track'; track: CampTrack; amount: number; ifPossible?: boolean }
/** I-EVENT-C06, I-ACT-ADV04, Q-26: the group picks one of `tracks` and loses half its level, rounded down. */
export interface HalveTrackEff { op: 'halveTrack'; tracks: CampTrack[] }
/** I-GOLD-05, I-RES-15: place an effect token (a duplicate is not placed). */
export interface TokenEff { op: 'token'; token: TokenKind; at: Place }
/** Remove a token from a place (nothing happens when there is none). */
export interface RemoveTokenEff { op: 'removeToken'; token: TokenKind; at: Place }
/**
 * I-RES-16, I-RES-17, I-RES-15: cover a source with a black marker (`nearest` = I-RES-17;
 * `adjacent`: on a tile next to the camp, never the camp's, the group choosing — Corral, I-INV-C09).
 */
export interface ExhaustEff { op: 'exhaust'; source: SourceKind; at: 'camp' | 'here' | 'nearest' | 'adjacent' }
/**
 * I-MYSTERY-03…I-MYSTERY-06: reveal Mystery cards resolving at most this many of each kind; the
 * group may stop after each card unless `all` (I-MYSTERY-08).
 */
export interface MysteryEff { op: 'mystery'; treasure?: number; trap?: number; creature?: number; all?: boolean }
/** I-TOKEN-D01, I-CHAR-32: draw Discovery tokens, keeping `keep` of them (default all). */
export interface DiscoveryEff { op: 'discovery'; amount: number; keep?: number }
/** I-INV-15, I-EVENT-C09: a random unused Starting Equipment card (Future during the Action phase). */
export interface EquipmentEff { op: 'equipment' }
/** I-CHAR-23, I-EVENT-C05: draw Invention cards, put `keep` of them on the board, the others aside. */
export interface InventionEff { op: 'invention'; draw: number; keep: number }
/**
 * I-BEAST-02: the top Beast card, unseen, joins the Hunting deck, which is shuffled; with `top`
 * it goes on top of the Hunting deck instead, unshuffled (I-CHAR-34).
 */
export interface BeastEff { op: 'beast'; top?: boolean }
/**
 * I-BEAST-04, I-BEAST-06: a combat against a printed enemy (only strength: steps 1 and 5); `add`
 * raises (or lowers) the strength by `times` × a scenario counter (I-SCEN5-07, I-SCEN5-09).
 */
export interface FightEff { op: 'fight'; strength: number; add?: { counter: string; times: number }[]; weaponLoss?: number; food?: number; fur?: number }
/**
 * I-EVENT-08: fight the top card of the Beast deck. With `noCombat` (I-EVENT-C02) there is no
 * fight: its strength is ignored, but its Weapon loss, food, fur and other effects still apply.
 */
export interface FightBeastEff { op: 'fightBeast'; noCombat?: boolean }
/**
 * I-EVENT-C04: every card in the threat spaces has its threat effect applied now, left first,
 * and leaves the game (a Wreckage card has none, I-EVENT-10).
 */
export interface ThreatsNowEff { op: 'threatsNow' }
/**
 * I-EVENT-C13: reveal the top `reveal` Beast cards; the group puts one on top of the Hunting deck
 * (creating it), the others are shuffled back into the Beast deck.
 */
export interface ChooseBeastEff { op: 'chooseBeast'; reveal: number }
/**
 * I-EVENT-C03, I-INV-10: the group discards one built Item (a scenario invention never): it is
 * flipped to its Invention side and shuffled into the Invention deck.
 */
export interface DiscardItemEff { op: 'discardItem' }
/**
 * I-EVENT-C03: every built Item goes to Future Resources: unusable and no requirement until the
 * end of the Action phase, when it comes back (without running its one-shot effects again).
 */
export interface ItemsAwayEff { op: 'itemsAway' }
/**
 * I-EVENT-C11: `place`: the top Beast card goes face down beside the Event deck (unless one lies
 * there); `hunt`: that beast is shuffled into the Hunting deck. A beast still there at the next
 * Event phase is fought by the First Player before a card is revealed.
 */
export interface BesideEventEff { op: 'besideEvent'; do: 'place' | 'hunt' }
/** I-MYSTERY-C11: look at the top Event card (or, if the group prefers, the beast beside the Event deck). */
export interface PeekEventEff { op: 'peekEvent' }
/**
 * I-EVENT-C01: 1 level back of each of Roof and Palisade the last camp move lowered (a track rises
 * only with a Shelter, I-ACT-52); once given back, nothing more is owed.
 */
export interface RestoreCampEff { op: 'restoreCamp' }
/** I-MYSTERY-C08: during the Action phase these effects wait for its end (like a gain in Future); otherwise they apply now. */
export interface AtEndOfActionEff { op: 'atEndOfAction'; effects: Effect[] }
/**
 * I-MYSTERY-C14, I-MYSTERY-C16: these effects apply in this round's Night phase (from the Night
 * phase itself: the next round's), for the same character.
 */
export interface AtNightEff { op: 'atNight'; effects: Effect[] }
/** I-DICE-08, I-EVENT-03: shuffle this Adventure or Mystery card into the Event deck. */
export interface IntoEventDeckEff { op: 'intoEventDeck' }
/** I-SCEN-06, I-EVENT-C10, I-MYSTERY-C13: apply the scenario's book effect `times` times. */
export interface BookEff { op: 'book'; times: number }
/** I-EVENT-C03, I-INV-07: the group flips one built Item back to its Invention side. */
export interface FlipItemEff { op: 'flipItem' }
/** I-PROD-05: the next time this phase comes (this round), it is skipped. */
export interface SkipEff { op: 'skip'; phase: PhaseId }
/** I-DICE-11: this round's Weather phase also rolls this weather die (at most once per phase). */
export interface WeatherDieEff { op: 'weatherDie'; die: string }
/** I-NIGHT-17…I-NIGHT-23: the resolver spends this night outside the camp. */
export interface NightOutsideEff { op: 'nightOutside' }
/** I-NIGHT-15, I-NIGHT-16: the camp must move to an adjacent accessible tile (same consequences). */
export interface MoveCampEff { op: 'moveCamp' }
/** A scenario counter moves by `amount` (I-SCEN-01 G, e.g. crosses built, villages destroyed). */
export interface CounterEff { op: 'counter'; counter: string; amount: number }
/** I-SCEN1-07, I-SCEN1-10: wood straight onto a scenario pile's current level; the surplus is discarded. */
export interface PileEff { op: 'pile'; pile: string; amount: number }
/**
 * I-ACT-32, I-TOKEN-D05: a single-use (or this-round) neutral pawn for one of these action kinds;
 * with `own` it may only join an action its giver resolves (Handyman, I-CHAR-24); with `sitesOnly`
 * only special places (I-SCEN4-12).
 */
export interface PawnEff { op: 'pawn'; actions: ActionKind[]; uses: 'once' | 'round'; own?: boolean; sitesOnly?: boolean }
/** I-SCEN4-12: the next Mystery card of this kind drawn within a maximum is ignored, yet counts as resolved. */
export interface MysteryWardEff { op: 'mysteryWard'; kind: MysteryKind }
/** I-SCEN4-12: the next Mystery draw has one card fewer (its largest maximum, Treasures first, is lowered by 1). */
export interface MysteryFewerEff { op: 'mysteryFewer' }
/** I-GOLD-24, I-BEAST-05: a temporary Weapon level boost for the current combat or check. */
export interface TempWeaponEff { op: 'tempWeapon'; amount: number }
/** I-CHAR-20, I-DICE-06: reroll one die of this colour in the current reroll window. */
export interface RerollEff { op: 'reroll'; colour: AdventureKind }
/** I-WEATHER-10, I-TOKEN-D13: in this Weather phase ignore a cloud, or (`convert`) count a snow cloud as rain. */
export interface IgnoreCloudEff { op: 'ignoreCloud'; cloud: 'rain' | 'snow'; convert?: boolean }
/** I-CHAR-30: look at the top island tiles; keep one on top, shuffle the rest back. */
export interface PeekTilesEff { op: 'peekTiles'; amount: number }
/** I-CHAR-33: look at the top Hunting card; leave it or put it at the bottom. */
export interface PeekHuntingEff { op: 'peekHunting' }
/** I-EVENT-C12: the First Player token passes to the next player now. */
export interface FirstPlayerEff { op: 'firstPlayer' }
/**
 * I-TOKEN-D12, I-SCEN2-09: an Item is built at once, without action or requirements — into Future
 * Resources during the Action phase, or with `futureIn: "resolution"` only while actions are resolved.
 */
export interface BuildItemEff { op: 'buildItem'; item: string; futureIn?: 'action' | 'resolution' }
/** I-SCEN-04, I-TOKEN-19: the next Number token goes onto the tile of this action. */
export interface NumberTokenEff { op: 'numberToken'; number?: number; space?: string }
/** I-SCEN6-10: in this round's Weather phase the group may reroll the Hungry Animals die once, after seeing it. */
export interface RerollAnimalsEff { op: 'rerollAnimals' }
/** I-SCEN7-08: in this round's Weather phase one Hungry Animals result is ignored. */
export interface IgnoreAnimalsEff { op: 'ignoreAnimals' }
/** I-SCEN7-02: the Shelter is built at once (the camp token on its Shelter side). */
export interface BuildShelterEff { op: 'buildShelter' }
/** I-SCEN5-03: the tile lying face down on this space (the sheet's `faceDown`) turns face up: the space is explored. */
export interface RevealTileEff { op: 'revealTile'; space: string }
/**
 * I-GOLD-16, I-GOLD-17, I-SCEN4-07: these board spaces become inaccessible for the rest of the game:
 * a tile there is turned face down with everything on it; an unexplored space never gets a tile.
 */
export interface FlipSpaceEff { op: 'flipSpace'; spaces: string[]; title?: I18nKey; art?: string }
/** I-GOLD-19, I-SCEN6-07: a black marker covers (or uncovers) the terrain of a tile: it no longer counts as explored. */
export interface CoverTerrainEff { op: 'coverTerrain'; at: 'here' | 'camp'; uncover?: boolean; ifFirst?: boolean }
/** I-SCEN6-05, I-SCEN6-09: the group takes one black marker off any tile (a covered terrain or an exhausted source). */
export interface ClearMarkerEff { op: 'clearMarker' }
/** I-EVENT-C14: this round no action may join pawns of different players (the companion included). */
export interface QuarrelEff { op: 'quarrel' }
/**
 * I-GOLD-14: "resolve again" — the immediate event half of the card the effect is printed on runs
 * once more (an Event card's threat effect repeating its event, say). Only in a threat effect: an
 * event half that resolved itself again would never end (the pack checks refuse it elsewhere).
 */
export interface ResolveAgainEff { op: 'resolveAgain' }
/**
 * I-ACT-ADV06: a black marker on every source of a tile — this action's, the camp's, or each tile
 * holding this Extra token (the token is then inactive while its source is covered).
 */
export interface ExhaustTileEff { op: 'exhaustTile'; at: 'here' | 'camp' | 'extra-food' | 'extra-wood' }
/**
 * I-ACT-ADV03: a marker of this card on `count` built Items (the group picks; all of them when there
 * are no more); nothing else happens until `flipMarked` runs from the same card.
 */
export interface MarkItemsEff { op: 'markItems'; count: number }
/** I-ACT-ADV03: the Items this card marked go back to their Invention side; the markers are removed. */
export interface FlipMarkedEff { op: 'flipMarked' }
/**
 * I-ACT-ADV05: one more action of this kind without pawns, rolled as a 1-pawn action and resolved
 * by this card's resolver right after the current action; the group picks among the targets whose
 * requirements are met now (resources in Available, Items already built), or none.
 */
export interface ExtraActionEff { op: 'extraAction'; action: 'build' }
/**
 * I-MYSTERY-C15: trap markers — the group deals one marker per player (the companion does not
 * count as a player) among the characters in play, the companion included; each marker is 1 wound
 * in this round's Night. A resolver spending this night outside takes exactly `outside` markers
 * itself instead, whatever the number of players.
 */
export interface NightMarkersEff { op: 'nightMarkers'; outside: number }
/**
 * I-SCEN3-04: this traveller (a character of kind `traveller`) joins the camp: not a seat, it eats,
 * sleeps under the camp's shelter or suffers, takes every demand and wound the camp takes, and its
 * one pawn may only Rest.
 */
export interface JoinCampEff { op: 'joinCamp'; character: string }
/** I-GOLD-12: when the condition holds do `then`, else `else`. */
export interface IfEff { op: 'if'; cond: Condition; then: Effect[]; else?: Effect[] }
/** I-GOLD-02, I-GOLD-12: the group picks one option; an option whose `when` fails may not be picked. */
export interface ChooseEff { op: 'choose'; options: { label: I18nKey; effects: Effect[]; when?: Condition }[] }

export type Effect =
  | ThreatsNowEff | ChooseBeastEff | DiscardItemEff | ItemsAwayEff | BesideEventEff | PeekEventEff | AtEndOfActionEff | RestoreCampEff | AtNightEff
  | GainEff | LoseEff | LoseHalfEff | WoundEff | HealEff | SpecialWoundEff | DeterminationEff | MoraleEff
  | TrackEff | HalveTrackEff | TokenEff | RemoveTokenEff | ExhaustEff | MysteryEff | DiscoveryEff | EquipmentEff
  | InventionEff | BeastEff | FightEff | FightBeastEff | IntoEventDeckEff | BookEff | FlipItemEff | SkipEff
  | WeatherDieEff | NightOutsideEff | MoveCampEff | CounterEff | PileEff | PawnEff | TempWeaponEff | RerollEff
  | IgnoreCloudEff | PeekTilesEff | PeekHuntingEff | FirstPlayerEff | BuildItemEff | NumberTokenEff | RevealTileEff | BuildShelterEff | ClearMarkerEff | IgnoreAnimalsEff | MysteryWardEff | MysteryFewerEff | RerollAnimalsEff | FlipSpaceEff | QuarrelEff | CoverTerrainEff | ResolveAgainEff | IfEff | ChooseEff
  | ExhaustTileEff | MarkItemsEff | FlipMarkedEff | ExtraActionEff | NightMarkersEff | JoinCampEff

const amount = z.int().min(1).max(20)

export const EffectSchema: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion('op', [
    z.strictObject({ op: z.literal('threatsNow') }),
    z.strictObject({ op: z.literal('chooseBeast'), reveal: z.int().min(1).max(5) }),
    z.strictObject({ op: z.literal('discardItem') }),
    z.strictObject({ op: z.literal('itemsAway') }),
    z.strictObject({ op: z.literal('besideEvent'), do: z.enum(['place', 'hunt']) }),
    z.strictObject({ op: z.literal('peekEvent') }),
    z.strictObject({ op: z.literal('restoreCamp') }),
    z.strictObject({ op: z.literal('atEndOfAction'), effects: z.array(EffectSchema).min(1) }),
    z.strictObject({ op: z.literal('atNight'), effects: z.array(EffectSchema).min(1) }),
    z.strictObject({ op: z.literal('gain'), resource: ResourceSchema, amount }),
    z.strictObject({ op: z.literal('lose'), resource: ResourceSchema, amount, ifPossible: z.boolean().optional() }),
    z.strictObject({ op: z.literal('loseHalf'), resources: z.array(ResourceSchema).min(1) }),
    z.strictObject({ op: z.literal('wound'), who: WhoSchema, amount }),
    z.strictObject({ op: z.literal('heal'), who: WhoSchema, amount }),
    z.strictObject({ op: z.literal('specialWound'), who: WhoSchema, part: BodyPartSchema }),
    z.strictObject({ op: z.literal('determination'), who: WhoSchema, amount: z.int().min(-20).max(20).refine((n) => n !== 0, 'must not be 0') }),
    z.strictObject({ op: z.literal('morale'), amount: z.int().min(-5).max(5).refine((n) => n !== 0, 'must not be 0') }),
    z.strictObject({ op: z.literal('track'), track: CampTrackSchema, amount: z.int().min(-10).max(10).refine((n) => n !== 0, 'must not be 0'), ifPossible: z.boolean().optional() }),
    z.strictObject({ op: z.literal('halveTrack'), tracks: z.array(CampTrackSchema).min(1) }),
    z.strictObject({ op: z.literal('token'), token: TokenKindSchema, at: PlaceSchema }),
    z.strictObject({ op: z.literal('removeToken'), token: TokenKindSchema, at: PlaceSchema }),
    z.strictObject({ op: z.literal('exhaust'), source: SourceKindSchema, at: z.enum(['camp', 'here', 'nearest', 'adjacent']) }),
    z.strictObject({ op: z.literal('mystery'), treasure: z.int().min(0).max(9).optional(), trap: z.int().min(0).max(9).optional(), creature: z.int().min(0).max(9).optional(), all: z.boolean().optional() }),
    z.strictObject({ op: z.literal('discovery'), amount, keep: z.int().min(1).max(20).optional() }),
    z.strictObject({ op: z.literal('equipment') }),
    z.strictObject({ op: z.literal('invention'), draw: amount, keep: amount }),
    z.strictObject({ op: z.literal('beast'), top: z.boolean().optional() }),
    z.strictObject({ op: z.literal('fight'), strength: z.int().min(0).max(30), add: z.array(z.strictObject({ counter: IdSchema, times: z.int().min(-10).max(10) })).optional(), weaponLoss: z.int().min(0).max(10).optional(), food: z.int().min(0).max(10).optional(), fur: z.int().min(0).max(10).optional() }),
    z.strictObject({ op: z.literal('fightBeast'), noCombat: z.boolean().optional() }),
    z.strictObject({ op: z.literal('intoEventDeck') }),
    z.strictObject({ op: z.literal('book'), times: z.int().min(1).max(5) }),
    z.strictObject({ op: z.literal('flipItem') }),
    z.strictObject({ op: z.literal('skip'), phase: PhaseIdSchema }),
    z.strictObject({ op: z.literal('weatherDie'), die: IdSchema }),
    z.strictObject({ op: z.literal('nightOutside') }),
    z.strictObject({ op: z.literal('moveCamp') }),
    z.strictObject({ op: z.literal('counter'), counter: IdSchema, amount: z.int().min(-20).max(20).refine((n) => n !== 0, 'must not be 0') }),
    z.strictObject({ op: z.literal('pile'), pile: IdSchema, amount }),
    z.strictObject({ op: z.literal('pawn'), actions: z.array(ActionKindSchema).min(1), uses: z.enum(['once', 'round']), own: z.boolean().optional(), sitesOnly: z.boolean().optional() }),
    z.strictObject({ op: z.literal('mysteryWard'), kind: MysteryKindSchema }),
    z.strictObject({ op: z.literal('mysteryFewer') }),
    z.strictObject({ op: z.literal('tempWeapon'), amount }),
    z.strictObject({ op: z.literal('reroll'), colour: AdventureKindSchema }),
    z.strictObject({ op: z.literal('ignoreCloud'), cloud: z.enum(['rain', 'snow']), convert: z.boolean().optional() }),
    z.strictObject({ op: z.literal('peekTiles'), amount }),
    z.strictObject({ op: z.literal('peekHunting') }),
    z.strictObject({ op: z.literal('firstPlayer') }),
    z.strictObject({ op: z.literal('buildItem'), item: IdSchema, futureIn: z.enum(['action', 'resolution']).optional() }),
    z.strictObject({ op: z.literal('numberToken'), number: z.int().min(1).max(9).optional(), space: IdSchema.optional() }),
    z.strictObject({ op: z.literal('revealTile'), space: IdSchema }),
    z.strictObject({ op: z.literal('buildShelter') }),
    z.strictObject({ op: z.literal('ignoreAnimals') }),
    z.strictObject({ op: z.literal('rerollAnimals') }),
    z.strictObject({ op: z.literal('quarrel') }),
    z.strictObject({ op: z.literal('coverTerrain'), at: z.enum(['here', 'camp']), uncover: z.boolean().optional(), ifFirst: z.boolean().optional() }),
    z.strictObject({ op: z.literal('clearMarker') }),
    z.strictObject({ op: z.literal('flipSpace'), spaces: z.array(IdSchema).min(1), title: I18nKeySchema.optional(), art: z.string().regex(/^[a-z0-9][a-z0-9-]*\.svg$/, 'must be an art file name').optional() }),
    z.strictObject({ op: z.literal('resolveAgain') }),
    z.strictObject({ op: z.literal('exhaustTile'), at: z.enum(['here', 'camp', 'extra-food', 'extra-wood']) }),
    z.strictObject({ op: z.literal('markItems'), count: z.int().min(1).max(5) }),
    z.strictObject({ op: z.literal('flipMarked') }),
    z.strictObject({ op: z.literal('extraAction'), action: z.literal('build') }),
    z.strictObject({ op: z.literal('nightMarkers'), outside: z.int().min(0).max(5) }),
    z.strictObject({ op: z.literal('joinCamp'), character: IdSchema }),
    z.strictObject({ op: z.literal('if'), cond: ConditionSchema, then: z.array(EffectSchema), else: z.array(EffectSchema).optional() }),
    z.strictObject({
      op: z.literal('choose'),
      options: z.array(z.strictObject({ label: I18nKeySchema, effects: z.array(EffectSchema), when: ConditionSchema.optional() })).min(2),
    }),
  ]),
).meta({ id: 'Effect' })

type Path = (string | number)[]

/** Visits every effect of a list, nested ones included (`if`, `choose`), with its JSON path. */
export function walkEffects(list: readonly Effect[], visit: (e: Effect, path: Path) => void, base: readonly (string | number)[] = []): void {
  list.forEach((e, i) => {
    const p = [...base, i]
    visit(e, p)
    if (e.op === 'if') {
      walkEffects(e.then, visit, [...p, 'then'])
      if (e.else) walkEffects(e.else, visit, [...p, 'else'])
    } else if (e.op === 'choose') {
      e.options.forEach((o, j) => walkEffects(o.effects, visit, [...p, 'options', j, 'effects']))
    } else if (e.op === 'atEndOfAction' || e.op === 'atNight') {
      walkEffects(e.effects, visit, [...p, 'effects'])
    }
  })
}
