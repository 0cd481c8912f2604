import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import type { IslandCommand, IslandConfig } from '../../src-shared/rulesets/island/types'
import { islandView, perform, startIslandGame, type PlanBy, type Performed } from './island-driver'

/**
 * The recorded Island walkthroughs (scripts/record-walkthroughs.ts: a heuristic player's seeded
 * game per Cinder Cay scenario, won and lost) played through the table: the same seed on the New
 * game page, then every recorded command as a player's gesture, plans by click, keyboard and drag
 * in turn.
 */
export interface RecordedWalkthrough {
  scenario: string
  config: IslandConfig
  seed: number
  commands: IslandCommand[]
  expect: { outcome: 'won' | 'lost'; reason: string | null; round: number; built: string[]; wounds: Record<string, number> }
}

const DIR = join(process.cwd(), 'src-shared', 'rulesets', 'island', '__tests__', 'walkthroughs')

export function loadWalkthrough(name: string): RecordedWalkthrough {
  return JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as RecordedWalkthrough
}

const TURNS: readonly PlanBy[] = ['click', 'keyboard', 'drag']

/** Starts the walkthrough's game on the New game page with its seed and seats; checks the page's defaults are its settings. */
export async function startWalkthrough(page: Page, w: RecordedWalkthrough, slotName: string, names: readonly string[]): Promise<void> {
  await startIslandGame(page, { scenario: w.scenario, characters: w.config.characters, names, seed: w.seed, slotName })
  // The New game page's defaults are the recorded game's settings (else the replay would diverge).
  const { scenario, seats, settings } = await islandView(page)
  expect({ scenario, seats, settings }).toEqual({ scenario: w.config.scenario, seats: w.config.characters, settings: w.config.settings })
}

/**
 * Plays the recorded commands `from` … `to` (exclusive) through the UI, each plan by the gesture
 * `planBy(i)` asks (by click when the table could not place that stack so); returns what each brought.
 */
export async function playCommands(page: Page, w: RecordedWalkthrough, from: number, to: number, planBy: (i: number) => PlanBy = () => 'click'): Promise<Performed[]> {
  const out: Performed[] = []
  for (let i = from; i < to; i++) {
    const cmd = w.commands[i]
    if (!cmd) throw new Error(`the walkthrough has no command ${i}`)
    const before = await islandView(page)
    expect(before.outcome, `command ${i}: the game ended early`).toBeNull()
    out.push(await perform(page, cmd, before, { planBy: planBy(i) }))
  }
  return out
}

/** The whole walkthrough through the UI, plans by click, keyboard and drag in turn; counts the gestures plans got. */
export async function playWalkthrough(page: Page, w: RecordedWalkthrough, slotName: string, names: readonly string[]): Promise<Record<PlanBy, number>> {
  await startWalkthrough(page, w, slotName, names)
  const used: Record<PlanBy, number> = { click: 0, keyboard: 0, drag: 0 }
  let plans = 0
  const done = await playCommands(page, w, 0, w.commands.length, () => TURNS[plans++ % TURNS.length] ?? 'click')
  for (const { how } of done) if (how) used[how]++
  return used
}
