/**
 * What planning reads from one state, computed once: the free resources (I-ACT-07), the free
 * pawns (I-ACT-02) and how the rule functions see them, the explored and inaccessible spaces with
 * every distance from the camp (one walk of the island, I-ACT-27), and what the plan already holds
 * (Hunts, the Shelter, the Extra wood token). The legal-command walk asks about dozens of targets and
 * hundreds of stacks of the same state; each used to recompute these. A state must not change
 * while its facts are in use (build new facts after a command).
 */
import type { IslandContent } from '../../content/island/content'
import type { Terrain } from '../../content/island/vocabulary'
import { adjacencyOf, exploredTerrains } from './island-map'
import { asRulePawn, freePawns, neutralPawns } from './pawns-available'
import { free } from './resources'
import { distancesFromCamp } from './rules/distance'
import type { Pawn } from './rules/pawns'
import type { IslandState, NeutralPawn, PawnRef, Resources } from './types'

export interface PlanningFacts {
  /** Available minus what planned actions hold (I-ACT-07). */
  have: Resources
  /** The free pawns, in `freePawns` order. */
  pool: readonly PawnRef[]
  /** Spaces holding a face-up tile. */
  explored: ReadonlySet<string>
  inaccessible: ReadonlySet<string>
  /** Steps from the camp over explored tiles (absent: unreachable). */
  distances: Readonly<Record<string, number>>
  /** Some planned action carries the Extra wood token (I-TOKEN-12). */
  extraWoodTaken: boolean
  huntsPlanned: number
  shelterPlanned: boolean
  /** A pawn as the rule functions read it, worked out once per pawn. */
  rulePawn(p: PawnRef): Pawn
  /** The character a neutral pawn was given to for their own actions only (I-CHAR-24), if any. */
  ownerOf(source: string): string | undefined
  /** The terrains explored (I-INV-03), worked out on the first ask: every invention target reads them. */
  terrains(): ReadonlySet<Terrain>
}

/**
 * The facts of one state. A class so that the lazily worked-out parts are methods on its
 * prototype: tsx names every closure it creates, which costs on a path taken once per command.
 */
class Facts implements PlanningFacts {
  readonly have: Resources
  readonly pool: readonly PawnRef[]
  readonly explored: ReadonlySet<string>
  readonly inaccessible: ReadonlySet<string>
  readonly distances: Readonly<Record<string, number>>
  readonly extraWoodTaken: boolean
  readonly huntsPlanned: number
  readonly shelterPlanned: boolean
  /** Neutral pawns by source; the first of a source wins, as `asRulePawn` reads them. */
  private neutral: Map<string, NeutralPawn> | undefined
  /** By identity: the walk's stacks are built once and share their pawn objects. */
  private readonly rulePawns = new Map<PawnRef, Pawn>()
  private explTerrains: ReadonlySet<Terrain> | undefined

  constructor(private readonly content: IslandContent, private readonly s: IslandState) {
    const explored = new Set(Object.keys(s.island))
    let extraWoodTaken = false
    let huntsPlanned = 0
    let shelterPlanned = false
    for (const a of s.plan) {
      const t = a.target
      if (t.kind === 'hunt') huntsPlanned++
      if (t.kind === 'build' && t.build === 'shelter') shelterPlanned = true
      if (a.carries.includes('extra-wood')) extraWoodTaken = true
    }
    this.have = free(s)
    this.pool = freePawns(content, s)
    this.explored = explored
    this.inaccessible = new Set(Object.keys(s.inaccessible))
    this.distances = distancesFromCamp(adjacencyOf(content.board), s.camp, explored)
    this.extraWoodTaken = extraWoodTaken
    this.huntsPlanned = huntsPlanned
    this.shelterPlanned = shelterPlanned
  }

  private neutralBySource(): Map<string, NeutralPawn> {
    if (this.neutral === undefined) {
      this.neutral = new Map()
      for (const n of neutralPawns(this.content, this.s)) if (!this.neutral.has(n.source)) this.neutral.set(n.source, n)
    }
    return this.neutral
  }

  rulePawn(p: PawnRef): Pawn {
    let r = this.rulePawns.get(p)
    if (r === undefined) {
      r = p.kind === 'neutral' ? { kind: 'neutral', for: this.neutralBySource().get(p.source)?.actions ?? [] } : asRulePawn(this.content, this.s, p)
      this.rulePawns.set(p, r)
    }
    return r
  }

  ownerOf(source: string): string | undefined {
    return this.neutralBySource().get(source)?.owner
  }

  terrains(): ReadonlySet<Terrain> {
    return (this.explTerrains ??= exploredTerrains(this.content, this.s))
  }
}

/** The facts of `s` for planning. */
export function planningFacts(content: IslandContent, s: IslandState): PlanningFacts {
  return new Facts(content, s)
}
