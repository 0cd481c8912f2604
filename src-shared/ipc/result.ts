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
  | 'internal'

export interface IpcIssue {
  /** Dotted JSON path of the offending field, `""` for the payload itself. */
  path: string
  message: string
}

export interface IpcError {
  code: IpcErrorCode
  message: string
  issues?: IpcIssue[]
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError }

export const ok = <T>(value: T): IpcResult<T> => ({ ok: true, value })
export const fail = (code: IpcErrorCode, message: string, issues?: IpcIssue[]): IpcResult<never> =>
  issues ? { ok: false, error: { code, message, issues } } : { ok: false, error: { code, message } }
