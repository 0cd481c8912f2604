import type { IslandView } from '../../../src-shared/rulesets/island/view'
import type { PawnRef } from '../../../src-shared/rulesets/island/types'
import type { ActionKind } from '../../../src-shared/content/island/vocabulary'

/**
 * The pawns of the round as the planning tray shows them (I-CHAR-03, I-ACT-30…32, I-2P-02,
 * I-2P-19): two per living castaway, one for the companion, the dog's, and neutral pawns from
 * built Items and from effects, each with the actions it may join. The engine decides what is
 * legal; this only lays out what the group holds, and which are already on the board.
 */
export interface TrayPawn {
  /** Stable id of this pawn in the tray (`<character>:<n>`, `dog`, `neutral:<source>`). */
  id: string
  ref: PawnRef
  /** The character id for character pawns, else null. */
  character: string | null
  /** The actions a neutral pawn or the dog may join (null: any). */
  actions: readonly ActionKind[] | null
  /** Already on a planned action. */
  placed: boolean
}

const same = (a: PawnRef, b: PawnRef): boolean =>
  a.kind === b.kind && (a.kind !== 'character' || (b.kind === 'character' && a.character === b.character)) && (a.kind !== 'neutral' || (b.kind === 'neutral' && a.source === b.source))

/** Every pawn of the round in seat order (companion, dog and neutral pawns last), each marked placed or free. */
export function trayPawns(v: IslandView): TrayPawn[] {
  const planned: PawnRef[] = v.plan.flatMap((a) => a.pawns)
  const take = (ref: PawnRef): boolean => {
    const i = planned.findIndex((p) => same(p, ref))
    if (i < 0) return false
    planned.splice(i, 1)
    return true
  }
  const out: TrayPawn[] = []
  const ids = [...v.seats, ...(v.companion ? [v.companion] : [])]
  for (const id of ids) {
    const c = v.characters[id]
    if (!c || c.dead) continue
    const count = c.kind === 'castaway' ? 2 : 1
    for (let n = 0; n < count; n++) {
      const ref: PawnRef = { kind: 'character', character: id }
      out.push({ id: `${id}:${n}`, ref, character: id, actions: null, placed: false })
    }
  }
  if (v.dog !== null) out.push({ id: 'dog', ref: { kind: 'dog' }, character: null, actions: v.faces.characters[v.dog]?.actions ?? null, placed: false })
  // Built Items (flipped back this round too) and kept treasures lend their pawns (I-ACT-30, I-GOLD-09).
  for (const id of [...v.inventions.built, ...v.flippedThisRound, ...v.kept]) {
    const card = v.faces.cards[id]
    const passives = card?.deck === 'invention' ? card.passive : card?.deck === 'mystery' ? card.keep?.passive ?? [] : []
    passives.forEach((p, index) => {
      if (p.op === 'pawn') out.push({ id: `neutral:item:${id}:${index}`, ref: { kind: 'neutral', source: `item:${id}:${index}` }, character: null, actions: p.actions, placed: false })
    })
  }
  for (const n of v.pawnsGranted) out.push({ id: `neutral:${n.source}`, ref: { kind: 'neutral', source: n.source }, character: null, actions: n.actions, placed: false })
  // Placed pawns are the last of each kind (a character's second pawn goes out after the first).
  for (const p of [...out].reverse()) p.placed = take(p.ref)
  return out
}

/**
 * The stack a space gets when the selected pawn leads it with `count` pawns: the pawns the player
 * picked first (the leader on top, I-ACT-11), then the leader's own other pawns, then the
 * companion, the dog and neutral pawns that may join this kind of action, then the other castaways.
 */
export function stackFor(free: readonly TrayPawn[], picked: readonly string[], kind: ActionKind, count: number): PawnRef[] | null {
  const fits = (p: TrayPawn): boolean => p.actions === null || p.actions.includes(kind)
  const order: TrayPawn[] = []
  const add = (p: TrayPawn | undefined): void => { if (p && !p.placed && fits(p) && !order.includes(p)) order.push(p) }
  for (const id of picked) add(free.find((p) => p.id === id))
  const leader = order[0]?.character ?? null
  for (const p of free) if (leader !== null && p.character === leader) add(p)
  for (const p of free) if (p.character === null) add(p)
  for (const p of free) add(p)
  if (order.length < count) return null
  return order.slice(0, count).map((p) => p.ref)
}
