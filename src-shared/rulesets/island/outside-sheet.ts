/**
 * The character's own sheet during a night outside the camp (I-NIGHT-18): which gains go there
 * instead of Future Resources, and what the action being resolved has gained so far. Kept apart
 * from night-outside.ts so that resources.ts can ask it without importing the effect machinery.
 */
import type { Resource } from '../../content/island/vocabulary'
import type { CharacterState, EffectCtx, IslandState, Resources } from './types'

export const none = (): Resources => ({ wood: 0, food: 0, preserved: 0, fur: 0 })
export const SHEET_KEYS: readonly Resource[] = ['wood', 'food', 'preserved', 'fur']

/** The plan index of the action being resolved (resolution counts past it before its effects run). */
export const currentAction = (s: IslandState): number => s.resolveIndex - 1

/**
 * I-NIGHT-18: the character whose sheet receives a gain now — the resolver of the action that sent
 * it outside, while that action is resolved — or undefined (the gain goes to Future/Available).
 */
export function sheetFor(s: IslandState, ctx: Pick<EffectCtx, 'phase'> & Partial<Pick<EffectCtx, 'resolver'>>): CharacterState | undefined {
  if (ctx.phase !== 'action' || ctx.resolver === undefined || ctx.resolver === null) return undefined
  const c = s.characters[ctx.resolver]
  return c?.outside === true && c.outsideFrom === currentAction(s) ? c : undefined
}

/** What the current action has put into Future so far (started afresh for each action). */
function gainsOfAction(s: IslandState): NonNullable<IslandState['actionGains']> {
  const index = currentAction(s)
  if (s.actionGains?.index !== index) s.actionGains = { index, gained: none(), tokens: [] }
  return s.actionGains
}

/** Remembers what the current action put into Future, so that a night outside can take it along. */
export function noteActionGain(s: IslandState, resource: Resource, amount: number): void {
  gainsOfAction(s).gained[resource] += amount
}

/** The same for a Discovery token instance. */
export function noteActionToken(s: IslandState, token: string): void {
  gainsOfAction(s).tokens.push(token)
}
