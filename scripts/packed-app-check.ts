/**
 * What `dist:check` looks at after a build: electron-vite's output (what main and the preload load
 * at run time, what the page references) and, with `--pack`, an app packed for real by
 * electron-builder with a stand-in Electron whose fuses are read back with @electron/fuses.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { builtinModules, createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { getConfig } from 'app-builder-lib/out/util/config/config'
import { Arch, build, Platform } from 'electron-builder'
import { FUSE_KEYS, readFuses, writeStandInElectron } from './electron-fuses'

/** Where electron-vite writes the three Electron entry points (electron.vite.config.ts). */
export const BUILD_OUTPUTS = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'] as const

/** Forward slashes, no leading "./": how electron-builder patterns and asar entries are compared. */
export const slashPath = (path: string): string => path.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '')

const localRequire = createRequire(import.meta.url)
const builderRequire = createRequire(localRequire.resolve('app-builder-lib/package.json'))

/**
 * Modules a CommonJS bundle from electron-vite loads at run time. Only `require` calls that start a
 * statement (rolldown's `let x = require("x")`) or end a lazy `() => require("x")` count: bundled
 * libraries also carry `require("…")` inside strings of code they generate (ajv does).
 */
export function bundleRequires(source: string): string[] {
  const found = new Set<string>()
  const patterns = [
    /^[ \t]*(?:(?:let|const|var)[ \t]+[\w$]+[ \t]*=[ \t]*)?(?:__toESM\()?require\("([^"]+)"\)/gm,
    /\(\)[ \t]*=>[ \t]*(?:__toESM\()?require\("([^"]+)"\)/g,
  ]
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) if (match[1] !== undefined) found.add(match[1])
  return [...found].sort()
}

/** The npm package a module specifier belongs to ("@scope/name/sub" → "@scope/name"). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
}

/** `src` and `href` values of an HTML page that the page loads from files. */
export function htmlFileRefs(html: string): string[] {
  const refs: string[] = []
  for (const match of html.matchAll(/\s(?:src|href)\s*=\s*["']([^"']*)["']/gi)) {
    const ref = match[1] ?? ''
    if (!/^(?:data:|#)/i.test(ref)) refs.push(ref)
  }
  return refs
}

/**
 * What the packaged app needs from electron-vite's output: main may load only Node built-ins,
 * electron and production dependencies (electron-builder ships nothing else); the sandboxed preload
 * can load only electron; the renderer page is opened from file:// inside the asar, so its files
 * must be relative and present.
 */
export function checkBuildOutput(projectDir: string, dependencies: readonly string[]): string[] {
  const problems: string[] = []
  const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
  const main = readFileSync(join(projectDir, 'out/main/index.js'), 'utf8')
  for (const specifier of bundleRequires(main)) {
    if (builtins.has(specifier) || specifier === 'electron' || specifier.startsWith('.')) continue
    if (!dependencies.includes(packageOf(specifier))) {
      problems.push(`out/main/index.js requires "${specifier}", which is not in package.json dependencies: the packaged app would not find it`)
    }
  }
  const preload = readFileSync(join(projectDir, 'out/preload/index.cjs'), 'utf8')
  for (const specifier of bundleRequires(preload)) {
    if (specifier !== 'electron') problems.push(`out/preload/index.cjs requires "${specifier}": a sandboxed preload can only load electron (bundle it instead)`)
  }
  const page = join(projectDir, 'out/renderer/index.html')
  for (const ref of htmlFileRefs(readFileSync(page, 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//')) {
      problems.push(`out/renderer/index.html loads ${ref}: the renderer must not load remote resources`)
    } else if (ref.startsWith('/')) {
      problems.push(`out/renderer/index.html loads ${ref}: absolute paths break under file:// (use base "./")`)
    } else if (!existsSync(resolve(dirname(page), ref.split(/[?#]/)[0] ?? ref))) {
      problems.push(`out/renderer/index.html loads ${ref}, which is not in out/renderer`)
    }
  }
  return problems
}

/**
 * Packs the app for real with electron-builder's Linux `dir` target and reads the result back. The
 * Electron download is impossible here, so a stand-in Electron folder is used: everything of ours
 * (asar contents, production node_modules, packs beside the app, executable name) is the real thing.
 */
export async function packSmokeTest(projectDir: string, configFile: string): Promise<{ problems: string[]; summary: string }> {
  const problems: string[] = []
  const work = mkdtempSync(join(tmpdir(), 'fogbound-pack-'))
  try {
    const electronDist = join(work, 'electron-dist')
    mkdirSync(join(electronDist, 'resources'), { recursive: true })
    await writeStandInElectron(join(electronDist, 'electron'))
    for (const file of ['LICENSE', 'LICENSES.chromium.html', 'version']) writeFileSync(join(electronDist, file), '')
    const electronVersion = (JSON.parse(readFileSync(localRequire.resolve('electron/package.json'), 'utf8')) as { version: string }).version
    const output = join(work, 'release')
    await build({
      projectDir,
      targets: Platform.LINUX.createTarget('dir', Arch.x64),
      publish: 'never',
      // `extends` with a path is how electron-builder takes a config file next to overrides.
      config: { extends: configFile, electronDist, electronVersion, directories: { output } },
    })
    const appDir = join(output, 'linux-unpacked')
    const config = await getConfig(projectDir, configFile, null)
    const executable = config.linux?.executableName ?? config.executableName ?? config.productName ?? ''
    if (!existsSync(join(appDir, executable))) {
      problems.push(`pack: ${executable} is not in ${appDir}`)
    } else {
      const fuses = await readFuses(join(appDir, executable))
      for (const [fuse, wanted] of Object.entries(config.electronFuses ?? {})) {
        if (typeof wanted === 'boolean' && FUSE_KEYS.includes(fuse) && fuses.get(fuse) !== wanted) {
          problems.push(`pack: fuse ${fuse} is ${String(fuses.get(fuse))} in the packed executable, configured ${String(wanted)}`)
        }
      }
    }
    const asarFile = join(appDir, 'resources', 'app.asar')
    if (!existsSync(asarFile)) {
      problems.push('pack: resources/app.asar was not produced')
      return { problems, summary: 'pack smoke test failed' }
    }
    const asar = builderRequire('@electron/asar') as { listPackage(file: string, options: object): string[] }
    const entries = new Set(asar.listPackage(asarFile, {}).map((entry) => slashPath(entry).replace(/^\//, '')))
    for (const file of ['package.json', ...BUILD_OUTPUTS]) if (!entries.has(file)) problems.push(`pack: app.asar lacks ${file}`)
    const stray = [...entries].filter((entry) => /^(?:src-[a-z]+|resources|scripts|tools|build|e2e|docs)(?:\/|$)|^node_modules\/electron(?:\/|$)/.test(entry))
    if (stray.length > 0) problems.push(`pack: app.asar ships files that must stay out: ${stray.slice(0, 5).join(', ')}${stray.length > 5 ? ', …' : ''}`)
    const main = readFileSync(join(projectDir, 'out/main/index.js'), 'utf8')
    const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
    for (const specifier of bundleRequires(main)) {
      if (builtins.has(specifier) || specifier === 'electron' || specifier.startsWith('.')) continue
      if (!entries.has(`node_modules/${packageOf(specifier)}/package.json`)) problems.push(`pack: main requires "${specifier}" but app.asar has no node_modules/${packageOf(specifier)}`)
    }
    const modules = new Set([...entries].filter((entry) => /^node_modules\/(?:@[^/]+\/)?[^/@]+\/package\.json$/.test(entry)))
    const packsDir = join(projectDir, 'resources', 'packs')
    const packFiles = existsSync(packsDir) ? readdirSync(packsDir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(join(packsDir, file)).isFile()) : []
    for (const file of packFiles) {
      if (!existsSync(join(appDir, 'resources', 'packs', file))) problems.push(`pack: resources/packs/${slashPath(file)} was not copied beside the app`)
    }
    return {
      problems,
      summary: `pack OK (linux dir, stand-in Electron ${electronVersion}): fuses flipped, app.asar ${entries.size} entries, ` +
        `${modules.size} production module(s), ${packFiles.length} pack file(s) in resources/packs`,
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
