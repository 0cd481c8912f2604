import { readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { APP_NAME } from '../services/app-services'
import { UserDataLockedError } from '../services/user-data-lock'
import { MissingRendererError, startHost } from './server'
import { defaultUserDataDir } from './user-data-dir'

const USAGE = `Usage: tsx src-main/host/cli.ts [--port 4173] [--user-data <dir>] [--renderer <dir>]

Serves the built renderer (npm run build) and the app's IPC on http://127.0.0.1.
  --port       port to listen on (default 4173, 0 = any free port)
  --user-data  settings and saves folder (default: the desktop app's own)
  --renderer   built renderer folder (default: out/renderer)`

function fatal(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

function parsePort(text: string): number {
  const port = Number(text)
  if (!/^\d+$/.test(text) || port > 65535) fatal(`--port must be an integer from 0 to 65535, got "${text}"`)
  return port
}

async function main(): Promise<void> {
  let values: { port?: string; 'user-data'?: string; renderer?: string; help?: boolean }
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        'user-data': { type: 'string' },
        renderer: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }))
  } catch (error) {
    fatal(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  // Paths are relative to the working folder: npm scripts run from the repository root.
  const packageJson = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { version?: unknown }
  const host = await startHost({
    port: parsePort(values.port ?? '4173'),
    host: '127.0.0.1',
    userDataDir: resolve(values['user-data'] ?? defaultUserDataDir(APP_NAME, { platform: process.platform, env: process.env, homedir: homedir() })),
    rendererDir: resolve(values.renderer ?? 'out/renderer'),
    appVersion: typeof packageJson.version === 'string' ? packageJson.version : '0.0.0',
    // Another process took the folder after this one stalled: stop before our moves mix with its own.
    onLockLost: () => fatal('Fogbound web host stopped: another Fogbound process took over the user-data folder.'),
    onLockTakeOver: (owner) => process.stderr.write(`Fogbound: the user-data folder was left locked by a process that stopped${owner ? ` (process ${owner.pid})` : ''}; taking it over in a few seconds.\n`),
  })
  process.stdout.write(`Fogbound web host at ${host.url}\n`)

  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    host.close().then(
      () => process.exit(0),
      (error: unknown) => fatal(`Could not stop cleanly: ${String(error)}`),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  if (error instanceof MissingRendererError || error instanceof UserDataLockedError) fatal(error.message)
  if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') fatal(`Port already in use: ${error.message}. Try --port 0`)
  fatal(`Fogbound web host failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
})
