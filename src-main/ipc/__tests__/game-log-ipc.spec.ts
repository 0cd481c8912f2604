import { afterAll, describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { GameReply, GameReplyOf } from '../../../src-shared/ipc/games'
import { packOf, replyOf } from '../../../src-shared/ipc/narrow'
import { gameHost, removeTempUserData, someCommand, tempUserData } from './game-ipc-kit'

afterAll(removeTempUserData)

type Host = Awaited<ReturnType<typeof gameHost>>
const continent = (reply: GameReply): GameReplyOf<'continent'> => replyOf(reply, 'continent')

async function newGame(h: Host): Promise<GameReplyOf<'continent'>> {
  const { packs } = await h.call('packs:list', undefined)
  const pack = packOf(packs[0] ?? (() => { throw new Error('no pack loaded') })(), 'continent')
  return continent(await h.call('game:new', {
    packId: pack.id,
    setup: { curses: [pack.setup.curses[0]?.id ?? ''] },
    seats: [{ name: 'Ada', characters: [pack.characters[0]?.id ?? ''] }, { name: 'Bruno', characters: [pack.characters[1]?.id ?? ''] }],
    slotName: 'Log over IPC',
    seed: 42,
  }))
}

describe('game:log over IPC', () => {
  it('C-D-11 a new host on the same folder answers the whole game\'s events, those each move answered, with the strings they name', async () => {
    const dir = await tempUserData()
    const first = await gameHost(dir)
    let g = await newGame(first)
    const answered: GameEvent[][] = []
    for (let i = 0; i < 12 && g.view.decision; i++) {
      g = continent(await first.call('game:command', { slotId: g.slotId, command: someCommand(g.view) }))
      answered.push(g.events)
    }
    expect((await first.call('game:log', { slotId: g.slotId })).batches.map((b) => b.events)).toEqual(answered)
    const second = await gameHost(dir)
    const log = await second.call('game:log', { slotId: g.slotId })
    expect(log.slotId).toBe(g.slotId)
    expect(log.batches.map((b) => b.events)).toEqual(answered)
    const named = log.batches.flatMap((b) => b.events).flatMap((e) => Object.values((e.names ?? {}) as Record<string, { title: string }>))
    expect(named.length).toBeGreaterThan(0)
    for (const n of named) expect(log.strings.en?.[n.title], n.title).toBeDefined()
    expect((await second.failure('game:log', { slotId: 'no-such-slot' })).code).toBe('not-found')
  })
})
