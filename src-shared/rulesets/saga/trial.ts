/**
 * A trial Location (S-SAMPLE-07, the temple's "Distrust", as a general Delivery-space field): once
 * its requirement is met the player may activate it; the space's die is rolled and the goods lying
 * there are compared with the white squares of the face (S-COMP-30). Enough goods: the Location's
 * effects apply and the goods go back to the supply (S-GOODS-24, S-GOODS-10). Too few: every good
 * there is removed and the trial's failure effects apply.
 */
import { intInRange } from '../../engine/rng'
import { GOODS } from '../../content/saga/vocabulary'
import type { Draft } from './draft'
import { countOf } from './goods'
import type { Task } from './types'

export function runTrial(d: Draft, actor: number, location: string): Task[] {
  const s = d.s
  const loc = d.adv.map.locations.find((l) => l.id === location)
  const trial = loc?.space.action === 'delivery' ? loc.space.trial : undefined
  if (!loc || !trial) return []
  const faces = d.content.dice[trial.die]?.faces ?? []
  const face = faces[faces.length > 0 ? intInRange(s.rng, 0, faces.length - 1) : 0]
  const size = face ? d.content.shapes[face.white]?.size ?? 0 : 0
  const on = s.map.goodsOn[location] ?? {}
  const total = GOODS.reduce((n, g) => n + countOf(on, g), 0)
  const success = total >= size
  s.map.goodsOn[location] = {}
  d.events.push({ type: 'trial', location, die: trial.die, size, goods: total, success, checkpoint: true })
  const effects = success ? loc.effects : trial.failure
  return effects.map((e): Task => ({ t: 'effect', e, actor, ...(success ? { source: location } : {}) }))
}
