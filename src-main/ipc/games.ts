import type { Handler } from './handler'
import { guarded } from './game-faults'

const packsList: Handler<'packs:list'> = (_payload, services) =>
  guarded(() => ({
    packs: services.games.packs(),
    rejected: services.cards.rejected.map((r) => ({ folder: r.folder.split(/[\\/]/).at(-1) ?? r.folder, source: r.source, problems: [...r.problems] })),
  }))

const newGame: Handler<'game:new'> = (payload, services) => guarded(() => services.games.newGame(payload))
const view: Handler<'game:view'> = ({ slotId }, services) => guarded(() => services.games.view(slotId))
const command: Handler<'game:command'> = ({ slotId, command: cmd }, services) => guarded(() => services.games.command(slotId, cmd))
const undo: Handler<'game:undo'> = ({ slotId }, services) => guarded(() => services.games.undo(slotId))
const log: Handler<'game:log'> = ({ slotId }, services) => guarded(() => services.games.log(slotId))
const close: Handler<'game:close'> = ({ slotId }, services) =>
  guarded(async () => {
    await services.games.close(slotId)
    return null
  })
const continueGame: Handler<'app:continue'> = (_payload, services) => guarded(() => services.games.continue())

export const gameHandlers = {
  'packs:list': packsList,
  'game:new': newGame,
  'game:view': view,
  'game:command': command,
  'game:undo': undo,
  'game:log': log,
  'game:close': close,
  'app:continue': continueGame,
}
