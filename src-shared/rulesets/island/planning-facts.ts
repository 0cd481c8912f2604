/**
 * What planning reads from one state, computed once: the free resources (I-ACT-07), the free
 * pawns (I-ACT-02) and how the rule functions see them, the explored and inaccessible spaces with
 * every distance from the camp (one walk of the island, I-ACT-27), and what the plan already holds
 * (its targets, the tokens its actions carry, Hunts, the Shelter, the Extra wood token). The
 * legal-command walk asks about dozens of targets and hundreds of stacks of the same state; each
 * used to recompute these. A state must not change while its facts are in use (build new facts
 * after a command).
 */
import type { IslandContent } from '../../content/island/content'
import type { ActionKind, CampBuild, Terrain } from '../../content/island/vocabulary'
import { geometryOf, type IslandGeometry } from './island-geometry'
import { asRulePawn, freePawns, neutralPawns } from './pawns-available'
import { free } from './resources'
import type { IslandAction, Pawn, PawnCount } from './rules/pawns'
import type { RuleError } from '../../engine/rule-error'
import type { Payment } from './rules/camp-builds'
import type { IslandState, NeutralPawn, PawnRef, PlanTarget, Resources } from './types'

export type Carried = 'time' | 'reroll' | 'extra-wood'

/** A target as a short key: two plans aim at the same place when their keys are equal. */
export function targetKey(t: PlanTarget): string {
  switch (t.kind) {
    case 'threat': return `threat:${t.slot}`
    case 'build': return `build:${t.build}:${t.pay}`
    case 'invent': return `invent:${t.invention}:${t.space ?? ''}`
    case 'gather': return `gather:${t.space}:${t.source}`
    case 'explore': return `explore:${t.space}`
    case 'site': case 'attack': return `site:${t.site}:${t.space}`
    default: return t.kind
  }
}

/** A pawn as a short key (for counting pawns without building JSON). */
export const pawnKey = (p: PawnRef): string => (p.kind === 'character' ? `c:${p.character}` : p.kind === 'dog' ? 'd' : `n:${p.source}`)

/** The action-space kind a target's tokens sit on (I-TOKEN-01). */
export const kindOf = (t: PlanTarget): ActionKind => (t.kind === 'invent' ? 'build' : t.kind === 'site' ? 'explore' : t.kind === 'attack' ? 'hunt' : t.kind)

/** What planning needs to know about a target before pawns are counted. */
export interface TargetInfo {
  action: IslandAction
  /** The action-space kind its tokens sit on (I-TOKEN-01). */
  kind: ActionKind
  count: PawnCount
  cost: Resources
  personalOf?: string
  twoSides?: boolean
  /** I-SCEN5-11: only a castaway may lead it. */
  leader?: 'castaway'
  /** A special place (explored, not attacked): pawns for special places only may join (I-SCEN4-12). */
  specialPlace?: boolean
  /** The tokens it would carry (a list shared between targets: copy before keeping it). */
  carries: readonly ('time' | 'reroll' | 'extra-wood')[]
}

/**
 * What `targetInfo` read of the plan for one target (planning.ts, `planReads`): while these stay
 * the same on one board, so does its info.
 */
export interface PlanReads {
  twice: boolean
  carried: readonly Carried[]
  hunts: number
  shelter: boolean
  extraWood: boolean
  wood: number
  fur: number
}

/** A target of a board with its info and what that info read of the plan (plan-walk.ts). */
export interface TargetMemo {
  target: PlanTarget
  /** Its `targetKey`. */
  key: string
  info: TargetInfo | RuleError
  reads: PlanReads
}

/** What the plan already holds: its targets' kinds and keys, the tokens carried per action-space kind. */
export interface PlanHeld {
  kinds: ReadonlySet<PlanTarget['kind']>
  planned: ReadonlySet<string>
  carriedBy: ReadonlyMap<ActionKind, ReadonlySet<string>>
}

/** What the camp builds of one state share: the natural shelter (I-ACT-60) and each structure's ways to pay. */
export interface CampFacts {
  natural: boolean
  payments: Map<CampBuild, readonly Payment[]>
}

export interface PlanningFacts {
  /** What the state's board offers, the plan aside (shared by states that differ only in their plan). */
  board: BoardFacts
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
  /** The plan's targets and carried tokens. */
  held: PlanHeld
  /** `carried` per action-space kind, filled as planning asks (planning.ts). */
  carries: Map<ActionKind, readonly Carried[]>
  /** A pawn as the rule functions read it, worked out once per pawn. */
  rulePawn(p: PawnRef): Pawn
  /** The character a neutral pawn was given to for their own actions only (I-CHAR-24), if any. */
  ownerOf(source: string): string | undefined
  /** The terrains explored (I-INV-03), worked out on the first ask: every invention target reads them. */
  terrains(): ReadonlySet<Terrain>
  /** The camp builds' shared facts, worked out on the first ask. */
  camp(): CampFacts
  /** How many of each pawn (by `pawnKey`) the pool holds, worked out on the first ask. */
  poolCounts(): ReadonlyMap<string, number>
}

/**
 * What planning reads of a state apart from its plan: the spaces explored and inaccessible with
 * every distance from the camp, the neutral pawns, the terrains, the camp builds' payments. States
 * that differ only in their plan share one (`boardFacts`), so the walk of each plan's legal
 * commands does not work these out again. A class so that the lazily worked-out parts are methods
 * on its prototype: tsx names every closure it creates, which costs on a path taken once per command.
 */
export class BoardFacts {
  readonly explored: ReadonlySet<string>
  readonly inaccessible: ReadonlySet<string>
  readonly distances: Readonly<Record<string, number>>
  /** Planning's targets on this board with what they read of the plan (plan-walk.ts), once walked. */
  targets: TargetMemo[] | undefined
  /** Neutral pawns by source; the first of a source wins, as `asRulePawn` reads them. */
  private neutral: Map<string, NeutralPawn> | undefined
  private campFacts: CampFacts | undefined
  private readonly geometry: IslandGeometry

  constructor(private readonly content: IslandContent, private readonly s: IslandState) {
    // The island's layout is kept across commands while the island is the same (island-geometry.ts).
    this.geometry = geometryOf(content, s)
    this.explored = this.geometry.explored
    this.inaccessible = this.geometry.inaccessible
    this.distances = this.geometry.distances
  }

  neutralBySource(): Map<string, NeutralPawn> {
    if (this.neutral === undefined) {
      this.neutral = new Map()
      for (const n of neutralPawns(this.content, this.s)) if (!this.neutral.has(n.source)) this.neutral.set(n.source, n)
    }
    return this.neutral
  }

  terrains(): ReadonlySet<Terrain> {
    return this.geometry.terrains()
  }

  camp(): CampFacts {
    return (this.campFacts ??= { natural: this.geometry.naturalShelter(), payments: new Map() })
  }
}

/** The facts of one state: its board's, and what its plan holds. */
class Facts implements PlanningFacts {
  readonly have: Resources
  readonly pool: readonly PawnRef[]
  readonly explored: ReadonlySet<string>
  readonly inaccessible: ReadonlySet<string>
  readonly distances: Readonly<Record<string, number>>
  readonly extraWoodTaken: boolean
  readonly huntsPlanned: number
  readonly shelterPlanned: boolean
  readonly held: PlanHeld
  readonly carries = new Map<ActionKind, readonly Carried[]>()
  /** By identity: the walk's stacks are built once and share their pawn objects. */
  private readonly rulePawns = new Map<PawnRef, Pawn>()
  private counts: Map<string, number> | undefined

  constructor(private readonly content: IslandContent, private readonly s: IslandState, readonly board: BoardFacts) {
    let extraWoodTaken = false
    let huntsPlanned = 0
    let shelterPlanned = false
    const kinds = new Set<PlanTarget['kind']>()
    const planned = new Set<string>()
    const carriedBy = new Map<ActionKind, Set<string>>()
    for (const a of s.plan) {
      const t = a.target
      if (t.kind === 'hunt') huntsPlanned++
      if (t.kind === 'build' && t.build === 'shelter') shelterPlanned = true
      if (a.carries.includes('extra-wood')) extraWoodTaken = true
      kinds.add(t.kind)
      planned.add(targetKey(t))
      const kind = kindOf(t)
      let set = carriedBy.get(kind)
      if (set === undefined) carriedBy.set(kind, (set = new Set()))
      for (const c of a.carries) set.add(c)
    }
    this.have = free(s)
    this.pool = freePawns(content, s)
    this.explored = board.explored
    this.inaccessible = board.inaccessible
    this.distances = board.distances
    this.extraWoodTaken = extraWoodTaken
    this.huntsPlanned = huntsPlanned
    this.shelterPlanned = shelterPlanned
    this.held = { kinds, planned, carriedBy }
  }

  rulePawn(p: PawnRef): Pawn {
    let r = this.rulePawns.get(p)
    if (r === undefined) {
      r = p.kind === 'neutral' ? { kind: 'neutral', for: this.board.neutralBySource().get(p.source)?.actions ?? [] } : asRulePawn(this.content, this.s, p)
      this.rulePawns.set(p, r)
    }
    return r
  }

  ownerOf(source: string): string | undefined {
    return this.board.neutralBySource().get(source)?.owner
  }

  terrains(): ReadonlySet<Terrain> {
    return this.board.terrains()
  }

  camp(): CampFacts {
    return this.board.camp()
  }

  poolCounts(): ReadonlyMap<string, number> {
    if (this.counts === undefined) {
      this.counts = new Map<string, number>()
      for (const p of this.pool) this.counts.set(pawnKey(p), (this.counts.get(pawnKey(p)) ?? 0) + 1)
    }
    return this.counts
  }
}

/** The facts of `s` for planning, worked out afresh (`s` may be a draft that is about to change). */
export function planningFacts(content: IslandContent, s: IslandState): PlanningFacts {
  return new Facts(content, s, new BoardFacts(content, s))
}

/**
 * The facts of the state asked last (one entry, not a WeakMap: an entry per state would cost the
 * garbage collector more than the facts cost to work out).
 */
let kept: { content: IslandContent; s: IslandState; facts: PlanningFacts } | undefined

/**
 * The facts of a state that never changes again — one `legalCommands` was given, or the state
 * `apply` was given (never its draft) — kept with the state: the walk of the legal commands, then
 * the command applied to that state, read the same facts.
 */
export function settledFacts(content: IslandContent, s: IslandState): PlanningFacts {
  if (kept !== undefined && kept.s === s && kept.content === content) return kept.facts
  const facts = new Facts(content, s, boardFacts(content, s))
  kept = { content, s, facts }
  return facts
}

/**
 * The board of the states being planned (one: the walk follows one game). `member` is the last
 * state known to share it; a state made from it by planning or taking back an action joins
 * (`planOnlyChange`), any other state starts a board of its own.
 */
let board: { content: IslandContent; member: IslandState; facts: BoardFacts } | undefined

/** The board facts of a state that never changes again (see `settledFacts`). */
export function boardFacts(content: IslandContent, s: IslandState): BoardFacts {
  if (board !== undefined && board.member === s && board.content === content) return board.facts
  const facts = new BoardFacts(content, s)
  board = { content, member: s, facts }
  return facts
}

/**
 * `next` differs from `prev` only in its plan (apply-command: a `plan` or an `unplan`, whose working
 * copy shares every other part): it joins `prev`'s board when `prev` is the board's last member.
 */
export function planOnlyChange(content: IslandContent, prev: IslandState, next: IslandState): void {
  if (board !== undefined && board.member === prev && board.content === content) board.member = next
}
