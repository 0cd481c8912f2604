import type { ChannelName } from '../../src-shared/ipc/contract'

/** What a channel was doing when the disk failed, in the player's words (the start of an io-error message). */
const WHAT_FAILED: Partial<Record<ChannelName, string>> = {
  'settings:get': 'The settings could not be read',
  'settings:update': 'The settings could not be saved',
  'game:new': 'The new game could not be saved',
  'game:command': 'The move could not be saved',
  'game:undo': 'The undo could not be saved',
  'game:close': 'The game could not be saved',
  'saves:list': 'The saves could not be listed',
  'saves:open': 'The save could not be opened',
  'saves:rename': 'The save could not be renamed',
  'saves:duplicate': 'The save could not be copied',
  'saves:delete': 'The save could not be moved to the trash',
  'saves:restore-backup': 'The backup could not be restored',
  'saves:recover': 'The backup could not be recovered',
  'saves:export': 'The save could not be exported',
  'saves:import': 'The save could not be imported',
}

export function whatFailed(channel: ChannelName): string {
  return WHAT_FAILED[channel] ?? 'Fogbound could not read or write its files'
}
