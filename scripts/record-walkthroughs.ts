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
import { isRuleError } from '../src-shared/engine/rule-error'
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

/**
 * The moment the table's save-and-reload spec (e2e/browser/table-island-reload.spec.ts) opens a
 * victory at: a planning from round 4 on, with two stacks placed and a third coming, in a round
 * where the group already stocked a pile and used a Discovery token. Replayed with the engine.
 */
function hasReloadMoment(content: IslandContent, config: IslandConfig, seed: number, commands: readonly IslandCommand[]): boolean {
  if ((content.scenarios[config.scenario]?.piles ?? []).length === 0) return true
  const rules = islandModule.rules(content)
  const start = rules.setup(config, seed)
  if (isRuleError(start)) return false
  let s = start as IslandState
  const seen = new Map<number, Set<string>>()
  for (const c of commands) {
    const round = s.position.round
    const before = seen.get(round) ?? new Set<string>()
    if (round >= 4 && s.pending?.kind === 'plan' && s.plan.length >= 2 && c.type === 'plan' && before.has('stock') && before.has('discovery')) return true
    before.add(c.type)
    seen.set(round, before)
    const r = rules.apply(s, c)
    if (isRuleError(r)) return false
    s = r.state as IslandState
  }
  return false
}

async function main(): Promise<void> {
  const content = (await loadPackOrThrow(PACK_DIR)) as IslandContent
  mkdirSync(OUT_DIR, { recursive: true })
  let last: IslandConfig = { ...islandModule.sampleConfig(content, 1), scenario: '' }
  let tried = { scenario: '', seed: 0 }
  const missing = searchWalkthroughs<IslandState>({
    module: islandModule as unknown as GameModule,
    content,
    scenarios: Object.keys(content.scenarios).sort(),
    outDir: OUT_DIR,
    maxSeeds: maxSeedsArg(2000),
    configFor: (scenario, players): IslandConfig => {
      // The search asks one config per seed, from seed 1 for each scenario: remember both for `keep`.
      tried = scenario === last.scenario ? { scenario, seed: tried.seed + 1 } : { scenario, seed: 1 }
      last = { ...islandModule.sampleConfig(content, players), scenario }
      return last
    },
    // A defeat worth watching lasts a while; a victory is kept when it has the moment the reload spec opens.
    keep: (outcome, state, commands) => outcome === 'won' ? hasReloadMoment(content, last, tried.seed, commands as IslandCommand[]) : state.position.round >= 4,
    record: ({ scenario, config, seed, commands, state }): Walkthrough => ({
      format: 'fogbound-island-walkthrough', pack: content.manifest.id, scenario, config: config as IslandConfig, seed, policySeed: seed, commands: commands as IslandCommand[], expect: factsOf(state),
    }),
    describe: (state) => `round ${state.position.round}`,
  })
  process.exitCode = missing > 0 ? 1 : 0
}

void main()
