import { z } from 'zod'
import { settingsPatchSchema, type Settings } from './settings'
import { CHANNEL_NAMES, type ChannelNameList } from './channels'

/**
 * The whole renderer ↔ main contract, defined once. The preload bridge, the browser
 * host transport and the renderer's `api/` are all derived from this table, so a
 * channel cannot be called with the wrong shape from either side.
 *
 * `request` is the zod schema main parses every payload with; `reply` is a phantom
 * type carried only for TypeScript.
 */
export interface ChannelDef<Req extends z.ZodType, Reply> {
  request: Req
  reply: Reply
}

const channel = <Req extends z.ZodType, Reply>(request: Req): ChannelDef<Req, Reply> =>
  ({ request, reply: undefined as unknown as Reply })

export interface AppInfo {
  name: string
  version: string
  /** `electron` or `browser`: how the renderer is hosted. */
  host: 'electron' | 'browser'
  platform: string
  /** Where saves and settings live, for the README / About screen. */
  userDataPath: string
}

export interface SettingsReply {
  settings: Settings
  /** Set when the settings file was unreadable and defaults were used instead. */
  recoveredFrom?: string
}

export const contract = {
  'app:info': channel<z.ZodVoid, AppInfo>(z.void()),
  /** Electron: quits the app. Browser host: refused with `forbidden` (close the tab instead). */
  'app:quit': channel<z.ZodVoid, null>(z.void()),
  'settings:get': channel<z.ZodVoid, SettingsReply>(z.void()),
  'settings:update': channel<typeof settingsPatchSchema, SettingsReply>(settingsPatchSchema),
} as const

export type Contract = typeof contract
export type ChannelName = keyof Contract
export type RequestOf<C extends ChannelName> = z.input<Contract[C]['request']>
export type ParsedRequestOf<C extends ChannelName> = z.output<Contract[C]['request']>
export type ReplyOf<C extends ChannelName> = Contract[C]['reply']
export const channelNames: readonly ChannelName[] = CHANNEL_NAMES

// Compile-time guard: the zod-free list in channels.ts must name exactly the contract's keys.
type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const channelListMatchesContract: SameSet<ChannelName, ChannelNameList> = true
void channelListMatchesContract
