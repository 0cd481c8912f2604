// S-CELL-18's Event variant (Q-12): an Event card re-maps penalty colours while it is the Active Event
// card in the Action phase ("treat every yellow cell as red this round"), as pack data.
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { injectPicks } from '../../../engine/rng'
import type { Cell } from '../../../engine/polyomino'
import type { SagaContent } from '../../../content/saga/content'
import { apply } from '../apply-command'
import type { SagaCommand, SagaState } from '../types'
import { content, edit, newGame, withTasks } from './kit'

/** The test pack with the thunder Event card saying "yellow counts as red" (and nothing else changed). */
function yellowAsRed(): SagaContent {
  const c = structuredClone(content)
  const thunder = c.events.thunder
  if (thunder) thunder.penaltiesAs = { yellow: 'red' }
  return c
}
const playIn = (c: SagaContent, s: SagaState, cmd: SagaCommand): SagaState => {
  const r = apply(c, s, cmd)
  if (isRuleError(r)) throw new Error(`${JSON.stringify(cmd)} refused: ${r.code} ${r.message}`)
  return r.state
}
/** The dunes on the path (red: a p1 wound; yellow: discard 1 Ore), thunder the Active Event or not. */
const onDunes = (active: boolean, stage: SagaState['stage'] = 'action'): SagaState => edit(newGame(), (d) => {
  d.decks.terrain = [...d.decks.path, ...d.decks.terrain].filter((x) => x !== 'dunes')
  d.decks.path = ['dunes']
  d.decks.left = d.decks.left.filter((x) => x !== 'thunder')
  d.decks.activeEvent = active ? { id: 'thunder', side: 'left' } : null
  d.stage = stage
  const ch = d.characters[0]
  if (ch) { ch.journey = 7; ch.goods = { ore: 1 } }
})
const tile = (c: SagaContent, s: SagaState, shape: string, cells: Cell[]): SagaState => playIn(c, withTasks(s, { t: 'journey', actor: 0, left: 1 }), { type: 'tile', shape, cells })

describe('Saga Event cards re-mapping penalty colours', () => {
  it('S-CELL-18 while an Event card says "yellow counts as red", a yellow cell of a Terrain card applies the card\'s red effect', () => {
    const c = yellowAsRed()
    const remapped = tile(c, onDunes(true), 'p1', [[0, 2]])
    expect(remapped.queue[0]).toEqual({ t: 'wound', who: 0, wound: { shape: 'p1' } })
    expect(remapped.characters[0]?.goods.ore).toBe(1)
    // The printed colour again once no such card is active, or with the pack's own thunder card.
    expect(tile(c, onDunes(false), 'p1', [[0, 2]]).characters[0]?.goods.ore ?? 0).toBe(0)
    expect(tile(content, onDunes(true), 'p1', [[0, 2]]).characters[0]?.goods.ore ?? 0).toBe(0)
  })

  it('S-CELL-18 S-COMBAT-20 the re-mapping holds on Enemy cards too: a yellow cell of a card with no red or shared effect applies nothing', () => {
    const c = yellowAsRed()
    const fight = (pack: SagaContent): SagaState => {
      let s = edit(onDunes(true), (d) => {
        d.round = 3
        d.placed = true
        d.map.enemies.den = ['strong']
        const ch = d.characters[0]
        if (ch) ch.area = 'ridge'
        d.rng = injectPicks(d.rng, [0])
      })
      s = playIn(pack, withTasks(s, { t: 'combat', actor: 0, left: 1 }), { type: 'fight', location: 'den', token: 0 })
      s = edit(s, (d) => { if (d.fight) d.fight.toPlace = ['p1'] })
      return playIn(pack, s, { type: 'strike', shape: 'p1', cells: [[1, 0]] })
    }
    // strong-1: its yellow cell gives a Threat, then 5 uncovered hearts give 5 more — the sixth becomes a
    // threat-sized wound (S-THREAT-04); counted as red (strong-1 prints no red or shared effect) it gives nothing.
    const printed = fight(content)
    expect([printed.characters[0]?.threats, printed.queue[0]]).toEqual([5, { t: 'wound', who: 0, wound: { threat: true } }])
    const remapped = fight(c)
    expect([remapped.characters[0]?.threats, remapped.queue.some((t) => t.t === 'wound')]).toEqual([5, false])
  })

  it('S-CELL-18 S-EVENT-12 the re-mapping is an Action-phase modifier: in the Event phase the printed colour holds', () => {
    const c = yellowAsRed()
    const inEventPhase = tile(c, onDunes(true, 'event'), 'p1', [[0, 2]])
    expect(inEventPhase.characters[0]?.goods.ore ?? 0).toBe(0)
  })
})
