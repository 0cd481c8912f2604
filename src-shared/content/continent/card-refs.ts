/**
 * Every reference a Continent card makes — card numbers, keywords, states, strings, curses, areas,
 * art — with the JSON path where it makes it, for the reference checks and the reachability walk.
 */
import type { JsonPath } from '../problems'
import type { Card, CardFront } from './cards'
import { walkCondition, walkConsequences } from './effects'
import type { Action, CardNumber, Condition, Consequence, Modifier } from './effects'

/** Every reference a card makes, with the JSON path where it makes it. */
export interface Refs {
  numbers: { number: CardNumber; path: JsonPath; reach: boolean; source?: CardNumber }[]
  keywords: { keyword: string; path: JsonPath }[]
  states: { number: CardNumber; path: JsonPath }[]
  strings: { key: string; path: JsonPath }[]
  curses: { curse: string; path: JsonPath }[]
  areas: { area: string; path: JsonPath }[]
  art: { name: string; path: JsonPath }[]
  buysAdvanced: boolean
  banishReplace: JsonPath[]
  crossObstacle: JsonPath[]
  /** Numbers that must be terrains (newBoard). */
  terrains: { number: CardNumber; path: JsonPath }[]
  /** Ops that only make sense on an Exploration card (C-EXPLORE-5, C-ICON-32), with their paths. */
  exploration: { op: 'revealExploration' | 'exploreReplace'; path: JsonPath }[]
}

const emptyRefs = (): Refs => ({
  numbers: [], keywords: [], states: [], strings: [], curses: [], areas: [], art: [], buysAdvanced: false, banishReplace: [], crossObstacle: [],
  exploration: [], terrains: [],
})

function addNumber(n: number): CardNumber | null {
  return n >= 0 && n <= 999 ? String(n).padStart(3, '0') : null
}

function collectCondition(cond: Condition, base: JsonPath, refs: Refs): void {
  walkCondition(cond, (c, p) => {
    if (c.op === 'hasKeyword') refs.keywords.push({ keyword: c.keyword, path: [...p, 'keyword'] })
    else if (c.op === 'hasCard') refs.numbers.push({ number: c.number, path: [...p, 'number'], reach: false })
    else if (c.op === 'curseActive') refs.curses.push({ curse: c.curse, path: [...p, 'curse'] })
  }, base)
}

function collectConsequences(list: readonly Consequence[], base: JsonPath, refs: Refs, self: CardNumber | undefined): void {
  walkConsequences(list, (c, p) => {
    switch (c.op) {
      case 'take':
        refs.numbers.push({ number: c.number, path: [...p, 'number'], reach: true })
        if (c.flag) {
          const plus = addNumber(Number(c.number) + c.flag.add)
          // C-CONSEQ-11, C-Q-9: the XXX+N copy must name the card holding the numbox on its back.
          if (plus === null) refs.numbers.push({ number: '1000', path: [...p, 'flag', 'add'], reach: true })
          else refs.numbers.push({ number: plus, path: [...p, 'flag', 'add'], reach: true, ...(self === undefined ? {} : { source: self }) })
        }
        break
      case 'discard': case 'banish': case 'return':
        if (c.card !== 'this') refs.numbers.push({ number: c.card, path: [...p, 'card'], reach: false })
        break
      case 'banishNumber':
        refs.numbers.push({ number: c.number, path: [...p, 'number'], reach: false })
        break
      case 'newBoard':
        refs.numbers.push({ number: c.number, path: [...p, 'number'], reach: true })
        refs.terrains.push({ number: c.number, path: [...p, 'number'] })
        break
      case 'banishReplace': refs.banishReplace.push(p); break
      case 'crossObstacle': refs.crossObstacle.push(p); break
      case 'revealExploration': case 'exploreReplace': refs.exploration.push({ op: c.op, path: p }); break
      case 'liftCurse': refs.curses.push({ curse: c.curse, path: [...p, 'curse'] }); break
      case 'buyAdvancedSkills': refs.buysAdvanced = true; break
      case 'narrate': refs.strings.push({ key: c.text, path: [...p, 'text'] }); break
      case 'if': collectCondition(c.cond, [...p, 'cond'], refs); break
      case 'choose':
        c.options.forEach((o, j) => {
          refs.strings.push({ key: o.label, path: [...p, 'options', j, 'label'] })
          if (o.when) collectCondition(o.when, [...p, 'options', j, 'when'], refs)
        })
        break
      default: break
    }
  }, base)
}

function collectModifiers(list: readonly Modifier[], base: JsonPath, refs: Refs): void {
  list.forEach((m, i) => {
    const p = [...base, i]
    if (m.op === 'preventState') refs.states.push({ number: m.number, path: [...p, 'number'] })
    if ('when' in m && m.when) collectCondition(m.when, [...p, 'when'], refs)
  })
}

function collectAction(a: Action, base: JsonPath, refs: Refs, self: CardNumber | undefined): void {
  if (a.text !== undefined) refs.strings.push({ key: a.text, path: [...base, 'text'] })
  a.prerequisites?.forEach((c, i) => collectCondition(c, [...base, 'prerequisites', i], refs))
  collectConsequences(a.success, [...base, 'success'], refs, self)
  if (a.failure) collectConsequences(a.failure, [...base, 'failure'], refs, self)
}

function collectFront(f: CardFront, base: JsonPath, refs: Refs, self: CardNumber | undefined): void {
  refs.strings.push({ key: f.title, path: [...base, 'title'] })
  if (f.text !== undefined) refs.strings.push({ key: f.text, path: [...base, 'text'] })
  f.keywords.forEach((k, i) => refs.strings.push({ key: `keyword.${k}`, path: [...base, 'keywords', i] }))
  f.actions.forEach((a, i) => collectAction(a, [...base, 'actions', i], refs, self))
  collectModifiers(f.effects, [...base, 'effects'], refs)
  if (f.onReveal) collectConsequences(f.onReveal, [...base, 'onReveal'], refs, self)
  f.arrows?.forEach((a, i) => {
    refs.numbers.push({ number: a.numbox, path: [...base, 'arrows', i, 'numbox'], reach: true })
    refs.areas.push({ area: a.area, path: [...base, 'arrows', i, 'area'] })
  })
  f.hiddenNumbers?.forEach((n, i) => refs.numbers.push({
    number: n, path: [...base, 'hiddenNumbers', i], reach: true, ...(self === undefined ? {} : { source: self }),
  }))
  if (f.art !== undefined) refs.art.push({ name: f.art, path: [...base, 'art'] })
}

export function collectCard(card: Card): Refs {
  const refs = emptyRefs()
  switch (card.type) {
    case 'adventure':
      refs.strings.push({ key: card.backText, path: ['backText'] })
      collectFront(card, [], refs, card.number)
      break
    case 'exploration':
      collectAction(card.backAction, ['backAction'], refs, undefined)
      collectFront(card.front, ['front'], refs, undefined)
      break
    case 'skill':
      refs.strings.push({ key: card.title, path: ['title'] })
      card.keywords.forEach((k, i) => refs.strings.push({ key: `keyword.${k}`, path: ['keywords', i] }))
      collectModifiers(card.effects, ['effects'], refs)
      card.actions?.forEach((a, i) => collectAction(a, ['actions', i], refs, undefined))
      if (card.craft) {
        collectAction(card.craft.action, ['craft', 'action'], refs, undefined)
        card.craft.item.keywords.forEach((k, i) => refs.strings.push({ key: `keyword.${k}`, path: ['craft', 'item', 'keywords', i] }))
        collectModifiers(card.craft.item.effects, ['craft', 'item', 'effects'], refs)
        card.craft.item.actions.forEach((a, i) => collectAction(a, ['craft', 'item', 'actions', i], refs, undefined))
      }
      break
    case 'curse':
      refs.strings.push({ key: card.title, path: ['title'] })
      if (card.curse !== 'death') refs.curses.push({ curse: card.curse, path: ['curse'] })
      break
    case 'character':
      refs.strings.push({ key: card.title, path: ['title'] }, { key: card.backstory, path: ['backstory'] })
      collectModifiers(card.ability, ['ability'], refs)
      card.actions?.forEach((a, i) => collectAction(a, ['actions', i], refs, undefined))
      break
    case 'clue':
      refs.strings.push({ key: card.title, path: ['title'] }, { key: card.text, path: ['text'] })
      refs.curses.push({ curse: card.curse, path: ['curse'] })
      refs.numbers.push({ number: card.start, path: ['start'], reach: true })
      collectModifiers(card.effects, ['effects'], refs)
      card.actions.forEach((a, i) => collectAction(a, ['actions', i], refs, undefined))
      break
    case 'satchel':
      refs.strings.push({ key: card.title, path: ['title'] }, { key: card.text, path: ['text'] })
      break
  }
  return refs
}

/** The keywords a card shows: its front, a Skill and its crafted item (C-DEF-26). */
export function keywordsOf(card: Card): string[] {
  switch (card.type) {
    case 'adventure': return card.keywords
    case 'exploration': return card.front.keywords
    case 'skill': return [...card.keywords, ...(card.craft?.item.keywords ?? [])]
    default: return []
  }
}
