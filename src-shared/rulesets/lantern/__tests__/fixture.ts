import { injectPicks } from '../../../engine/rng'
import { isRuleError } from '../../../engine/rule-error'
import { lanternModule } from '../module'
import type { LanternCommand, LanternConfig, LanternContent, LanternState } from '../types'

/** A small night: a six-sided die with 2 lights, 2 gusts and 2 blanks (faces 0-1, 2-3, 4-5); 2 dice a roll. */
export const CONTENT: LanternContent = {
  manifest: { id: 'lantern-fixture', version: '1.0.0', formatVersion: 1, ruleset: 'lantern', title: 'pack.title', dependencies: [] },
  die: [
    { id: 'flame', symbol: 'light', label: 'face.flame' },
    { id: 'glow', symbol: 'light', label: 'face.glow' },
    { id: 'gust', symbol: 'gust', label: 'face.gust' },
    { id: 'squall', symbol: 'gust', label: 'face.squall' },
    { id: 'ash', symbol: 'blank', label: 'face.ash' },
    { id: 'smoke', symbol: 'blank', label: 'face.smoke' },
  ],
  dicePerRoll: 2,
  target: 6,
  turns: 4,
  characters: { wren: 'character.wren', odo: 'character.odo', pell: 'character.pell' },
  strings: { en: { 'character.wren': 'Wren', 'character.odo': 'Odo', 'character.pell': 'Pell' } },
}

/** Face indices of the die above, for injected rolls. */
export const LIGHT = 0
export const GUST = 2
export const BLANK = 4

export const rules = lanternModule.rules(CONTENT)

export function start(config: Partial<LanternConfig> = {}, seed = 1): LanternState {
  const s = rules.setup({ characters: ['wren', 'odo'], ...config }, seed)
  if (isRuleError(s)) throw new Error(s.message)
  return s
}

/** The state with the next die faces forced (the kernel's injected picks). */
export const rigged = (s: LanternState, faces: number[]): LanternState => ({ ...s, rng: injectPicks(s.rng, faces) })

export function play(s: LanternState, command: LanternCommand, faces: number[] = []): { state: LanternState; events: { type: string; [k: string]: unknown }[] } {
  const r = rules.apply(rigged(s, faces), command)
  if (isRuleError(r)) throw new Error(`${command.type} refused: ${r.message}`)
  return r
}
