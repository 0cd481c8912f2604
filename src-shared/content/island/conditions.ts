/**
 * The conditions of the Island effect language: tests for `if`, choice options, requirements and
 * scenario goals (effects.ts uses them; split out so each family of terms has its own module).
 */
import { z } from 'zod'
import { IdSchema } from '../ids'
import { CampTrackSchema, PhaseIdSchema, ResourceSchema, TerrainSchema, type CampTrack, type PhaseId, type Resource, type Terrain } from './vocabulary'

/** I-INV-02, I-ACT-05: this Item (invention id) is built and on its Item side. */
export interface BuiltCond { op: 'built'; item: string }
/** I-GOLD-24: a camp track (or morale) is within [min, max]; weapons count temporary boosts. */
export interface TrackCond { op: 'track'; track: CampTrack | 'morale'; min?: number; max?: number }
/** I-ACT-51: a Shelter stands at the camp (built, or natural on the camp tile). */
export interface ShelterCond { op: 'shelter'; built?: boolean }
/** I-GOLD-12: at least `min` of a resource is Available (food counts preserved food, I-RES-06). */
export interface HasCond { op: 'has'; resource: Resource; min: number }
/** I-ACT-49, I-2P-18: the number of players (Friday never counts) is within [min, max]. */
export interface PlayersCond { op: 'players'; min?: number; max?: number }
/** I-SCEN1-01: the round is within [min, max]. */
export interface RoundCond { op: 'round'; min?: number; max?: number }
/** A scenario counter (woodpile, crosses, villages…) is within [min, max] (I-SCEN-01 G). */
export interface CounterCond { op: 'counter'; counter: string; min?: number; max?: number }
/** A scenario pile is complete: every level filled (I-SCEN1-01, I-SCEN1-04). */
export interface PileFullCond { op: 'pileFull'; pile: string }
/** I-INV-03: this terrain is explored (visible and uncovered on some tile). */
export interface ExploredCond { op: 'explored'; terrain: Terrain }
/** I-END-04, I-SCEN4-08: the camp's space has been flipped (inaccessible). */
export interface CampInaccessibleCond { op: 'campInaccessible' }
/** The current phase (e.g. a token usable only at Night, I-TOKEN-D19). */
export interface PhaseCond { op: 'phase'; phase: PhaseId }
/** I-SCEN6-01, I-SCEN6-02: every invention the setup drew from the deck is built. */
export interface DrawnBuiltCond { op: 'drawnBuilt' }
/** I-SCEN7-06: the camp stands on a tile holding a Number token. */
export interface CampNumberedCond { op: 'campNumbered' }
/** I-SCEN2-01, I-SCEN7-09: how many different accessible tiles hold a build of this tile invention. */
export interface OnTilesCond { op: 'onTiles'; item: string; min?: number; max?: number }
/**
 * I-MYSTERY-C03, I-MYSTERY-C14: the character the effects apply to (the resolver) is the companion,
 * a castaway, or spending this night outside the camp.
 */
export interface ResolverIsCond { op: 'resolverIs'; kind: 'companion' | 'castaway' | 'outside' }
export interface NotCond { op: 'not'; cond: Condition }
export interface AllCond { op: 'all'; conds: Condition[] }
export interface AnyCond { op: 'any'; conds: Condition[] }

export type Condition =
  | BuiltCond | TrackCond | ShelterCond | HasCond | PlayersCond | RoundCond | CounterCond | PileFullCond
  | ExploredCond | CampInaccessibleCond | PhaseCond | OnTilesCond | ResolverIsCond | CampNumberedCond | DrawnBuiltCond | NotCond | AllCond | AnyCond

const range = { min: z.int().optional(), max: z.int().optional() }

export const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('op', [
    z.strictObject({ op: z.literal('built'), item: IdSchema }),
    z.strictObject({ op: z.literal('track'), track: z.union([CampTrackSchema, z.literal('morale')]), ...range }),
    z.strictObject({ op: z.literal('shelter'), built: z.boolean().optional() }),
    z.strictObject({ op: z.literal('has'), resource: ResourceSchema, min: z.int().min(1) }),
    z.strictObject({ op: z.literal('players'), ...range }),
    z.strictObject({ op: z.literal('round'), ...range }),
    z.strictObject({ op: z.literal('counter'), counter: IdSchema, ...range }),
    z.strictObject({ op: z.literal('pileFull'), pile: IdSchema }),
    z.strictObject({ op: z.literal('explored'), terrain: TerrainSchema }),
    z.strictObject({ op: z.literal('campInaccessible') }),
    z.strictObject({ op: z.literal('phase'), phase: PhaseIdSchema }),
    z.strictObject({ op: z.literal('onTiles'), item: IdSchema, ...range }),
    z.strictObject({ op: z.literal('resolverIs'), kind: z.enum(['companion', 'castaway', 'outside']) }),
    z.strictObject({ op: z.literal('campNumbered') }),
    z.strictObject({ op: z.literal('drawnBuilt') }),
    z.strictObject({ op: z.literal('not'), cond: ConditionSchema }),
    z.strictObject({ op: z.literal('all'), conds: z.array(ConditionSchema).min(1) }),
    z.strictObject({ op: z.literal('any'), conds: z.array(ConditionSchema).min(1) }),
  ]),
).meta({ id: 'Condition' })

type Path = (string | number)[]

/** Visits a condition and every nested one, with its JSON path. */
export function walkCondition(cond: Condition, visit: (c: Condition, path: Path) => void, base: readonly (string | number)[] = []): void {
  visit(cond, [...base])
  if (cond.op === 'not') walkCondition(cond.cond, visit, [...base, 'cond'])
  else if (cond.op === 'all' || cond.op === 'any') cond.conds.forEach((c, i) => walkCondition(c, visit, [...base, 'conds', i]))
}
