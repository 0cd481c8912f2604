import { describe, expect, it } from 'vitest'
import { injectPicks, seedRng } from '../../../../engine/rng'
import { reroll } from '../../../../engine/dice'
import { isRuleError } from '../../../../engine/rule-error'
import { actionDiceCatalogue, actionRollFaces, rollActionDice, type ActionDiceRoll } from '../action-dice'
import { rerollOffers, type RerollAbility } from '../rerolls'
import { DICE } from './fixture'

const BUILDER: RerollAbility = { id: 'steady-hands', cost: 2, colour: 'build' }
const rollOf = (kind: 'build' | 'gather' | 'explore'): ActionDiceRoll => rollActionDice(seedRng(1), DICE, kind, {}, []).roll

describe('rerolls in the window (rerolls.ts)', () => {
  it('I-CHAR-20 a reroll ability works only on dice of its own colour, for an action its character resolves', () => {
    expect(rerollOffers({ roll: rollOf('build'), abilities: [BUILDER], usedThisRound: [], budget: 2 }).map((o) => o.id)).toEqual(['steady-hands'])
    expect(rerollOffers({ roll: rollOf('gather'), abilities: [BUILDER], usedThisRound: [], budget: 2 })).toEqual([])
  })

  it('I-CHAR-22 I-DICE-06 the builder’s ability rerolls any one brown die of the roll, and the new face replaces the old', () => {
    const first = rollActionDice(injectPicks(seedRng(2), [0, DICE.build.success.indexOf('determination'), 2]), DICE, 'build', {}, [])
    const [offer] = rerollOffers({ roll: first.roll, seat: 0, abilities: [BUILDER], usedThisRound: [], budget: 3 })
    expect(offer).toMatchObject({ positions: [0, 1, 2], uses: 1, cost: 2, seat: 0 })
    if (!offer) throw new Error('no offer')
    const { cost: _cost, ...kernelOffer } = offer
    const open = { ...first.roll.roll, window: { offers: [kernelOffer], used: [] } }
    const again = reroll(injectPicks(first.rng, [DICE.build.success.indexOf('success')]), actionDiceCatalogue(DICE), open, offer.id, 1)
    if (isRuleError(again)) throw new Error(again.message)
    expect(actionRollFaces(DICE, { ...first.roll, roll: again.roll }).success).toBe('success')
  })

  it('I-CHAR-19 an ability already used this round is not offered again', () => {
    expect(rerollOffers({ roll: rollOf('build'), abilities: [BUILDER], usedThisRound: ['steady-hands'], budget: 9 })).toEqual([])
  })

  it('I-CHAR-37 only Determination held at the roll can pay: 1 held, 2 more from the failed Success die, no reroll', () => {
    expect(rerollOffers({ roll: rollOf('build'), abilities: [BUILDER], usedThisRound: [], budget: 1 })).toEqual([])
  })

  it('I-2P-10 the companion pays 2 Determination for each reroll of any one die rolled for him', () => {
    expect(rerollOffers({ roll: rollOf('explore'), abilities: [], companion: true, usedThisRound: [], budget: 5 })).toEqual([
      { id: 'companion-reroll', positions: [0, 1, 2], uses: 2, cost: 2 },
    ])
    expect(rerollOffers({ roll: rollOf('explore'), abilities: [], companion: true, usedThisRound: [], budget: 1 })).toEqual([])
  })
})
