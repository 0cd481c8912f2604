import { IpcFault, type Handler } from './handler'

const info: Handler<'app:info'> = (_payload, services) => services.info()

const quit: Handler<'app:quit'> = (_payload, services) => {
  const quitApp = services.quit
  if (!quitApp) throw new IpcFault('forbidden', 'This host cannot quit the app; close the browser tab instead')
  // Answer first, quit after: quitting synchronously would tear down the channel
  // before the renderer gets its reply.
  setImmediate(quitApp)
  return null
}

export const appHandlers = { 'app:info': info, 'app:quit': quit }
