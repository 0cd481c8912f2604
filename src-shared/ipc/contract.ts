import { z } from 'zod'
import { settingsPatchSchema, type Settings } from './settings'
import { CHANNEL_NAMES, type ChannelNameList } from './channels'
import {
  duplicateSchema,
  gameCommandSchema,
  importSchema,
  newGameSchema,
  recoverSchema,
  renameSchema,
  restoreBackupSchema,
  slotRequestSchema,
  type BackupInfo,
  type ExportReply,
  type GameLogReply,
  type GameReply,
  type ImportReply,
  type PacksReply,
  type QuarantinedInfo,
  type SlotInfo,
} from './games'

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
  /** Opens the most recently played slot that can be read; `not-found` when there is none. */
  'app:continue': channel<z.ZodVoid, GameReply>(z.void()),
  'packs:list': channel<z.ZodVoid, PacksReply>(z.void()),
  /** Creates the game AND its save slot (every move is journaled from the first). */
  'game:new': channel<typeof newGameSchema, GameReply>(newGameSchema),
  /** The open game of that slot (opening it first when another slot or none is open). */
  'game:view': channel<typeof slotRequestSchema, GameReply>(slotRequestSchema),
  /** `rule-error` with the engine's message when the rules refuse the command. */
  'game:command': channel<typeof gameCommandSchema, GameReply>(gameCommandSchema),
  'game:undo': channel<typeof slotRequestSchema, GameReply>(slotRequestSchema),
  /** The whole game's log: the public events of every command, replayed from the command log (after a reload or Continue). */
  'game:log': channel<typeof slotRequestSchema, GameLogReply>(slotRequestSchema),
  'game:close': channel<typeof slotRequestSchema, null>(slotRequestSchema),
  'saves:list': channel<z.ZodVoid, SlotInfo[]>(z.void()),
  /** A damaged slot answers `save-error` with `save: { kind, message, quarantined, backups }`. */
  'saves:open': channel<typeof slotRequestSchema, GameReply>(slotRequestSchema),
  'saves:rename': channel<typeof renameSchema, null>(renameSchema),
  'saves:duplicate': channel<typeof duplicateSchema, { slotId: string }>(duplicateSchema),
  'saves:delete': channel<typeof slotRequestSchema, null>(slotRequestSchema),
  'saves:backups': channel<typeof slotRequestSchema, BackupInfo[]>(slotRequestSchema),
  'saves:restore-backup': channel<typeof restoreBackupSchema, null>(restoreBackupSchema),
  'saves:quarantined': channel<z.ZodVoid, QuarantinedInfo[]>(z.void()),
  /** "Try the newest backup" of a quarantined slot: a NEW slot. */
  'saves:recover': channel<typeof recoverSchema, { slotId: string }>(recoverSchema),
  /**
   * Shows a quarantined slot's folder in the file manager (Electron). Where the host cannot
   * (browser), `opened` is false and the reply carries the folder for the user to open.
   */
  'saves:open-quarantine-folder': channel<typeof recoverSchema, { opened: boolean; folder: string }>(recoverSchema),
  'saves:export': channel<typeof slotRequestSchema, ExportReply>(slotRequestSchema),
  'saves:import': channel<typeof importSchema, ImportReply>(importSchema),
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
