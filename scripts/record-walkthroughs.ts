/**
 * Records the Island walkthroughs replayed by
 * `src-shared/rulesets/island/__tests__/walkthroughs.spec.ts`: for each scenario of Cinder Cay, one
 * seeded game the heuristic player wins and one it loses, as a small JSON file (pack, scenario,
 * config, seed, the commands, and the facts the test checks).
 *
 *   npx tsx scripts/record-walkthroughs.ts [--max-seeds N]
 *
 * Run it again after a rule change makes a recorded game diverge (the test says so when it fails):
 * it searches seeds from 1 upward with the current engine and rewrites the files.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadPackOrThrow } from '../src-main/services/cards/pack-files'
import type { IslandContent } from '../src-shared/content/island/content'
import { isRuleError } from '../src-shared/engine/rule-error'
import { seedRng } from '../src-shared/engine/rng'
import { apply } from '../src-shared/rulesets/island/apply-command'
import { legalCommands } from '../src-shared/rulesets/island/legal-commands'
import { islandModule } from '../src-shared/rulesets/island/module'
import { heuristicPlayer } from '../src-shared/rulesets/island/players/heuristic'
import { setup } from '../src-shared/rulesets/island/setup'
import type { IslandCommand, IslandConfig, IslandState } from '../src-shared/rulesets/island/types'

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

function play(content: IslandContent, config: IslandConfig, seed: number): { state: IslandState; commands: IslandCommand[] } {
  const start = setup(content, config, seed)
  if (isRuleError(start)) throw new Error(start.message)
  const pick = heuristicPlayer(content)
  const rng = seedRng(seed)
  let s = start
  const commands: IslandCommand[] = []
  for (let i = 0; i < 4000 && s.outcome === null; i++) {
    const c = pick(s, legalCommands(content, s), rng)
    const r = apply(content, s, c)
    if (isRuleError(r)) throw new Error(`seed ${seed}: ${c.type} refused: ${r.message}`)
    commands.push(c)
    s = r.state
  }
  return { state: s, commands }
}

async function main(): Promise<void> {
  const maxArg = process.argv.indexOf('--max-seeds')
  const maxSeeds = maxArg > 0 ? Number(process.argv[maxArg + 1]) : 2000
  const content = (await loadPackOrThrow(PACK_DIR)) as IslandContent
  mkdirSync(OUT_DIR, { recursive: true })
  let missing = 0
  for (const scenario of Object.keys(content.scenarios).sort()) {
    const wanted = new Set<'won' | 'lost'>(['won', 'lost'])
    // Solo first (the quickest games), then the other player counts, until both ends are found.
    for (let seed = 1; seed <= maxSeeds && wanted.size > 0; seed++) {
      const players = 1 + ((seed - 1) % 4)
      const config: IslandConfig = { ...islandModule.sampleConfig(content, players), scenario }
      const { state, commands } = play(content, config, seed)
      const outcome = state.outcome
      if (outcome === null || !wanted.has(outcome)) continue
      // A defeat worth watching lasts a while; a victory is kept whenever it comes.
      if (outcome === 'lost' && state.position.round < 4) continue
      wanted.delete(outcome)
      const w: Walkthrough = { format: 'fogbound-island-walkthrough', pack: content.manifest.id, scenario, config, seed, policySeed: seed, commands, expect: factsOf(state) }
      const file = join(OUT_DIR, `${scenario}-${outcome === 'won' ? 'victory' : 'defeat'}.json`)
      writeFileSync(file, `${JSON.stringify(w)}\n`)
      process.stdout.write(`${scenario}: ${outcome} with ${players} player(s), seed ${seed}, round ${state.position.round}, ${commands.length} commands -> ${file}\n`)
    }
    for (const w of wanted) {
      missing++
      process.stderr.write(`${scenario}: no ${w === 'won' ? 'victory' : 'defeat'} found in ${maxSeeds} seeds\n`)
    }
  }
  process.exitCode = missing > 0 ? 1 : 0
}

void main()
