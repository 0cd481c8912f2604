import { describe, expect, it } from 'vitest'
import type { Cell } from '../../../engine/polyomino'
import { legalCommands } from '../legal-commands'
import type { SagaState, Task } from '../types'
import { content, edit, newGame, play, refusal, withEffects, withTasks } from './kit'

/** Character 0 with this wound grid, these tiles on it and this many Threat tokens. */
function wounded(grid: string[], tiles: { shape: string; cells: Cell[] }[] = [], threats = 0): SagaState {
  return edit(newGame(), (d) => {
    const c = d.characters[0]
    if (!c) return
    const rows = grid.map((r) => [...r])
    for (const t of tiles) for (const [x, y] of t.cells) { const row = rows[y]; if (row) row[x] = '#' }
    c.grid = rows.map((r) => r.join(''))
    c.wounds = tiles
    c.threats = threats
  })
}
const rect = ['....', '....', '....']
const wound = (s: SagaState, w: Task): SagaState => withTasks(s, w)

describe('Saga wounds on the wound grid', () => {
  it('S-CHAR-05 S-CHAR-07 S-EX-02 a wound of exact shape touches a wound already there', () => {
    const s = wound(wounded(rect, [{ shape: 'p2', cells: [[0, 0], [1, 0]] }]), { t: 'wound', who: 0, wound: { shape: 'l3' } })
    expect(play(s, { type: 'wound', shape: 'l3', cells: [[0, 1], [0, 2], [1, 2]] }).characters[0]?.wounds).toHaveLength(2)
    expect(refusal(s, { type: 'wound', shape: 'i3', cells: [[0, 1], [1, 1], [2, 1]] }).code).toBe('S-CHAR-07')
    expect(refusal(s, { type: 'wound', shape: 'l3', cells: [[3, 1], [3, 2], [2, 2]] }).code).toBe('S-CHAR-05')
  })

  it('S-CHAR-04 S-CHAR-08 S-EX-03 a wound by size takes any shape of that size, anywhere in an empty grid', () => {
    const s = wound(wounded(rect), { t: 'wound', who: 0, wound: { size: 3 } })
    expect(play(s, { type: 'wound', shape: 'i3', cells: [[1, 2], [2, 2], [3, 2]] }).characters[0]?.wounds).toHaveLength(1)
    expect(play(s, { type: 'wound', shape: 'l3', cells: [[3, 0], [3, 1], [2, 1]] }).characters[0]?.wounds).toHaveLength(1)
    expect(refusal(s, { type: 'wound', shape: 'p2', cells: [[0, 0], [1, 0]] }).code).toBe('S-CHAR-07')
  })

  it('S-CHAR-09 S-THREAT-05 S-EX-04 a threat-sized wound has the size of the Threat count, which stays', () => {
    const s = wound(wounded(rect, [], 2), { t: 'wound', who: 0, wound: { threat: true } })
    const shapes = new Set(legalCommands(content, s).map((c) => (c.type === 'wound' ? c.shape : '')))
    expect([...shapes]).toEqual(['p2'])
    expect(play(s, { type: 'wound', shape: 'p2', cells: [[0, 0], [1, 0]] }).characters[0]?.threats).toBe(2)
  })

  it('S-CHAR-06 S-POLY-04 a wound tile may not leave the grid or overlap a tile', () => {
    const s = wound(wounded(rect, [{ shape: 'p1', cells: [[0, 0]] }]), { t: 'wound', who: 0, wound: { shape: 'p2' } })
    expect(refusal(s, { type: 'wound', shape: 'p2', cells: [[0, 0], [1, 0]] }).code).toBe('S-CHAR-05')
    expect(refusal(s, { type: 'wound', shape: 'p2', cells: [[3, 0], [4, 0]] }).code).toBe('S-CHAR-05')
  })

  it('S-CHAR-11 S-CORE-05 S-EX-30 a wound that fits nowhere eliminates the character and loses the game', () => {
    const strip = wounded(['.......'], [{ shape: 'p1', cells: [[3, 0]] }])
    const s = wound(strip, { t: 'wound', who: 0, wound: { shape: 'p2' } })
    expect(play(s, { type: 'wound', shape: 'p2', cells: [[1, 0], [2, 0]] }).characters[0]?.wounds).toHaveLength(2)
    expect(refusal(s, { type: 'wound', shape: 'p2', cells: [[0, 0], [1, 0]] }).code).toBe('S-CHAR-05')
    const out = wound(strip, { t: 'wound', who: 0, wound: { size: 4 } })
    expect(out.outcome).toBe('lost')
    expect(out.ending).toBe(92)
  })

  it('S-CHAR-14 S-CHAR-16 S-EX-05 Cure(3) removes one tile of size at most 3', () => {
    const tiles = [{ shape: 'i3', cells: [[0, 0], [1, 0], [2, 0]] as Cell[] }, { shape: 'i4', cells: [[0, 1], [1, 1], [2, 1], [3, 1]] as Cell[] }, { shape: 'p1', cells: [[3, 0]] as Cell[] }]
    const s = withEffects(wounded(rect, tiles), 0, { op: 'cure', max: 3 })
    expect(refusal(s, { type: 'cure', tile: 1 }).code).toBe('S-CHAR-14')
    const after = play(s, { type: 'cure', tile: 0 })
    expect(after.characters[0]?.wounds.map((w) => w.shape)).toEqual(['i4', 'p1'])
    expect(after.queue.some((t) => t.t === 'cure')).toBe(false)
  })

  it('S-CHAR-15 S-EX-06 3 × Cure(1) removes the size-1 tiles, one by one', () => {
    const tiles = [{ shape: 'p1', cells: [[0, 0]] as Cell[] }, { shape: 'p1', cells: [[0, 2]] as Cell[] }, { shape: 'p2', cells: [[0, 1], [1, 1]] as Cell[] }]
    let s = withEffects(wounded(rect, tiles), 0, { op: 'cure', max: 1, times: 3 })
    s = play(s, { type: 'cure', tile: 0 })
    s = play(s, { type: 'cure', tile: 0 })
    expect(s.characters[0]?.wounds.map((w) => w.shape)).toEqual(['p2'])
    expect(s.queue.some((t) => t.t === 'cure')).toBe(false)
  })

  it('S-CHAR-17 S-CHAR-18 after a cure the tiles may be apart; a new wound must touch one of them', () => {
    const tiles = [{ shape: 'p1', cells: [[0, 0]] as Cell[] }, { shape: 'p2', cells: [[1, 0], [2, 0]] as Cell[] }, { shape: 'p1', cells: [[3, 0]] as Cell[] }]
    const s = play(withEffects(wounded(rect, tiles), 0, { op: 'cure', max: 2 }), { type: 'cure', tile: 1 })
    const w = wound(s, { t: 'wound', who: 0, wound: { shape: 'p1' } })
    expect(refusal(w, { type: 'wound', shape: 'p1', cells: [[1, 2]] }).code).toBe('S-CHAR-05')
    expect(play(w, { type: 'wound', shape: 'p1', cells: [[1, 0]] }).characters[0]?.wounds).toHaveLength(3)
  })
})

describe('Saga threats and incomplete effects', () => {
  it('S-THREAT-01 S-THREAT-02 Threat tokens are one character\'s own, at most 5', () => {
    const s = withEffects(wounded(rect, [], 4), 0, { op: 'threat', amount: 1 })
    expect(s.characters.map((c) => c.threats)).toEqual([5, 0])
    expect(s.queue).toEqual([])
  })

  it('S-THREAT-03 S-THREAT-04 S-EX-27 past 5 Threat tokens, each one more is a size-5 wound', () => {
    const s = withEffects(wounded(['.....', '.....', '.....', '.....'], [], 4), 0, { op: 'threat', amount: 3 })
    expect(s.characters[0]?.threats).toBe(5)
    expect(s.queue.filter((t) => t.t === 'wound')).toHaveLength(2)
    const sizes = new Set(legalCommands(content, s).map((c) => (c.type === 'wound' ? content.shapes[c.shape]?.size : 0)))
    expect([...sizes]).toEqual([5])
  })

  it('S-GEN-01 S-GEN-03 S-EX-28 a discard that cannot be paid in full takes what there is, then a threat-sized wound', () => {
    const s = withEffects(edit(wounded(rect, [], 2), (d) => { const c = d.characters[0]; if (c) c.goods = { ore: 1 } }), 0, { op: 'discard', good: 'ore', amount: 2 })
    expect(s.characters[0]?.goods).toEqual({})
    expect(s.queue[0]).toEqual({ t: 'wound', who: 0, wound: { threat: true } })
    expect(s.characters[1]?.wounds).toEqual([])
  })

  it('S-THREAT-06 S-GEN-02 with no Threat token the penalty wound places no tile (an option makes it size 1)', () => {
    const base = edit(wounded(rect), (d) => { const c = d.characters[0]; if (c) c.goods = { ore: 1 } })
    expect(withEffects(base, 0, { op: 'discard', good: 'ore', amount: 2 }).queue).toEqual([])
    const strict = edit(base, (d) => { d.settings.threatWoundMinOne = true })
    expect(withEffects(strict, 0, { op: 'discard', good: 'ore', amount: 2 }).queue[0]).toMatchObject({ t: 'wound' })
  })

  it('S-GEN-05 a positive effect never brings a penalty', () => {
    const s = withEffects(wounded(rect, [], 3), 0, { op: 'gain', good: 'magic', amount: 3 })
    expect(s.queue).toEqual([])
    expect(s.characters[0]?.goods.magic).toBe(3)
  })

  it('S-GEN-04 S-EX-21 a group-wide discard that falls short wounds each character that falls short', () => {
    const s = withEffects(edit(newGame(), (d) => { d.characters.forEach((c) => { c.threats = 1; c.goods = {} }) }), 0, { op: 'discard', good: 'material', amount: 1, who: 'each' })
    expect(s.queue.filter((t) => t.t === 'wound').map((t) => (t.t === 'wound' ? t.who : -1))).toEqual([0, 1])
  })

  it('S-COMBAT-33 S-COMBAT-35 S-COMBAT-36 (worked example 29) strengthening and weakening step the tokens along the chain', () => {
    const s = newGame()
    expect(withEffects(s, 0, { op: 'strengthen', location: 'den' }).map.enemies.den).toEqual(['medium'])
    const weakened = withEffects(s, 0, { op: 'weaken', location: 'den' })
    expect(weakened.map.enemies.den).toEqual(['weak'])
    expect(weakened.queue).toEqual([])
  })

  it('S-COMBAT-34 S-EX-29 a Lethal token cannot be strengthened; each character takes a threat-sized wound', () => {
    const s = edit(newGame({ characters: ['warden', 'scout', 'mender'] }), (d) => { d.map.enemies.den = ['lethal']; d.characters.forEach((c, i) => { c.threats = [0, 1, 3][i] ?? 0 }) })
    const after = withEffects(s, 0, { op: 'strengthen', location: 'den' })
    expect(after.map.enemies.den).toEqual(['lethal'])
    // The first character (0 Threat) places nothing; the next asks for a size-1 tile.
    expect(after.queue.filter((t) => t.t === 'wound').map((t) => (t.t === 'wound' ? t.who : -1))).toEqual([1, 2])
  })

  it('S-COMBAT-38 S-COMBAT-37 strengthening where no token is wounds everyone (or is ignored by option); Mystic tokens stay', () => {
    const s = edit(newGame(), (d) => { d.map.enemies.den = ['mystic']; d.characters.forEach((c) => { c.threats = 1 }) })
    const after = withEffects(s, 0, { op: 'strengthen', location: 'den' })
    expect(after.map.enemies.den).toEqual(['mystic'])
    expect(after.queue.filter((t) => t.t === 'wound')).toHaveLength(2)
    expect(withEffects(edit(s, (d) => { d.settings.ignoreStrengthenNone = true }), 0, { op: 'strengthen', location: 'den' }).queue).toEqual([])
  })
})
