import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import type { GameEvent } from '../../../../src-shared/engine/ruleset'
import { createTableStore } from '../table-store'
import { logLines, type EventBatch } from '../log-lines'
import { createAppI18n } from '../../../i18n'
import { TestGame, testContent } from './test-pack'
import { testCatalogue } from './mount-table'

beforeEach(() => setActivePinia(createPinia()))

const t = (locale: 'en' | 'it') => createAppI18n(locale).global.t as (k: string, p?: Record<string, unknown>) => string

function linesOf(batches: readonly EventBatch[], locale: 'en' | 'it' = 'en'): string[] {
  return logLines(batches, { view: new TestGame(2, 2).view(), catalogue: testCatalogue(), locale, t: t(locale) }).map((l) => l.text)
}

/** A State and a curse card of the test pack, with their names as main sends them. */
function cards() {
  const c = testContent()
  const state = Object.values(c.cards).find((x) => x.type === 'adventure' && x.kind === 'state')
  const other = Object.values(c.cards).find((x) => x.type === 'adventure' && x.kind !== 'state')
  const curse = Object.values(c.cards).find((x) => x.type === 'curse')
  if (state?.type !== 'adventure' || other?.type !== 'adventure' || curse?.type !== 'curse') throw new Error('the test pack lacks a State, another Adventure card or a curse')
  const en = (key: string): string => c.strings.en?.[key] ?? key
  return { state, other, curse, en }
}

describe('log lines say their cause', () => {
  it('C-CONSEQ-22 a prevented State names the State and the card that prevented it', () => {
    const { state, other, en } = cards()
    const e: GameEvent = { type: 'statePrevented', uid: state.uid, seat: 0, by: other.uid }
    expect(linesOf([{ seq: 0, events: [e] }])).toEqual([`Bram Cooper avoids the state ${state.number} ${en(state.title)}: ${other.number} ${en(other.title)} prevents it.`])
  })

  it('C-END-2 a defeat says which curse turned up', () => {
    const { curse, en } = cards()
    const events: GameEvent[] = [
      { type: 'lifeForceLost', uids: [], revealedFromDiscard: [curse.uid], names: { [curse.uid]: { title: curse.title, kind: 'curse', number: null } } },
      { type: 'gameLost', reason: 'curse-from-discard' },
    ]
    const lines = linesOf([{ seq: 0, events }])
    expect(lines).toContain(`Defeat: the curse ${en(curse.title)} turned up from the face-down discard pile.`)
    expect(linesOf([{ seq: 0, events }], 'it')).toContain(`Sconfitta: dalla pila degli scarti coperta è uscita la maledizione ${testContent().strings.it?.[curse.title] ?? en(curse.title)}.`)
  })

  it('C-END-3 a defeat with every adventure over says so', () => {
    expect(linesOf([{ seq: 0, events: [{ type: 'gameLost', reason: 'adventure-over' }] }])).toEqual(['Defeat: the adventure of every character is over.'])
  })

  it('a card the table never saw is named by the event, or as "a card", never by its uid', () => {
    const { state, en } = cards()
    const named = linesOf([{ seq: 0, events: [{ type: 'took', uid: 'zz-unknown', names: { 'zz-unknown': { title: state.title, kind: 'state', number: '123' } } }] }])
    expect(named).toEqual([`Took 123 ${en(state.title)}.`])
    expect(linesOf([{ seq: 0, events: [{ type: 'took', uid: 'zz-unknown' }] }])).toEqual(['Took a card.'])
  })
})

describe('the log in the table store', () => {
  const batch = (n: number): GameEvent[] => [{ type: 'activeChosen', seat: n % 2 }]

  it('C-D-12 an undo (fewer commands in main) removes the undone lines; replaying it adds them once', () => {
    const game = new TestGame(2)
    const store = createTableStore(() => undefined, testCatalogue())
    const v = game.view()
    store.receive(v, batch(0), undefined, 1)
    store.receive(v, batch(1), undefined, 2)
    store.receive(v, [], undefined, 1)
    expect(store.log.map((b) => b.seq)).toEqual([0])
    store.receive(v, batch(1), undefined, 2)
    expect(store.log.map((b) => b.seq)).toEqual([0, 1])
    expect(store.log.flatMap((b) => b.events)).toHaveLength(2)
  })

  it('restoreLog puts back the whole game and keeps the commands played while it was on its way', () => {
    const game = new TestGame(2)
    const store = createTableStore(() => undefined, testCatalogue())
    const v = game.view()
    store.receive(v, batch(2), undefined, 3)
    store.restoreLog([{ index: 0, events: batch(0) }, { index: 1, events: [] }])
    expect(store.log.map((b) => b.seq)).toEqual([0, 2])
    store.restoreLog([{ index: 0, events: batch(0) }, { index: 1, events: batch(1) }, { index: 2, events: batch(2) }])
    expect(store.log.map((b) => b.seq)).toEqual([0, 1, 2])
  })
})
