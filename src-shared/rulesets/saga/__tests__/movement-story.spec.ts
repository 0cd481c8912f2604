import { describe, expect, it } from 'vitest'
import { sagaModule } from '../module'
import { view } from '../view'
import { content, edit, newGame, play, refusal, withEffects, withTasks } from './kit'

const moving = (round: number, area: string, points: number) =>
  withTasks(edit(newGame(), (d) => { d.round = round; d.characters[0] = { ...d.characters[0], area } as typeof d.characters[0] }), { t: 'move', actor: 0, points, crossed: 0 })

describe('Saga movement on the atlas', () => {
  it('S-MOVE-10 S-ATLAS-03 S-EX-26 an Area opens only from the round of its access number', () => {
    // Ridge has access 2; in round 1 the red Border meadow–ridge leads nowhere legal.
    expect(refusal(moving(1, 'meadow', 1), { type: 'cross', border: 'meadow-ridge' }).code).toBe('S-MOVE-10')
    expect(play(moving(2, 'meadow', 1), { type: 'cross', border: 'meadow-ridge' }).characters[0]?.area).toBe('ridge')
  })

  it('S-MOVE-03 S-MOVE-05 a double Border costs 2 points', () => {
    expect(refusal(moving(2, 'ford', 1), { type: 'cross', border: 'ford-ridge' }).code).toBe('S-MOVE-03')
    expect(play(moving(2, 'ford', 2), { type: 'cross', border: 'ford-ridge' }).characters[0]?.area).toBe('ridge')
  })

  it('S-MOVE-07 an impassable Border is never crossed', () => {
    expect(refusal(moving(5, 'meadow', 3), { type: 'cross', border: 'meadow-peak' }).code).toBe('S-MOVE-07')
  })

  it('S-MOVE-08 S-BLOCK-03 a blocked Border cannot be crossed', () => {
    const s = withEffects(moving(2, 'meadow', 2), 0, { op: 'block', target: 'meadow-ford' })
    expect(refusal(s, { type: 'cross', border: 'meadow-ford' }).code).toBe('S-MOVE-08')
  })

  it('S-MOVE-02 S-EX-26 the points are spent across several Borders in one move', () => {
    let s = moving(3, 'meadow', 3)
    s = play(s, { type: 'cross', border: 'meadow-ford' })
    s = play(s, { type: 'cross', border: 'ford-ridge' })
    expect(s.characters[0]?.area).toBe('ridge')
    expect(s.queue.some((t) => t.t === 'move')).toBe(false)
  })

  it('S-MOVE-11 a move crosses a Border when it can; then it may stop', () => {
    const s = moving(1, 'meadow', 2)
    expect(refusal(s, { type: 'stop' }).code).toBe('S-MOVE-11')
    const crossed = play(s, { type: 'cross', border: 'meadow-ford' })
    expect(play(crossed, { type: 'stop' }).queue.some((t) => t.t === 'move')).toBe(false)
  })

  it('S-MOVE-06 a red Border applies the adventure\'s rule for it', () => {
    const s = play(moving(2, 'meadow', 1), { type: 'cross', border: 'meadow-ridge' })
    expect(s.characters[0]?.threats).toBe(1)
  })
})

describe('Saga story book', () => {
  const atWell = () => withTasks(edit(newGame(), (d) => { const c = d.characters[0]; if (c) c.goods = { ore: 2, rumour: 1 } }), { t: 'deliver', actor: 0, left: 2, location: null })
  const deliverTwo = () => play(play(atWell(), { type: 'deliver', location: 'well', good: 'ore', from: 0 }), { type: 'deliver', location: 'well', good: 'ore', from: 0 })

  it('S-STORY-05 S-ATLAS-12 S-EX-01: the Location sends the players to its paragraph: effects, then the subplot offer', () => {
    const s = deliverTwo()
    expect(s.read).toEqual([10])
    expect(s.counters.seals).toBe(1)
    expect(s.characters[0]?.goods.rumour).toBe(2)
    expect(s.queue[0]).toEqual({ t: 'subplots', actor: 0, paragraph: 10, location: 'well' })
  })

  it('S-STORY-08 S-STORY-11 S-EX-18: one subplot for 1 Rumour, then a Paragraph token closes the Location', () => {
    const s = play(deliverTwo(), { type: 'subplot', index: 0, payer: 0 })
    expect(s.characters[0]?.goods).toEqual({ rumour: 1, material: 1 })
    expect(s.map.closed).toEqual(['well'])
    const again = withTasks(edit(s, (d) => { const c = d.characters[0]; if (c) c.goods = { ore: 2 } }), { t: 'deliver', actor: 0, left: 2, location: null })
    // The closed well takes no delivery: with no other Delivery Location here, the action has nothing to do.
    expect(again.queue.some((t) => t.t === 'deliver')).toBe(false)
    expect(again.characters[0]?.goods.ore).toBe(2)
  })

  it('S-STORY-09 a character in the same Area may pay the subplot', () => {
    const s = edit(deliverTwo(), (d) => { const c = d.characters[1]; if (c) c.goods = { rumour: 1 } })
    expect(play(s, { type: 'subplot', index: 1, payer: 1 }).characters[1]?.goods).toEqual({})
    const away = edit(s, (d) => { const c = d.characters[1]; if (c) c.area = 'ford' })
    expect(refusal(away, { type: 'subplot', index: 1, payer: 1 }).code).toBe('S-STORY-09')
  })

  it('S-STORY-10 declining the subplots costs nothing', () => {
    const s = deliverTwo()
    const after = play(s, { type: 'done' })
    expect(after.characters[0]?.goods).toEqual(s.characters[0]?.goods)
    expect(after.map.closed).toEqual(['well'])
  })

  it('S-STORY-12 a paragraph named by another is read once the first is finished', () => {
    const s = withEffects(newGame(), 0, { op: 'paragraph', paragraph: 12 })
    // ¶12 names ¶13 first, then gives 1 XP: the XP choice (¶12) comes before ¶13 is read.
    expect(s.queue[0]).toMatchObject({ t: 'xp' })
    expect(s.read).toEqual([12])
    const after = play(s, { type: 'xp', kind: 'combat' })
    expect(after.read).toEqual([12, 13])
  })

  it('S-STORY-13 a paragraph not sent by a Location places no token', () => {
    const s = play(withEffects(newGame(), 0, { op: 'paragraph', paragraph: 10 }), { type: 'done' })
    expect(s.map.closed).toEqual([])
  })

  it('S-STORY-04 S-STORY-14 a paragraph already read is ignored, unless it may be read again', () => {
    const once = play(withEffects(newGame(), 0, { op: 'paragraph', paragraph: 10 }), { type: 'done' })
    const twice = withEffects(once, 0, { op: 'paragraph', paragraph: 10 })
    expect(twice.counters.seals).toBe(1)
    const fate = withEffects(withEffects(newGame(), 0, { op: 'paragraph', paragraph: 14 }), 0, { op: 'paragraph', paragraph: 14 })
    expect(fate.characters[0]?.goods.fate).toBe(2)
  })

  it('S-CORE-09 S-STORY-02 paragraph texts stay out of what the players are shown until read', () => {
    const s = newGame()
    const strings = sagaModule.publicStrings(content, view(content, s))
    expect(strings.en?.['crossing.p10.text']).toBeUndefined()
    const read = play(withEffects(s, 0, { op: 'paragraph', paragraph: 10 }), { type: 'done' })
    expect(sagaModule.publicStrings(content, view(content, read)).en?.['crossing.p10.text']).toBe('Story of The well speaks.')
  })
})
