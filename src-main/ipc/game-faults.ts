import { basename } from 'node:path'
import type { IpcErrorCode } from '../../src-shared/ipc/result'
import { diskErrorMessage, isDiskError } from '../services/fs/disk-error'
import { GameManagerError } from '../services/games/game-manager'
import { SaveError } from '../services/saves'
import { IpcFault } from './handler'

const SAVE_CODES: Partial<Record<SaveError['kind'], IpcErrorCode>> = {
  'not-found': 'not-found',
  'bad-id': 'bad-request',
  io: 'io-error',
}

/** The typed IPC error for a failure of the games or saves services (anything else is rethrown as is). */
export function toFault(error: unknown): unknown {
  if (error instanceof SaveError) {
    return new IpcFault(SAVE_CODES[error.kind] ?? 'save-error', error.message, {
      kind: error.kind,
      message: error.message,
      // Only the quarantine folder's name crosses IPC (it is what saves:recover takes), never a path.
      ...(error.quarantinedTo === undefined ? {} : { quarantined: basename(error.quarantinedTo) }),
      ...(error.backups === undefined ? {} : { backups: error.backups }),
    })
  }
  if (error instanceof GameManagerError) {
    // The engine accepted the move but the disk refused it: a disk problem, not a rules one.
    const code = error.rule?.code === 'save-failed' ? 'io-error' : error.kind
    return new IpcFault(code, error.message, undefined, error.issues)
  }
  if (isDiskError(error)) return new IpcFault('io-error', diskErrorMessage(error, 'Fogbound could not read or write its files'))
  return error
}

/** Runs a service call and turns its known failures into typed IPC errors. */
export async function guarded<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw toFault(error)
  }
}
