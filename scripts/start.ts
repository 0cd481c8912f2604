/**
 * `npm start` — the README's first command. Opens the desktop app where Electron can run; where it
 * cannot (no Electron binary, e.g. installed with ELECTRON_SKIP_BINARY_DOWNLOAD, or no display),
 * says why in one line and serves the app to a browser instead, exactly like `npm run web`.
 * Arguments after `--` go to the browser host (`npm start -- --port 5000`).
 *
 * Electron's own `require('electron')` downloads a missing binary and throws a stack trace when it
 * cannot, so the binary is looked for here by reading the same `path.txt` the package writes.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'

export type StartPlan = { kind: 'electron' } | { kind: 'browser'; reason: string }

/** What the decision needs to know about this machine (gathered by `startFacts`). */
export interface StartFacts {
  platform: NodeJS.Platform
  env: Readonly<Record<string, string | undefined>>
  /** The Electron executable, or why there is none. */
  electron: { found: true; path: string } | { found: false; why: string }
}

/** Desktop app where it can open a window; otherwise the browser host and the one-line reason. */
export function startPlan(facts: StartFacts): StartPlan {
  if (!facts.electron.found) return { kind: 'browser', reason: facts.electron.why }
  // Linux (and the BSDs) need an X11 or Wayland display; macOS and Windows always have one.
  const needsDisplay = facts.platform !== 'darwin' && facts.platform !== 'win32'
  if (needsDisplay && !facts.env.DISPLAY && !facts.env.WAYLAND_DISPLAY) return { kind: 'browser', reason: 'there is no graphical display (DISPLAY and WAYLAND_DISPLAY are not set)' }
  return { kind: 'electron' }
}

/** The line printed before the browser host starts. */
export const fallbackLine = (reason: string): string => `Fogbound: the desktop window cannot open because ${reason}; starting the browser host instead.`

/** Finds the Electron executable the `electron` package installed in `packageDir`, without downloading it. */
export function electronBinary(packageDir: string | undefined, env: Readonly<Record<string, string | undefined>>): StartFacts['electron'] {
  if (packageDir === undefined) return { found: false, why: 'the electron package is not installed' }
  const pathFile = join(packageDir, 'path.txt')
  const skipped = env.ELECTRON_SKIP_BINARY_DOWNLOAD ? ' (ELECTRON_SKIP_BINARY_DOWNLOAD is set)' : ''
  if (!existsSync(pathFile)) return { found: false, why: `the Electron binary was not downloaded${skipped}` }
  const executable = readFileSync(pathFile, 'utf8').trim()
  const full = env.ELECTRON_OVERRIDE_DIST_PATH ? join(env.ELECTRON_OVERRIDE_DIST_PATH, executable) : join(packageDir, 'dist', executable)
  return existsSync(full) ? { found: true, path: full } : { found: false, why: `the Electron binary is missing (${full})${skipped}` }
}

const localRequire = createRequire(import.meta.url)

function packageDirOf(name: string): string | undefined {
  try {
    return dirname(localRequire.resolve(`${name}/package.json`))
  } catch {
    return undefined
  }
}

/**
 * Whether an Electron executable can start on this machine: `--version` loads the same shared
 * libraries as the app (a server without GTK or NSS fails here) but opens no window.
 */
export function probeElectron(found: StartFacts['electron'], env: Readonly<Record<string, string | undefined>>): StartFacts['electron'] {
  if (!found.found) return found
  // ELECTRON_RUN_AS_NODE would make it a plain Node.js and prove nothing about the app.
  const { ELECTRON_RUN_AS_NODE: _asNode, ...probeEnv } = env
  const result = spawnSync(found.path, ['--version'], { env: probeEnv, encoding: 'utf8', timeout: 15_000 })
  if (result.status === 0) return found
  const said = `${result.stderr ?? ''}`.split('\n').map((line) => line.trim()).find((line) => line !== '')
  const why = result.error ? result.error.message : said ?? `it exited with ${result.status ?? result.signal ?? 'an error'}`
  return { found: false, why: `Electron cannot run here (${why})` }
}

export function startFacts(): StartFacts {
  const electron = probeElectron(electronBinary(packageDirOf('electron'), process.env), process.env)
  return { platform: process.platform, env: process.env, electron }
}

/** The JS file of a package's command, run with this Node (no shell, the same on every OS). */
function binOf(name: string, command: string): string {
  const dir = packageDirOf(name)
  if (dir === undefined) throw new Error(`${name} is not installed: run npm install`)
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { bin?: string | Record<string, string> }
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[command]
  if (bin === undefined) throw new Error(`${name} has no "${command}" command`)
  return join(dir, bin)
}

function run(args: string[]): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' })
    // Ctrl+C reaches the child through the terminal, so this process only waits for it to end;
    // a SIGTERM sent to this process alone is passed on, so the host never outlives it.
    const ignore = () => undefined
    const forward = () => child.kill('SIGTERM')
    process.on('SIGINT', ignore)
    process.on('SIGTERM', forward)
    child.on('error', fail)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignore)
      process.off('SIGTERM', forward)
      done(code ?? (signal ? 1 : 0))
    })
  })
}

async function main(hostArgs: string[]): Promise<number> {
  const plan = startPlan(startFacts())
  const electronVite = binOf('electron-vite', 'electron-vite')
  if (plan.kind === 'electron') return run([electronVite, 'preview'])
  process.stdout.write(`${fallbackLine(plan.reason)}\n`)
  const built = await run([electronVite, 'build'])
  if (built !== 0) return built
  return run(['--import', 'tsx', resolve(import.meta.dirname, '..', 'src-main', 'host', 'cli.ts'), ...hostArgs])
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`npm start failed: ${error instanceof Error ? error.message : String(error)}\n`)
      process.exitCode = 1
    },
  )
}
