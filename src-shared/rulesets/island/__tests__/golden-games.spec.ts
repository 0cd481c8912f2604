// Golden games: seeded random games of both Cinder Cay scenarios and the test pack, 1–4 players,
// replayed and compared with `golden-games.json` (per game: the final-state hash, the command count,
// a hash of the legal-command list at every step, a hash of every event and view). Its purpose is
// to prove that work on the engine's speed changes no outcome and no legal list or its order.
//
// When a rule is added or changed on purpose, the figures legitimately move: regenerate them with
//   UPDATE_GOLDEN=1 npx vitest run src-shared/rulesets/island/__tests__/golden-games.spec.ts
// and commit the new golden-games.json with the rule change (say so in the commit message).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCinderCay } from '../../../content/island/__tests__/cinder-cay-pack'
import { islandTestContent } from '../../../content/island/__tests__/load-island-pack'
import type { IslandContent } from '../../../content/island/content'
import { playGolden, type GoldenGame } from './golden-games'

const FILE = join(__dirname, 'golden-games.json')

/** Which games are recorded: per pack and scenario, `games` seeds for each player count 1–4. */
const PLAN: { pack: string; content: () => IslandContent; scenario: string; games: number }[] = [
  { pack: 'cinder-cay', content: loadCinderCay, scenario: 'packet-boat', games: 40 },
  { pack: 'cinder-cay', content: loadCinderCay, scenario: 'mountain-wakes', games: 40 },
  { pack: 'island-test', content: islandTestContent, scenario: 'test-rescue', games: 10 },
]

function playAll(): GoldenGame[] {
  const out: GoldenGame[] = []
  for (const p of PLAN) {
    const content = p.content()
    for (let players = 1; players <= 4; players++) for (let g = 0; g < p.games; g++) out.push(playGolden(content, p.scenario, players, 7000 + g))
  }
  return out
}

describe('golden games', () => {
  it('seeded random games give the recorded command counts, legal lists, events, views and final states, and apply never changes the state it is given', () => {
    const games = playAll()
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(FILE, `[\n${games.map((g) => JSON.stringify(g)).join(',\n')}\n]\n`)
    const golden = JSON.parse(readFileSync(FILE, 'utf8')) as GoldenGame[]
    expect(games.length).toBe(golden.length)
    // Game by game, so a failure names the first game that differs.
    for (let i = 0; i < games.length; i++) expect(games[i], `game ${i}`).toEqual(golden[i])
  }, 600_000)
})
