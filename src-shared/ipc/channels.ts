/**
 * The channel names alone, without zod: the sandboxed preload imports this list to
 * refuse unknown channels and must stay a tiny self-contained bundle. `contract.ts`
 * checks at compile time that this list and the contract's keys are the same set.
 */
export const CHANNEL_NAMES = [
  'app:info',
  'app:quit',
  'app:continue',
  'settings:get',
  'settings:update',
  'packs:list',
  'game:new',
  'game:view',
  'game:command',
  'game:undo',
  'game:log',
  'game:close',
  'saves:list',
  'saves:open',
  'saves:rename',
  'saves:duplicate',
  'saves:delete',
  'saves:backups',
  'saves:restore-backup',
  'saves:quarantined',
  'saves:recover',
  'saves:open-quarantine-folder',
  'saves:export',
  'saves:import',
] as const

export type ChannelNameList = (typeof CHANNEL_NAMES)[number]

/** True when `name` is one of the contract's channels (own names only, no prototype keys). */
export const isChannelName = (name: unknown): name is ChannelNameList =>
  typeof name === 'string' && (CHANNEL_NAMES as readonly string[]).includes(name)
