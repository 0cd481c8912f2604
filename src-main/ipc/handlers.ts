import { appHandlers } from './app'
import type { HandlerTable } from './handler'
import { settingsHandlers } from './settings'

/** Every channel's handler; the type makes a channel without a handler a compile error. */
export const handlers: HandlerTable = { ...appHandlers, ...settingsHandlers }
