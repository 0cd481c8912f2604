import type { ChannelName, ReplyOf, RequestOf } from '../../src-shared/ipc/contract'
import { ApiError } from './api-error'
import { pickTransport, TransportFailure, type Transport } from './transport'
import { PUSH_EVENT_TYPES, type PushEvent } from '../../src-shared/ipc/push'

export { ApiError, isApiError, type ApiErrorCode } from './api-error'
export type { Transport } from './transport'
export type { AppInfo, SettingsReply } from '../../src-shared/ipc/contract'
export type { Locale, Settings, SettingsPatch } from '../../src-shared/ipc/settings'
export type {
  BackupInfo,
  ExportReply,
  GameReply,
  GameReplyOf,
  GameLogReply,
  EventBatch,
  GameTotals,
  ImportReply,
  NewGameRequest,
  PackInfo,
  PacksReply,
  QuarantinedInfo,
  SeatInfo,
  SlotInfo,
  SlotThumbnail,
} from '../../src-shared/ipc/games'
export type { SaveProblem } from '../../src-shared/ipc/result'
export type { RulesetId } from '../../src-shared/ruleset-types'
export type { PushEvent, PushEventType } from '../../src-shared/ipc/push'

/**
 * Where each channel appears on `api`: `'app:info'` is `api.app.info()`. Listed by hand
 * (the contract's runtime table would pull zod into the renderer bundle); the checks
 * below make a missing or misspelt channel a compile error.
 */
const routes = {
  app: { info: 'app:info', quit: 'app:quit', continue: 'app:continue' },
  settings: { get: 'settings:get', update: 'settings:update' },
  packs: { list: 'packs:list' },
  game: { new: 'game:new', view: 'game:view', command: 'game:command', undo: 'game:undo', log: 'game:log', close: 'game:close' },
  saves: {
    list: 'saves:list',
    open: 'saves:open',
    rename: 'saves:rename',
    duplicate: 'saves:duplicate',
    delete: 'saves:delete',
    backups: 'saves:backups',
    restoreBackup: 'saves:restore-backup',
    quarantined: 'saves:quarantined',
    recover: 'saves:recover',
    openQuarantineFolder: 'saves:open-quarantine-folder',
    export: 'saves:export',
    import: 'saves:import',
  },
} as const satisfies Record<string, Record<string, ChannelName>>

type Routes = typeof routes
type Routed = { [A in keyof Routes]: Routes[A][keyof Routes[A]] }[keyof Routes]
// Compile-time exhaustiveness: fails to typecheck if a contract channel has no route.
const everyChannelRouted: [Exclude<ChannelName, Routed>] extends [never] ? true : Exclude<ChannelName, Routed> = true
void everyChannelRouted

/** A command as `game:command` carries it: any ruleset's, main parses it with that ruleset's schema. */
export type CommandPayload = RequestOf<'game:command'>['command']

/** A channel as a function: channels whose payload may be absent (void) take no argument. */
export type Method<C extends ChannelName> = undefined extends RequestOf<C>
  ? () => Promise<ReplyOf<C>>
  : (payload: RequestOf<C>) => Promise<ReplyOf<C>>

/** The typed API the rest of the renderer uses. Every method rejects only with `ApiError`. */
export type Api = { readonly [A in keyof Routes]: { readonly [V in keyof Routes[A]]: Method<Routes[A][V] & ChannelName> } }

/**
 * Calls one channel and unwraps its result. Whatever goes wrong — a refused payload,
 * a dead host, a bridge that throws — comes out as an `ApiError`.
 */
async function call<C extends ChannelName>(transport: Transport, channel: C, payload: RequestOf<C>): Promise<ReplyOf<C>> {
  let result
  try {
    result = await transport.invoke(channel, payload)
  } catch (e) {
    if (e instanceof TransportFailure) throw new ApiError(channel, e.code, e.message)
    throw new ApiError(channel, 'internal', e instanceof Error ? e.message : String(e))
  }
  if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') {
    throw new ApiError(channel, 'bad-reply', 'The bridge answered with something that is not a result.')
  }
  if (!result.ok) throw ApiError.fromIpc(channel, result.error)
  return result.value
}

/** Builds the typed API over one transport (tests pass a fake bridge). */
export function createApi(transport: Transport): Api {
  const api: Record<string, Record<string, (payload?: unknown) => Promise<unknown>>> = {}
  for (const [area, verbs] of Object.entries(routes)) {
    const methods: Record<string, (payload?: unknown) => Promise<unknown>> = {}
    for (const [verb, channel] of Object.entries(verbs)) {
      methods[verb] = (payload?: unknown) => call(transport, channel, payload as RequestOf<typeof channel>)
    }
    api[area] = Object.freeze(methods)
  }
  return Object.freeze(api) as unknown as Api
}

let current: Api | undefined
let currentHost: Transport['host'] | undefined
let currentTransport: Transport | undefined

/**
 * Listens to every push event from main over one transport (save failed / recovered, slot
 * quarantined, journal cut); returns the unsubscribe. A transport without push events (a test
 * bridge) never calls the listener.
 */
export function onPushFrom(transport: Transport, listener: (event: PushEvent) => void): () => void {
  const on = transport.on
  if (!on) return () => undefined
  const offs = PUSH_EVENT_TYPES.map((type) => on.call(transport, type, listener))
  return () => {
    for (const off of offs) off()
  }
}

/** Listens to this page's push events from main (see `onPushFrom`); returns the unsubscribe. */
export function onPush(listener: (event: PushEvent) => void): () => void {
  useApi()
  return currentTransport ? onPushFrom(currentTransport, listener) : () => undefined
}

/** The API for this page, created on first use from the transport the page runs on. */
export function useApi(): Api {
  if (!current) {
    const transport = pickTransport(window)
    currentTransport = transport
    currentHost = transport.host
    current = createApi(transport)
  }
  return current
}

/** How this page is hosted, known without a round trip (e.g. to hide Quit in a browser). */
export function hostKind(): Transport['host'] {
  useApi()
  return currentHost ?? 'browser'
}

/** Replaces the page's API (component tests). */
export function setApi(api: Api, host: Transport['host'] = 'browser', transport?: Transport): void {
  current = api
  currentHost = host
  currentTransport = transport
}
