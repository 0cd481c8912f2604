import { contentOf } from '../../../../src-shared/pack-formats'
import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CardDatabase } from '../../cards/card-database'
import { folderContentSource } from '../../saves'
import { makeStore, removeTemps } from '../../saves/__tests__/save-test-kit'
import { isRuleError } from '../../../../src-shared/engine'
import { DEFAULT_SETTINGS, type ContinentCommand } from '../../../../src-shared/rulesets/continent'
import { GameManager, GameManagerError, type NewGameInput } from '../game-manager'
import { replyOf } from '../../../../src-shared/ipc/narrow'
import { publicStrings } from '../../../../src-shared/rulesets/continent/public-strings'
import { GameSession } from '../game-session'

const PACKS = join(import.meta.dirname, '../../../../fixtures/packs')

afterAll(removeTemps)

async function manager() {
  const cards = await CardDatabase.load({ builtInDir: PACKS })
  const content = folderContentSource([PACKS])
  const { store, savesDir } = await makeStore({ content })
  return { games: new GameManager({ cards, saves: store, content, newSeed: () => 11 }), cards, store, savesDir }
}

function input(cards: CardDatabase, patch: Partial<NewGameInput> = {}): NewGameInput {
  const content = contentOf(cards.content('continent-test'), 'continent')
  const [a, b] = Object.keys(content.characters).sort()
  return {
    packId: 'continent-test',
    setup: { curses: [content.manifest.curses[0]?.id ?? ''], mode: 'normal' },
    seats: [{ name: 'Ada', characters: [a ?? ''] }, { name: 'Bruno', characters: [b ?? ''] }],
    options: {},
    slotName: 'Run',
    ...patch,
  }
}

describe('GameManager', () => {
  it('keeps at most one open game: starting another saves and closes the first (its journal folded into save.json)', async () => {
    const { games, cards, savesDir } = await manager()
    const first = await games.newGame(input(cards))
    await games.command(first.slotId, { type: 'chooseActive', seat: 0 })
    expect((await readFile(join(savesDir, first.slotId, 'journal.ndjson'), 'utf8')).trim()).not.toBe('')
    const second = await games.newGame(input(cards, { slotName: 'Second' }))
    expect(games.openSlot).toBe(second.slotId)
    expect(await readFile(join(savesDir, first.slotId, 'journal.ndjson'), 'utf8')).toBe('')
    const saved = JSON.parse(await readFile(join(savesDir, first.slotId, 'save.json'), 'utf8')) as { commands: unknown[]; settings: { playerNames?: string[] } }
    expect(saved.commands).toHaveLength(1)
    expect(saved.settings.playerNames).toEqual(['Ada', 'Bruno'])
  })

  it('a command for another slot switches to it; close of a slot that is not open changes nothing', async () => {
    const { games, cards } = await manager()
    const a = await games.newGame(input(cards, { slotName: 'A' }))
    const b = await games.newGame(input(cards, { slotName: 'B' }))
    const played = await games.command(a.slotId, { type: 'chooseActive', seat: 1 })
    expect(played.slotName).toBe('A')
    expect(replyOf(played, 'continent').view.active).toBe(1)
    expect(games.openSlot).toBe(a.slotId)
    await games.close(b.slotId)
    expect(games.openSlot).toBe(a.slotId)
    await games.close(a.slotId)
    expect(games.openSlot).toBeUndefined()
  })

  it('two quick commands are played one after the other, never interleaved', async () => {
    const { games, cards } = await manager()
    const g = await games.newGame(input(cards))
    const [one, two] = await Promise.allSettled([
      games.command(g.slotId, { type: 'chooseActive', seat: 0 }),
      games.command(g.slotId, { type: 'chooseActive', seat: 1 }),
    ])
    expect(one.status).toBe('fulfilled')
    // The second arrives after the first changed the phase: the rules refuse it, with their reason.
    expect(two.status).toBe('rejected')
    if (two.status === 'rejected') expect(two.reason).toBeInstanceOf(GameManagerError)
  })

  it('uses the seed given, or a new one, and the rule options over the recommended readings', async () => {
    const { games, cards, savesDir } = await manager()
    const given = await games.newGame(input(cards, { seed: 5, options: { halfStarRule: 'any' }, setup: { curses: [contentOf(cards.content('continent-test'), 'continent').manifest.curses[0]?.id ?? ''], mode: 'easy' } }))
    expect(replyOf(given, 'continent').view.mode).toBe('easy')
    const read = async (id: string) => JSON.parse(await readFile(join(savesDir, id, 'save.json'), 'utf8')) as { seed: number; settings: { settings: Record<string, unknown> } }
    const saved = await read(given.slotId)
    expect(saved.seed).toBe(5)
    expect(saved.settings.settings).toMatchObject({ halfStarRule: 'any', lockedAllowsEventsAndQuestItems: false, itemActionAndEffectsCost: 1, maxBoardCards: null, keepFireOnResume: false })
    const drawn = await games.newGame(input(cards))
    expect((await read(drawn.slotId)).seed).toBe(11)
  })

  it('publicStrings keeps the text of every card not in the view out', async () => {
    const { cards } = await manager()
    const content = contentOf(cards.content('continent-test'), 'continent')
    const strings = publicStrings(content, { cards: {} })
    const adventureTitles = Object.values(content.cards).flatMap((c) => (c.type === 'adventure' ? [c.title] : []))
    expect(adventureTitles.length).toBeGreaterThan(0)
    for (const key of adventureTitles) expect(strings.en?.[key], key).toBeUndefined()
    for (const c of content.manifest.curses) expect(strings.en?.[c.title]).toBeTruthy()
  })

  it('every reply carries the whole game\'s totals: after commands, after an undo, and after the slot is opened again', async () => {
    const { games, cards } = await manager()
    const given = input(cards)
    const g = await games.newGame(given)
    expect(g.totals).toEqual({ turns: 0, actions: 0, commands: 0 })
    // The same game, uninterrupted, beside the manager's (same config and seed: the manager's newSeed is 11).
    const content = contentOf(cards.content('continent-test'), 'continent')
    const config = { characters: given.seats.map((x) => x.characters[0] ?? ''), curses: given.setup.curses as string[], mode: 'normal' as const, settings: { ...DEFAULT_SETTINGS } }
    const twin = GameSession.create({ module: continentModule, content, packs: [], config, seed: 11 })
    if (isRuleError(twin)) throw new Error(twin.message)
    let reply = g
    let undone = false
    for (let i = 0; i < 60 && twin.state.outcome === null; i++) {
      const plain = twin.legalCommands().filter((c) => c.type !== 'join' && c.type !== 'leave' && c.type !== 'rulesSave')
      const cmd = plain[(i * 5) % plain.length] as ContinentCommand
      await twin.apply(cmd)
      reply = await games.command(g.slotId, cmd)
      expect(reply.totals).toEqual(twin.totals)
      if (!undone && reply.undoable > 0 && reply.events.some((e) => e.type === 'actionChosen')) {
        undone = true
        await twin.undo()
        reply = await games.undo(g.slotId)
        expect(reply.totals).toEqual(twin.totals)
      }
    }
    expect(undone).toBe(true)
    expect(reply.totals.actions).toBeGreaterThan(0)
    expect(reply.totals.turns).toBeGreaterThan(0)
    expect(reply.totals.commands).toBe(twin.commands.length)
    await games.close(g.slotId)
    const reopened = await games.open(g.slotId)
    expect(reopened.totals).toEqual(twin.totals)
    expect((await games.view(g.slotId)).totals).toEqual(twin.totals)
  })
  it('Continue opens the most recently played game that is not finished, and says so when every game is', async () => {
    const { games, cards, store } = await manager()
    const given = input(cards, { slotName: 'Unfinished' })
    const unfinished = await games.newGame(given)
    await games.command(unfinished.slotId, { type: 'chooseActive', seat: 0 })
    // Played to its end after the other one, so it is the most recently played slot.
    const ended = await games.newGame(input(cards, { slotName: 'Ended' }))
    const content = contentOf(cards.content('continent-test'), 'continent')
    const config = { characters: given.seats.map((x) => x.characters[0] ?? ''), curses: given.setup.curses as string[], mode: 'normal' as const, settings: { ...DEFAULT_SETTINGS } }
    const twin = GameSession.create({ module: continentModule, content, packs: [], config, seed: 11 })
    if (isRuleError(twin)) throw new Error(twin.message)
    for (let i = 0; i < 2000 && twin.state.outcome === null; i++) {
      const plain = twin.legalCommands().filter((c) => c.type !== 'join' && c.type !== 'leave' && c.type !== 'rulesSave')
      const cmd = plain[(i * 7) % plain.length] as ContinentCommand
      await twin.apply(cmd)
      await games.command(ended.slotId, cmd)
    }
    expect(twin.state.outcome).not.toBeNull()
    await games.close(ended.slotId)
    const slots = await store.list()
    expect(slots[0]?.id).toBe(ended.slotId)
    expect(slots[0]?.outcome).not.toBeNull()

    const continued = await games.continue()
    expect(continued.slotId).toBe(unfinished.slotId)
    expect(continued.slotName).toBe('Unfinished')

    await games.close(unfinished.slotId)
    await store.delete(unfinished.slotId)
    await expect(games.continue()).rejects.toMatchObject({ kind: 'not-found' })
  })
})
