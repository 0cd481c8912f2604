/**
 * The Game Icons Saga draws (from the shared card sprite), always with words beside or as their
 * accessible name: the seven actions, the six goods, the card kinds and the tokens.
 */
import type { CardIconName } from '../../../icons/card-icons'
import type { GameIconName } from '../../../icons/game-icons'

export type SagaIcon = CardIconName | GameIconName

export const ACTION_ICONS: Readonly<Record<string, SagaIcon>> = {
  movement: 'footsteps', journey: 'compass', gathering: 'wheat', delivery: 'shaking-hands', combat: 'crossed-swords', sacrifice: 'bleeding-wound', building: 'hammer-nails', any: 'cycle',
}
export const GOOD_ICONS: Readonly<Record<string, SagaIcon>> = {
  material: 'wood-pile', ore: 'mountaintop', rumour: 'sound-waves', magic: 'falling-star', power: 'muscle-up', fate: 'clover',
}
export const KIND_ICONS = {
  item: 'knapsack', characterItem: 'hood', event: 'sun-cloud', discovery: 'magnifying-glass', enemy: 'wolf-head', paragraph: 'open-book', deck: 'card-draw', market: 'chest', threat: 'hazard-sign', rune: 'rune-stone', closed: 'scroll-unfurled', blocked: 'padlock', figure: 'pawn',
} as const satisfies Readonly<Record<string, SagaIcon>>

export const actionIcon = (action: string): SagaIcon => ACTION_ICONS[action] ?? 'cycle'
export const goodIcon = (good: string): SagaIcon => GOOD_ICONS[good] ?? 'chest'
