import { contentOf } from '../../../src-shared/pack-formats'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { GameReply, GameReplyOf, NewGameRequest } from '../../../src-shared/ipc/games'
import { packOf, replyOf } from '../../../src-shared/ipc/narrow'
import { gameHost, removeTempUserData, someCommand, tempUserData } from './game-ipc-kit'

afterAll(removeTempUserData)

type Host = Awaited<ReturnType<typeof gameHost>>

/** The Continent test pack's reply (every game of this file is one). */
const continent = (reply: GameReply): ContinentReply => replyOf(reply, 'continent')
type ContinentReply = GameReplyOf<'continent'>

async function newGame(h: Host, patch: Partial<NewGameRequest> = {}): Promise<ContinentReply> {
  const { packs } = await h.call('packs:list', undefined)
  const found = packs[0]
  if (!found) throw new Error('no pack loaded')
  const pack = packOf(found, 'continent')
  return continent(await h.call('game:new', {
    packId: pack.id,
    setup: { curses: [pack.setup.curses[0]?.id ?? ''] },
    seats: [{ name: 'Ada', characters: [pack.characters[0]?.id ?? ''] }, { name: 'Bruno', characters: [pack.characters[1]?.id ?? ''] }],
    slotName: 'Test game',
    seed: 42,
    ...patch,
  }))
}


async function play(h: Host, game: ContinentReply, n: number): Promise<ContinentReply> {
  let g = game
  for (let i = 0; i < n && g.view.decision; i++) g = continent(await h.call('game:command', { slotId: g.slotId, command: someCommand(g.view) }))
  return g
}

describe('games over IPC (real packs, real saves folder, real engine)', () => {
  it('packs:list gives titles, curses (first recommended) and characters, and lists a broken user pack with its problems', async () => {
    const dir = await tempUserData()
    await mkdir(join(dir, 'packs', 'broken-pack'), { recursive: true })
    await writeFile(join(dir, 'packs', 'broken-pack', 'pack.json'), '{ "id": "broken-pack" ')
    const h = await gameHost(dir)
    const reply = await h.call('packs:list', undefined)
    expect(reply.packs.map((p) => [p.id, p.ruleset])).toEqual([['continent-test', 'continent'], ['island-test', 'island'], ['lantern-run', 'lantern'], ['saga-test', 'saga']])
    const pack = reply.packs[0] === undefined ? undefined : packOf(reply.packs[0], 'continent')
    expect(pack?.title.en).toMatch(/Cinder Vale/)
    expect(pack?.setup.curses.filter((c) => c.recommended)).toHaveLength(1)
    expect(pack?.setup.curses[0]?.recommended).toBe(true)
    expect(pack?.characters.length).toBeGreaterThanOrEqual(2)
    expect(pack?.characters[0]?.name.it).toBeTruthy()
    expect(reply.rejected).toHaveLength(1)
    expect(reply.rejected[0]?.folder).toBe('broken-pack')
    expect(reply.rejected[0]?.problems.length).toBeGreaterThan(0)
  })

  it('game:new creates the game and its slot at once; the view shows the starting terrain and the seats', async () => {
    const dir = await tempUserData()
    const h = await gameHost(dir)
    const g = await newGame(h)
    expect(g.slotName).toBe('Test game')
    expect(g.seats.map((s) => s.name)).toEqual(['Ada', 'Bruno'])
    expect(g.view.board.some((b) => b.face === 'up')).toBe(true)
    expect(g.view.decision?.phase).toBe('chooseActive')
    expect(existsSync(join(dir, 'saves', g.slotId, 'save.json'))).toBe(true)
    const list = await h.call('saves:list', undefined)
    expect(list.map((s) => s.id)).toEqual([g.slotId])
    expect(list[0]?.name).toBe('Test game')
  })

  it('game:new refused by the rules (same character twice) is a rule-error and creates no slot', async () => {
    const dir = await tempUserData()
    const h = await gameHost(dir)
    const { packs } = await h.call('packs:list', undefined)
    const c = packs[0]?.characters[0]?.id ?? ''
    const e = await h.failure('game:new', { packId: 'continent-test', setup: { curses: [packs[0] && packOf(packs[0], 'continent').setup.curses[0]?.id] }, seats: [{ name: 'A', characters: [c] }, { name: 'B', characters: [c] }], slotName: 'x' })
    expect(e.code).toBe('rule-error')
    expect(e.message).toMatch(/different character/)
    expect(await h.call('saves:list', undefined)).toEqual([])
    expect((await h.failure('game:new', { packId: 'no-such-pack', setup: { curses: ['a'] }, seats: [{ name: 'A', characters: [c] }], slotName: 'x' })).code).toBe('not-found')
  })

  it('game:command plays through the journal; a refused command answers rule-error with the engine message', async () => {
    const dir = await tempUserData()
    const h = await gameHost(dir)
    const g0 = await newGame(h)
    const g1 = continent(await h.call('game:command', { slotId: g0.slotId, command: someCommand(g0.view) }))
    expect(g1.view.decision?.phase).toBe('chooseAction')
    expect(g1.events.length).toBeGreaterThan(0)
    const journal = await readFile(join(dir, 'saves', g0.slotId, 'journal.ndjson'), 'utf8')
    expect(journal.trim().split('\n')).toHaveLength(1)
    const refused = await h.failure('game:command', { slotId: g0.slotId, command: { type: 'endItems' } })
    expect(refused.code).toBe('rule-error')
    expect(refused.message.length).toBeGreaterThan(0)
    const undone = continent(await h.call('game:undo', { slotId: g0.slotId }))
    expect(undone.view).toEqual(g0.view)
  })

  it('a new host on the same folder continues the exact game (app:continue), and game:view reopens a slot by id', async () => {
    const dir = await tempUserData()
    const first = await gameHost(dir)
    const played = await play(first, await newGame(first), 4)
    const second = await gameHost(dir)
    const resumed = continent(await second.call('app:continue', undefined))
    expect(resumed.slotId).toBe(played.slotId)
    expect(resumed.view).toEqual(played.view)
    expect(resumed.seats).toEqual(played.seats)
    const third = await gameHost(dir)
    expect((continent(await third.call('game:view', { slotId: played.slotId }))).view).toEqual(played.view)
    expect((await (await gameHost(await tempUserData())).failure('app:continue', undefined)).code).toBe('not-found')
  })

  it('export (browser host: file content) then import gives an identical game in a new slot', async () => {
    const h = await gameHost(await tempUserData())
    const played = await play(h, await newGame(h), 5)
    const exported = await h.call('saves:export', { slotId: played.slotId })
    if (exported.kind !== 'download') throw new Error(`expected a download, got ${exported.kind}`)
    expect(exported.fileName).toBe('test-game.fogbound')
    const other = await gameHost(await tempUserData())
    const imported = await other.call('saves:import', { content: exported.content })
    if (imported.kind !== 'imported') throw new Error('not imported')
    const copy = continent(await other.call('game:view', { slotId: imported.slotId }))
    expect(copy.view).toEqual(played.view)
    expect(copy.seats).toEqual(played.seats)
    const bad = await other.failure('saves:import', { content: '{"format":"something else"}' })
    expect(bad.code).toBe('save-error')
    expect(bad.save?.kind).toBe('not-a-save')
  })

  it('Electron: export and import go through main-process dialogs (a path never comes from the renderer)', async () => {
    const dir = await tempUserData()
    const file = join(dir, 'out.fogbound')
    const chosen: string[] = []
    const h = await gameHost(dir, {
      fileDialogs: {
        chooseExportFile: (name) => { chosen.push(name); return Promise.resolve(file) },
        chooseImportFile: () => Promise.resolve(file),
      },
    })
    const g = await newGame(h)
    expect(await h.call('saves:export', { slotId: g.slotId })).toEqual({ kind: 'file', fileName: 'out.fogbound' })
    expect(chosen).toEqual(['test-game.fogbound'])
    const imported = await h.call('saves:import', {})
    expect(imported.kind).toBe('imported')
    expect(await h.call('saves:list', undefined)).toHaveLength(2)
  })

  it('rename, duplicate, backups, restore-backup and delete (to <userData>/trash)', async () => {
    const dir = await tempUserData()
    const h = await gameHost(dir, { saveEvery: 1 })
    const g = await play(h, await newGame(h), 3)
    await h.call('saves:rename', { slotId: g.slotId, name: 'Renamed' })
    expect((await h.call('game:view', { slotId: g.slotId })).slotName).toBe('Renamed')
    const { slotId: copyId } = await h.call('saves:duplicate', { slotId: g.slotId })
    const copy = continent(await h.call('saves:open', { slotId: copyId }))
    expect(copy.view).toEqual(g.view)
    expect(copy.slotName).toBe('Renamed (copy)')
    const backups = await h.call('saves:backups', { slotId: g.slotId })
    expect(backups.length).toBeGreaterThan(0)
    const oldest = backups.at(-1)
    if (!oldest) throw new Error('no backup')
    await h.call('saves:restore-backup', { slotId: g.slotId, backup: oldest.name })
    const restored = continent(await h.call('saves:open', { slotId: g.slotId }))
    expect(restored.view).not.toEqual(g.view)
    await h.call('saves:delete', { slotId: copyId })
    expect((await h.call('saves:list', undefined)).map((s) => s.id)).toEqual([g.slotId])
    expect((await readdir(join(dir, 'trash'))).some((n) => n.startsWith(copyId))).toBe(true)
    expect((await h.failure('saves:delete', { slotId: copyId })).code).toBe('not-found')
  })

  it('a damaged slot answers save-error with kind, quarantine folder and backups; recover makes a new slot from the newest backup', async () => {
    const dir = await tempUserData()
    const h = await gameHost(dir, { saveEvery: 1 })
    const g = await play(h, await newGame(h), 3)
    await h.call('game:close', { slotId: g.slotId })
    await writeFile(join(dir, 'saves', g.slotId, 'save.json'), '{ truncated')
    const e = await h.failure('saves:open', { slotId: g.slotId })
    expect(e.code).toBe('save-error')
    expect(e.save?.kind).toBe('not-json')
    expect(e.save?.quarantined).toMatch(new RegExp(`^${g.slotId}-`))
    expect(e.save?.quarantined).not.toContain('/')
    expect(e.save?.backups).toBeGreaterThan(0)
    const quarantined = await h.call('saves:quarantined', undefined)
    expect(quarantined).toHaveLength(1)
    expect(quarantined[0]?.reason).toMatch(/not-json/)
    const { slotId } = await h.call('saves:recover', { name: quarantined[0]?.name ?? '' })
    const recovered = continent(await h.call('saves:open', { slotId }))
    expect(recovered.view.board.length).toBeGreaterThan(0)
    expect(recovered.seats.map((s) => s.name)).toEqual(['Ada', 'Bruno'])
  })

  it('the folder of a quarantined slot opens by name only: Electron shows it, the browser host says where it is', async () => {
    const dir = await tempUserData()
    const opened: string[] = []
    const h = await gameHost(dir, { saveEvery: 1, openFolder: async (path) => void opened.push(path) })
    const g = await play(h, await newGame(h), 2)
    await h.call('game:close', { slotId: g.slotId })
    await writeFile(join(dir, 'saves', g.slotId, 'save.json'), '')
    const name = (await h.failure('saves:open', { slotId: g.slotId })).save?.quarantined ?? ''
    const reply = await h.call('saves:open-quarantine-folder', { name })
    expect(reply).toEqual({ opened: true, folder: join(dir, 'saves', 'quarantine', name) })
    expect(opened).toEqual([reply.folder])

    const browser = await gameHost(dir)
    expect(await browser.call('saves:open-quarantine-folder', { name })).toEqual({ opened: false, folder: reply.folder })
    // Names only: a path, a traversal or an unknown name never reaches the file system.
    expect((await browser.failure('saves:open-quarantine-folder', { name: '../saves' })).code).toBe('bad-request')
    expect((await browser.failure('saves:open-quarantine-folder', { name: 'no-such-slot-1' })).save?.kind).toBe('not-found')
  })

  it('the strings sent with a view never include the text of a card that is not face up (C-D-2)', async () => {
    const h = await gameHost(await tempUserData())
    const g = await newGame(h)
    const content = contentOf(h.services.cards.content('continent-test'), 'continent')
    const hidden = Object.values(content.cards).filter((c) => c.type === 'adventure' && !(c.uid in g.view.cards))
    expect(hidden.length).toBeGreaterThan(0)
    const sent = new Set(Object.keys(g.strings.en ?? {}))
    const leaked = hidden.filter((c) => c.type === 'adventure' && sent.has(c.title) && !Object.values(g.view.cards).some((v) => JSON.stringify(v).includes(`"${c.title}"`)))
    expect(leaked.map((c) => c.uid)).toEqual([])
    const firstTerrain = g.view.board.find((b) => b.face === 'up')
    if (firstTerrain?.face !== 'up') throw new Error('no face-up terrain')
    const card = g.view.cards[firstTerrain.uid]
    if (!card || card.type === 'character') throw new Error('no terrain card in the view')
    expect(sent.has((card as { title: string }).title)).toBe(true)
  })
})

describe('bad payloads on the game and save channels name the field', () => {
  const setup = { curses: ['the-drowned-bell'] }
  const seat = { name: 'A', characters: ['bram'] }
  it.each([
    ['game:new', { packId: 'continent-test', setup, seats: [{ name: '', characters: ['bram'] }], slotName: 's' }, 'seats.0.name'],
    ['game:new', { packId: 'continent-test', setup, seats: [], slotName: 's' }, 'seats'],
    ['game:new', { packId: 'continent-test', setup, seats: [seat], slotName: 's', options: { halfStarRule: 'diagonal' } }, 'options.halfStarRule'],
    ['game:new', { packId: 'continent-test', setup, seats: [seat], slotName: 's', options: { noSuchRule: true } }, 'options.noSuchRule'],
    ['game:new', { packId: 'continent-test', setup: { curses: [] }, seats: [seat], slotName: 's' }, 'setup.curses'],
    ['game:new', { packId: 'continent-test', setup: { ...setup, mode: 'nightmare' }, seats: [seat], slotName: 's' }, 'setup.mode'],
    ['game:new', { packId: '../evil', setup, seats: [seat], slotName: 's' }, 'packId'],
    ['game:command', { slotId: '../abc', command: { type: 'cancel' } }, 'slotId'],
    ['game:command', { slotId: 'abc', command: { tradeOff: 1 } }, 'command.type'],
    ['saves:open', { slotId: '../../etc/passwd' }, 'slotId'],
    ['saves:import', { path: '/etc/passwd' }, 'path'],
    ['saves:restore-backup', { slotId: 'abc', backup: '../save.json' }, 'backup'],
    ['saves:rename', { slotId: 'abc', name: '   ' }, 'name'],
  ])('%s %j → bad-request at %s', async (channel, payload, path) => {
    const h = await gameHost(await tempUserData())
    const e = await h.failure(channel, payload)
    expect(e.code).toBe('bad-request')
    expect(e.issues?.map((i) => i.path)).toContain(path)
    expect(e.message).toContain(path)
  })

  it.each([
    [{ type: 'setCost', tradeOff: -1, extra: 0 }, 'command.tradeOff'],
    [{ type: 'fly' }, 'command.type'],
  ])("game:command %j in a real game → bad-request at %s from the slot's ruleset's command schema, and nothing is played", async (command, path) => {
    const h = await gameHost(await tempUserData())
    const game = await newGame(h)
    const e = await h.failure('game:command', { slotId: game.slotId, command })
    expect(e.code).toBe('bad-request')
    expect(e.issues?.map((i) => i.path)).toContain(path)
    expect(e.message).toContain(path)
    expect((await h.call('game:view', { slotId: game.slotId })).totals.commands).toBe(0)
  })
})
