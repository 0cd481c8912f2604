/**
 * What the walkthrough recorders of every ruleset share (`record-walkthroughs.ts` for Island,
 * `record-saga-walkthroughs.ts` for Saga): a seeded game played to its end by the ruleset's
 * `heuristic` policy through the module's own rules, and the search over seeds — player counts
 * 1–4 in turn, solo first — until each scenario has a victory and a defeat worth keeping.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PackContentBase } from '../src-shared/content/pack-spec'
import { isRuleError } from '../src-shared/engine/rule-error'
import { seedRng } from '../src-shared/engine/rng'
import type { Command, GameModule } from '../src-shared/game-module'

export type Outcome = 'won' | 'lost'

/** One seeded game played to its end by the heuristic policy (whose generator is seeded with `seed` too). */
export function playHeuristic<S>(module: GameModule, content: PackContentBase, config: unknown, seed: number, maxCommands = 4000): { state: S; commands: Command[] } {
  const rules = module.rules(content)
  const policy = module.policies?.heuristic?.forContent(content)
  if (!policy) throw new Error(`the ${module.id} ruleset has no heuristic policy`)
  const start = rules.setup(config, seed)
  if (isRuleError(start)) throw new Error(`seed ${seed}: setup refused: ${start.message}`)
  const rng = seedRng(seed)
  let s = start
  const commands: Command[] = []
  for (let i = 0; i < maxCommands && module.outcome(s) === null; i++) {
    const c = policy.pick(s, rules.legalCommands(s), rng)
    const r = rules.apply(s, c)
    if (isRuleError(r)) throw new Error(`seed ${seed}: ${c.type} refused: ${r.message}`)
    commands.push(c)
    s = r.state
  }
  return { state: s as S, commands }
}

export interface SearchPlan<S> {
  module: GameModule
  content: PackContentBase
  scenarios: readonly string[]
  outDir: string
  maxSeeds: number
  /** The config of a game of this scenario for this many players. */
  configFor(scenario: string, players: number): unknown
  /** Whether an ended game is worth keeping (a defeat worth watching lasts a while). */
  keep(outcome: Outcome, state: S, commands: readonly Command[]): boolean
  /** The file's content for a game kept. */
  record(found: { scenario: string; config: unknown; seed: number; commands: Command[]; state: S }): unknown
  /** A line for the log. */
  describe(state: S): string
}

/**
 * For each scenario, seeds from 1 upward (player counts 1–4 in turn) until a victory and a defeat
 * are kept, each written to `<scenario>-victory.json` / `<scenario>-defeat.json`. Returns how many
 * were not found.
 */
export function searchWalkthroughs<S>(plan: SearchPlan<S>): number {
  let missing = 0
  for (const scenario of plan.scenarios) {
    const wanted = new Set<Outcome>(['won', 'lost'])
    for (let seed = 1; seed <= plan.maxSeeds && wanted.size > 0; seed++) {
      const players = 1 + ((seed - 1) % 4)
      const config = plan.configFor(scenario, players)
      const { state, commands } = playHeuristic<S>(plan.module, plan.content, config, seed)
      const outcome = plan.module.outcome(state)
      if (outcome === null || !wanted.has(outcome) || !plan.keep(outcome, state, commands)) continue
      wanted.delete(outcome)
      const file = join(plan.outDir, `${scenario}-${outcome === 'won' ? 'victory' : 'defeat'}.json`)
      writeFileSync(file, `${JSON.stringify(plan.record({ scenario, config, seed, commands, state }))}\n`)
      process.stdout.write(`${scenario}: ${outcome} with ${players} player(s), seed ${seed}, ${plan.describe(state)}, ${commands.length} commands -> ${file}\n`)
    }
    for (const w of wanted) {
      missing++
      process.stderr.write(`${scenario}: no ${w === 'won' ? 'victory' : 'defeat'} found in ${plan.maxSeeds} seeds\n`)
    }
  }
  return missing
}

/** `--max-seeds N` from the command line, or the default. */
export function maxSeedsArg(fallback: number): number {
  const at = process.argv.indexOf('--max-seeds')
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
