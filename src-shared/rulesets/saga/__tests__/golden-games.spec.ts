// Golden games: seeded games of both Reedmere adventures and the test pack, 1–4 players, replayed and
// compared with `golden-games.json` (per game: the final-state hash, the command count, a hash of
// the legal-command list at every step, a hash of every event and view). Its purpose is to prove
// that work on the engine's speed changes no outcome and no legal list or its order.
//
// When a rule or the pack is changed on purpose, the figures legitimately move: regenerate them with
//   UPDATE_GOLDEN=1 npx vitest run src-shared/rulesets/saga/__tests__/golden-games.spec.ts
// and commit the new golden-games.json with the change (say so in the commit message).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { reedmere } from '../../../content/saga/__tests__/reedmere-pack'
import { sagaTestContent } from '../../../content/saga/__tests__/load-saga-pack'
import type { SagaContent } from '../../../content/saga/content'
import { playGolden, type GoldenGame } from './golden-games'

const FILE = join(__dirname, 'golden-games.json')

/** Which games are recorded: per pack and adventure, `random` seeds and `heuristic` seeds for each player count 1–4. */
const PLAN: { content: () => SagaContent; adventure: string; random: number; heuristic: number }[] = [
  { content: reedmere, adventure: 'causeway', random: 30, heuristic: 1 },
  { content: reedmere, adventure: 'bell', random: 30, heuristic: 2 },
  { content: sagaTestContent, adventure: 'crossing', random: 15, heuristic: 1 },
]

function playAll(): GoldenGame[] {
  const out: GoldenGame[] = []
  for (const p of PLAN) {
    const content = p.content()
    for (let players = 1; players <= 4; players++) {
      for (let g = 0; g < p.random; g++) out.push(playGolden(content, p.adventure, players, 7000 + g, 'random'))
      for (let g = 0; g < p.heuristic; g++) out.push(playGolden(content, p.adventure, players, 9000 + g, 'heuristic'))
    }
  }
  return out
}

describe('golden games', () => {
  it('seeded random and heuristic games give the recorded command counts, legal lists, events, views and final states, and apply never changes the state it is given', () => {
    const games = playAll()
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(FILE, `[\n${games.map((g) => JSON.stringify(g)).join(',\n')}\n]\n`)
    const golden = JSON.parse(readFileSync(FILE, 'utf8')) as GoldenGame[]
    expect(games.length).toBe(golden.length)
    // Game by game, so a failure names the first game that differs.
    for (let i = 0; i < games.length; i++) expect(games[i], `game ${i}`).toEqual(golden[i])
  }, 900_000)
})
