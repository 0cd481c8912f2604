import type { Handler } from './handler'

const get: Handler<'settings:get'> = (_payload, services) => services.settings.get()

const update: Handler<'settings:update'> = (patch, services) => services.settings.update(patch)

export const settingsHandlers = { 'settings:get': get, 'settings:update': update }
