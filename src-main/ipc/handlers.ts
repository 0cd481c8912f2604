import { appHandlers } from './app'
import type { HandlerTable } from './handler'
import { settingsHandlers } from './settings'
import { gameHandlers } from './games'
import { savesHandlers } from './saves'

/** Every channel's handler; the type makes a channel without a handler a compile error. */
export const handlers: HandlerTable = { ...appHandlers, ...settingsHandlers, ...gameHandlers, ...savesHandlers }
