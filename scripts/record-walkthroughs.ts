/**
 * Records the Island walkthroughs replayed by
 * `src-shared/rulesets/island/__tests__/walkthroughs.spec.ts`: for each scenario of Cinder Cay, one
 * seeded game the heuristic player wins and one it loses, as a small JSON file (pack, scenario,
 * config, seed, the commands, and the facts the test checks).
 *
 *   npx tsx scripts/record-walkthroughs.ts [--max-seeds N]
 *
 * Run it again after a rule change makes a recorded game diverge (the test says so when it fails):
 * it searches seeds from 1 upward with the current engine and rewrites the files (the search is
 * shared with Saga's recorder: `walkthrough-search.ts`).
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { loadPackOrThrow } from '../src-main/services/cards/pack-files'
import type { IslandContent } from '../src-shared/content/island/content'
import type { GameModule } from '../src-shared/game-module'
import { islandModule } from '../src-shared/rulesets/island/module'
import type { IslandCommand, IslandConfig, IslandState } from '../src-shared/rulesets/island/types'
import { maxSeedsArg, searchWalkthroughs } from './walkthrough-search'

const root = join(import.meta.dirname, '..')
const PACK_DIR = join(root, 'resources', 'packs', 'cinder-cay')
const OUT_DIR = join(root, 'src-shared', 'rulesets', 'island', '__tests__', 'walkthroughs')

/** The facts a replay must reach again (besides the command list itself). */
export interface WalkthroughFacts {
  outcome: 'won' | 'lost'
  reason: string | null
  round: number
  morale: number
  built: string[]
  piles: Record<string, readonly number[]>
  counters: Record<string, number>
  wounds: Record<string, number>
}

export interface Walkthrough {
  format: 'fogbound-island-walkthrough'
  pack: string
  scenario: string
  config: IslandConfig
  seed: number
  /** The heuristic player's own seed (it only picks among legal commands; the commands are what counts). */
  policySeed: number
  commands: IslandCommand[]
  expect: WalkthroughFacts
}

export function factsOf(s: IslandState): WalkthroughFacts {
  if (s.outcome === null) throw new Error('the game has not ended')
  return {
    outcome: s.outcome,
    reason: s.reason,
    round: s.position.round,
    morale: s.morale,
    built: [...s.inventions.built].sort(),
    piles: s.piles,
    counters: s.counters,
    wounds: Object.fromEntries(Object.values(s.characters).map((c) => [c.id, c.wounds])),
  }
}

async function main(): Promise<void> {
  const content = (await loadPackOrThrow(PACK_DIR)) as IslandContent
  mkdirSync(OUT_DIR, { recursive: true })
  const missing = searchWalkthroughs<IslandState>({
    module: islandModule as unknown as GameModule,
    content,
    scenarios: Object.keys(content.scenarios).sort(),
    outDir: OUT_DIR,
    maxSeeds: maxSeedsArg(2000),
    configFor: (scenario, players): IslandConfig => ({ ...islandModule.sampleConfig(content, players), scenario }),
    // A defeat worth watching lasts a while; a victory is kept whenever it comes.
    keep: (outcome, state) => outcome === 'won' || state.position.round >= 4,
    record: ({ scenario, config, seed, commands, state }): Walkthrough => ({
      format: 'fogbound-island-walkthrough', pack: content.manifest.id, scenario, config: config as IslandConfig, seed, policySeed: seed, commands: commands as IslandCommand[], expect: factsOf(state),
    }),
    describe: (state) => `round ${state.position.round}`,
  })
  process.exitCode = missing > 0 ? 1 : 0
}

void main()
