/**
 * Island's rule options (zod-free: the New game form is drawn from this list): the variants and
 * open questions the spec leaves to the table (§25.12).
 */
import { optionDefaults, type OptionsOf } from '../../rule-options'

export const ISLAND_OPTIONS = [
  /** I-GOLD-26: add the dog at any player count (it is always in a solo game, I-SOLO-01). */
  { key: 'dogAlways', kind: 'boolean', default: false, rule: 'I-GOLD-26' },
  /** I-GOLD-26: add the companion with three or four players too (easier). */
  { key: 'companionAlways', kind: 'boolean', default: false, rule: 'I-GOLD-26' },
  /** I-GOLD-27: play two-player (or solo) without the companion (harder). */
  { key: 'noCompanion', kind: 'boolean', default: false, rule: 'I-GOLD-27' },
  /** I-GOLD-27: play solo without the dog (harder); wins over `dogAlways`. */
  { key: 'noDog', kind: 'boolean', default: false, rule: 'I-GOLD-27' },
  /**
   * I-GOLD-26, I-GOLD-27: Starting Equipment cards drawn beyond the sheet's number (−2 … +2): more
   * is easier, 1 or 0 (−1, −2 from the usual 2) harder. A sheet that fixes its cards keeps them (I-GOLD-01).
   */
  { key: 'equipmentChange', kind: 'integer', min: -2, max: 2, default: 0, rule: 'I-GOLD-26' },
  /**
   * I-GOLD-26, I-GOLD-27, EX-45: the Event deck's mix. `adventure-heavy` moves a sixth of its cards
   * from book to adventure (12 cards: 4 book + 8 adventure), `book-heavy` the other way (8 + 4); the
   * size stays. Which is harder depends on the scenario's book effect (scenario 1: adventure-heavy).
   */
  { key: 'eventDeck', kind: 'enum', values: ['sheet', 'adventure-heavy', 'book-heavy'], default: 'sheet', rule: 'I-GOLD-26' },
  /**
   * Q-17, EX-42: before a resource shortfall wounds anyone, a character it would wound may use an
   * ability that gains that resource (Stone Soup); the gain lands in Available and pays it.
   */
  { key: 'demandReaction', kind: 'boolean', default: true, rule: 'I-Q-17' },
  /** I-GOLD-27: a random Wreckage card in the right threat space instead of the sheet's. */
  { key: 'randomWreckage', kind: 'boolean', default: false, rule: 'I-GOLD-27' },
] as const

export type IslandSettings = OptionsOf<typeof ISLAND_OPTIONS>

export const ISLAND_DEFAULTS: IslandSettings = optionDefaults(ISLAND_OPTIONS)
