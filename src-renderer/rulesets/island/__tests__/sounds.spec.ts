import { describe, expect, it } from 'vitest'
import { MOST_PER_MOVE } from '../../../components/sound/sound-names'
import { TONES, lengthOf } from '../../../components/sound/tones'
import { seedRng } from '../../../../src-shared/engine/rng'
import { legalCommands } from '../../../../src-shared/rulesets/island/legal-commands'
import { heuristicPlayer } from '../../../../src-shared/rulesets/island/players/heuristic'
import { islandSounds } from '../sounds'
import { IslandGame, cinderCay } from './island-kit'

const STEPS = [{ die: 'wound', effect: 'nothing' }, { die: 'success', effect: 'success' }, { die: 'adventure', effect: 'nothing' }]

describe("Island's sounds", () => {
  it('action dice rolled (a reroll window opening, a die rolled again) sound as dice', () => {
    expect(islandSounds([{ type: 'actionRoll', colour: 'build', steps: STEPS }])).toEqual(['roll'])
    expect(islandSounds([{ type: 'actionRoll', colour: 'gather', window: true }])).toEqual(['roll'])
    expect(islandSounds([{ type: 'rerolled' }, { type: 'actionRoll', colour: 'gather', steps: STEPS }])).toEqual(['roll'])
  })

  it('the weather dice sound as the weather; a Weather phase with no dice is quiet', () => {
    expect(islandSounds([{ type: 'weather', dice: ['rain', 'animals'], steps: [] }])).toEqual(['weather'])
    expect(islandSounds([{ type: 'weather', dice: [], steps: [] }])).toEqual([])
  })

  it('the night, ending the round, sounds as night falling', () => {
    expect(islandSounds([{ type: 'spoiled', amount: 1 }, { type: 'roundEnded', round: 3 }])).toEqual(['night'])
  })

  it('maps cards, places and outcomes as before: reveal, place, success, failure, a death', () => {
    expect(islandSounds([{ type: 'adventure', card: 'a' }])).toEqual(['reveal'])
    expect(islandSounds([{ type: 'planned', pawns: 1 }])).toEqual(['place'])
    expect(islandSounds([{ type: 'actionResolved', success: true }])).toEqual(['success'])
    expect(islandSounds([{ type: 'actionResolved', success: false }])).toEqual(['failure'])
    expect(islandSounds([{ type: 'death', character: 'marine' }])).toEqual(['curse'])
  })

  it('a move that runs through the dice, the weather and the night is heard as those three, in order; a shorter one keeps its order', () => {
    const round = [
      { type: 'actionRoll', colour: 'build', steps: STEPS }, { type: 'wound', character: 'marine', amount: 1 },
      { type: 'adventure', card: 'a' }, { type: 'actionResolved', success: true },
      { type: 'weather', dice: ['rain'], steps: [] }, { type: 'roundEnded', round: 4 },
    ]
    expect(islandSounds(round)).toEqual(['roll', 'weather', 'night'])
    expect(islandSounds(round.slice(0, 4))).toEqual(['roll', 'failure', 'reveal'])
    expect(islandSounds([round[0] ?? { type: 'x' }, round[3] ?? { type: 'x' }, round[5] ?? { type: 'x' }])).toEqual(['roll', 'success', 'night'])
  })

  it('never plays more sounds for one move than the player plays, each at most once, for every move of a real game', () => {
    const game = new IslandGame(['shipwright', 'steward'], 11, 'packet-boat')
    const pick = heuristicPlayer(cinderCay())
    const rng = seedRng(11)
    const heard = new Set<string>()
    // The rules' own heuristic player: a seeded game long enough to pass through dice, weather and nights.
    for (let i = 0; i < 600 && game.state.outcome === null; i++) {
      const legal = legalCommands(cinderCay(), game.state)
      if (legal.length === 0) break
      const sounds = islandSounds(game.play(pick(game.state, legal, rng)))
      expect(sounds.length).toBeLessThanOrEqual(MOST_PER_MOVE)
      expect(new Set(sounds).size).toBe(sounds.length)
      for (const s of sounds) heard.add(s)
    }
    expect([...heard]).toEqual(expect.arrayContaining(['roll', 'weather', 'night']))
  })

  it('its new sounds are short, and quiet enough to hear a hundred times a game', () => {
    for (const name of ['roll', 'weather', 'night'] as const) {
      expect(lengthOf(TONES[name])).toBeLessThanOrEqual(0.5)
      for (const tone of TONES[name]) expect(tone.level).toBeLessThanOrEqual(0.4)
    }
  })
})
