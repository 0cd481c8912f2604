/**
 * Island's rule options (zod-free): the open questions the spec leaves to the table (§25.12).
 */

export interface IslandSettings {
  /** I-GOLD-26: add the dog at any player count (it is always in a solo game, I-SOLO-01). */
  dogAlways: boolean
  /** I-GOLD-27: play two-player without the companion (harder). */
  noCompanion: boolean
}

export const ISLAND_DEFAULTS: IslandSettings = { dogAlways: false, noCompanion: false }
