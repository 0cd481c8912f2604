import type { ActionType } from '../../../src-shared/content/continent/effects'

/**
 * The 29 action types (C-ATYPE-1…C-ATYPE-29), by engine key. Listed here rather than imported from
 * `src-shared/content/effects`, whose run-time part is zod: importing it put zod in the table chunk
 * (more than half of it). The checks below make a missing or misspelt type a compile error.
 */
export const ACTION_TYPES = [
  'move', 'craft', 'stealth', 'pull_push_lift', 'snowshoe_ski', 'make_fire', 'fight', 'balance_jump',
  'swim_sail', 'eat_drink', 'hunt', 'rest', 'investigate', 'take_handle', 'fish', 'heal', 'explore_flee',
  'think', 'climb', 'listen', 'spot_observe', 'decipher', 'dig', 'music', 'search_examine', 'open_close',
  'orientate', 'offer_convince', 'pray',
] as const satisfies readonly ActionType[]

// The other direction: an action type the content schema adds must be added here.
const everyTypeListed: [Exclude<ActionType, (typeof ACTION_TYPES)[number]>] extends [never] ? true : never = true
void everyTypeListed
