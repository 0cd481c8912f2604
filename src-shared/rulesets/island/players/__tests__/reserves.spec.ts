// The heuristic player's reserves (issue 15, balance): what it reads of the coming Event phase and
// weather from what lies face up — the threat about to strike, an Extra food token, the animals on
// the round track — and how it weighs wounds. All read from the public state, never the decks.
import { describe, expect, it } from 'vitest'
import { loadCinderCay } from '../../../../content/island/__tests__/cinder-cay-pack'
import { isRuleError } from '../../../../engine/rule-error'
import { islandModule } from '../../module'
import { setup } from '../../setup'
import type { IslandConfig, IslandState } from '../../types'
import { readGoal } from '../goal-reading'
import { planSense, targetValue } from '../plan-values'
import { stateValue } from '../state-value'

const cinder = loadCinderCay()

function game(scenario: string, players: number, seed = 3): IslandState {
  const config = { ...(islandModule.sampleConfig(cinder, players) as IslandConfig), scenario }
  const s = setup(cinder, config, seed)
  if (isRuleError(s)) throw new Error(s.message)
  return s
}

const goalOf = (s: IslandState) => readGoal(cinder, s.scenario, s.players)
const sense = (s: IslandState) => planSense(cinder, s, goalOf(s))
const value = (s: IslandState, t: Parameters<typeof targetValue>[4]): number => targetValue(cinder, s, goalOf(s), sense(s), t, s.seats[0] ?? '')

describe('the heuristic player keeps reserves against what it can see coming', () => {
  it('a threat that takes food is worth dealing with when no preserved food is left: perishable food spoils before it strikes', () => {
    // event-03's threat takes 2 food; it is the left card and the right slot is full, so the next Event card pushes it off.
    const s = game('packet-boat', 2)
    s.threat = { left: 'event-03', right: 'event-01' }
    const at = (food: number, preserved: number): number => {
      const t = structuredClone(s)
      t.available.food = food
      t.available.preserved = preserved
      return value(t, { kind: 'threat', slot: 'left' })
    }
    expect(at(6, 0)).toBe(at(0, 0))
    expect(at(0, 0)).toBeGreaterThan(at(0, 2))
    expect(at(0, 2)).toBe(at(6, 2))
  })

  it('the wood a known threat will take is wanted before it strikes, and only when the next card pushes it off', () => {
    const s = game('packet-boat', 2)
    s.threat = { left: 'event-01', right: 'event-02' }
    const calm = sense(s).woodWanted
    s.threat = { left: 'event-13', right: 'event-02' }
    expect(sense(s).woodWanted).toBe(calm + 2)
    expect(sense(s).threatWood).toBe(2)
    // With the right slot empty the next card only slides in: nothing is pushed off yet.
    s.threat = { left: 'event-13', right: null }
    expect(sense(s).woodWanted).toBe(calm)
  })

  it('an Extra food token on the Night space asks one more food of every mouth', () => {
    const s = game('packet-boat', 3)
    const before = sense(s).foodNeed
    s.spaceTokens.night = [...(s.spaceTokens.night ?? []), 'extra-food']
    expect(sense(s).foodNeed).toBe(before + sense(s).mouths)
  })

  it('raises Weapons to the animals die\'s beast strength in the rounds before the animals come, not before', () => {
    // Smoke for the Packet Boat rolls the hungry animals from round 7 (beast strength 3).
    const s = game('packet-boat', 2)
    const weapons = { kind: 'build', build: 'weapons', pay: 'wood' } as const
    s.tracks.weapons = 2
    s.position = { ...s.position, round: 2 }
    expect(sense(s).weaponsTarget).toBe(0)
    const early = value(s, weapons)
    s.position = { ...s.position, round: 5 }
    expect(sense(s).weaponsTarget).toBe(3)
    expect(value(s, weapons)).toBeGreaterThan(early)
    // Each missing level is wanted in wood (the board's weapon cost) until the target is met.
    const woodBefore = sense(s).woodWanted
    s.tracks.weapons = 3
    expect(sense(s).woodWanted).toBe(woodBefore - cinder.board.weaponCost)
    expect(value(s, weapons)).toBeLessThan(45)
  })
})

describe('the heuristic player weighs wounds', () => {
  it('prefers wounds spread over the castaways to the same wounds on one (one death ends the game)', () => {
    const s = game('packet-boat', 2)
    const [a = '', b = ''] = s.seats
    const withWounds = (wa: number, wb: number): IslandState => {
      const t = structuredClone(s)
      const ca = t.characters[a]
      const cb = t.characters[b]
      if (!ca || !cb) throw new Error('two castaways expected')
      ca.wounds = wa
      cb.wounds = wb
      return t
    }
    const spread = withWounds(4, 4)
    const piled = withWounds(8, 0)
    const goal = goalOf(s)
    expect(stateValue(cinder, spread, goal)).toBeGreaterThan(stateValue(cinder, piled, goal))
  })
})
