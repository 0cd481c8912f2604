import { describe, expect, it } from 'vitest'
import { fightCard } from '../../../../src-shared/rulesets/saga/combat'
import type { FightState } from '../../../../src-shared/rulesets/saga/types'
import { unitedPrint } from '../grids'
import { sagaTest } from './saga-kit'

describe('Saga table grids', () => {
  it('S-COMBAT-29 S-COMBAT-31 a united row is drawn as the engine joins it: cards edge to edge, tops aligned, penalties kept, in the order laid', () => {
    const content = sagaTest()
    const adv = content.adventures.crossing
    if (!adv) throw new Error('no adventure')
    for (const cards of [['weak-1', 'medium-1'], ['medium-1', 'weak-1'], ['lethal-1', 'weak-1', 'strong-1']]) {
      const fight: FightState = { actor: 0, location: null, token: 0, card: cards[0] ?? '', cards, rolled: [], toPlace: [], placed: [] }
      const engine = fightCard({ s: {} as never, events: [], content, adv }, fight)
      const drawn = unitedPrint(cards.map((id) => content.enemies[id] ?? { cells: [] })).print
      expect(drawn.cells, cards.join(' ')).toEqual(engine?.cells)
      expect(drawn.penalties, cards.join(' ')).toEqual(engine?.penalties)
    }
    expect(unitedPrint([content.enemies['weak-1'] ?? { cells: [] }, content.enemies['medium-1'] ?? { cells: [] }]).print.cells).toEqual(['.H..HH.', 'H.XH..H'])
  })
})
