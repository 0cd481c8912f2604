/**
 * `npm run dist:check` — checks the packaging configuration offline, without Electron binaries.
 *
 * The electron-builder configuration is loaded and validated by electron-builder's own code
 * (app-builder-lib `getConfig` + `validateConfiguration` against its `scheme.json`), the icons are
 * resolved by its own `convertIcon`, and the package metadata by its own `checkMetadata`. On top of
 * that it checks what Fogbound promises: identity, the installer targets, that every referenced file
 * exists and that `files` ships electron-vite's output.
 *
 * Usage: tsx scripts/dist-check.ts [--project <dir>] [--config <file>] [--require-build] [--pack]
 *   --require-build  fail if electron-vite's output (out/) is missing
 *   --skip-build     check the configuration only, even if out/ exists
 *   --pack           also pack for real with electron-builder (Linux dir target, stand-in Electron)
 * Exit 0 with one summary line, or 1 with every problem listed.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { builtinModules, createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import type { Configuration } from 'app-builder-lib'
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { convertIcon } from 'app-builder-lib/out/util/iconConverter'
import type { IconFormat } from 'app-builder-lib/out/util/iconConverter'
import { DebugLogger, log } from 'builder-util'
import { Arch, build, Platform } from 'electron-builder'
import { includedByPatterns, toGlobPath } from './glob-match'

/** Where electron-vite writes the three Electron entry points (electron.vite.config.ts). */
export const BUILD_OUTPUTS = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'] as const
const MAIN_ENTRY = 'out/main/index.js'

/** The installers Fogbound ships, per platform, with the architectures each must cover. */
export const REQUIRED_TARGETS: Readonly<Record<'win' | 'mac' | 'linux', Readonly<Record<string, readonly string[]>>>> = {
  win: { nsis: ['x64', 'arm64'] },
  mac: { dmg: [], zip: [] },
  linux: { AppImage: [], deb: [] },
}

/**
 * Fuses the shipped binary must have (electron-builder `electronFuses`): no plain-Node mode, no
 * NODE_OPTIONS, no --inspect debugger, only the integrity-checked app.asar.
 */
export const REQUIRED_FUSES: Readonly<Record<string, boolean>> = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
}
/** Order of the fuses in Electron's fuse wire (@electron/fuses FuseV1Options), by config key. */
const FUSE_WIRE_ORDER = [
  'runAsNode', 'enableCookieEncryption', 'enableNodeOptionsEnvironmentVariable', 'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation', 'onlyLoadAppFromAsar', 'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
] as const
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
const FUSE_ENABLED = 0x31
const FUSE_DISABLED = 0x30

/**
 * A stand-in for the Electron executable that carries a real fuse wire (sentinel, version 1,
 * length, one byte per fuse) with Electron's defaults, so electron-builder's fuse flipping runs for
 * real and can be read back.
 */
export function standInElectron(): Buffer {
  const defaults = [1, 0, 1, 1, 0, 0, 0, 1].map((on) => (on === 1 ? FUSE_ENABLED : FUSE_DISABLED))
  return Buffer.concat([
    Buffer.from('#!/bin/sh\necho "stand-in Electron for dist:check --pack"\nexit 0\n'),
    Buffer.from(FUSE_SENTINEL, 'ascii'), Buffer.from([1, defaults.length, ...defaults]), Buffer.from('\n'),
  ])
}

/** Reads the fuse wire of an Electron executable: config key → on/off. */
export function readFuses(binary: Buffer): Map<string, boolean> {
  const at = binary.indexOf(FUSE_SENTINEL)
  if (at === -1) throw new Error('no fuse wire in the executable')
  const start = at + FUSE_SENTINEL.length
  const fuses = new Map<string, boolean>()
  const length = binary[start + 1] ?? 0
  for (let i = 0; i < Math.min(length, FUSE_WIRE_ORDER.length); i++) {
    const key = FUSE_WIRE_ORDER[i]
    const state = binary[start + 2 + i]
    if (key !== undefined && (state === FUSE_ENABLED || state === FUSE_DISABLED)) fuses.set(key, state === FUSE_ENABLED)
  }
  return fuses
}

/** Configuration keys whose value is a file electron-builder reads (resolved like its getResource). */
const RESOURCE_KEYS = [
  'mac.entitlements', 'mac.entitlementsInherit', 'mac.entitlementsLoginHelper', 'mac.provisioningProfile',
  'dmg.background', 'dmg.icon', 'dmg.badgeIcon', 'dmg.license',
  'nsis.installerIcon', 'nsis.uninstallerIcon', 'nsis.installerHeader', 'nsis.installerHeaderIcon',
  'nsis.installerSidebar', 'nsis.uninstallerSidebar', 'nsis.license', 'nsis.include', 'nsis.script',
  'linux.desktop.entry', 'deb.afterInstall', 'deb.afterRemove', 'appImage.license',
] as const

/** Icons per platform: the format electron-builder wants and the smallest largest-size we accept. */
const ICONS: readonly { key: 'win' | 'mac' | 'linux'; format: IconFormat; minSize: number }[] = [
  { key: 'win', format: 'ico', minSize: 256 },
  { key: 'mac', format: 'icns', minSize: 1024 },
  { key: 'linux', format: 'set', minSize: 512 },
]

export interface DistCheckOptions {
  /** Project root (holds package.json); defaults to the current directory. */
  projectDir?: string
  /** electron-builder configuration file; defaults to `<projectDir>/electron-builder.yml`. */
  configFile?: string
  /** Also fail when the electron-vite output is missing (otherwise it is checked only if out/ exists). */
  requireBuild?: boolean
  /** Check the configuration only, even if out/ exists (a stale local build says nothing about the config). */
  skipBuild?: boolean
  /** Also pack for real (Linux dir target, stand-in Electron) and inspect the result; implies requireBuild. */
  pack?: boolean
}

export interface DistCheckResult {
  ok: boolean
  problems: string[]
  summary: string
}

interface PackageMetadataModule {
  readPackageJson(file: string): Promise<Record<string, unknown>>
  checkMetadata(metadata: unknown, devMetadata: unknown, appPackageFile: string, devPackageFile: string): void
}

// electron-builder's package.json checks are not in its public typings, so they are loaded by path.
const localRequire = createRequire(import.meta.url)
const builderRequire = createRequire(localRequire.resolve('app-builder-lib/package.json'))
const packageMetadata = builderRequire('./out/util/packageMetadata') as PackageMetadataModule

type Json = Record<string, unknown>

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads a dotted key ("mac.entitlements") from a plain object. */
function at(config: Json, dotted: string): unknown {
  let value: unknown = config
  for (const key of dotted.split('.')) {
    if (!isRecord(value)) return undefined
    value = value[key]
  }
  return value
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Turns electron-builder's schema error into one line per problem: its message carries a
 * multi-line "How to fix" block after every item, which is dropped here.
 */
export function schemaProblems(message: string): string[] {
  const items = message.split('\n - ').slice(1)
  if (items.length === 0) return [message.split('\n')[0] ?? message]
  return items.map((item) => {
    const text = item.split('\n').map((line) => line.trim())
    const cut = text.findIndex((line) => line.startsWith('How to fix'))
    return (cut === -1 ? text : text.slice(0, cut)).filter((line) => line !== '').join(' ')
  })
}

/**
 * Names every unknown property with its full path. electron-builder folds errors inside `anyOf`
 * branches into "configuration.nsis should be one of these: null", which hides a misspelt key; the
 * raw errors of the same schema and validator (ajv, same options) still carry it.
 */
function unknownProperties(config: unknown): string[] {
  const Ajv = (builderRequire('ajv') as { default: new (options: object) => AjvInstance }).default
  const schema: unknown = JSON.parse(readFileSync(builderRequire.resolve('./scheme.json'), 'utf8'))
  const validate = new Ajv({ allErrors: true, verbose: true, coerceTypes: true, strict: false }).compile(schema)
  // Validate a copy: coerceTypes rewrites values in place.
  validate(structuredClone(config))
  const found = new Set<string>()
  for (const error of validate.errors ?? []) {
    const property = error.params.additionalProperty
    if (error.keyword !== 'additionalProperties' || typeof property !== 'string') continue
    const path = ['configuration', ...error.instancePath.split('/').filter(Boolean)].join('.')
    found.add(`${path} has an unknown property '${property}'`)
  }
  return [...found]
}

interface AjvInstance {
  compile(schema: unknown): AjvValidate
}
interface AjvValidate {
  (data: unknown): boolean
  errors?: { keyword: string; instancePath: string; params: Record<string, unknown> }[] | null
}

/** Target names and architectures of one platform section (`target` may be a string, object or list). */
export function platformTargets(platform: unknown): Map<string, string[]> {
  const targets = new Map<string, string[]>()
  const raw = isRecord(platform) ? platform.target : undefined
  for (const entry of Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]) {
    if (typeof entry === 'string') {
      targets.set(entry, [])
    } else if (isRecord(entry) && typeof entry.target === 'string') {
      const arch = entry.arch
      targets.set(entry.target, Array.isArray(arch) ? arch.map(String) : typeof arch === 'string' ? [arch] : [])
    }
  }
  return targets
}

/** Chunk types of a macOS .icns file, with the pixel size of their PNG payload (0 if not PNG). */
export function icnsChunks(data: Buffer): { type: string; size: number }[] {
  if (data.length < 8 || data.toString('ascii', 0, 4) !== 'icns') throw new Error('not an .icns file')
  const chunks: { type: string; size: number }[] = []
  for (let offset = 8; offset + 8 <= data.length;) {
    const length = data.readUInt32BE(offset + 4)
    if (length < 8 || offset + length > data.length) throw new Error(`damaged chunk at byte ${offset}`)
    const payload = data.subarray(offset + 8, offset + length)
    const isPng = payload.length >= 24 && payload.readUInt32BE(0) === 0x89504e47
    chunks.push({ type: data.toString('ascii', offset, offset + 4), size: isPng ? payload.readUInt32BE(16) : 0 })
    offset += length
  }
  return chunks
}

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
    writeFileSync(join(electronDist, 'electron'), standInElectron(), { mode: 0o755 })
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
      const fuses = readFuses(readFileSync(join(appDir, executable)))
      for (const [fuse, wanted] of Object.entries(config.electronFuses ?? {})) {
        if (typeof wanted === 'boolean' && FUSE_WIRE_ORDER.some((key) => key === fuse) && fuses.get(fuse) !== wanted) {
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
    const entries = new Set(asar.listPackage(asarFile, {}).map((entry) => toGlobPath(entry).replace(/^\//, '')))
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
      if (!existsSync(join(appDir, 'resources', 'packs', file))) problems.push(`pack: resources/packs/${toGlobPath(file)} was not copied beside the app`)
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

/** Resolves a build resource the way electron-builder does: build resources folder first, then project. */
function findResource(file: string, roots: readonly string[]): string | undefined {
  return roots.map((root) => resolve(root, file)).find((candidate) => existsSync(candidate))
}

async function checkIcons(config: Json, roots: readonly string[], problems: string[]): Promise<string[]> {
  const described: string[] = []
  const work = mkdtempSync(join(tmpdir(), 'fogbound-dist-check-'))
  try {
    for (const { key, format, minSize } of ICONS) {
      // Linux falls back to the mac icon, like electron-builder's LinuxTargetHelper.
      const configured = at(config, `${key}.icon`) ?? (key === 'linux' ? at(config, 'mac.icon') : undefined) ?? config.icon
      if (typeof configured !== 'string' || configured === '') {
        problems.push(`${key}.icon is not set (electron-builder would fall back to the Electron icon)`)
        continue
      }
      const file = findResource(configured, roots)
      if (file === undefined) {
        problems.push(`${key}.icon: ${configured} does not exist`)
        continue
      }
      const isDir = statSync(file).isDirectory()
      // Anything but a ready-made file makes electron-builder download its icon tool from GitHub.
      const ready = format === 'set' ? isDir || /\.(png|svg)$/i.test(file) : file.toLowerCase().endsWith(`.${format}`)
      if (!ready) {
        problems.push(`${key}.icon: ${configured} must be a ready-made ${format === 'set' ? 'folder of NxN.png files' : `.${format}`} (run npx tsx scripts/render-icons.ts)`)
        continue
      }
      try {
        const result = await convertIcon({ sources: [configured], fallbackSources: [], roots: [...roots], format, outDir: join(work, key) })
        const largest = Math.max(0, ...result.icons.map((icon) => icon.size))
        const size = format === 'icns' ? Math.max(0, ...icnsChunks(readFileSync(file)).map((chunk) => chunk.size)) : largest
        if (result.icons.length === 0 || result.isFallback) {
          problems.push(`${key}.icon: electron-builder found no usable icon in ${configured}`)
        } else if (size < minSize) {
          problems.push(`${key}.icon: ${configured} is at most ${size}x${size}, needs ${minSize}x${minSize}`)
        } else {
          described.push(`${key} ${format === 'set' ? `${result.icons.length} PNGs` : format} ${size}px`)
        }
      } catch (error) {
        problems.push(`${key}.icon: ${configured}: ${errorMessage(error)}`)
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  return described
}

/** Runs every check and returns the problems (empty when the configuration is ready to package). */
export async function checkDist(options: DistCheckOptions = {}): Promise<DistCheckResult> {
  const projectDir = resolve(options.projectDir ?? process.cwd())
  const configFile = resolve(projectDir, options.configFile ?? 'electron-builder.yml')
  const problems: string[] = []
  const fail = (summary: string): DistCheckResult => ({ ok: false, problems, summary })

  // electron-builder reports through its logger: keep warnings as problems, drop progress lines.
  const { info, warn } = log
  log.info = () => undefined
  log.warn = (fields, message) => {
    problems.push(`electron-builder: ${message ?? ''} ${typeof fields === 'string' ? fields : JSON.stringify(fields)}`.trim())
  }
  try {
    // package.json
    const packageFile = join(projectDir, 'package.json')
    if (!existsSync(packageFile)) return fail(`dist:check: ${packageFile} not found`)
    const pkg: unknown = JSON.parse(readFileSync(packageFile, 'utf8'))
    const main = isRecord(pkg) ? pkg.main : undefined
    if (typeof main !== 'string' || main.replace(/^\.\//, '') !== MAIN_ENTRY) {
      problems.push(`package.json main is ${JSON.stringify(main)}, expected "./${MAIN_ENTRY}" (electron-vite's main output)`)
    }
    try {
      const metadata = await packageMetadata.readPackageJson(packageFile)
      packageMetadata.checkMetadata(metadata, metadata, packageFile, packageFile)
    } catch (error) {
      problems.push(`package.json: ${errorMessage(error)}`)
    }

    // The configuration, loaded and validated by electron-builder itself.
    if (!existsSync(configFile)) return fail(`dist:check: ${configFile} not found`)
    let configuration: Configuration
    try {
      configuration = await getConfig(projectDir, configFile, null)
    } catch (error) {
      problems.push(`${configFile}: ${errorMessage(error)}`)
      return fail('dist:check: the configuration could not be read')
    }
    try {
      await validateConfiguration(configuration, new DebugLogger(false))
    } catch (error) {
      const named = unknownProperties(configuration)
      // Drop the library's vague "<path> should be one of these" when the unknown key under it is named.
      const vague = (line: string): boolean =>
        named.includes(line) || named.some((n) => line.startsWith(`${n.split(' has an unknown')[0] ?? ''} should be one of these`))
      problems.push(...schemaProblems(errorMessage(error)).filter((line) => !vague(line)), ...named)
    }
    const config = JSON.parse(JSON.stringify(configuration)) as Json

    // Identity: appId decides where Windows and macOS keep the app's data, so it must never drift.
    const appId = config.appId
    if (typeof appId !== 'string' || !/^[a-z][a-z0-9-]*(\.[a-z0-9-]+){2,}$/i.test(appId)) {
      problems.push(`appId is ${JSON.stringify(appId)}, expected a reverse-DNS id such as "org.fogbound.app"`)
    }
    if (typeof config.productName !== 'string' || config.productName.trim() === '') problems.push('productName is not set')
    // Electron names the user-data folder (where the saves live) after package.json's productName;
    // an installer under another name would leave players hunting for their saves.
    const packageProductName = isRecord(pkg) ? pkg.productName : undefined
    if (packageProductName !== undefined && packageProductName !== config.productName) {
      problems.push(`productName ${JSON.stringify(config.productName)} differs from package.json productName ${JSON.stringify(packageProductName)}`)
    }
    if (config.asar === false) problems.push('asar is off: the app must ship as an asar archive')

    // Targets.
    const targetSummary: string[] = []
    for (const [platform, required] of Object.entries(REQUIRED_TARGETS)) {
      const targets = platformTargets(config[platform])
      for (const [target, arches] of Object.entries(required)) {
        const configured = targets.get(target)
        if (configured === undefined) {
          problems.push(`${platform}.target lacks ${target}`)
          continue
        }
        const missing = arches.filter((arch) => !configured.includes(arch))
        if (missing.length > 0) problems.push(`${platform}.target ${target} lacks arch ${missing.join(', ')}`)
      }
      targetSummary.push(`${platform} ${[...targets.keys()].join('+') || 'none'}`)
    }
    const linuxDeb = { ...(isRecord(config.linux) ? config.linux : {}), ...(isRecord(config.deb) ? config.deb : {}) }
    for (const field of ['category', 'maintainer', 'synopsis'] as const) {
      if (typeof linuxDeb[field] !== 'string' || linuxDeb[field] === '') problems.push(`linux.${field} is not set (needed by the .deb)`)
    }
    if (at(config, 'mac.category') === undefined) problems.push('mac.category is not set')
    for (const [fuse, wanted] of Object.entries(REQUIRED_FUSES)) {
      if (at(config, `electronFuses.${fuse}`) !== wanted) problems.push(`electronFuses.${fuse} must be ${String(wanted)}`)
    }
    if (at(config, 'mac.hardenedRuntime') !== true) problems.push('mac.hardenedRuntime must be true (needed for notarisation)')
    if (at(config, 'nsis.oneClick') !== false) problems.push('nsis.oneClick must be false (the player chooses the install folder)')
    if (at(config, 'nsis.allowToChangeInstallationDirectory') !== true) problems.push('nsis.allowToChangeInstallationDirectory must be true')

    // Folders and referenced files.
    const output = at(config, 'directories.output')
    if (typeof output !== 'string' || output === '') problems.push('directories.output is not set')
    const buildResources = at(config, 'directories.buildResources')
    const buildResourcesDir = resolve(projectDir, typeof buildResources === 'string' ? buildResources : 'build')
    if (!existsSync(buildResourcesDir)) problems.push(`directories.buildResources: ${buildResourcesDir} does not exist`)
    const roots = [buildResourcesDir, projectDir]
    let resourceCount = 0
    for (const key of RESOURCE_KEYS) {
      const value = at(config, key)
      if (value === undefined || value === null) continue
      resourceCount++
      if (typeof value !== 'string' || findResource(value, roots) === undefined) {
        problems.push(`${key}: ${JSON.stringify(value)} does not exist (looked in ${roots.join(' and ')})`)
      }
    }
    const extraResources = Array.isArray(config.extraResources) ? config.extraResources.filter(isRecord) : []
    for (const entry of extraResources) {
      if (typeof entry.from === 'string' && !existsSync(resolve(projectDir, entry.from))) {
        problems.push(`extraResources: ${entry.from} does not exist`)
      }
    }
    if (!extraResources.some((entry) => entry.from === 'resources/packs' && entry.to === 'packs')) {
      problems.push('extraResources must copy resources/packs to packs (content packs ship beside the app)')
    }

    // The app files: electron-builder must pick up every electron-vite output.
    const fileSets = Array.isArray(config.files) ? config.files.filter(isRecord) : []
    const patterns = fileSets
      .filter((set) => set.from === undefined && set.to === undefined)
      .flatMap((set) => (Array.isArray(set.filter) ? set.filter.map(String) : typeof set.filter === 'string' ? [set.filter] : []))
    if (patterns.length === 0) problems.push('files is not set: electron-builder would ship the whole project folder')
    for (const output of BUILD_OUTPUTS) {
      if (patterns.length > 0 && !includedByPatterns(patterns, output)) problems.push(`files does not include ${output}`)
    }
    let buildState = 'build output not checked (no out/; run npm run build)'
    const checkBuild = options.requireBuild === true || options.pack === true ||
      (options.skipBuild !== true && existsSync(join(projectDir, 'out')))
    if (options.skipBuild === true) buildState = 'build output not checked (--skip-build)'
    if (checkBuild) {
      const missing = BUILD_OUTPUTS.filter((output) => !existsSync(join(projectDir, output)))
      for (const output of missing) problems.push(`${output} is missing: electron-vite did not produce it (npm run build)`)
      if (missing.length === 0) {
        const dependencies = isRecord(pkg) && isRecord(pkg.dependencies) ? Object.keys(pkg.dependencies) : []
        problems.push(...checkBuildOutput(projectDir, dependencies))
      }
      buildState = missing.length === 0 ? 'build output checked' : 'build output incomplete'
    }

    // Icons, through electron-builder's own resolver.
    const icons = await checkIcons(config, roots, problems)
    if (problems.length > 0) return fail(`dist:check: ${problems.length} problem(s) in ${configFile}`)
    let packState = ''
    if (options.pack === true) {
      const pack = await packSmokeTest(projectDir, configFile)
      problems.push(...pack.problems)
      if (problems.length > 0) return fail(`dist:check: ${problems.length} problem(s) in the packed app`)
      packState = `; ${pack.summary}`
    }
    return {
      ok: true,
      problems,
      summary: `dist:check OK: ${String(appId)} "${String(config.productName)}", schema valid; ` +
        `${targetSummary.join('; ')}; icons ${icons.join(', ')}; ${resourceCount} resource file(s); ${buildState}${packState}`,
    }
  } finally {
    log.info = info
    log.warn = warn
  }
}

function parseArgs(argv: readonly string[]): DistCheckOptions {
  const options: DistCheckOptions = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--require-build') options.requireBuild = true
    else if (arg === '--skip-build') options.skipBuild = true
    else if (arg === '--pack') options.pack = true
    else if (arg === '--project' || arg === '--config') {
      const value = argv[++i]
      if (value === undefined) throw new Error(`${arg} needs a value`)
      if (arg === '--project') options.projectDir = value
      else options.configFile = value
    } else throw new Error(`unknown argument ${String(arg)} (use --project <dir>, --config <file>, --require-build, --skip-build, --pack)`)
  }
  return options
}

async function main(): Promise<void> {
  const result = await checkDist(parseArgs(process.argv.slice(2)))
  if (result.ok) {
    console.log(result.summary)
    return
  }
  console.error(result.summary)
  for (const problem of result.problems) console.error(`  - ${problem}`)
  process.exitCode = 1
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`dist:check: ${errorMessage(error)}`)
    process.exitCode = 1
  })
}
