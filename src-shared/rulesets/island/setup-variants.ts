/**
 * The setup variants of I-GOLD-26 and I-GOLD-27 as numbers: who joins the castaways, how many
 * Starting Equipment cards are drawn, the Event deck's mix of book and adventure cards. Setup reads
 * them; the rule options (options.ts) choose them.
 */
import type { IslandSettings } from './options'

/** I-SETUP-18, I-2P-02, I-SOLO-01 and the variants: does the companion / the dog join? */
export function helpersJoin(players: number, settings: IslandSettings): { companion: boolean; dog: boolean } {
  return {
    companion: (players <= 2 || settings.companionAlways) && !settings.noCompanion,
    dog: (players === 1 || settings.dogAlways) && !settings.noDog,
  }
}

/** I-SETUP-11, I-GOLD-26, I-GOLD-27: Starting Equipment cards drawn — the sheet's number, changed by the variant, never below 0. */
export const equipmentDrawn = (sheet: number, settings: IslandSettings): number => Math.max(0, sheet + settings.equipmentChange)

/**
 * I-SETUP-15, I-GOLD-26, I-GOLD-27, EX-45: book and adventure cards of the Event deck. A heavy mix
 * moves a sixth of the deck (rounded) from one kind to the other, never below 0: 6 + 6 becomes
 * 4 + 8 (adventure-heavy) or 8 + 4 (book-heavy).
 */
export function eventDeckMix(book: number, adventure: number, mix: IslandSettings['eventDeck']): { book: number; adventure: number } {
  const shift = Math.round((book + adventure) / 6)
  if (mix === 'adventure-heavy') { const n = Math.min(shift, book); return { book: book - n, adventure: adventure + n } }
  if (mix === 'book-heavy') { const n = Math.min(shift, adventure); return { book: book + n, adventure: adventure - n } }
  return { book, adventure }
}
