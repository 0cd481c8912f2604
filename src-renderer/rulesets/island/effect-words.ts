import type { Effect } from '../../../src-shared/content/island/effects'
import type { IslandWords, Translate } from './words'

/**
 * A card's printed effects in player words, for the cards whose pack gives no sentence of its own
 * (a threat's reward, what a threat does when it is pushed off): the common terms one by one
 * ("Morale +1", "lose 1 wood", "a wound for each castaway"); anything rarer is "and more".
 */
export function effectWords(effects: readonly Effect[] | undefined, w: IslandWords, t: Translate): string {
  if (!effects || effects.length === 0) return t('rulesets.island.effect.nothing')
  const parts: string[] = []
  let more = false
  for (const e of effects) {
    switch (e.op) {
      case 'gain': parts.push(t('rulesets.island.effect.gain', { what: w.resource(e.resource, e.amount) })); break
      case 'lose': parts.push(t('rulesets.island.effect.lose', { what: w.resource(e.resource, e.amount) })); break
      case 'morale': parts.push(t('rulesets.island.effect.morale', { n: e.amount > 0 ? `+${e.amount}` : String(e.amount) })); break
      case 'track': parts.push(t('rulesets.island.effect.track', { track: t(`rulesets.island.track.${e.track}`), n: e.amount > 0 ? `+${e.amount}` : String(e.amount) })); break
      case 'wound': parts.push(t('rulesets.island.effect.wound', { who: t(`rulesets.island.effect.who.${e.who}`), n: e.amount }, e.amount)); break
      case 'heal': parts.push(t('rulesets.island.effect.heal', { who: t(`rulesets.island.effect.who.${e.who}`), n: e.amount }, e.amount)); break
      case 'determination': parts.push(t('rulesets.island.effect.determination', { who: t(`rulesets.island.effect.who.${e.who}`), n: e.amount > 0 ? `+${e.amount}` : String(e.amount) })); break
      case 'fight': parts.push(t('rulesets.island.effect.fight', { n: e.strength })); break
      case 'token': parts.push(t('rulesets.island.effect.token', { token: t(`rulesets.island.token.${e.token}`) })); break
      case 'discovery': parts.push(t('rulesets.island.effect.discovery')); break
      default: more = true
    }
  }
  if (more) parts.push(t('rulesets.island.effect.more'))
  return parts.join('; ')
}
