/**
 * The pawns a round offers (I-CHAR-03, I-ACT-30…I-ACT-32, I-2P-02, I-2P-19): two per living
 * castaway, the companion's one, the dog's one, and neutral pawns from built Items (every round)
 * and from effects (this round or once); and which of them planned actions already hold.
 */
import type { IslandContent } from '../../content/island/content'
import type { ActionKind } from '../../content/island/vocabulary'
import { passives } from './passives'
import type { Pawn } from './rules/pawns'
import type { IslandState, NeutralPawn, PawnRef } from './types'

/** Neutral pawns available this round: Items' (every round) and granted ones. */
export function neutralPawns(content: IslandContent, s: IslandState): NeutralPawn[] {
  const out: NeutralPawn[] = []
  for (const x of passives(content, s)) if (x.passive.op === 'pawn') out.push({ source: `item:${x.card}:${x.index}`, actions: [...x.passive.actions], uses: 'item' })
  return [...out, ...s.pawnsGranted]
}

/** Pawns of a character this round: 2 for a castaway, 1 for the companion or a traveller, none when dead. */
export const characterPawns = (s: IslandState, id: string): number => {
  const c = s.characters[id]
  if (!c || c.dead) return 0
  return c.kind === 'castaway' ? 2 : 1
}

/** How many pawns of each kind the plan already holds. */
export function pawnsUsed(s: IslandState): { characters: Record<string, number>; dog: number; neutral: Set<string> } {
  const characters: Record<string, number> = {}
  let dog = 0
  const neutral = new Set<string>()
  for (const a of s.plan) {
    for (const p of a.pawns) {
      if (p.kind === 'character') characters[p.character] = (characters[p.character] ?? 0) + 1
      else if (p.kind === 'dog') dog += 1
      else neutral.add(p.source)
    }
  }
  return { characters, dog, neutral }
}

/** The free pawns now, in a stable order: characters (seat order, companion last), dog, neutral pawns. */
export function freePawns(content: IslandContent, s: IslandState): PawnRef[] {
  const used = pawnsUsed(s)
  const out: PawnRef[] = []
  const ids = [...s.seats, ...(s.companion ? [s.companion] : []), ...(s.travellers ?? [])]
  for (const id of ids) for (let i = used.characters[id] ?? 0; i < characterPawns(s, id); i++) out.push({ kind: 'character', character: id })
  if (s.dog !== null && used.dog === 0) out.push({ kind: 'dog' })
  for (const n of neutralPawns(content, s)) if (!used.neutral.has(n.source)) out.push({ kind: 'neutral', source: n.source })
  return out
}

/** A pawn as the rule functions read it (rules/pawns.ts). */
export function asRulePawn(content: IslandContent, s: IslandState, p: PawnRef): Pawn {
  if (p.kind === 'dog') return { kind: 'dog' }
  if (p.kind === 'neutral') {
    const n = neutralPawns(content, s).find((x) => x.source === p.source)
    return { kind: 'neutral', for: n?.actions ?? [] }
  }
  const c = s.characters[p.character]
  if (c?.kind === 'companion') return { kind: 'friday' }
  return { kind: 'character', character: p.character, player: c?.seat ?? 0 }
}

/** The character resolving a stack: the topmost character pawn (I-ACT-11), the companion only alone. */
export function resolverOfStack(s: IslandState, pawns: readonly PawnRef[]): string | null {
  const chars = pawns.filter((p): p is Extract<PawnRef, { kind: 'character' }> => p.kind === 'character')
  const castaway = chars.find((p) => s.characters[p.character]?.kind === 'castaway')
  return castaway?.character ?? chars[0]?.character ?? null
}

export type { ActionKind }
