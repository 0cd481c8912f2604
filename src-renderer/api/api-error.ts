import type { IpcError, IpcErrorCode, IpcIssue, SaveProblem } from '../../src-shared/ipc/result'

/**
 * Codes an API call can fail with: the contract's own codes, plus two that only the
 * renderer can see — the host could not be reached, or it answered something that is
 * not an `IpcResult`.
 */
export type ApiErrorCode = IpcErrorCode | 'host-unreachable' | 'bad-reply'

/** The only thing an `api` call ever rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly code: ApiErrorCode
  readonly issues: readonly IpcIssue[]
  /** The channel that failed, for logs and error banners. */
  readonly channel: string

  /** With `save-error`: why the save could not be used (kind, quarantine folder, backups). */
  readonly save: SaveProblem | undefined

  constructor(channel: string, code: ApiErrorCode, message: string, issues: readonly IpcIssue[] = [], save?: SaveProblem) {
    super(message)
    this.channel = channel
    this.code = code
    this.issues = issues
    this.save = save
  }

  /** Wraps an error reported by main (or the browser host). */
  static fromIpc(channel: string, error: IpcError): ApiError {
    return new ApiError(channel, error.code, error.message, error.issues ?? [], error.save)
  }
}

/** Narrowing helper for `catch (e: unknown)` blocks. */
export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError
