import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { GameReply, GameReplyOf } from '../../../src-shared/ipc/games'
import { packOf, replyOf } from '../../../src-shared/ipc/narrow'
import { gameHost, removeTempUserData, tempUserData } from './game-ipc-kit'

afterAll(removeTempUserData)

type Host = Awaited<ReturnType<typeof gameHost>>
const lantern = (r: GameReply): GameReplyOf<'lantern'> => replyOf(r, 'lantern')

async function newLantern(h: Host, options: Record<string, unknown> = {}): Promise<GameReplyOf<'lantern'>> {
  return lantern(await h.call('game:new', { packId: 'lantern-run', seats: [{ name: 'Ada', characters: ['wren'] }, { name: 'Bruno', characters: ['odo'] }], setup: {}, options, seed: 5, slotName: 'Lantern test' }))
}

/** Plays `n` moves a careful player would make (bank with 2 lights, else press on). */
async function play(h: Host, game: GameReplyOf<'lantern'>, n: number): Promise<GameReplyOf<'lantern'>> {
  let g = game
  for (let i = 0; i < n && g.view.outcome === null; i++) {
    const type = g.view.legal.includes('roll') ? 'roll' : g.view.haul >= 2 ? 'bank' : 'press'
    g = lantern(await h.call('game:command', { slotId: g.slotId, command: { type } }))
  }
  return g
}

// The seam's second tenant through the real dispatcher, game services and save store (issue #11).
describe('a second ruleset (Lantern Run) through IPC and saves', () => {
  it('packs:list offers its pack with its own seats model and setup, and game:new parses its own options', async () => {
    const h = await gameHost(await tempUserData())
    const { packs } = await h.call('packs:list', undefined)
    const found = packs.find((p) => p.id === 'lantern-run')
    if (!found) throw new Error('no lantern-run pack')
    const pack = packOf(found, 'lantern')
    expect(pack.seats).toEqual({ min: 1, max: 4 })
    expect(pack.setup).toEqual({ target: 15, turns: 6 })
    expect(pack.characters.map((c) => c.id)).toEqual(['odo', 'pell', 'sabine', 'wren'])
    const g = await newLantern(h, { bustAt: 2, sparkSurvives: true })
    expect(g.view.bustAt).toBe(2)
    // Another ruleset's option, or a value out of range, is refused by this ruleset's schema, naming the field.
    const wrong = await h.failure('game:new', { packId: 'lantern-run', seats: [{ name: 'A', characters: ['wren'] }], options: { halfStarRule: 'any' }, slotName: 'x' })
    expect(wrong).toMatchObject({ code: 'bad-request', issues: [{ path: 'options.halfStarRule' }] })
    const range = await h.failure('game:new', { packId: 'lantern-run', seats: [{ name: 'A', characters: ['wren'] }], options: { bustAt: 9 }, slotName: 'x' })
    expect(range).toMatchObject({ code: 'bad-request', issues: [{ path: 'options.bustAt' }] })
    const continentCommand = await h.failure('game:command', { slotId: g.slotId, command: { type: 'chooseActive', seat: 0 } })
    expect(continentCommand.code).toBe('bad-request')
  })

  it('a game is journaled, saved, closed and reopened by another process to the same view, totals and undo limit', async () => {
    const dir = await tempUserData()
    const first = await gameHost(dir, { saveEvery: 3 })
    const played = await play(first, await newLantern(first), 9)
    await first.services.close()
    const second = await gameHost(dir)
    const again = lantern(await second.call('game:view', { slotId: played.slotId }))
    expect(again.view).toEqual(played.view)
    expect(again.totals).toEqual(played.totals)
    expect(again.undoable).toBe(played.undoable)
    const [slot] = await second.call('saves:list', undefined)
    expect(slot).toMatchObject({ ruleset: 'lantern', players: ['wren', 'odo'], thumbnail: { ruleset: 'lantern', data: { banked: played.view.banked, target: 15, turnsUsed: played.view.turnsUsed, turns: 6 } } })
    const save = JSON.parse(await readFile(join(dir, 'saves', played.slotId, 'save.json'), 'utf8')) as { ruleset: string; rulesetFormat: number; formatVersion: number }
    expect(save).toMatchObject({ ruleset: 'lantern', rulesetFormat: 1 })
  })

  it('an older save envelope of this ruleset migrates, and a tampered one is quarantined untouched', async () => {
    const dir = await tempUserData()
    const h = await gameHost(dir, { saveEvery: 1 })
    const played = await play(h, await newLantern(h), 6)
    await h.call('game:close', { slotId: played.slotId })
    const file = join(dir, 'saves', played.slotId, 'save.json')
    const current = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown> & { marks?: unknown }
    // Format 3 had no per-command marks: the envelope's own migration adds them on load.
    const { marks: _marks, ...rest } = current
    const format3 = { ...rest, formatVersion: 3 }
    await writeFile(file, JSON.stringify(format3))
    const reopened = lantern(await h.call('saves:open', { slotId: played.slotId }))
    expect(reopened.view).toEqual(played.view)
    await h.call('game:close', { slotId: played.slotId })
    const tampered = JSON.parse(await readFile(file, 'utf8')) as { commands: { type: string }[] }
    tampered.commands[0] = { type: 'bank' }
    await writeFile(file, JSON.stringify(tampered))
    const e = await h.failure('saves:open', { slotId: played.slotId })
    expect(e.code).toBe('save-error')
    expect(e.save?.quarantined).toMatch(new RegExp(`^${played.slotId}-`))
  })
})
