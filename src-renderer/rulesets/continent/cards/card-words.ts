import type { Action, Condition, Consequence, Modifier } from '../../../../src-shared/content/continent/effects'
import type { SuccessStrip } from '../../../../src-shared/content/continent/strip'
import type { Translate } from '../choice-labels'
import { CONSEQUENCE_ICON, MODIFIER_ICON, type IconName } from './card-icons'

/** What a card component needs to say things in words: i18n, pack strings, curse names. */
export interface Words {
  t: Translate
  /** A pack string (keyword labels, option labels) in the reader's language. */
  pack: (key: string) => string
  /** A curse's name by id. */
  curse: (id: string) => string
}

/** One icon on a card with its meaning in words. */
export interface IconMeaning { icon: IconName; label: string; mark: string | null }

const K = 'rulesets.continent.cards'
const list = (w: Words, parts: readonly string[]): string => parts.join(w.t(`${K}.joiner`))

/** A condition in words (C-TURN-10 prerequisites, `if` consequences, conditional effects). */
export function conditionWords(w: Words, c: Condition): string {
  switch (c.op) {
    case 'hasKeyword': return w.t(`${K}.cond.hasKeyword`, { keyword: w.pack(`keyword.${c.keyword}`) })
    case 'hasCard': return w.t(`${K}.cond.hasCard`, { number: c.number })
    case 'not': return w.t(`${K}.cond.not`, { cond: conditionWords(w, c.cond) })
    case 'all': return c.conds.map((x) => conditionWords(w, x)).join(w.t(`${K}.cond.and`))
    case 'any': return c.conds.map((x) => conditionWords(w, x)).join(w.t(`${K}.cond.or`))
    case 'playerCount': return w.t(`${K}.cond.playerCount`, { min: c.min ?? 1, max: c.max ?? 4 })
    case 'involvedCount': return w.t(`${K}.cond.involvedCount`, { min: c.min ?? 1, max: c.max ?? 4 })
    case 'mode': return w.t(`${K}.cond.mode.${c.mode}`)
    case 'fireHere': return w.t(`${K}.cond.fireHere`)
    case 'curseActive': return w.t(`${K}.cond.curseActive`, { curse: w.curse(c.curse) })
  }
}

const cardRef = (w: Words, key: string, card: string): string => (card === 'this' ? w.t(`${K}.cons.${key}This`) : w.t(`${K}.cons.${key}Card`, { number: card }))

/** One consequence in words (C-ACT-35…C-ACT-39), nested ones included. */
export function consequenceWords(w: Words, c: Consequence): string {
  const t = w.t
  switch (c.op) {
    case 'take': return t(c.who === 'eachInvolved' ? `${K}.cons.takeEach` : `${K}.cons.take`, { number: c.number })
    case 'discard': return cardRef(w, 'discard', c.card)
    case 'banish': return cardRef(w, 'banish', c.card)
    case 'return': return cardRef(w, 'return', c.card)
    case 'banishNumber': return t(`${K}.cons.banishNumber`, { number: c.number })
    case 'newBoard': return t(`${K}.cons.newBoard`, { number: c.number })
    case 'loseDurability': return t(`${K}.cons.loseDurability`, { count: c.amount })
    case 'lifeLoss': return t(`${K}.cons.lifeLoss`, { count: c.count })
    case 'discardToDeck': return t(`${K}.cons.discardToDeck`, { count: c.count })
    case 'adventureOver': return t(c.who === 'involved' ? `${K}.cons.adventureOverAll` : `${K}.cons.adventureOver`)
    case 'liftCurse': return t(`${K}.cons.liftCurse`, { curse: w.curse(c.curse) })
    case 'if': {
      const then = consequencesWords(w, c.then)
      return c.else ? t(`${K}.cons.ifElse`, { cond: conditionWords(w, c.cond), then, else: consequencesWords(w, c.else) }) : t(`${K}.cons.if`, { cond: conditionWords(w, c.cond), then })
    }
    case 'choose': return t(`${K}.cons.choose`, { options: c.options.map((o) => w.pack(o.label)).join(t(`${K}.cond.or`)) })
    case 'revealExploration': case 'exploreReplace': case 'banishReplace': case 'move': case 'crossObstacle':
    case 'makeFire': case 'buyAdvancedSkills': case 'narrate':
      return t(`${K}.cons.${c.op}`)
  }
}

/** A list of consequences as one sentence ("nothing happens" when empty). */
export function consequencesWords(w: Words, cs: readonly Consequence[]): string {
  return cs.length === 0 ? w.t(`${K}.cons.nothing`) : list(w, cs.map((c) => consequenceWords(w, c)))
}

/** The small number drawn after a consequence icon (a card number, a count), or null. */
function consequenceMark(c: Consequence): string | null {
  switch (c.op) {
    case 'take': case 'banishNumber': case 'newBoard': return c.number
    case 'discard': case 'banish': case 'return': return c.card === 'this' ? null : c.card
    case 'loseDurability': return String(c.amount)
    case 'lifeLoss': case 'discardToDeck': return String(c.count)
    default: return null
  }
}

/** The icons of a list of consequences, each with its words (an `if` is one icon that says all of it). */
export function consequenceIcons(w: Words, cs: readonly Consequence[]): IconMeaning[] {
  return cs.map((c) => ({ icon: CONSEQUENCE_ICON[c.op], label: consequenceWords(w, c), mark: consequenceMark(c) }))
}

const typesWords = (w: Words, types: readonly string[] | undefined): string =>
  types === undefined ? '' : w.t(`${K}.mod.forTypes`, { types: types.map((x) => w.t(`rulesets.continent.table.actionType.${x}`)).join(' / ') })

/** A passive effect in words (C-ICON-21…C-ICON-26, C-CONSEQ-9, C-CONSEQ-22, C-CARD-23, C-ITEM-11). */
export function modifierWords(w: Words, m: Modifier): string {
  const t = w.t
  const when = 'when' in m && m.when ? t(`${K}.mod.when`, { cond: conditionWords(w, m.when) }) : ''
  switch (m.op) {
    case 'cost': return t(m.amount < 0 ? `${K}.mod.costLess` : `${K}.mod.costMore`, { count: Math.abs(m.amount) }) + typesWords(w, m.types) + when
    case 'successes': return t(m.amount < 0 ? `${K}.mod.successesLess` : `${K}.mod.successesMore`, { count: Math.abs(m.amount) }) + typesWords(w, m.types) + when
    case 'difficulty': return t(m.amount < 0 ? `${K}.mod.difficultyLess` : `${K}.mod.difficultyMore`, { count: Math.abs(m.amount) }) + typesWords(w, m.types) + when
    case 'successPerLucky7': return t(`${K}.mod.successPerLucky7`, { count: m.amount }) + typesWords(w, m.types) + when
    case 'forbid': return t(`${K}.mod.forbid`, { types: m.types.map((x) => t(`rulesets.continent.table.actionType.${x}`)).join(' / ') }) + when
    case 'flag': return t(`${K}.mod.flag`, { colour: t(`${K}.flag.${m.flag.colour}`), pictograph: m.flag.pictograph, add: m.flag.add })
    case 'preventState': return t(`${K}.mod.preventState`, { number: m.number })
    case 'experience': return t(`${K}.mod.experience`, { count: m.amount })
    case 'resource': return t(`${K}.mod.resource`, { resource: t(`${K}.resource.${m.resource}`) })
  }
}

/** The icons of passive effects, each with its words and a short signed number. */
export function modifierIcons(w: Words, ms: readonly Modifier[]): IconMeaning[] {
  return ms.map((m) => ({
    icon: MODIFIER_ICON[m.op],
    label: modifierWords(w, m),
    mark: m.op === 'cost' || m.op === 'successes' || m.op === 'difficulty' ? `${m.amount > 0 ? '+' : '−'}${Math.abs(m.amount)}` : m.op === 'successPerLucky7' || m.op === 'experience' ? String(m.amount) : m.op === 'preventState' ? m.number : null,
  }))
}

/** A Skill's successes in words (C-CARD-19): stars, left and right half stars, lucky 7s. */
export function stripWords(w: Words, s: SuccessStrip): string {
  const parts: string[] = []
  if (s.stars > 0) parts.push(w.t(`${K}.strip.stars`, { count: s.stars }))
  if (s.leftHalves > 0) parts.push(w.t(`${K}.strip.leftHalves`, { count: s.leftHalves }))
  if (s.rightHalves > 0) parts.push(w.t(`${K}.strip.rightHalves`, { count: s.rightHalves }))
  if (s.lucky7 > 0) parts.push(w.t(`${K}.strip.lucky7`, { count: s.lucky7 }))
  return parts.length === 0 ? w.t(`${K}.strip.none`) : list(w, parts)
}

/** The marks of an action square in words, in printed order: mandatory, locked, all players. */
export function actionMarks(w: Words, a: Action): { key: 'mandatory' | 'locked' | 'allPlayers'; label: string }[] {
  const out: { key: 'mandatory' | 'locked' | 'allPlayers'; label: string }[] = []
  if (a.mandatory) out.push({ key: 'mandatory', label: w.t(`${K}.mark.mandatory`) })
  if (a.locked) out.push({ key: 'locked', label: w.t(`${K}.mark.locked`) })
  if (a.allPlayers) out.push({ key: 'allPlayers', label: w.t(`${K}.mark.allPlayers`) })
  return out
}

/** A phrase as a sentence: its first letter upper case. */
export const sentence = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1)

/**
 * The whole action square in one sentence: its accessible name. Type, cost, difficulty, marks,
 * prerequisites, what success does and what failure does (C-ACT-1, C-ACT-35…C-ACT-37).
 */
export function actionWords(w: Words, a: Action, label = ''): string {
  const t = w.t
  const parts = [
    t(`${K}.square.type`, { type: t(`rulesets.continent.table.actionType.${a.type}`) }) + (label ? ` (${label})` : ''),
    t(`${K}.square.cost`, { count: a.cost }),
    t(`${K}.square.difficulty`, { count: a.difficulty }),
    ...actionMarks(w, a).map((m) => m.label),
    ...(a.prerequisites ?? []).map((c) => t(`${K}.square.requires`, { cond: conditionWords(w, c) })),
    t(`${K}.square.success`, { list: consequencesWords(w, a.success) }),
  ]
  if (a.failure && a.failure.length > 0) parts.push(t(`${K}.square.failure`, { list: consequencesWords(w, a.failure) }))
  return parts.map(sentence).join('. ')
}
