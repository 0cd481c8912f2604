/**
 * What planning reads from one state, computed once: the free resources (I-ACT-07), the free
 * pawns (I-ACT-02) and how the rule functions see them, the explored and inaccessible spaces with
 * every distance from the camp (one walk of the island, I-ACT-27), and what the plan already holds
 * (Hunts, the Shelter, the Extra wood token). The legal-command walk asks about dozens of targets and
 * hundreds of stacks of the same state; each used to recompute these. A state must not change
 * while its facts are in use (build new facts after a command).
 */
import type { IslandContent } from '../../content/island/content'
import { adjacencyOf } from './island-map'
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
  rulePawn: (p: PawnRef) => Pawn
  /** The character a neutral pawn was given to for their own actions only (I-CHAR-24), if any. */
  ownerOf: (source: string) => string | undefined
}

/** The facts of `s` for planning. */
export function planningFacts(content: IslandContent, s: IslandState): PlanningFacts {
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
  // Neutral pawns are looked up by source; the first of a source wins, as `asRulePawn` reads them.
  let neutral: Map<string, NeutralPawn> | undefined
  // By identity: the walk's stacks are built once and share their pawn objects.
  const rulePawns = new Map<PawnRef, Pawn>()
  const neutralBySource = (): Map<string, NeutralPawn> => {
    if (neutral === undefined) {
      neutral = new Map()
      for (const n of neutralPawns(content, s)) if (!neutral.has(n.source)) neutral.set(n.source, n)
    }
    return neutral
  }
  return {
    have: free(s),
    pool: freePawns(content, s),
    explored,
    inaccessible: new Set(Object.keys(s.inaccessible)),
    distances: distancesFromCamp(adjacencyOf(content.board), s.camp, explored),
    extraWoodTaken,
    huntsPlanned,
    shelterPlanned,
    rulePawn: (p) => {
      let r = rulePawns.get(p)
      if (r === undefined) {
        if (p.kind === 'neutral') {
          r = { kind: 'neutral', for: neutralBySource().get(p.source)?.actions ?? [] }
        } else {
          r = asRulePawn(content, s, p)
        }
        rulePawns.set(p, r)
      }
      return r
    },
    ownerOf: (source) => neutralBySource().get(source)?.owner,
  }
}
