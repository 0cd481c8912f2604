import { describe, expect, it } from 'vitest'
import { mouths } from '../../../../src-shared/rulesets/island/travellers'
import { view } from '../../../../src-shared/rulesets/island/view'
import { mouthsTonight } from '../night-mouths'
import { IslandGame, cinderCay } from './island-kit'

describe('the night\'s food count on the table', () => {
  it('I-NIGHT-03 I-SCEN3-04 the castaways to feed are those the night feeds: living castaways and travellers, not those sleeping outside', () => {
    const game = new IslandGame(['shipwright', 'steward', 'marine'])
    const s = structuredClone(game.state)
    // A traveller at the camp, a castaway sleeping outside it, another dead.
    s.travellers = ['stranger']
    s.characters['stranger'] = { id: 'stranger', kind: 'traveller', seat: null, wounds: 0, determination: 0, specialWounds: [], abilitiesUsed: [], dead: false, outside: false }
    const [, outside, dead] = s.seats.map((id) => s.characters[id])
    if (!outside || !dead) throw new Error('three castaways expected')
    outside.outside = true
    dead.dead = true
    const fed = mouths(s).filter((id) => s.characters[id]?.outside !== true)
    expect(fed).toEqual([s.seats[0], 'stranger'])
    expect(mouthsTonight(view(cinderCay(), s))).toBe(fed.length)
    // The companion eats nothing (I-NIGHT-02).
    expect(mouthsTonight(view(cinderCay(), game.state))).toBe(3)
  })
})
