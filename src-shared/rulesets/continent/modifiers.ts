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
  /** "uid#index": this effect of this card, as players name it when they decline it (C-ACT-6). */
  key: string
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
    for (const uid of p.hand) handEffects(g, uid).forEach((mod, i) => { if (keep(mod)) out.push({ mod, from: 'hand', uid, seat, key: `${uid}#${i}` }) })
    for (const it of p.items) {
      if (!usedItems.includes(`${seat}:${it.id}`)) continue
      for (const uid of it.cards) itemFace(g.c, uid).effects.forEach((mod, i) => { if (keep(mod)) out.push({ mod, from: 'item', uid, seat, key: `${uid}#${i}` }) })
    }
  }
  const terrain = g.s.players[scope.active]?.at
  if (terrain) {
    for (const uid of attachedTo(g.s, terrain)) {
      if (g.c.cards[uid]?.type !== 'adventure' && !isRevealedEvent(g, uid)) continue
      if (front(g.c, uid)?.kind !== 'permanentEvent') continue
      ;(front(g.c, uid)?.effects ?? []).forEach((mod, i) => { if (keep(mod)) out.push({ mod, from: 'event', uid, seat: null, key: `${uid}#${i}` }) })
    }
  }
  for (const uid of g.s.satchel) satchelEffects(g, uid).forEach((mod, i) => { if (keep(mod)) out.push({ mod, from: 'satchel', uid, seat: null, key: `${uid}#${i}` }) })
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

/**
 * C-ACT-6, C-ACT-12, C-ACT-24, C-ITEM-25: the effects on the action the players may leave out —
 * every cost, difficulty and success effect of a used item ("some or all"), and the helpful ones
 * from hands, attached events and Quest Items ("may apply"). A harmful effect of a hand card or an
 * event (a State raising the difficulty) always applies.
 */
export function optionalModifiers(mods: readonly ActiveModifier[]): ActiveModifier[] {
  return mods.filter((m) => {
    const op = m.mod.op
    if (op !== 'cost' && op !== 'difficulty' && op !== 'successes' && op !== 'successPerLucky7') return false
    if (m.from === 'item') return true
    const amount = m.mod.amount
    return op === 'cost' || op === 'difficulty' ? amount < 0 : amount > 0
  })
}
