import type { ActionType, Flag, Modifier } from '../../content/continent/effects'
import { front, itemFace, numberOf } from './content-index'
import { holds, type CondScope } from './conditions'
import { attachedTo } from './exploration'
import type { G } from './game'

/** Where a passive modifier comes from (C-ACT-12, C-ACT-24, C-Q-5). */
export type ModSource = 'hand' | 'item' | 'event' | 'satchel'

export interface ActiveModifier {
  mod: Modifier
  from: ModSource
  uid: string
  seat: number | null
}

/** The passive effects printed on a card in a hand (Skill, Bonus, State, Character ability). */
export function handEffects(g: Pick<G, 'c'>, uid: string): readonly Modifier[] {
  const c = g.c.cards[uid]
  if (!c) return []
  if (c.type === 'skill') return c.effects
  if (c.type === 'character') return c.ability
  if (c.type === 'adventure') return c.effects
  return []
}

/** Effects of a card under the Satchel & Journal (Quest Items, Clues). */
function satchelEffects(g: Pick<G, 'c'>, uid: string): readonly Modifier[] {
  const c = g.c.cards[uid]
  if (c?.type === 'clue') return c.effects
  return front(g.c, uid)?.effects ?? []
}

/**
 * Every modifier that may apply to an action of `type` with these involved characters and used
 * items (C-ACT-6, C-ACT-7, C-ACT-12, C-ACT-24, C-CONSEQ-16, C-ICON-16): hands of the involved,
 * items used in step 1, Permanent Events attached to their terrain, Quest Items under the Satchel.
 */
export function modifiersFor(
  g: Pick<G, 's' | 'c'>,
  type: ActionType | null,
  scope: CondScope,
  usedItems: readonly string[],
): ActiveModifier[] {
  const out: ActiveModifier[] = []
  const keep = (mod: Modifier): boolean => {
    if ('types' in mod && mod.types && (type === null || !mod.types.includes(type))) return false
    if ('when' in mod && mod.when && !holds(g, mod.when, scope)) return false
    return true
  }
  for (const seat of scope.involved) {
    const p = g.s.players[seat]
    if (!p) continue
    for (const uid of p.hand) for (const mod of handEffects(g, uid)) if (keep(mod)) out.push({ mod, from: 'hand', uid, seat })
    for (const it of p.items) {
      if (!usedItems.includes(`${seat}:${it.id}`)) continue
      for (const uid of it.cards) for (const mod of itemFace(g.c, uid).effects) if (keep(mod)) out.push({ mod, from: 'item', uid, seat })
    }
  }
  const terrain = g.s.players[scope.active]?.at
  if (terrain) {
    for (const uid of attachedTo(g.s, terrain)) {
      if (g.c.cards[uid]?.type !== 'adventure' && !isRevealedEvent(g, uid)) continue
      if (front(g.c, uid)?.kind !== 'permanentEvent') continue
      for (const mod of front(g.c, uid)?.effects ?? []) if (keep(mod)) out.push({ mod, from: 'event', uid, seat: null })
    }
  }
  for (const uid of g.s.satchel) for (const mod of satchelEffects(g, uid)) if (keep(mod)) out.push({ mod, from: 'satchel', uid, seat: null })
  return out
}

/** An Exploration card on the board is face down unless it was revealed as a Permanent Event (C-EXPLORE-8). */
function isRevealedEvent(g: Pick<G, 's' | 'c'>, uid: string): boolean {
  return g.c.cards[uid]?.type === 'exploration' && g.s.board.attached[uid]?.explorationSpace === true
}

/** C-CONSEQ-9: the flags shown by used items and Quest Items, with the number of the card showing them. */
export function availableFlags(g: Pick<G, 's' | 'c'>, scope: CondScope, usedItems: readonly string[]): { flag: Flag; number: string | null }[] {
  const out: { flag: Flag; number: string | null }[] = []
  for (const m of modifiersFor(g, null, scope, usedItems)) {
    if (m.mod.op === 'flag' && (m.from === 'item' || m.from === 'satchel')) out.push({ flag: m.mod.flag, number: numberOf(g.c, m.uid) })
  }
  for (const uid of g.s.satchel) {
    const clue = g.c.cards[uid]
    if (clue?.type === 'clue' && clue.flag) out.push({ flag: clue.flag, number: null })
  }
  return out
}
