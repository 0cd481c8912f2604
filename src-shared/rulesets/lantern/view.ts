import { bustChance } from './bust-odds'
import { legalTypes } from './rules'
import type { LanternContent, LanternState, LanternView } from './types'

/** The public projection (L-D-2: nothing is hidden in this game). */
export function view(content: LanternContent, s: LanternState): LanternView {
  const legal = legalTypes(s)
  return {
    phase: s.phase,
    outcome: s.outcome,
    active: s.active,
    characters: [...s.characters],
    characterNames: Object.fromEntries(s.characters.map((c) => [c, content.characters[c] ?? c])),
    turnsUsed: s.turnsUsed,
    turns: content.turns,
    target: content.target,
    banked: s.banked,
    haul: s.haul,
    gusts: s.gusts,
    bustAt: s.settings.bustAt,
    lastRoll: s.lastRoll === null ? null : [...s.lastRoll],
    die: content.die.map((f) => ({ ...f })),
    dicePerRoll: content.dicePerRoll,
    bustChance: legal.includes('roll') || legal.includes('press') ? bustChance(content, s.gusts, s.settings.bustAt) : null,
    legal,
  }
}
