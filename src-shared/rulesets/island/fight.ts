/**
 * Combat on the state (I-BEAST-04…I-BEAST-09) through the rule functions (rules/combat.ts): who
 * fights, a Beast card's full fight, a beast joining the Hunting deck.
 */
import type { GameEvent } from '../../engine/ruleset'
import { shuffle } from '../../engine/rng'
import { firstPlayerCharacter, wound } from './harm'
import { weaponBoost } from './passives'
import { runFirst, type Run } from './queue'
import { gain } from './resources'
import { fightBeast } from './rules/combat'
import type { EffectCtx, IslandState } from './types'
import { removeFromGame, takeTop } from './lists'

/** The character who fights or suffers "the one" consequence: the resolver, else the First Player (I-BEAST-07). */
export const fighter = (s: IslandState, ctx: EffectCtx): string => ctx.resolver ?? firstPlayerCharacter(s)

/** I-BEAST-02: the top Beast card joins the Hunting deck, which is shuffled — or lies on top of it (I-CHAR-34). */
export function addBeast(s: IslandState, events: GameEvent[], top = false): void {
  const b = takeTop(s, 'beast')
  if (b === undefined) return
  s.decks.hunting = top ? [b, ...s.decks.hunting] : shuffle(s.rng, [...s.decks.hunting, b])
  events.push({ type: 'beastAdded', checkpoint: true })
}

/**
 * A full combat against a Beast card (I-BEAST-04) by `who`; the card leaves the game (I-BEAST-09).
 * Without `combat` (I-EVENT-C02) the strength is ignored and no boost is spent; the rest applies.
 */
export function fightCard(r: Run, card: string, ctx: EffectCtx, extraStrength = 0, combat = true): void {
  const { content, s, events } = r
  const beast = content.cards[card]
  if (!beast || beast.deck !== 'beast') return
  const who = fighter(s, ctx)
  const result = fightBeast({
    beast: { strength: combat ? beast.strength + extraStrength : 0, weaponLoss: beast.weaponLoss, food: beast.food, fur: beast.fur },
    weapons: s.tracks.weapons, boost: combat ? s.tempWeapon + weaponBoost(content, s, ctx.phase === 'action') : 0, duringActionPhase: ctx.phase === 'action',
  })
  if (combat) s.tempWeapon = 0
  s.tracks.weapons = result.weapons
  events.push({ type: 'fight', card, character: who, steps: result.steps, checkpoint: true })
  wound(content, s, who, result.wounds, events, 'fight')
  gain(s, ctx, 'food', result.food)
  gain(s, ctx, 'fur', result.fur)
  removeFromGame(s, card)
  runFirst(s, beast.extra, { ...ctx, resolver: who, source: card })
}

