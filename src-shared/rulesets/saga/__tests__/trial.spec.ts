// A trial Location (S-SAMPLE-07, the "Distrust" rule as a Delivery-space field) and worked example S-EX-36.
import { describe, expect, it } from 'vitest'
import { injectPicks } from '../../../engine/rng'
import { isRuleError } from '../../../engine/rule-error'
import type { SagaContent } from '../../../content/saga/content'
import { apply } from '../apply-command'
import { legalCommands } from '../legal-commands'
import type { SagaCommand, SagaState } from '../types'
import { content, edit, newGame, withTasks } from './kit'

function playWith(c: SagaContent, s: SagaState, cmd: SagaCommand): SagaState {
  const r = apply(c, s, cmd)
  if (isRuleError(r)) throw new Error(`${JSON.stringify(cmd)} refused: ${r.code} ${r.message}`)
  return r.state
}
/** The well as a trial (orange die; failure: 1 Threat); character 0 delivers 3 Ore there; its die to show `face`. */
function delivered(face: number): { c2: SagaContent; s: SagaState } {
  const c2 = structuredClone(content)
  const well = c2.adventures.crossing?.map.locations.find((l) => l.id === 'well')
  if (well?.space.action === 'delivery') well.space.trial = { die: 'orange', failure: [{ op: 'threat', amount: 1 }] }
  let s = edit(newGame(), (d) => { d.placed = true; const c = d.characters[0]; if (c) c.goods = { ore: 3 }; d.rng = injectPicks(d.rng, [face]) })
  s = withTasks(s, { t: 'action', actor: 0, action: 'delivery', value: 3 })
  for (let k = 0; k < 3; k++) s = playWith(c2, s, { type: 'deliver', location: 'well', good: 'ore', from: 0 })
  return { c2, s }
}

describe('Saga trial Locations', () => {
  it('S-SAMPLE-07 S-GOODS-29 with its requirement met the player may activate the trial now or leave the goods for later', () => {
    const { c2, s } = delivered(1)
    expect(legalCommands(c2, s)).toEqual([{ type: 'trial', activate: true }, { type: 'trial', activate: false }])
    const later = playWith(c2, s, { type: 'trial', activate: false })
    expect(later.map.goodsOn.well).toEqual({ ore: 3 })
    expect(later.read).not.toContain(10)
  })

  it('S-EX-36 3 goods against a face of 2 white squares succeed; against a face of 4 they are lost and the failure applies', () => {
    const win = delivered(1)
    const ok = playWith(win.c2, win.s, { type: 'trial', activate: true })
    expect(ok.read).toContain(10)
    expect(ok.map.goodsOn.well).toEqual({})
    const lose = delivered(5)
    const bad = playWith(lose.c2, lose.s, { type: 'trial', activate: true })
    expect(bad.read).not.toContain(10)
    expect(bad.map.goodsOn.well).toEqual({})
    expect(bad.characters[0]?.threats).toBe(1)
  })
})

describe('Saga order of covered effects', () => {
  it('S-CELL-02 with the rule option on, the player chooses the order in which one tile\'s covered effects resolve', () => {
    const start = (choose: boolean): SagaState => withTasks(edit(newGame({ settings: { chooseCoverOrder: choose } }), (d) => {
      d.placed = true
      d.decks.path = ['fields']
    }), { t: 'action', actor: 0, action: 'journey', value: 1 })
    const tile: SagaCommand = { type: 'tile', shape: 'p2', cells: [[0, 0], [1, 0]], good: 'ore' }
    const s = playWith(content, start(true), tile)
    expect(s.queue[0]).toEqual({ t: 'order', actor: 0, effects: [{ op: 'gain', good: 'ore', amount: 1 }, { op: 'threat', amount: 1 }] })
    expect(legalCommands(content, s)).toEqual([{ type: 'resolve', index: 0 }, { type: 'resolve', index: 1 }])
    const after = playWith(content, s, { type: 'resolve', index: 1 })
    expect([after.characters[0]?.threats, after.characters[0]?.goods.ore, after.queue.some((t) => t.t === 'order')]).toEqual([1, 2, false])
    expect(playWith(content, start(false), tile).queue.some((t) => t.t === 'order')).toBe(false)
  })
})

describe('Saga Locations with several requirements', () => {
  it('S-GOODS-30 when several requirements of a Location are met the players choose one; the goods it did not use stay', () => {
    const c2 = structuredClone(content)
    const well = c2.adventures.crossing?.map.locations.find((l) => l.id === 'well')
    if (well?.space.action === 'delivery') well.space.alternatives = [{ needs: { rumour: 1 }, effects: [{ op: 'gain', good: 'fate', amount: 1 }] }]
    let s = edit(newGame(), (d) => { d.placed = true; const c = d.characters[0]; if (c) c.goods = { ore: 2, rumour: 1 } })
    s = withTasks(s, { t: 'action', actor: 0, action: 'delivery', value: 3 })
    for (const good of ['ore', 'ore', 'rumour'] as const) s = playWith(c2, s, { type: 'deliver', location: 'well', good, from: 0 })
    expect(legalCommands(c2, s)).toEqual([{ type: 'option', index: 0 }, { type: 'option', index: 1 }])
    const picked = playWith(c2, s, { type: 'option', index: 1 })
    expect(picked.characters[0]?.goods.fate).toBe(1)
    expect(picked.map.goodsOn.well).toEqual({ ore: 2 })
    expect(picked.read).not.toContain(10)
  })
})
