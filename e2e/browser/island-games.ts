import type { Page } from '@playwright/test'
import type { IslandContent } from '../../src-shared/content/island/content'
import { seedRng } from '../../src-shared/engine/rng'
import { isRuleError } from '../../src-shared/engine/rule-error'
import type { GameEvent } from '../../src-shared/engine/ruleset'
import type { GameReplyOf } from '../../src-shared/ipc/games'
import { islandModule } from '../../src-shared/rulesets/island/module'
import { heuristicPlayer } from '../../src-shared/rulesets/island/players/heuristic'
import type { IslandCommand, IslandConfig, IslandState } from '../../src-shared/rulesets/island/types'
import { hostCall } from './host-api'
import { cinderCay } from './island-replay'

/**
 * Island games of any size for the table specs: a seeded game the rules' own heuristic player plays
 * on the Node side (as scripts/record-walkthroughs.ts does), so a spec can find a moment — a fight,
 * a Mystery card, a night choice — and open the table there through the host API.
 */

export interface PlayedGame {
  config: IslandConfig
  seats: { name: string; characters: string[] }[]
  seed: number
  commands: IslandCommand[]
  /** `states[i]` is what command i was played on; the last is the final state. */
  states: IslandState[]
  /** `events[i]` are what command i brought. */
  events: GameEvent[][]
}

const NAMES = ['Ada', 'Bruno', 'Cleo', 'Dario']

/** The castaways a game of `players` plays: every castaway of the pack in turn from `offset`. */
export function castawaysFor(content: IslandContent, players: number, offset = 0): string[] {
  const all = Object.values(content.characters).filter((c) => c.kind === 'castaway').map((c) => c.id).sort()
  return Array.from({ length: players }, (_, i) => all[(i + offset) % all.length] ?? '')
}

/** A whole heuristic game (up to `maxCommands`) of `scenario` with these castaways and seed. */
export async function playHeuristic(scenario: string, characters: readonly string[], seed: number, maxCommands = 4000): Promise<PlayedGame> {
  const content = await cinderCay()
  const seats = characters.map((c, i) => ({ name: NAMES[i] ?? `P${i + 1}`, characters: [c] }))
  const config = islandModule.newGameConfig({ seats, setup: { scenario }, options: {} }, content)
  if (typeof config === 'string') throw new Error(config)
  const rules = islandModule.rules(content)
  const start = rules.setup(config, seed)
  if (isRuleError(start)) throw new Error(start.message)
  const pick = heuristicPlayer(content)
  const rng = seedRng(seed)
  const game: PlayedGame = { config, seats, seed, commands: [], states: [start], events: [] }
  let s = start
  for (let i = 0; i < maxCommands && s.outcome === null; i++) {
    const c = pick(s, rules.legalCommands(s), rng)
    const r = rules.apply(s, c)
    if (isRuleError(r)) throw new Error(`seed ${seed}: ${c.type} refused: ${r.message}`)
    game.commands.push(c)
    game.events.push(r.events)
    game.states.push(r.state)
    s = r.state
  }
  return game
}

/** Starts the game on the host with its seats and seed and plays its first `upTo` commands there; returns the slot. */
export async function openAt(page: Page, game: PlayedGame, upTo: number, slotName: string): Promise<string> {
  let reply = await hostCall<GameReplyOf<'island'>>(page, 'game:new', { packId: 'cinder-cay', setup: { scenario: game.config.scenario }, seats: game.seats, seed: game.seed, slotName })
  for (const command of game.commands.slice(0, upTo)) reply = await hostCall<GameReplyOf<'island'>>(page, 'game:command', { slotId: reply.slotId, command })
  await page.goto(`/#/table/${reply.slotId}`)
  await page.getByTestId('island-table').waitFor()
  return reply.slotId
}
