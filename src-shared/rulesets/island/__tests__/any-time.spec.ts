import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { endOfAction } from '../end-of-action'
import { drain } from '../effects-run'
import type { IslandCommand, IslandState } from '../types'
import { content, newGame, runOn } from './play'
import { apply } from '../apply-command'
import { neutralPawns } from '../pawns-available'

const tryCmd = (s: IslandState, c: IslandCommand): IslandState | string => {
  const r = apply(content(), s, c)
  return isRuleError(r) ? r.code : r.state
}

describe('used at any time (I-CHAR, I-TOKEN, I-INV)', () => {
  it('I-CHAR-18 I-CHAR-19 an ability costs its Determination and is used once a round; the plan waits meanwhile', () => {
    const s = newGame(2, 1)
    const alpha = s.characters.alpha
    if (alpha) alpha.determination = 5
    const once = tryCmd(s, { type: 'ability', character: 'alpha', ability: 'alpha-a1' })
    if (typeof once === 'string') throw new Error(once)
    expect([once.characters.alpha?.determination, once.morale, once.pending]).toEqual([3, 1, { kind: 'plan' }])
    expect(tryCmd(once, { type: 'ability', character: 'alpha', ability: 'alpha-a1' })).toBe('I-CHAR-19')
    const poor = newGame(2, 1)
    expect(tryCmd(poor, { type: 'ability', character: 'alpha', ability: 'alpha-a1' })).toBe('I-CHAR-18')
  })

  it('I-TOKEN-D02 I-TOKEN-D04 a Discovery token is traded in for its effect and leaves the game', () => {
    const s = newGame(2, 1)
    const token = s.decks.discovery.find((t) => t.startsWith('d-pipe#'))
    if (!token) throw new Error('no pipe token')
    s.decks.discovery = s.decks.discovery.filter((t) => t !== token)
    s.discovery.available = [...s.discovery.available, token]
    const after = tryCmd(s, { type: 'discovery', token })
    if (typeof after === 'string') throw new Error(after)
    expect([after.morale, after.discovery.available, after.removed.includes(token)]).toEqual([1, [], true])
  })

  it('I-TOKEN-D03 I-ACT-63 at the end of the Action phase Future becomes Available and mandatory tokens are traded at once', () => {
    const r = runOn(newGame(2, 1))
    const log = r.s.decks.discovery.find((t) => t.startsWith('d-log#'))
    const pipe = r.s.decks.discovery.find((t) => t.startsWith('d-pipe#'))
    if (!log || !pipe) throw new Error('tokens')
    r.s.decks.discovery = r.s.decks.discovery.filter((t) => t !== log && t !== pipe)
    r.s.discovery.future = [log, pipe]
    r.s.future.food = 2
    r.s.ledger.gained.food += 2
    const before = r.s.available.wood
    r.s.pending = null
    endOfAction(r)
    drain(r)
    expect([r.s.available.food, r.s.available.wood - before, r.s.discovery.available]).toEqual([3, 1, [pipe]])
  })

  it('I-INV-04 I-INV-11 a built invention becomes an Item at the end of the Action phase and its one-shot effect runs', () => {
    const r = runOn(newGame(2, 1))
    r.s.inventions.board = r.s.inventions.board.filter((i) => i !== 'inv-knife')
    r.s.inventions.future = ['inv-knife']
    r.s.pending = null
    endOfAction(r)
    drain(r)
    expect([r.s.inventions.built, r.s.tracks.weapons]).toEqual([['inv-knife'], 1])
  })

  it('I-INV-14 Starting Equipment has two uses; the second discards it', () => {
    let s = newGame(2, 1)
    const card = s.equipment[0]?.id ?? ''
    for (let i = 0; i < 2; i++) {
      const next = tryCmd(s, { type: 'equipment', card })
      if (typeof next === 'string') throw new Error(next)
      s = next
    }
    expect([s.equipment.some((e) => e.id === card), s.removed.includes(card)]).toEqual([false, true])
    expect(tryCmd(s, { type: 'equipment', card })).toBe('I-INV-14')
  })
})

describe('Items flipped back (I-INV-07, I-INV-08)', () => {
  it('I-INV-07 I-INV-08 an Item flipped back works until the round ends but no longer counts as built', () => {
    const r = runOn(newGame(2, 1))
    r.s.inventions.built = ['inv-map']
    r.s.inventions.board = r.s.inventions.board.filter((i) => i !== 'inv-map')
    r.s.pending = null
    r.s.queue = [{ effects: [{ op: 'flipItem' }], ctx: { phase: 'event', resolver: null, source: null, here: null } }]
    drain(r)
    expect([r.s.inventions.built, r.s.inventions.board.includes('inv-map')]).toEqual([[], true])
    expect(neutralPawns(content(), r.s).map((p) => p.source)).toEqual(['item:inv-map:0'])
  })
})

describe('looking at the top of a stack (I-CHAR-30, I-CHAR-33)', () => {
  const choose = (r: ReturnType<typeof runOn>, option: number): void => {
    const p = r.s.pending
    if (p?.kind !== 'choice') throw new Error('no choice')
    r.s.pending = null
    r.s.queue.unshift(...(p.options[option]?.tasks ?? []))
    drain(r)
  }

  it('I-CHAR-30 of the top 3 island tiles the chosen one stays on top, the others are shuffled back', () => {
    const r = runOn(newGame(2, 1))
    r.s.pending = null
    const top = r.s.decks.tiles.slice(0, 3)
    const all = [...r.s.decks.tiles].sort()
    r.s.queue = [{ effects: [{ op: 'peekTiles', amount: 3 }], ctx: { phase: 'action', resolver: 'gamma', source: null, here: null } }]
    drain(r)
    choose(r, 2)
    expect(r.s.decks.tiles[0]).toBe(top[2])
    expect([...r.s.decks.tiles].sort()).toEqual(all)
  })

  it('I-CHAR-33 the top Hunting card may go to the bottom', () => {
    const r = runOn(newGame(2, 1))
    r.s.pending = null
    r.s.decks.hunting = ['beast-0', 'beast-1']
    r.s.decks.beast = r.s.decks.beast.filter((b) => b !== 'beast-0' && b !== 'beast-1')
    r.s.queue = [{ effects: [{ op: 'peekHunting' }], ctx: { phase: 'action', resolver: 'delta', source: null, here: null } }]
    drain(r)
    choose(r, 1)
    expect(r.s.decks.hunting).toEqual(['beast-1', 'beast-0'])
  })
})

describe('uses interrupting uses (I-INV-12)', () => {
  it('I-INV-12 a use during a choice another use opened: each decision comes back in turn, the plan last', () => {
    let s = newGame(2, 1)
    const beta = s.characters.beta
    const alpha = s.characters.alpha
    if (beta) beta.determination = 4
    if (alpha) alpha.determination = 4
    // beta-a1 heals a chosen character: with two castaways and the companion it asks whom.
    const first = tryCmd(s, { type: 'ability', character: 'beta', ability: 'beta-a1' })
    if (typeof first === 'string') throw new Error(first)
    expect(first.pending).toMatchObject({ kind: 'choice', prompt: 'choose-character' })
    const second = tryCmd(first, { type: 'ability', character: 'alpha', ability: 'alpha-a1' })
    if (typeof second === 'string') throw new Error(second)
    expect([second.pending?.kind, second.morale]).toEqual(['choice', 1])
    s = second
    const chosen = tryCmd(s, { type: 'choose', option: 0 })
    if (typeof chosen === 'string') throw new Error(chosen)
    expect([chosen.pending, chosen.resume]).toEqual([{ kind: 'plan' }, []])
  })
})
