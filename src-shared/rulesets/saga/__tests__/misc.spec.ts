import { describe, expect, it } from 'vitest'
import { ACTIONS, GOODS } from '../../../content/saga/vocabulary'
import { deliveryTargets, PLAYED_ACTIONS } from '../actions'
import { turnCharacter } from '../draft'
import { adventure, content, edit, newGame, play, refusal, withEffects, withTasks } from './kit'

describe('Saga general rules', () => {
  it('S-COMP-31 components are unlimited: nothing caps goods or tiles', () => {
    const s = withEffects(newGame(), 0, { op: 'gain', good: 'ore', amount: 20 }, { op: 'gain', good: 'ore', amount: 20 })
    expect(s.characters[0]?.goods.ore).toBe(41)
  })

  it('S-GOODS-01 there are six kinds of goods', () => {
    expect(GOODS).toEqual(['material', 'ore', 'rumour', 'magic', 'power', 'fate'])
  })

  it('S-GOODS-06 S-ATLAS-04 a Source supplies the good of its name', () => {
    const s = edit(newGame(), (d) => { d.decks.path = ['fields']; d.decks.terrain = Object.keys(content.terrain).filter((x) => x !== 'fields'); const c = d.characters[0]; if (c) c.area = 'ford' })
    const after = play(withTasks(s, { t: 'gather', actor: 0, value: 2 }), { type: 'gather', cell: [1, 0], good: 'material' })
    expect(after.characters[0]?.goods.material).toBe(3)
    expect(refusal(withTasks(s, { t: 'gather', actor: 0, value: 2 }), { type: 'gather', cell: [1, 0], good: 'ore' }).code).toBe('S-GOODS-14')
  })

  it('S-ROUND-13 each of the seven actions is played', () => {
    expect([...PLAYED_ACTIONS].sort()).toEqual([...ACTIONS].sort())
  })

  it('S-ROUND-01 S-SHEET-06 a game lasts at most the rounds of the sheet\'s track', () => {
    let s = edit(newGame(), (d) => { d.round = adventure().sheet.rounds })
    for (let k = 0; k < 4 && s.outcome === null; k++) {
      s = play(s, { type: 'place', token: k, slot: 1 })
      while (s.queue.length > 0 && s.outcome === null) s = play(s, { type: 'done' })
    }
    expect([s.round, s.outcome]).toEqual([6, 'lost'])
  })

  it('S-STORY-15 S-CORE-04 endings are paragraphs of the adventure, read when the game ends', () => {
    const s = withEffects(newGame(), 0, { op: 'counter', counter: 'alarm', amount: 3 })
    expect(content.paragraphs.crossing?.[s.ending ?? 0]).toBeDefined()
    expect(s.read).toContain(s.ending)
  })

  it('S-END-02 an elimination ends the game at once: nothing more is played', () => {
    const full = edit(newGame(), (d) => { const c = d.characters[0]; if (c) { c.grid = ['#']; c.wounds = [{ shape: 'p1', cells: [[0, 0]] }] } })
    const s = withEffects(full, 0, { op: 'wound', wound: { shape: 'p1' } }, { op: 'gain', good: 'ore', amount: 1 })
    expect([s.outcome, s.queue.length, s.characters[0]?.goods.ore]).toEqual(['lost', 0, 1])
    expect(refusal(s, { type: 'place', token: 0, slot: 0 }).code).toBe('S-END-01')
  })

  it('S-SETUP-16 S-SETUP-17 the kits of characters not chosen are out of the game', () => {
    const s = newGame()
    const everywhere = [...s.decks.items, ...s.decks.market, ...s.decks.itemDiscard, ...s.characters.flatMap((c) => c.items)]
    expect(everywhere).not.toContain('mender-keepsake')
    expect(s.characters.map((c) => c.id)).toEqual(['warden', 'scout'])
  })

  it('S-SETUP-20 the First Player is chosen at setup and takes the first turn', () => {
    const s = newGame({ characters: ['warden', 'scout', 'mender'], firstPlayer: 2 })
    expect(s.characters[turnCharacter(s)]?.id).toBe('mender')
  })

  it('S-GOODS-19 S-ATLAS-11 a Delivery targets a Delivery Location of the character\'s Area', () => {
    const s = newGame()
    expect(deliveryTargets(adventure(), s, 'ford').map((l) => l.id)).toEqual(['gate'])
    expect(deliveryTargets(adventure(), s, 'meadow').map((l) => l.id)).toEqual(['well'])
  })

  it('S-GOODS-23 S-GOODS-29 when the goods lying there meet the requirement, the effect applies', () => {
    const s = edit(newGame(), (d) => { d.map.goodsOn.gate = { material: 1, rumour: 1 } })
    expect(withTasks(s, { t: 'deliveryCheck', actor: 0, location: 'gate' }).read).toEqual([11])
  })
})
