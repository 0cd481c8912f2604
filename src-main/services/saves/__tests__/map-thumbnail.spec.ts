import type { ContinentTypes } from '../../../../src-shared/rulesets/continent/module-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseCell } from '../../../../src-shared/rulesets/continent/board/grid'
import type { GameSession } from '../../games/game-session'
import { thumbnailOf } from '../../../../src-shared/ipc/narrow'
import { mapThumbnail } from '../../../../src-shared/rulesets/continent/thumbnail'
import { makeStore, newTestGame, removeTemps, testContent, type ContinentResolved } from './save-test-kit'

let resolved: ContinentResolved
beforeAll(async () => {
  resolved = await testContent()
})
afterAll(removeTemps)

const newGame = (seed = 5): GameSession<ContinentTypes> => newTestGame(resolved, seed)

describe('Saves list map thumbnail', () => {
  it('list() draws the starting terrain with the figures and fog at its arrows, without any uid', async () => {
    const { store } = await makeStore()
    const session = newGame()
    const id = await store.create('Thumbnail', session)
    const [slot] = await store.list()
    expect(slot?.id).toBe(id)
    const cells = thumbnailOf(slot?.thumbnail, 'continent')?.cells ?? []
    const board = session.state.board
    expect(cells).toHaveLength(Object.keys(board.cells).length)

    const start = session.state.players[0]?.at ?? ''
    const startCell = parseCell(board.at[start] ?? '')
    expect(cells.filter((c) => c.figures)).toEqual([{ ...startCell, kind: 'terrain', figures: true }])

    // Every Exploration card on the board lies at an arrow of a terrain and is drawn as fog.
    const fogCells = Object.entries(board.cells).filter(([, uid]) => resolved.content.cards[uid]?.type === 'exploration').map(([key]) => parseCell(key))
    expect(fogCells.length).toBeGreaterThan(0)
    for (const f of fogCells) expect(cells).toContainEqual({ ...f, kind: 'fog', figures: false })
    const fogAtStart = Object.entries(board.attached).filter(([, a]) => a.terrain === start).length
    expect(fogAtStart).toBeGreaterThan(0)

    // Hidden information: no uid of any card (on the board or not) appears in the reply.
    const text = JSON.stringify(slot)
    for (const uid of Object.keys(resolved.content.cards)) expect(text).not.toContain(`"${uid}"`)
    expect(text).not.toContain(start)
  })

  it('the thumbnail follows the save.json on disk and leaves out a board it cannot read', async () => {
    const { store, savesDir } = await makeStore()
    const id = await store.create('Read back', newGame(9))
    const save = JSON.parse(await readFile(join(savesDir, id, 'save.json'), 'utf8')) as { snapshot: unknown }
    const [slot] = await store.list()
    expect(slot?.thumbnail).toEqual({ ruleset: 'continent', data: mapThumbnail(save.snapshot, resolved.content) })
    expect(mapThumbnail({ board: 'nope' }, resolved.content)).toBeUndefined()
  })

  it('a slot whose pack is not installed is still listed, without a thumbnail', async () => {
    const { store } = await makeStore()
    await store.create('Packless', newGame())
    const { store: blind } = await makeStore({ dir: store.dir, content: { resolve: () => Promise.reject(new Error('no packs here')) } })
    const [slot] = await blind.list()
    expect(slot?.name).toBe('Packless')
    expect(slot?.problem).toBeUndefined()
    expect(slot?.thumbnail).toBeUndefined()
  })
})
