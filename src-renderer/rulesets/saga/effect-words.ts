/**
 * The Saga effect language said in words (design §4: a player never needs the rulebook to know what
 * a card does): every term of `content/saga/effects.ts` and every condition as one clause, for the
 * faces of items, Event cards, the Adventure sheet, Location pins and the covered-effect choices.
 * Names (Locations, shapes, dice, counters) come from the table, in the player's language.
 */
import type { Condition, Effect, WoundSpec } from '../../../src-shared/content/saga/effects'
import type { Translate } from './words'

export interface EffectNames {
  location(id: string): string
  shape(id: string): string
  die(id: string): string
  counter(id: string): string
  /** A Location, Border or Area a Block token names. */
  target(id: string): string
  /** The words of the sheet's Event effect 1–3, when the sheet is known. */
  sheetEffect?(index: 1 | 2 | 3): string
}

const E = 'rulesets.saga.effect'

/** "a wound of 2 squares", "a wound shaped like an elbow", "a wound as large as your Threat". */
export function woundWords(t: Translate, w: WoundSpec, n: EffectNames): string {
  if ('shape' in w) return t(`${E}.woundShape`, { shape: n.shape(w.shape) })
  if ('size' in w) return t(`${E}.woundSize`, { n: w.size })
  if ('die' in w) return t(`${E}.woundDie`, { die: n.die(w.die) })
  return t(`${E}.woundThreat`)
}

/** One effect as a clause ("gain 1 Ore", "every hero receives 1 Threat"). */
export function effectWords(t: Translate, e: Effect, n: EffectNames): string {
  const k = (key: string, named: Record<string, unknown> = {}): string => t(`${E}.${key}`, named)
  const good = (g: string): string => t(`rulesets.saga.goods.${g}`)
  const who = (clause: string, w: 'active' | 'each' | undefined): string => (w === 'each' ? k('each', { clause }) : clause)
  switch (e.op) {
    case 'gain': return who(k('gain', { n: e.amount, good: good(e.good) }), e.who)
    case 'discard': return who(k('discard', { n: e.amount, good: good(e.good) }), e.who)
    case 'threat': return who(k('threat', { n: e.amount }), e.who)
    case 'wound': return who(k((e.times ?? 1) > 1 ? 'woundTimes' : 'wound', { wound: woundWords(t, e.wound, n), times: e.times ?? 1 }), e.who)
    case 'cure': return k(e.max === undefined ? 'cure' : 'cureMax', { n: e.max ?? 0 }) + ((e.times ?? 1) > 1 ? k('times', { n: e.times ?? 1 }) : '')
    case 'xp': return k(`xp.${e.kind}`, { n: e.amount })
    case 'paragraph': return k('paragraph', { n: e.paragraph })
    case 'actionCard': return k('actionCard', { n: e.card })
    case 'specialCard': return k('specialCard', { letter: e.card })
    case 'drawItems': return k('drawItems', { n: e.amount })
    case 'gainItems': return k('gainItems', { n: e.amount })
    case 'strengthen':
    case 'weaken': return k(e.op, { location: n.location(e.location) })
    case 'placeEnemy': return k('placeEnemy', { enemy: t(`rulesets.saga.enemy.${e.strength}`), location: n.location(e.location) })
    case 'block':
    case 'unblock': return k(e.op, { target: n.target(e.target) })
    case 'increaseCost': return k('increaseCost', { location: n.location(e.location) })
    case 'substitute': return k('substitute', { location: n.location(e.location), n: e.value, wound: woundWords(t, e.wound, n) })
    case 'counter': return k(e.amount >= 0 ? 'counterUp' : 'counterDown', { counter: n.counter(e.counter), n: Math.abs(e.amount) })
    case 'eventEffect': {
      const words = n.sheetEffect?.(e.index)
      return words ? k('eventEffectWords', { n: e.index, words }) : k('eventEffect', { n: e.index })
    }
    case 'discovery': return k('discovery')
    case 'reveal': return k('reveal')
    case 'win': return k('win', { n: e.ending })
    case 'lose': return k('lose', { n: e.ending })
    case 'dice': return k('dice', { n: e.amount, die: n.die(e.die) })
    case 'upgrade':
    case 'reroll':
    case 'critical':
    case 'actionPlus':
    case 'ungather': return k(e.op, { n: e.amount })
    case 'blockCell': return k('blockCell', { col: e.cell[0] + 1, row: e.cell[1] + 1 })
    case 'coverPenalty': return k('coverPenalty', { shape: n.shape(e.shape) })
    case 'unite': return k('unite', { location: n.location(e.location) })
    case 'unitedEnemies': {
      const enemies = e.enemies.map((x) => t(`rulesets.saga.enemy.${x}`)).join(', ')
      const won = e.won && e.won.length > 0 ? k('unitedWon', { then: effectsWords(t, e.won, n) }) : ''
      const lost = e.lost && e.lost.length > 0 ? k('unitedLost', { then: effectsWords(t, e.lost, n) }) : ''
      return k('unitedEnemies', { enemies }) + won + lost
    }
    case 'if': {
      const then = effectsWords(t, e.then, n)
      const otherwise = e.else && e.else.length > 0 ? effectsWords(t, e.else, n) : ''
      return otherwise ? k('ifElse', { cond: conditionWords(t, e.cond, n), then, else: otherwise }) : k('if', { cond: conditionWords(t, e.cond, n), then })
    }
  }
}

/** A list of effects as one sentence ("gain 1 Ore; receive 1 Threat"), or "nothing". */
export function effectsWords(t: Translate, list: readonly Effect[], n: EffectNames): string {
  return list.length === 0 ? t(`${E}.nothing`) : list.map((e) => effectWords(t, e, n)).join('; ')
}

/** A condition as a clause ("the Tide track is at 3 or more"). */
export function conditionWords(t: Translate, c: Condition, n: EffectNames): string {
  const k = (key: string, named: Record<string, unknown> = {}): string => t(`rulesets.saga.cond.${key}`, named)
  const range = (min: number | undefined, max: number | undefined): string =>
    min !== undefined && max !== undefined ? k('between', { min, max }) : min !== undefined ? k('atLeast', { n: min }) : k('atMost', { n: max ?? 0 })
  switch (c.op) {
    case 'has': return k(c.collectively === true ? 'hasTogether' : 'has', { n: c.min, good: t(`rulesets.saga.goods.${c.good}`) })
    case 'round': return k('round', { range: range(c.min, c.max) })
    case 'read': return k('read', { n: c.paragraph })
    case 'counter': return k('counter', { counter: n.counter(c.counter), range: range(c.min, c.max) })
    case 'cleared': return c.locations ? k('clearedAt', { locations: c.locations.map((l) => n.location(l)).join(', ') }) : k('cleared')
    case 'closed': return k('closed', { n: c.min })
    case 'rune': return k('rune', { rune: c.rune })
    case 'threats': return k('threats', { range: range(c.min, c.max) })
    case 'arid': return k('arid')
    case 'not': return k('not', { cond: conditionWords(t, c.cond, n) })
    case 'all': return c.conds.map((x) => conditionWords(t, x, n)).join(k('and'))
    case 'any': return c.conds.map((x) => conditionWords(t, x, n)).join(k('or'))
  }
}
