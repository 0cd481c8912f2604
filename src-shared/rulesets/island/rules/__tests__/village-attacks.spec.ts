import { describe, expect, it } from 'vitest'
import { attack, cityStrength, raid, villageStrength } from '../village-attacks'

describe('village and city attacks (village-attacks.ts)', () => {
  it('I-SCEN5-07 I-EX-49 3 more totem tiles, 1 covered: village strength 4 + 2 = 6; an attack with Weapons 5 costs 1 wound', () => {
    expect(villageStrength(2)).toBe(6)
    expect(attack(villageStrength(2), 5)).toEqual({ wounds: 1 })
  })

  it('I-SCEN5-09 I-EX-50 with 2 villages destroyed the city has strength 21 − 6 = 15', () => {
    expect(cityStrength(2)).toBe(15)
  })

  it('I-SCEN5-06 an attack uses only the target’s strength against the Weapon level (with boosts)', () => {
    expect(attack(6, 2)).toEqual({ wounds: 4 })
    expect(attack(6, 2, 4)).toEqual({ wounds: 0 })
  })

  it('I-SCEN5-12 I-EX-51 with 2 villages destroyed the raid wounds each character 1 and the camp must move', () => {
    expect(raid(2, true, false)).toEqual({ woundsEach: 1, moveCamp: true, loseShelter: false })
    expect(raid(4, true, true).woundsEach).toBe(0)
    expect(raid(0, false, true)).toEqual({ woundsEach: 3, moveCamp: false, loseShelter: true })
    expect(raid(0, false, false)).toEqual({ woundsEach: 5, moveCamp: false, loseShelter: false })
  })
})
