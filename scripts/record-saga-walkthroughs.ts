/**
 * Records the Saga walkthroughs replayed by `src-shared/rulesets/saga/__tests__/walkthroughs.spec.ts`:
 * for each adventure of Reedmere, one seeded game the heuristic player (`simulate --policy heuristic`)
 * wins and one it loses, as a small JSON file (format: `__tests__/walkthroughs/README.md`).
 *
 *   npx tsx scripts/record-saga-walkthroughs.ts [--max-seeds N]
 *
 * Run it again after a rule or pack change makes a recorded game diverge (the test says so when it
 * fails): it searches seeds from 1 upward with the current engine and rewrites the files.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { loadPackOrThrow } from '../src-main/services/cards/pack-files'
import type { SagaContent } from '../src-shared/content/saga/content'
import type { GameModule } from '../src-shared/game-module'
import { sagaModule } from '../src-shared/rulesets/saga/module'
import type { SagaCommand, SagaConfig, SagaState } from '../src-shared/rulesets/saga/types'
import { factsOf, type SagaWalkthrough } from '../src-shared/rulesets/saga/__tests__/walkthrough-facts'
import { maxSeedsArg, searchWalkthroughs } from './walkthrough-search'

const root = join(import.meta.dirname, '..')
const PACK_DIR = join(root, 'resources', 'packs', 'reedmere')
const OUT_DIR = join(root, 'src-shared', 'rulesets', 'saga', '__tests__', 'walkthroughs')

async function main(): Promise<void> {
  const content = (await loadPackOrThrow(PACK_DIR)) as SagaContent
  mkdirSync(OUT_DIR, { recursive: true })
  const missing = searchWalkthroughs<SagaState>({
    module: sagaModule as unknown as GameModule,
    content,
    scenarios: Object.keys(content.adventures).sort(),
    outDir: OUT_DIR,
    maxSeeds: maxSeedsArg(400),
    configFor: (adventure, players): SagaConfig => ({ ...sagaModule.sampleConfig(content, players), scenario: adventure }),
    // A defeat worth watching reaches the adventure's second half.
    keep: (outcome, state) => outcome === 'won' || state.round > (content.adventures[state.adventure]?.sheet.rounds ?? 0) / 2,
    record: ({ scenario, config, seed, commands, state }): SagaWalkthrough => ({
      format: 'fogbound-saga-walkthrough', pack: content.manifest.id, adventure: scenario, config: config as SagaConfig, seed, policySeed: seed, commands: commands as SagaCommand[], expect: factsOf(state),
    }),
    describe: (state) => `round ${state.round}, ending ${state.ending ?? '-'}`,
  })
  process.exitCode = missing > 0 ? 1 : 0
}

void main()
