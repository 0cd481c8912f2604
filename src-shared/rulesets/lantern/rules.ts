import { rollDice } from '../../engine/dice'
import { seedRng } from '../../engine/rng'
import { ruleError, type RuleError } from '../../engine/rule-error'
import type { Applied, GameEvent } from '../../engine/ruleset'
import { LANTERN_DEFAULTS } from './options'
import { lanternDice } from './lantern-die'
import type { LanternCommand, LanternConfig, LanternContent, LanternState } from './types'

/** L-SETUP-1, L-SETUP-2: a new night. */
export function setup(content: LanternContent, config: LanternConfig, seed: number): LanternState | RuleError {
  const chars = config.characters
  if (chars.length < 1 || chars.length > 4) return ruleError('bad-config', 'Lantern Run is played by 1 to 4 lamplighters.')
  for (const c of chars) if (!(c in content.characters)) return ruleError('bad-config', `There is no lamplighter "${c}" in this pack.`)
  if (new Set(chars).size !== chars.length) return ruleError('bad-config', 'Each player needs a different character.')
  return {
    settings: { ...LANTERN_DEFAULTS, ...config.settings },
    rng: seedRng(seed),
    characters: [...chars],
    active: 0,
    turnsUsed: 0,
    banked: 0,
    haul: 0,
    gusts: 0,
    lastRoll: null,
    phase: 'roll',
    outcome: null,
  }
}

/** The commands the state accepts (L-TURN-4, L-END-3). */
export function legalTypes(s: LanternState): LanternCommand['type'][] {
  if (s.phase === 'roll') return ['roll']
  if (s.phase === 'choose') return ['press', 'bank']
  return []
}

/** L-TURN-5, L-END-2: the turn is over; the night goes on or ends. */
function endTurn(s: LanternState, content: LanternContent, ev: GameEvent[]): void {
  s.turnsUsed++
  s.haul = 0
  s.gusts = 0
  ev.push({ type: 'turnEnded', seat: s.active })
  if (s.banked >= content.target) return
  if (s.turnsUsed >= content.turns) {
    s.phase = 'over'
    s.outcome = 'lost'
    ev.push({ type: 'gameLost', banked: s.banked, target: content.target })
    return
  }
  s.active = (s.active + 1) % s.characters.length
  s.lastRoll = null
  s.phase = 'roll'
}

/** L-END-1: the target is reached. */
function bank(s: LanternState, content: LanternContent, amount: number, ev: GameEvent[]): void {
  s.banked += amount
  ev.push({ type: 'banked', seat: s.active, amount, total: s.banked })
  if (s.banked >= content.target) {
    s.phase = 'over'
    s.outcome = 'won'
    s.turnsUsed++
    ev.push({ type: 'turnEnded', seat: s.active }, { type: 'gameWon', banked: s.banked })
  }
}

/** L-TURN-1…L-TURN-3, L-TURN-6: one roll of the lantern dice. */
function roll(s: LanternState, content: LanternContent, ev: GameEvent[]): void {
  const { catalogue, ids } = lanternDice(content)
  const { rng, roll: thrown } = rollDice(s.rng, catalogue, ids)
  s.rng = rng
  const faces: string[] = []
  for (const d of thrown.dice) {
    const face = content.die[d.face]
    if (!face) throw new Error('the lantern die has no such face')
    faces.push(face.id)
    if (face.symbol === 'light') s.haul++
    else if (face.symbol === 'gust') s.gusts++
  }
  s.lastRoll = faces
  // L-D-1: the kernel marks this command as chance (an undo checkpoint), see module.ts.
  ev.push({ type: 'rolled', seat: s.active, faces, haul: s.haul, gusts: s.gusts })
  if (s.gusts >= s.settings.bustAt) {
    const saved = s.settings.sparkSurvives ? Math.floor(s.haul / 2) : 0
    ev.push({ type: 'lanternOut', seat: s.active, lost: s.haul - saved })
    if (saved > 0) bank(s, content, saved, ev)
    if (s.phase !== 'over') endTurn(s, content, ev)
    return
  }
  s.phase = 'choose'
}

/** Applies one command to a copy of the state (the input is never changed). */
export function apply(content: LanternContent, state: LanternState, command: LanternCommand): Applied<LanternState> | RuleError {
  if (!legalTypes(state).includes(command.type)) {
    return state.phase === 'over'
      ? ruleError('game-over', 'The night is over: the game accepts no more moves.')
      : ruleError('not-now', state.phase === 'roll' ? 'Roll the lantern dice first.' : 'Press on or head home.')
  }
  // A shallow copy is enough: every field is replaced whole, never edited in place.
  const s: LanternState = { ...state }
  const ev: GameEvent[] = []
  if (command.type === 'bank') {
    bank(s, content, s.haul, ev)
    if (s.phase !== 'over') endTurn(s, content, ev)
  } else roll(s, content, ev)
  return { state: s, events: ev }
}
