import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CardDatabase } from '../../cards/card-database'
import { folderContentSource } from '../../saves'
import { makeStore, removeTemps } from '../../saves/__tests__/save-test-kit'
import { GameManager, GameManagerError, publicStrings, type NewGameInput } from '../game-manager'

const PACKS = join(import.meta.dirname, '../../../../fixtures/packs')

afterAll(removeTemps)

async function manager() {
  const cards = await CardDatabase.load({ builtInDir: PACKS })
  const content = folderContentSource([PACKS])
  const { store, savesDir } = await makeStore({ content })
  return { games: new GameManager({ cards, saves: store, content, newSeed: () => 11 }), cards, store, savesDir }
}

function input(cards: CardDatabase, patch: Partial<NewGameInput> = {}): NewGameInput {
  const content = cards.content('continent-test')
  const [a, b] = Object.keys(content.characters).sort()
  return {
    packId: 'continent-test',
    curses: [content.manifest.curses[0]?.id ?? ''],
    seats: [{ name: 'Ada', character: a ?? '' }, { name: 'Bruno', character: b ?? '' }],
    mode: 'normal',
    settings: {},
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
    expect(played.view.active).toBe(1)
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
    const given = await games.newGame(input(cards, { seed: 5, settings: { halfStarRule: 'any' }, mode: 'easy' }))
    expect(given.view.mode).toBe('easy')
    const read = async (id: string) => JSON.parse(await readFile(join(savesDir, id, 'save.json'), 'utf8')) as { seed: number; settings: { settings: Record<string, unknown> } }
    const saved = await read(given.slotId)
    expect(saved.seed).toBe(5)
    expect(saved.settings.settings).toMatchObject({ halfStarRule: 'any', lockedAllowsEventsAndQuestItems: false, itemActionAndEffectsCost: 1, maxBoardCards: null, keepFireOnResume: false })
    const drawn = await games.newGame(input(cards))
    expect((await read(drawn.slotId)).seed).toBe(11)
  })

  it('publicStrings keeps the text of every card not in the view out', async () => {
    const { cards } = await manager()
    const content = cards.content('continent-test')
    const strings = publicStrings(content, { cards: {} })
    const adventureTitles = Object.values(content.cards).flatMap((c) => (c.type === 'adventure' ? [c.title] : []))
    expect(adventureTitles.length).toBeGreaterThan(0)
    for (const key of adventureTitles) expect(strings.en?.[key], key).toBeUndefined()
    for (const c of content.manifest.curses) expect(strings.en?.[c.title]).toBeTruthy()
  })
})
