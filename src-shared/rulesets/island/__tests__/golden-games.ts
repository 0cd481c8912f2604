// Test helper: seeded random games played through the ruleset, reduced to a few hashes per game, so
// a speed-up of the engine can be checked to change nothing (golden-games.spec.ts).
import { createHash, type Hash } from 'node:crypto'
import { isRuleError } from '../../../engine/rule-error'
import { intInRange, seedRng } from '../../../engine/rng'
import { canonicalJson } from '../../../engine/state-hash'
import type { IslandContent } from '../../../content/island/content'
import { islandModule } from '../module'
import { islandRules } from '../rules'
import type { IslandState } from '../types'
import { view } from '../view'

/** One recorded game: what it was, how long it ran, and hashes of everything it showed. */
export interface GoldenGame {
  scenario: string
  players: number
  seed: number
  commands: number
  outcome: string | null
  /** SHA-256 of the final state's canonical JSON. */
  final: string
  /** SHA-256 over every step's legal-command list, in order (the order is part of the contract). */
  legal: string
  /** SHA-256 over every command's events and every state's public view. */
  shown: string
}

const hex = (h: Hash): string => h.digest('hex').slice(0, 32)

/**
 * Plays one game: at each step the legal list is hashed and one command picked by a seeded RNG —
 * mostly as the random player does (never unplanning), one time in eight among all legal commands
 * so that taking a planned action back is exercised too. Capped so that such games still end.
 */
export function playGolden(content: IslandContent, scenario: string, players: number, seed: number, maxCommands = 400): GoldenGame {
  const rules = islandRules(content)
  const config = { ...islandModule.sampleConfig(content, players), scenario }
  const start = rules.setup(config, seed)
  if (isRuleError(start)) throw new Error(`setup ${scenario}/${players}/${seed}: ${start.message}`)
  const chooser = seedRng(seed * 31 + players)
  const legalHash = createHash('sha256')
  const shownHash = createHash('sha256')
  let s: IslandState = start
  let n = 0
  shownHash.update(canonicalJson(view(content, s)))
  for (; n < maxCommands && s.outcome === null; n++) {
    const legal = rules.legalCommands(s)
    legalHash.update(canonicalJson(legal))
    if (legal.length === 0) break
    const anything = intInRange(chooser, 0, 7) === 0
    const c = anything ? legal[intInRange(chooser, 0, legal.length - 1)] : islandModule.pickRandom?.(s, legal, chooser)
    if (c === undefined) throw new Error('no command picked')
    const before = canonicalJson(s)
    const r = rules.apply(s, c)
    // A state once returned is never changed: apply works on a copy (or shares only what it leaves alone).
    if (canonicalJson(s) !== before) throw new Error(`game ${scenario}/${players}/${seed} command ${n} (${c.type}) changed the state it was given`)
    if (isRuleError(r)) throw new Error(`game ${scenario}/${players}/${seed} command ${n} (${c.type}) refused: ${r.code} ${r.message}`)
    shownHash.update(canonicalJson(r.events))
    s = r.state
    shownHash.update(canonicalJson(view(content, s)))
  }
  return { scenario, players, seed, commands: n, outcome: s.outcome, final: hex(createHash('sha256').update(canonicalJson(s))), legal: hex(legalHash), shown: hex(shownHash) }
}
