// The recorded walkthroughs of Reedmere (walkthroughs/*.json, README.md there): the file format and
// the facts of a game's end that a replay must reach again. Shared by the recorder
// (scripts/record-saga-walkthroughs.ts) and the replay test (walkthroughs.spec.ts).
import type { SagaCommand, SagaConfig, SagaState } from '../types'

/** The end of a game, as a replay must reach it again (besides the command list itself). */
export interface SagaWalkthroughFacts {
  outcome: 'won' | 'lost'
  /** The ending paragraph read (S-END-04). */
  ending: number | null
  round: number
  /** The turn of the round (0–3) when the game ended. */
  turn: number
  counters: Record<string, number>
  /** Paragraphs read, in number order. */
  read: number[]
  /** Locations carrying a Paragraph token, in id order. */
  closed: string[]
  characters: { id: string; area: string; threats: number; woundSquares: number; combat: number; journey: number }[]
}

export interface SagaWalkthrough {
  format: 'fogbound-saga-walkthrough'
  pack: string
  adventure: string
  /** The config the game was set up with: seat i plays characters[i]; a solo seat plays both. */
  config: SagaConfig
  /** The game's seed (setup's shuffles and every roll come from it). */
  seed: number
  /** The heuristic player's own seed (it only picks among legal commands; the commands are what counts). */
  policySeed: number
  /** Every command from the first token placed to the game's end, in order. */
  commands: SagaCommand[]
  expect: SagaWalkthroughFacts
}

export function factsOf(s: SagaState): SagaWalkthroughFacts {
  if (s.outcome === null) throw new Error('the game has not ended')
  return {
    outcome: s.outcome,
    ending: s.ending,
    round: s.round,
    turn: s.turn,
    counters: { ...s.counters },
    read: [...s.read].sort((a, b) => a - b),
    closed: [...s.map.closed].sort(),
    characters: s.characters.map((c) => ({ id: c.id, area: c.area, threats: c.threats, woundSquares: c.wounds.reduce((n, w) => n + w.cells.length, 0), combat: c.combat, journey: c.journey })),
  }
}
