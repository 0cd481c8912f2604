import type { IpcErrorCode, IpcIssue, SaveProblem } from '../../src-shared/ipc/result'
import type { ChannelName, ParsedRequestOf, ReplyOf } from '../../src-shared/ipc/contract'
import type { AppServices } from '../services/app-services'

/** A handler gets the payload already parsed by the channel's zod schema. */
export type Handler<C extends ChannelName> = (payload: ParsedRequestOf<C>, services: AppServices) => ReplyOf<C> | Promise<ReplyOf<C>>

export type HandlerTable = { [C in ChannelName]: Handler<C> }

/**
 * Thrown by a handler to answer with a specific error code (e.g. `forbidden`,
 * `not-found`); any other exception becomes `internal`.
 */
export class IpcFault extends Error {
  constructor(
    readonly code: IpcErrorCode,
    message: string,
    /** With `save-error`: why the slot could not be used. */
    readonly save?: SaveProblem,
    /** With `bad-request`: the fields at fault (a ruleset's own part of a payload, parsed after the envelope). */
    readonly issues?: IpcIssue[],
  ) {
    super(message)
    this.name = 'IpcFault'
  }
}
