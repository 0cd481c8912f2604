import { randomBytes } from 'node:crypto'
import { promises as fsp } from 'node:fs'
import { join } from 'node:path'
import { IpcFault, type Handler } from './handler'
import { guarded } from './game-faults'

/** A file name from a slot name: letters, digits and dashes only. */
export function exportFileName(name: string): string {
  const stem = name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).toLowerCase()
  return `${stem || 'fogbound-save'}.fogbound`
}

const list: Handler<'saves:list'> = (_payload, services) => guarded(() => services.saves.list())
const open: Handler<'saves:open'> = ({ slotId }, services) => guarded(() => services.games.open(slotId))

const rename: Handler<'saves:rename'> = ({ slotId, name }, services) =>
  guarded(async () => {
    await services.saves.rename(slotId, name)
    services.games.renamed(slotId, name)
    return null
  })

const duplicate: Handler<'saves:duplicate'> = ({ slotId, name }, services) =>
  guarded(async () => ({ slotId: await services.saves.duplicate(slotId, name) }))

const remove: Handler<'saves:delete'> = ({ slotId }, services) =>
  guarded(async () => {
    // The open session would keep journaling into a folder that is gone.
    await services.games.close(slotId)
    await services.saves.delete(slotId)
    return null
  })

const backups: Handler<'saves:backups'> = ({ slotId }, services) => guarded(() => services.saves.backups(slotId))

const restoreBackup: Handler<'saves:restore-backup'> = ({ slotId, backup }, services) =>
  guarded(async () => {
    await services.games.close(slotId)
    await services.saves.restoreBackup(slotId, backup)
    return null
  })

const quarantined: Handler<'saves:quarantined'> = (_payload, services) => guarded(() => services.saves.quarantined())
const recover: Handler<'saves:recover'> = ({ name }, services) =>
  guarded(async () => ({ slotId: await services.saves.recoverFromQuarantine(name) }))

const openQuarantineFolder: Handler<'saves:open-quarantine-folder'> = ({ name }, services) =>
  guarded(async () => {
    const folder = await services.saves.quarantineFolder(name)
    const open = services.openFolder
    if (!open) return { opened: false, folder }
    await open(folder)
    return { opened: true, folder }
  })

/** A scratch file for content moved over HTTP (browser host), removed after use. */
async function withScratch<T>(dir: string, work: (file: string) => Promise<T>): Promise<T> {
  await fsp.mkdir(dir, { recursive: true })
  const file = join(dir, `${randomBytes(8).toString('hex')}.fogbound`)
  try {
    return await work(file)
  } finally {
    await fsp.rm(file, { force: true })
  }
}

const exportSlot: Handler<'saves:export'> = ({ slotId }, services) =>
  guarded(async () => {
    // The open game's latest moves are in its journal, which export folds in; flush is not needed.
    const slot = (await services.saves.list()).find((s) => s.id === slotId)
    const fileName = exportFileName(slot?.name ?? slotId)
    const dialogs = services.fileDialogs
    if (dialogs) {
      const file = await dialogs.chooseExportFile(fileName)
      if (file === undefined) return { kind: 'cancelled' as const }
      await services.saves.export(slotId, file)
      return { kind: 'file' as const, fileName: file.split(/[\\/]/).at(-1) ?? fileName }
    }
    return withScratch(services.scratchDir, async (file) => {
      await services.saves.export(slotId, file)
      return { kind: 'download' as const, fileName, content: await fsp.readFile(file, 'utf8') }
    })
  })

const importSlot: Handler<'saves:import'> = ({ content, name }, services) =>
  guarded(async () => {
    if (content !== undefined) {
      return withScratch(services.scratchDir, async (file) => {
        await fsp.writeFile(file, content, 'utf8')
        return { kind: 'imported' as const, slotId: await services.saves.import(file, name) }
      })
    }
    const dialogs = services.fileDialogs
    if (!dialogs) throw new IpcFault('bad-request', 'content: this host has no file dialog; send the file content')
    const file = await dialogs.chooseImportFile()
    if (file === undefined) return { kind: 'cancelled' as const }
    return { kind: 'imported' as const, slotId: await services.saves.import(file, name) }
  })

export const savesHandlers = {
  'saves:list': list,
  'saves:open': open,
  'saves:rename': rename,
  'saves:duplicate': duplicate,
  'saves:delete': remove,
  'saves:backups': backups,
  'saves:restore-backup': restoreBackup,
  'saves:quarantined': quarantined,
  'saves:recover': recover,
  'saves:open-quarantine-folder': openQuarantineFolder,
  'saves:export': exportSlot,
  'saves:import': importSlot,
}
