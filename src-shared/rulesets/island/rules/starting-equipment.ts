/**
 * Starting Equipment uses (I-INV-14): each card starts with 2 uses, one white marker each; a use
 * removes a marker, both may be spent at the same moment, and the card is discarded with its last.
 */
export const STARTING_EQUIPMENT_USES = 2

export function useStartingEquipment(usesLeft: number, uses = 1): { usesLeft: number; discarded: boolean } | string {
  if (uses > usesLeft) return `This card has ${usesLeft} ${usesLeft === 1 ? 'use' : 'uses'} left.`
  return { usesLeft: usesLeft - uses, discarded: usesLeft - uses === 0 }
}
