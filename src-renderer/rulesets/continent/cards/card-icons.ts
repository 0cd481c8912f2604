import type { ActionType, Consequence, Modifier } from '../../../../src-shared/content/continent/effects'
import type { CardIconName } from '../../../icons/card-icons'
import type { GameIconName } from '../../../icons/game-icons'

export type IconName = GameIconName | CardIconName

/** The picture of each action type (C-ATYPE-1…C-ATYPE-29); its name in words is `table.actionType.<type>`. */
export const ACTION_ICON: Record<ActionType, IconName> = {
  move: 'boot-prints', craft: 'hammer-nails', stealth: 'hood', pull_push_lift: 'muscle-up', snowshoe_ski: 'skis',
  make_fire: 'fire', fight: 'crossed-swords', balance_jump: 'jump-across', swim_sail: 'sailboat', eat_drink: 'knife-fork',
  hunt: 'bow-arrow', rest: 'bed', investigate: 'archive-research', take_handle: 'hand', fish: 'fishing-hook', heal: 'heart-plus',
  explore_flee: 'running-ninja', think: 'light-bulb', climb: 'mountain-climbing', listen: 'sound-waves', spot_observe: 'hunter-eyes',
  decipher: 'rune-stone', dig: 'spade', music: 'musical-notes', search_examine: 'magnifying-glass', open_close: 'door',
  orientate: 'compass', offer_convince: 'shaking-hands', pray: 'prayer',
}

/** The picture of each consequence on an action square (C-ICON-30…C-ICON-36). */
export const CONSEQUENCE_ICON: Record<Consequence['op'], IconName> = {
  take: 'card-pickup', revealExploration: 'card-play', exploreReplace: 'jigsaw-piece', discard: 'card-discard', banish: 'cancel',
  banishNumber: 'cancel', banishReplace: 'card-exchange', return: 'return-arrow', loseDurability: 'cracked-shield',
  lifeLoss: 'heart-minus', discardToDeck: 'recycle', move: 'boot-prints', crossObstacle: 'jump-across', makeFire: 'campfire',
  newBoard: 'globe', adventureOver: 'death-skull', liftCurse: 'checked-shield', buyAdvancedSkills: 'stars-stack',
  narrate: 'scroll-unfurled', if: 'crossroad', choose: 'choice',
}

/** The picture of each passive effect (C-ICON-21…C-ICON-26). */
export const MODIFIER_ICON: Record<Modifier['op'], IconName> = {
  cost: 'card-draw', successes: 'falling-star', successPerLucky7: 'clover', difficulty: 'rank-3', forbid: 'cancel',
  flag: 'flag-objective', preventState: 'checked-shield', experience: 'achievement', resource: 'chest',
}

/** The picture beside a kind's name in words (never told by colour alone). */
export const KIND_ICON: Record<string, IconName> = {
  terrain: 'mountaintop', permanentEvent: 'sun-cloud', temporaryEvent: 'hourglass', item: 'knapsack', questItem: 'key',
  state: 'broken-bone', bonus: 'achievement', skill: 'stars-stack', curse: 'cursed-star', character: 'person',
  clue: 'key', satchel: 'open-book', exploration: 'uncertainty', other: 'info',
}

export const kindIcon = (kind: string): IconName => KIND_ICON[kind] ?? 'info'

/** The marks of an action square (C-ICON-15, C-ICON-17, C-ICON-18) and its cost (cards to draw). */
export const MARK_ICON = { cost: 'card-draw', locked: 'padlock', mandatory: 'hazard-sign', allPlayers: 'three-friends', hidden: 'hunter-eyes', lifeLoss: 'heart-minus' } as const satisfies Record<string, IconName>
