import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { FightStep } from '../../../src-shared/rulesets/island/rules/combat'
import type { RevealedFace } from '../../../src-shared/rulesets/island/view-faces'
import type { IslandWords, Translate } from './words'

/**
 * A fight as the engine told it (fight.ts: a Beast card's fight with I-BEAST-04's steps; a card's
 * bare strength in effects-run.ts), read once for the two places that show it: the latest move's
 * panel (FightPanel.vue) and the dialog that opens when a fight resolves (FightDialog.vue).
 */
export interface FightAccount {
  /** The fighter, in the players' words. */
  who: string
  /** The beast's name (a Beast card's title), or "A beast" for a bare strength. */
  beast: string
  /** The Beast card fought, when it was one. */
  card: string | null
  strength: number
  /** The Weapon level the beast was met with (boosts included); unknown for a bare strength. */
  weapons: number | null
  /** Every wound the fighter took in this fight: the strength's and those of missing weapon levels. */
  wounds: number
  /** Weapon levels the beast takes, how many there were to lose, and the wounds for the rest. */
  weaponLoss: { asked: number; lost: number; wounds: number } | null
  food: number
  fur: number
  /** Where the spoils go: Future resources during the Action phase (I-BEAST-04), else Available. */
  to: 'future' | 'available'
  palisadeLost: number
  palisadeWounds: number
  /** The fight told line by line (what the panel lists). */
  lines: string[]
}

const num = (x: unknown): number => (typeof x === 'number' ? x : 0)

function accountOf(events: readonly GameEvent[], i: number, words: IslandWords, t: Translate): FightAccount | null {
  const e = events[i]
  if (e?.type !== 'fight') return null
  const face = typeof e['face'] === 'object' && e['face'] !== null ? (e['face'] as RevealedFace) : null
  const who = words.character(typeof e['character'] === 'string' ? e['character'] : null)
  const steps = Array.isArray(e['steps']) ? (e['steps'] as FightStep[]) : null
  const base = { who, card: typeof e['card'] === 'string' ? e['card'] : null, weaponLoss: null, food: 0, fur: 0, to: 'available' as const, palisadeLost: 0, palisadeWounds: 0 }
  if (!steps) {
    // A bare strength: its wounds are the fight's wound events just before it.
    const before = events.slice(0, i)
    const from = before.map((x) => x.type === 'fight').lastIndexOf(true) + 1
    const wounds = before.slice(from).filter((x) => x.type === 'wound' && x['cause'] === 'fight' && x['character'] === e['character']).reduce((n, x) => n + num(x['amount']), 0)
    const strength = num(e['strength'])
    return { ...base, beast: t('rulesets.island.fight.aBeast'), strength, weapons: null, wounds, lines: [t('rulesets.island.fight.strengthOnly', { strength, n: wounds }, wounds)] }
  }
  const out: FightAccount = { ...base, beast: face ? words.text(face.title) : t('rulesets.island.fight.aBeast'), strength: 0, weapons: null, wounds: 0, lines: [] }
  for (const s of steps) {
    if (s.step === 'strength') {
      out.strength = s.strength
      out.weapons = s.weaponLevel
      out.wounds += s.wounds
      out.lines.push(t('rulesets.island.fight.versus', { strength: s.strength, weapons: s.weaponLevel, n: s.wounds }, s.wounds))
    } else if (s.step === 'weapon-loss') {
      out.weaponLoss = { asked: s.asked, lost: s.lost, wounds: s.wounds }
      out.wounds += s.wounds
      if (s.asked > 0) {
        out.lines.push(t('rulesets.island.fight.weaponLoss', { n: s.lost }, s.lost))
        if (s.wounds > 0) out.lines.push(t('rulesets.island.fight.weaponMissing', { n: s.wounds }, s.wounds))
      }
    } else if (s.step === 'food' || s.step === 'fur') {
      const n = s.step === 'food' ? s.food : s.fur
      out[s.step] = n
      out.to = s.to
      if (n > 0) out.lines.push(t(s.to === 'future' ? 'rulesets.island.fight.spoilsFuture' : 'rulesets.island.fight.spoils', { what: words.resource(s.step, n) }))
    } else {
      out.palisadeLost = s.palisadeLost
      out.palisadeWounds = s.palisadeWounds
      if (s.palisadeLost > 0) out.lines.push(t('rulesets.island.fight.palisade', { n: s.palisadeLost }))
      if (s.palisadeWounds > 0) out.lines.push(t('rulesets.island.fight.palisadeMissing', { n: s.palisadeWounds }, s.palisadeWounds))
    }
  }
  return out
}

/** Every fight among a move's events, in order. */
export function fightAccounts(events: readonly GameEvent[], words: IslandWords, t: Translate): FightAccount[] {
  return events.flatMap((_, i) => accountOf(events, i, words, t) ?? [])
}
