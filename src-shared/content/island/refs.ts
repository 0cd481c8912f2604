/**
 * Every reference an Island effect, condition or passive makes — Items, scenario counters and
 * piles, weather dice, string keys — with the JSON path where it makes it, for the reference checks.
 */
import type { JsonPath } from '../problems'
import { walkCondition, walkEffects, type Condition, type Effect } from './effects'

export interface Refs {
  items: { id: string; path: JsonPath }[]
  counters: { id: string; path: JsonPath }[]
  piles: { id: string; path: JsonPath }[]
  weatherDice: { id: string; path: JsonPath }[]
  spaces: { id: string; path: JsonPath }[]
  /** I-SCEN3-04: travellers an effect brings to the camp. */
  travellers: { id: string; path: JsonPath }[]
  strings: { key: string; path: JsonPath }[]
  /** I-GOLD-14: where `resolveAgain` is used (allowed only in an Event card's threat effect). */
  again: JsonPath[]
}

export const emptyRefs = (): Refs => ({ items: [], counters: [], piles: [], weatherDice: [], spaces: [], travellers: [], strings: [], again: [] })

/** Adds what a condition names. */
export function collectCondition(cond: Condition, base: JsonPath, refs: Refs): void {
  walkCondition(cond, (c, p) => {
    if (c.op === 'built' || c.op === 'onTiles') refs.items.push({ id: c.item, path: [...p, 'item'] })
    else if (c.op === 'counter') refs.counters.push({ id: c.counter, path: [...p, 'counter'] })
    else if (c.op === 'pileFull') refs.piles.push({ id: c.pile, path: [...p, 'pile'] })
  }, base)
}

/** Adds what a list of effects names, nested ones included. */
export function collectEffects(list: readonly Effect[], base: JsonPath, refs: Refs): void {
  walkEffects(list, (e, p) => {
    switch (e.op) {
      case 'buildItem': refs.items.push({ id: e.item, path: [...p, 'item'] }); break
      case 'counter': refs.counters.push({ id: e.counter, path: [...p, 'counter'] }); break
      case 'fight': e.add?.forEach((x, i) => refs.counters.push({ id: x.counter, path: [...p, 'add', i, 'counter'] })); break
      case 'pile': refs.piles.push({ id: e.pile, path: [...p, 'pile'] }); break
      case 'revealTile': refs.spaces.push({ id: e.space, path: [...p, 'space'] }); break
      case 'numberToken': if (e.space !== undefined) refs.spaces.push({ id: e.space, path: [...p, 'space'] }); break
      case 'weatherDie': refs.weatherDice.push({ id: e.die, path: [...p, 'die'] }); break
      case 'flipSpace':
        e.spaces.forEach((id, i) => refs.spaces.push({ id, path: [...p, 'spaces', i] }))
        if (e.title !== undefined) refs.strings.push({ key: e.title, path: [...p, 'title'] })
        break
      case 'resolveAgain': refs.again.push(p); break
      case 'joinCamp': refs.travellers.push({ id: e.character, path: [...p, 'character'] }); break
      case 'if': collectCondition(e.cond, [...p, 'cond'], refs); break
      case 'choose':
        e.options.forEach((o, j) => {
          refs.strings.push({ key: o.label, path: [...p, 'options', j, 'label'] })
          if (o.when) collectCondition(o.when, [...p, 'options', j, 'when'], refs)
        })
        break
      default: break
    }
  }, base)
}
