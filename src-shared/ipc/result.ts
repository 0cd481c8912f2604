/**
 * Every IPC call answers with a result object instead of throwing: Electron turns a
 * thrown error into an untyped string, and the browser host would lose it entirely.
 */
export type IpcErrorCode =
  | 'bad-request' // the payload failed its zod schema
  | 'unknown-channel'
  | 'forbidden' // wrong sender frame, missing host token
  | 'not-found'
  | 'rule-error' // the engine refused a command
  | 'io-error'
  | 'save-error' // a save could not be used; `save` says why
  | 'internal'

export interface IpcIssue {
  /** Dotted JSON path of the offending field, `""` for the payload itself. */
  path: string
  message: string
}

/** Why a save slot could not be used (the saves service's error kinds). */
export interface SaveProblem {
  kind: string
  message: string
  /** Folder name under quarantine/ when the slot was moved there (never a full path). */
  quarantined?: string
  /** Backups the damaged slot has: the UI offers "try the newest backup" when > 0. */
  backups?: number
}

export interface IpcError {
  code: IpcErrorCode
  message: string
  issues?: IpcIssue[]
  save?: SaveProblem
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError }

export const ok = <T>(value: T): IpcResult<T> => ({ ok: true, value })
export const fail = (code: IpcErrorCode, message: string, issues?: IpcIssue[], save?: SaveProblem): IpcResult<never> => ({
  ok: false,
  error: { code, message, ...(issues ? { issues } : {}), ...(save ? { save } : {}) },
})
