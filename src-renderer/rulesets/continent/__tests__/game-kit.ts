// Test helper: a fake host answering the game and save channels from a real engine game on the test pack.
import type { ChannelName } from '../../../../src-shared/ipc/contract'
import type { GameReplyOf, GameTotals, PackInfo, PacksReply, SlotInfo } from '../../../../src-shared/ipc/games'
import type { IpcResult } from '../../../../src-shared/ipc/result'
import type { ContinentCommand } from '../../../../src-shared/rulesets/continent'
import { testContent, type TestGame } from './test-pack'

export const settings = { language: 'en', animationSpeed: 1, reducedMotion: 'system', volume: 0.8, debug: false } as const

/** A host override whose stored settings have the debug tools on (the plain list of legal moves). */
export const debugOn = { 'settings:get': (): IpcResult<unknown> => ({ ok: true, value: { settings: { ...settings, debug: true } } }) }

/** packs:list for the test pack, the way main builds it (its one pack is a Continent pack). */
export function testPacks(): PacksReply & { packs: Extract<PackInfo, { ruleset: 'continent' }>[] } {
  const c = testContent()
  const byLocale = (key: string) => Object.fromEntries(Object.entries(c.strings).map(([l, table]) => [l, table[key] ?? key]))
  return {
    packs: [{
      id: c.manifest.id,
      version: c.manifest.version,
      source: 'built-in',
      title: byLocale(c.manifest.title),
      cardCount: Object.keys(c.cards).length,
      ruleset: 'continent',
      seats: { min: 1, max: 4 },
      setup: { curses: c.manifest.curses.map((x, i) => ({ id: x.id, title: byLocale(x.title), recommended: i === 0 })) },
      characters: Object.entries(c.characters).sort().map(([id, uid]) => {
        const card = c.cards[uid]
        return { id, name: byLocale(card?.type === 'character' ? card.title : id) }
      }),
    }],
    rejected: [{ folder: 'broken', source: 'user', problems: ['pack.json › id: required'] }],
  }
}

/** Whole-game totals the way main counts them (game-session.ts), from every batch the game played. */
export function totalsOf(game: TestGame): GameTotals {
  const all = game.batches.flatMap((b) => b.events)
  return {
    turns: all.filter((e) => e.type === 'turnEnded').length,
    actions: all.filter((e) => e.type === 'actionChosen').length,
    commands: game.batches.length,
  }
}

/** A GameReply over a real engine game (all strings sent: a test double, not main's filtered set). */
export function replyOf(game: TestGame, slotId = 'slot-1', events = game.events): GameReplyOf<'continent'> {
  const c = testContent()
  const view = game.view()
  return {
    slotId,
    slotName: 'Cinder run',
    packId: c.manifest.id,
    ruleset: 'continent',
    seats: view.players.map((p) => ({ seat: p.seat, character: p.character, characters: [p.character], name: `P${p.seat + 1}` })),
    view,
    events,
    strings: c.strings,
    extras: {
      curses: Object.fromEntries(c.manifest.curses.map((x) => [x.id, x.title])),
      characters: Object.fromEntries(Object.entries(c.characters).flatMap(([id, uid]) => { const card = c.cards[uid]; return card?.type === 'character' ? [[id, card.title]] : [] })),
      introduction: c.manifest.introduction ?? null,
    },
    undoable: 0,
    totals: totalsOf(game),
  }
}

export const slot = (patch: Partial<SlotInfo> = {}): SlotInfo => ({
  id: 'slot-1', name: 'Cinder run', ruleset: 'continent', packs: [{ id: 'continent-test', version: '0.1.0' }],
  players: ['bram', 'ines'], turns: 3, commands: 12, outcome: null, lastPlayed: '2026-11-20T10:00:00.000Z', ...patch,
})

/** Answers every channel; `over` overrides some. game:command plays on `game` with the real engine. */
export function hostAnswers(game: TestGame, over: Partial<Record<ChannelName, (payload: unknown) => IpcResult<unknown>>> = {}) {
  return (channel: ChannelName, payload: unknown): IpcResult<unknown> => {
    const custom = over[channel]
    if (custom) return custom(payload)
    switch (channel) {
      case 'settings:get': return { ok: true, value: { settings } }
      case 'app:info': return { ok: true, value: { name: 'Fogbound', version: '0.1.0', host: 'browser', platform: 'linux', userDataPath: '/u' } }
      case 'packs:list': return { ok: true, value: testPacks() }
      case 'saves:list': return { ok: true, value: [] }
      case 'saves:quarantined': return { ok: true, value: [] }
      case 'game:close': return { ok: true, value: null }
      case 'game:new':
      case 'game:view':
      case 'saves:open':
      case 'app:continue':
        return { ok: true, value: replyOf(game, 'slot-1', []) }
      // Main replays its command log; here the game's batches are that log (seq counts from 1).
      case 'game:log': return { ok: true, value: { slotId: 'slot-1', batches: game.batches.map((b) => ({ index: b.seq - 1, events: b.events })), strings: testContent().strings } }
      case 'game:command': {
        const { command } = payload as { command: ContinentCommand }
        try {
          game.play(command)
        } catch (e) {
          return { ok: false, error: { code: 'rule-error', message: e instanceof Error ? e.message : String(e) } }
        }
        return { ok: true, value: replyOf(game) }
      }
      default: return { ok: false, error: { code: 'unknown-channel', message: channel } }
    }
  }
}
