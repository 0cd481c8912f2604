import { describe, expect, it } from 'vitest'
import { gridWidth } from '../../../content/saga/grid-text'
import { reedmere } from '../../../content/saga/__tests__/reedmere-pack'
import { SagaCommandSchema } from '../schemas'

// The command schema bounds what crosses IPC; the engine judges the place. A journey strip holding
// every Terrain card of a pack is far wider than one card, and its tiles must still get through.
describe('Saga command schema', () => {
  it('S-JOURNEY-08 a tile laid far along a journey strip of every Reedmere Terrain card is a valid command', () => {
    const strip = Object.values(reedmere().terrain).reduce((w, t) => w + gridWidth(t.cells), 0)
    expect(strip).toBeGreaterThan(40)
    const far = strip - 1
    expect(SagaCommandSchema.safeParse({ type: 'tile', shape: 'i3', cells: [[far - 2, 1], [far - 1, 1], [far, 1]] }).success).toBe(true)
    expect(SagaCommandSchema.safeParse({ type: 'gather', cell: [far, 0] }).success).toBe(true)
    expect(SagaCommandSchema.safeParse({ type: 'tile', shape: 'p1', cells: [[-1, 0]] }).success).toBe(false)
  })
})
