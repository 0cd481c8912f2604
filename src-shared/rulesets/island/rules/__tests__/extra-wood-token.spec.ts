import { describe, expect, it } from 'vitest'
import { extraWoodToken } from '../extra-wood-token'
import { STARTING_EQUIPMENT_USES, useStartingEquipment } from '../starting-equipment'

describe('the Extra wood token on the Build space (extra-wood-token.ts)', () => {
  it('I-TOKEN-12 the build carrying it pays 1 extra wood when it succeeds, and the token is discarded', () => {
    expect(extraWoodToken([{ usesWood: true, success: true }], 0)).toEqual({ paidBy: 0, token: 'discarded' })
  })

  it('I-EX-12 the Well carrying it fails, the Weapons succeed later: the Weapons pay the extra wood and the token goes', () => {
    expect(extraWoodToken([{ usesWood: true, success: false }, { usesWood: true, success: true }], 0)).toEqual({ paidBy: 1, token: 'discarded' })
    // Variant: the Weapons fail too, or were not planned: the token returns to the Build space.
    expect(extraWoodToken([{ usesWood: true, success: false }, { usesWood: true, success: false }], 0)).toEqual({ paidBy: null, token: 'back-on-build-space' })
    expect(extraWoodToken([{ usesWood: true, success: false }], 0)).toEqual({ paidBy: null, token: 'back-on-build-space' })
  })
})

describe('Starting Equipment (starting-equipment.ts)', () => {
  it('I-INV-14 two uses; both may be spent at once; the last use discards the card', () => {
    expect(useStartingEquipment(STARTING_EQUIPMENT_USES)).toEqual({ usesLeft: 1, discarded: false })
    expect(useStartingEquipment(2, 2)).toEqual({ usesLeft: 0, discarded: true })
    expect(useStartingEquipment(1, 2)).toBe('This card has 1 use left.')
  })
})
