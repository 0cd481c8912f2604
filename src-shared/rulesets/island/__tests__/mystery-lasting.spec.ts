// Mystery-card clarifications about cards whose effect lasts beyond the draw (I-MYSTERY §17),
// written as cards in the effect language (parsed by the pack schema) and run through the engine.
import { describe, expect, it } from 'vitest'
import { cloneJson } from '../../../engine/json-clone'
import { drain, type Run } from '../effects-run'
import { revealStep } from '../event-phase'
import { weaponBoost } from '../passives'
import type { IslandState } from '../types'
import { gameOn, runEffects, withCards } from './content-with'
import { content } from './play'

const MYS = (id: string, kind: string, effects: unknown[], keep: unknown, event?: unknown[]): unknown =>
  ({ deck: 'mystery', id, title: `card.${id}`, kind, effects, keep, ...(event === undefined ? {} : { eventText: `card.${id}.event`, event }) })

describe('Mystery cards lasting past their draw (I-MYSTERY §17)', () => {
  it('I-MYSTERY-C04 a Treasure lasting until the Event phase draws it: it works meanwhile, then its lower half applies', () => {
    const c = withCards(content(), [MYS('mys-bowl', 'treasure', [], { untilEvent: true, passive: [{ op: 'weapon', amount: 1, in: 'all' }] }, [{ op: 'gain', resource: 'wood', amount: 2 }])])
    const s = gameOn(c, 'test-rescue', ['alpha', 'beta'], 1)
    s.decks.mystery = ['mys-bowl', ...s.decks.mystery.filter((id) => id !== 'mys-bowl')]
    const found = runEffects(c, s, [{ op: 'mystery', treasure: 1, all: true }], { phase: 'action', resolver: 'alpha' }).s
    // It waits in the Event deck, nowhere else, and its effect holds there.
    expect([found.decks.event.includes('mys-bowl'), found.kept, found.keptFuture, found.decks.mysteryDiscard.includes('mys-bowl')]).toEqual([true, [], [], false])
    expect(weaponBoost(c, found, false)).toBe(1)
    // An Event phase reveals it: its lower half applies and its effect ends.
    const at: IslandState = cloneJson(found)
    at.decks.event = ['mys-bowl', ...at.decks.event.filter((id) => id !== 'mys-bowl')]
    const wood = at.available.wood
    const r: Run = { content: c, s: at, events: [] }
    expect(revealStep(r)).toBe('more')
    drain(r)
    expect([r.s.available.wood, weaponBoost(c, r.s, false), r.s.decks.event.includes('mys-bowl')]).toEqual([wood + 2, 0, false])
  })
})
