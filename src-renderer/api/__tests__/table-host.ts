// Test helper for every ruleset's table tests: a fake host answering the channels the Table page
// asks for from a live game on the real engine, the way main does (game:command plays the command,
// game:log returns the batches of public events so far).
import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { ChannelName } from '../../../src-shared/ipc/contract'
import type { IpcResult } from '../../../src-shared/ipc/result'

/** A live game as a table test drives it: its reply as main would send it, and the events of each command. */
export interface HostedGame<C> {
  readonly batches: readonly GameEvent[][]
  /** The pack's strings game:log carries. */
  readonly strings: unknown
  play(command: C): GameEvent[]
  reply(events?: GameEvent[]): unknown
}

const settings = { language: 'en', animationSpeed: 1, reducedMotion: 'system', volume: 0, debug: false }

/** Answers the Table page's channels from `game`; a refused command is a `rule-error` as main answers it. */
export function tableHost<C>(game: HostedGame<C>, language: 'en' | 'it' = 'en') {
  return (channel: ChannelName, payload: unknown): IpcResult<unknown> => {
    switch (channel) {
      case 'settings:get': return { ok: true, value: { settings: { ...settings, language } } }
      case 'app:info': return { ok: true, value: { name: 'Fogbound', version: '0.1.0', host: 'browser', platform: 'linux', userDataPath: '/u' } }
      case 'game:view':
      case 'saves:open': return { ok: true, value: game.reply() }
      case 'game:close': return { ok: true, value: null }
      case 'game:log': return { ok: true, value: { slotId: 'slot-1', batches: game.batches.map((events, index) => ({ index, events })), strings: game.strings } }
      case 'game:command': {
        const { command } = payload as { command: C }
        try {
          return { ok: true, value: game.reply(game.play(command)) }
        } catch (e) {
          return { ok: false, error: { code: 'rule-error', message: e instanceof Error ? e.message : String(e) } }
        }
      }
      default: return { ok: false, error: { code: 'unknown-channel', message: channel } }
    }
  }
}
