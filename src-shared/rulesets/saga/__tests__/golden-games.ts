// Test helper: seeded games played through the Saga rules, reduced to a few hashes per game, so a
// speed-up of the engine can be checked to change nothing (golden-games.spec.ts).
import { createHash, type Hash } from 'node:crypto'
import { isRuleError } from '../../../engine/rule-error'
import { intInRange, seedRng } from '../../../engine/rng'
import { canonicalJson } from '../../../engine/state-hash'
import type { SagaContent } from '../../../content/saga/content'
import { sagaModule, sagaRules } from '../module'
import { heuristicPlayer } from '../players/heuristic'
import type { SagaState } from '../types'

/** One recorded game: what it was, how long it ran, and hashes of everything it showed. */
export interface GoldenGame {
  adventure: string
  players: number
  seed: number
  policy: 'random' | 'heuristic'
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
 * Plays one game: at each step the legal list is hashed and one command picked — uniformly by a
 * seeded generator (random play reaches odd corners), or by the heuristic player (which reaches
 * fights, subplots and victories). Capped so that every game ends.
 */
export function playGolden(content: SagaContent, adventure: string, players: number, seed: number, policy: GoldenGame['policy'], maxCommands = 400): GoldenGame {
  const rules = sagaRules(content)
  const config = { ...sagaModule.sampleConfig(content, players), scenario: adventure }
  const start = rules.setup(config, seed)
  if (isRuleError(start)) throw new Error(`setup ${adventure}/${players}/${seed}: ${start.message}`)
  const chooser = seedRng(seed * 31 + players)
  const heuristic = policy === 'heuristic' ? heuristicPlayer(content) : null
  const legalHash = createHash('sha256')
  const shownHash = createHash('sha256')
  let s: SagaState = start
  let n = 0
  shownHash.update(canonicalJson(rules.view(s)))
  for (; n < maxCommands && s.outcome === null; n++) {
    const legal = rules.legalCommands(s)
    legalHash.update(canonicalJson(legal))
    if (legal.length === 0) break
    const c = heuristic ? heuristic(s, legal, chooser) : legal[intInRange(chooser, 0, legal.length - 1)]
    if (c === undefined) throw new Error('no command picked')
    const before = canonicalJson(s)
    const r = rules.apply(s, c)
    // A state once returned is never changed: apply works on a copy (or shares only what it leaves alone).
    if (canonicalJson(s) !== before) throw new Error(`game ${adventure}/${players}/${seed} command ${n} (${c.type}) changed the state it was given`)
    if (isRuleError(r)) throw new Error(`game ${adventure}/${players}/${seed} command ${n} (${c.type}) refused: ${r.code} ${r.message}`)
    shownHash.update(canonicalJson(r.events))
    s = r.state
    shownHash.update(canonicalJson(rules.view(s)))
  }
  return { adventure, players, seed, policy, commands: n, outcome: s.outcome, final: hex(createHash('sha256').update(canonicalJson(s))), legal: hex(legalHash), shown: hex(shownHash) }
}
