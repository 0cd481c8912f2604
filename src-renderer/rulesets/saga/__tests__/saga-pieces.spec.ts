import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../i18n'
import { sagaModule } from '../../../../src-shared/rulesets/saga/module'
import { atlasDrawing } from '../atlas/atlas-drawing'
import { conditionWords, effectsWords, effectWords, type EffectNames } from '../effect-words'
import { dieLook, faceDrawing } from '../fight/dice'
import { heartsLeft, unitedPrint } from '../grids'
import { logLine } from '../log-lines'
import { LAST_STEP, advance, pickStep, TUTORIAL_STEPS } from '../tutorial/steps'
import { answerKey } from '../words'
import { SagaGame, sagaTest } from './saga-kit'

// The table's own pieces, without mounting it: effects in words, the drawn atlas, the dice's looks,
// united enemy cards, the tutorial's order and the answer keys the table marks its buttons with.
const en = createAppI18n('en').global.t as (key: string, named?: Record<string, unknown>) => string
const t = (key: string, named?: Record<string, unknown>): string => en(key, named ?? {})
const names: EffectNames = { location: (id) => `[${id}]`, shape: (id) => `<${id}>`, die: (id) => `${id} die`, counter: (id) => `#${id}`, target: (id) => `{${id}}`, sheetEffect: (i) => `sheet ${i}` }

describe('Saga effects in words', () => {
  it('says every kind of term as a player reads it, for the active hero or every hero', () => {
    expect(effectWords(t, { op: 'gain', good: 'ore', amount: 2 }, names)).toBe('gain 2 Ore')
    expect(effectWords(t, { op: 'threat', amount: 1, who: 'each' }, names)).toBe('every hero: receive 1 Threat')
    expect(effectWords(t, { op: 'wound', wound: { size: 2 }, times: 2 }, names)).toBe('receive a wound of 2 squares, 2 times')
    expect(effectWords(t, { op: 'wound', wound: { size: 1 } }, names)).toBe('receive a wound of 1 square')
    expect(effectWords(t, { op: 'wound', wound: { threat: true } }, names)).toBe('receive a wound as large as your Threat')
    expect(effectWords(t, { op: 'cure', max: 3 }, names)).toBe('heal a wound of up to 3 squares')
    expect(effectWords(t, { op: 'eventEffect', index: 2 }, names)).toBe('apply Event effect 2 of the sheet (sheet 2)')
    expect(effectWords(t, { op: 'counter', counter: 'tide', amount: -1 }, names)).toBe('#tide −1')
    expect(effectWords(t, { op: 'reroll', amount: 1 }, names)).toBe('1 reroll for your next fight')
    expect(effectWords(t, { op: 'if', cond: { op: 'read', paragraph: 3 }, then: [{ op: 'gain', good: 'magic', amount: 1 }], else: [{ op: 'discovery' }] }, names))
      .toBe('if paragraph 3 has been read: gain 1 Magic; otherwise draw a Discovery card')
    expect(effectsWords(t, [], names)).toBe('nothing')
  })

  it('says conditions, the event decks\' requirement among them', () => {
    expect(conditionWords(t, { op: 'counter', counter: 'tide', min: 3 }, names)).toBe('#tide is at 3 or more')
    expect(conditionWords(t, { op: 'all', conds: [{ op: 'round', min: 2, max: 4 }, { op: 'has', good: 'fate', min: 1, collectively: true }] }, names))
      .toBe('the round is 2 to 4 and the heroes together hold 1 Fate or more')
    expect(conditionWords(t, { op: 'not', cond: { op: 'cleared' } }, names)).toBe('not (no enemy is left on the map)')
  })

  it('has words for every term of every effect list of the test pack (no raw keys)', () => {
    const x = sagaModule.extras(sagaTest())
    const lists = [...Object.values(x.events).flatMap((e) => [e.immediate, e.nextActionPhase, e.nextEventPhase]), ...Object.values(x.adventures).flatMap((a) => [...a.sheet.eventEffects, ...a.locations.map((l) => l.effects)])]
    for (const list of lists) expect(effectsWords(t, list, names)).not.toMatch(/rulesets\.saga/)
  })
})

describe('the drawn atlas', () => {
  const crossing = sagaModule.extras(sagaTest()).adventures.crossing
  if (!crossing) throw new Error('no crossing')

  it('S-MOVE-05 draws every Border along the side its two Areas share, and pins every Location', () => {
    const d = atlasDrawing(crossing)
    expect(d.drawn).toBe(true)
    expect(d.width).toBe(crossing.layout?.size[0])
    const ford = d.borders.find((b) => b.id === 'meadow-ford')
    expect(ford?.lines).toEqual([[[700, 250], [600, 500]]])
    expect(ford?.mid).toEqual([650, 375])
    expect(d.pins.map((p) => p.id).sort()).toEqual(crossing.locations.map((l) => l.id).sort())
  })

  it('lays a pack without a drawing on a ring: every Area placed, every Border a line between centres', () => {
    const d = atlasDrawing({ ...crossing, layout: undefined })
    expect(d.drawn).toBe(false)
    expect(new Set(d.areas.map((a) => `${Math.round(a.centre[0])},${Math.round(a.centre[1])}`)).size).toBe(crossing.areas.length)
    for (const b of d.borders) expect(b.lines).toHaveLength(1)
    expect(d.pins).toHaveLength(crossing.locations.length)
  })
})

describe('combat dice and enemy cards', () => {
  it('§27.17 every die of the strength order has its own mark shape besides its colour', () => {
    const order = ['yellow', 'orange', 'red', 'violet']
    const looks = order.map((d) => dieLook(d, order))
    expect(new Set(looks.map((l) => l.mark)).size).toBe(4)
    expect(looks.map((l) => l.rank)).toEqual([0, 1, 2, 3])
    expect(dieLook('teal', ['teal', 'x']).colour).toBe(dieLook('yellow', ['yellow']).colour)
  })

  it('S-COMP-29 a face shows its white squares inside its critical shape, the rest black', () => {
    const face = faceDrawing([[0, 0]], [[0, 0], [1, 0], [1, 1]])
    expect(face.squares.filter((s) => !s.black).map((s) => s.cell)).toEqual([[0, 0]])
    expect(face.squares.filter((s) => s.black)).toHaveLength(2)
    expect(faceDrawing([[0, 0], [1, 0]], undefined).squares.every((s) => !s.black)).toBe(true)
  })

  it('S-COMBAT-29 S-COMBAT-31 united enemy cards are joined side by side, rows aligned at the top, hearts counted over the whole row', () => {
    const { print, starts } = unitedPrint([{ cells: ['H.', '.H'] }, { cells: ['.H.'], penalties: ['r..'] }])
    expect(print.cells).toEqual(['H..H.', '.H   '])
    expect(print.penalties).toEqual(['..r..', '..   '])
    expect(starts).toEqual([0, 2])
    expect(heartsLeft(print, [{ shape: 'p2', cells: [[3, 0], [4, 0]] }])).toEqual({ left: 2, total: 3 })
  })
})

describe('the guided first round', () => {
  it('waits for the introduction to be closed, then points at the row, the atlas, the boards and the sheet in turn', () => {
    const v = new SagaGame().reply().view
    expect(pickStep(v, { storyOpen: true }, new Set())).toBeNull()
    let seen = new Set<string>()
    const order: string[] = []
    let current: string | null = null
    for (let i = 0; i < 5; i++) {
      const r = advance(v, { storyOpen: false }, current, seen, true)
      current = r.current
      seen = r.seen
      if (current) order.push(current)
    }
    expect(order).toEqual(['row', 'atlas', 'boards', 'sheet', 'placeToken'])
    expect(TUTORIAL_STEPS.at(-1)?.id).toBe(LAST_STEP)
  })
})

describe('the log', () => {
  const x = { t, label: (k: string | undefined) => sagaTest().strings.en?.[k ?? ''] ?? k ?? '', extras: sagaModule.extras(sagaTest()), adventure: 'crossing' }
  it('S-COMBAT-29 S-COMBAT-32 says a lost fight\'s hearts in the right number and the united cards in the order laid', () => {
    expect(logLine({ type: 'fightEnded', won: false, uncovered: 1 }, x)).toBe('The fight is lost: 1 heart left uncovered.')
    expect(logLine({ type: 'fightEnded', won: false, uncovered: 3 }, x)).toBe('The fight is lost: 3 hearts left uncovered.')
    expect(logLine({ type: 'arranged', cards: ['medium-1', 'weak-1'] }, x)).toBe('The united cards are laid left to right: Fierce enemy, Weak enemy.')
  })
})

describe('answer keys', () => {
  it('are the same for the same command whatever the order of its fields', () => {
    expect(answerKey({ type: 'deliver', location: 'well', good: 'ore', from: 0 })).toBe(answerKey({ from: 0, good: 'ore', location: 'well', type: 'deliver' } as never))
    expect(answerKey({ type: 'cross', border: 'a' })).not.toBe(answerKey({ type: 'cross', border: 'b' }))
  })
})
