import type { ContinentCommand, ContinentView } from '../../../src-shared/rulesets/continent'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ChannelName, ReplyOf, RequestOf } from '../../../src-shared/ipc/contract'
import type { IpcError, IpcResult } from '../../../src-shared/ipc/result'
import { AppServices, type FileDialogs } from '../../services/app-services'
import { openFileSettingsStore } from '../../services/settings/file-settings-store'
import { createDispatcher, type Dispatch } from '../dispatch'

/** The folder holding the test pack (`continent-test`), used as the built-in packs folder. */
export const FIXTURE_PACKS = join(import.meta.dirname, '../../../fixtures/packs')

const temps: string[] = []

export async function tempUserData(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fogbound-game-ipc-'))
  temps.push(dir)
  return dir
}

export async function removeTempUserData(): Promise<void> {
  await Promise.all(temps.splice(0).map((t) => rm(t, { recursive: true, force: true })))
}

/** Real services (real packs, real saves folder) behind the real dispatcher, as the browser host builds them. */
export async function gameHost(
  userDataDir: string,
  extra: { fileDialogs?: FileDialogs; saveEvery?: number; openFolder?: (path: string) => Promise<void> } = {},
) {
  const services = await AppServices.open({
    userDataDir,
    appVersion: '0.1.0-test',
    host: extra.fileDialogs ? 'electron' : 'browser',
    platform: 'linux',
    settingsStore: openFileSettingsStore(userDataDir, () => undefined),
    builtInPacksDir: FIXTURE_PACKS,
    ...extra,
  })
  const dispatch: Dispatch = createDispatcher(services, undefined, () => undefined)
  /** Calls a channel and returns its value, or throws with the IPC error. */
  async function call<C extends ChannelName>(channel: C, payload: RequestOf<C>): Promise<ReplyOf<C>> {
    const result = (await dispatch(channel, payload)) as IpcResult<ReplyOf<C>>
    if (!result.ok) throw Object.assign(new Error(`${channel}: ${result.error.code}: ${result.error.message}`), { ipc: result.error })
    return result.value
  }
  /** Calls a channel expected to fail and returns its IPC error. */
  async function failure(channel: string, payload: unknown): Promise<IpcError> {
    const result = await dispatch(channel, payload)
    if (result.ok) throw new Error(`${channel} succeeded: ${JSON.stringify(result.value).slice(0, 200)}`)
    return result.error
  }
  return { services, dispatch, call, failure }
}

/** A Continent command the pending decision offers (the first option of each kind), the way the renderer's option list builds it. */
export function someCommand(view: ContinentView): ContinentCommand {
  const d = view.decision
  if (!d) throw new Error('no decision')
  if (d.phase === 'chooseActive') return { type: 'chooseActive', seat: d.seat }
  const action = d.availableActions?.[0]
  if (d.phase === 'chooseAction' && action) return { type: 'chooseAction', ref: action.ref }
  if (d.phase === 'involve') return { type: 'involve', seats: [] }
  if (d.phase === 'useItems') return { type: 'endItems' }
  const odds = d.odds?.[0]
  if (d.phase === 'cost' && odds) return { type: 'setCost', tradeOff: odds.tradeOff, extra: odds.extra }
  if (d.choice) return { type: 'choose', option: 0 }
  throw new Error(`no command for ${d.phase}`)
}
