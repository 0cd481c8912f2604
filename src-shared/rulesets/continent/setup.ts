import { seedRng, shuffle } from '../../engine/rng'
import { ruleError, type RuleError } from '../../engine/rule-error'
import { startingActionDeck, limitsFor } from '../../content/continent/lookups'
import type { ContinentContent } from './content-index'
import { DEFAULT_SETTINGS, type ContinentConfig, type ContinentState, type Ctx } from './state'
import type { G } from './game'
import { emit } from './game'
import { takeByNumber } from './take-by-number'
import { cellKey, putTerrainIntoPlay } from './exploration'
import { pushTasks } from './task-stack'
import { run } from './interpreter'

/**
 * C-SETUP-1…C-SETUP-19: a new game. Fails with a RuleError for an impossible configuration
 * (player count outside 1–4, unknown character or curse, missing limits C-Q-1).
 */
export function setupContinent(c: ContinentContent, config: ContinentConfig, seed: number): { g: G } | RuleError {
  const n = config.characters.length
  if (n < 1 || n > 4) return ruleError('player-count', `the Continent rules are for 1 to 4 players, not ${n} (C-Q-40)`)
  if (new Set(config.characters).size !== n) return ruleError('duplicate-character', 'each player controls a different character (C-GEN-6)')
  for (const id of config.characters) if (!c.characters[id]) return ruleError('unknown-character', `character "${id}" is not in the content`)
  if (config.curses.length === 0) return ruleError('no-curse', 'choose at least one Clue card (C-SETUP-8)')
  for (const id of config.curses) if (!c.clues[id]?.length) return ruleError('unknown-curse', `curse "${id}" has no Clue card in the content`)
  try {
    limitsFor(c, n)
  } catch (e) {
    return ruleError('missing-limits', e instanceof Error ? e.message : String(e))
  }
  const rng = seedRng(seed)
  const clues = config.curses.map((id) => c.clues[id]?.[0] as string)
  const exploration: Record<string, string[]> = {}
  for (const area of Object.keys(c.areas).sort()) exploration[area] = shuffle(rng, c.areas[area] ?? [])
  const adventure: Record<string, string[]> = {}
  for (const [num, uids] of Object.entries(c.numbers)) adventure[num] = [...uids]
  let deck: string[]
  try {
    deck = startingActionDeck(c, config.characters, config.curses)
  } catch (e) {
    return ruleError('bad-content', e instanceof Error ? e.message : String(e))
  }
  const s: ContinentState = {
    v: 1,
    settings: { ...DEFAULT_SETTINGS, ...(config.settings ?? {}) },
    mode: config.mode ?? 'normal',
    rng,
    players: config.characters.map((id, seat) => ({
      seat, character: id, characterUid: c.characters[id] as string, hand: [c.characters[id] as string], items: [], at: null, fire: null, status: 'playing',
    })),
    actionDeck: shuffle(rng, deck),
    discard: [],
    discardFaceDown: false,
    adventure,
    exploration,
    past: [],
    banished: [],
    satchel: clues,
    revealed: [],
    outOfPlay: [],
    board: { cells: {}, at: {}, attached: {} },
    curses: [...config.curses],
    lifted: [],
    phase: 'resolving',
    active: 0,
    action: null,
    mandatory: [],
    forced: null,
    tasks: [],
    choice: null,
    suspendedAt: null,
    outcome: null,
    lossReason: null,
    nextItem: 1,
  }
  const g: G = { s, c, ev: [] }
  // C-SETUP-15: the lowest starting number among the chosen Clues.
  const starts = clues.map((uid) => { const x = c.cards[uid]; return x?.type === 'clue' ? x.start : '999' }).sort()
  const start = takeByNumber(g, starts[0] as string)
  if (start === null || !putTerrainIntoPlay(g, start, cellKey(0, 0))) return ruleError('bad-content', `starting card ${starts[0]} is not a terrain that can be taken`)
  for (const p of s.players) p.at = start // C-SETUP-16
  emit(g, 'setupDone', { start })
  // C-SETUP-6, C-END-6, C-END-7: easy / hardcore card.
  const modeNumber = s.mode === 'easy' ? c.special.easy : s.mode === 'hardcore' ? c.special.hardcore : null
  if (modeNumber !== null) {
    const ctx: Ctx = { source: null, seat: 0, active: 0, involved: s.players.map((p) => p.seat), actionType: null, flags: [], cell: null, spaceOf: null }
    pushTasks(g, [{ t: 'take', number: modeNumber, ctx, sourceCheck: null }])
  }
  run(g)
  return { g }
}
