/**
 * Cards usable by "one character per round" (I-INV-13): shared until a character needs one during
 * an action; that character then holds it, alone may use it — any number of times — for the rest
 * of the round, and it returns to the board when the round ends.
 */
export type RoundHolds = Readonly<Record<string, string>>

/** The holds after `character` uses `card`, or why they may not (another character holds it this round). */
export function useHeldCard(holds: RoundHolds, card: string, character: string): RoundHolds | string {
  const holder = holds[card]
  if (holder !== undefined && holder !== character) return `${holder} holds this card until the end of the round.`
  return { ...holds, [card]: character }
}

/** At the end of the round every held card returns to the board. */
export const releaseHolds = (): RoundHolds => ({})
