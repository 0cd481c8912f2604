/**
 * `npm run dist:check` — checks the packaging configuration offline, without Electron binaries.
 *
 * The electron-builder configuration is loaded and validated by electron-builder's own code
 * (app-builder-lib `getConfig` + `validateConfiguration` against its `scheme.json`), the icons are
 * resolved by its own `convertIcon`, and the package metadata by its own `checkMetadata`. On top of
 * that it checks what Fogbound promises: identity, the installer targets, that every referenced file
 * exists, that `files` ships electron-vite's output, and that the release workflow
 * (.github/workflows/release.yml, scripts/release-workflow.ts) builds, signs and uploads them.
 * Fuses are read and flipped with @electron/fuses, `files` patterns matched with picomatch.
 *
 * Usage: tsx scripts/dist-check.ts [--project <dir>] [--config <file>] [--workflow <file>] [--require-build] [--pack]
 *   --require-build  fail if electron-vite's output (out/) is missing
 *   --skip-build     check the configuration only, even if out/ exists
 *   --pack           also pack for real with electron-builder (Linux dir target, stand-in Electron)
 * Exit 0 with one summary line, or 1 with every problem listed.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import picomatch from 'picomatch'
import type { Configuration } from 'app-builder-lib'
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { DebugLogger, log } from 'builder-util'
import { checkIcons, findResource } from './icon-check'
import { BUILD_OUTPUTS, checkBuildOutput, packSmokeTest, slashPath } from './packed-app-check'
import { RELEASE_WORKFLOW, checkReleaseWorkflowFile } from './release-workflow'

const MAIN_ENTRY = 'out/main/index.js'

// The build output and pack checks live in packed-app-check.ts; tests and callers also find them here.
export { BUILD_OUTPUTS, bundleRequires, checkBuildOutput, htmlFileRefs, packageOf, packSmokeTest } from './packed-app-check'
export { icnsChunks } from './icon-check'

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
/**
 * electron-builder's reading of a `files` pattern list, matched with picomatch: patterns apply in
 * order, a `!pattern` excludes what earlier ones included, a path no positive pattern names is out.
 */
export function includedByPatterns(patterns: readonly string[], path: string): boolean {
  const file = slashPath(path)
  let included = false
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!')
    if (picomatch.isMatch(file, slashPath(negated ? pattern.slice(1) : pattern), { dot: true })) included = !negated
  }
  return included
}

/** Configuration keys whose value is a file electron-builder reads (resolved like its getResource). */
const RESOURCE_KEYS = [
  'mac.entitlements', 'mac.entitlementsInherit', 'mac.entitlementsLoginHelper', 'mac.provisioningProfile',
  'dmg.background', 'dmg.icon', 'dmg.badgeIcon', 'dmg.license',
  'nsis.installerIcon', 'nsis.uninstallerIcon', 'nsis.installerHeader', 'nsis.installerHeaderIcon',
  'nsis.installerSidebar', 'nsis.uninstallerSidebar', 'nsis.license', 'nsis.include', 'nsis.script',
  'linux.desktop.entry', 'deb.afterInstall', 'deb.afterRemove', 'appImage.license',
] as const

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
  /** The release workflow; defaults to `<projectDir>/.github/workflows/release.yml`. */
  workflowFile?: string
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

    // The release workflow that builds, signs and uploads these installers.
    const workflowFile = resolve(projectDir, options.workflowFile ?? RELEASE_WORKFLOW)
    let workflowState = 'no release workflow'
    if (!existsSync(workflowFile)) problems.push(`${RELEASE_WORKFLOW} not found: nothing builds the installers on Windows, macOS and Linux`)
    else {
      const engines = isRecord(pkg) && isRecord(pkg.engines) ? String(pkg.engines.node ?? '') : ''
      const nodeMajor = Number(/(\d+)/.exec(engines)?.[1] ?? 20)
      const workflow = checkReleaseWorkflowFile(workflowFile, { outputDir: typeof output === 'string' ? output : 'release', nodeMajor })
      problems.push(...workflow.problems)
      workflowState = workflow.summary
    }
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
        `${targetSummary.join('; ')}; ${workflowState}; icons ${icons.join(', ')}; ${resourceCount} resource file(s); ${buildState}${packState}`,
    }
  } finally {
    log.info = info
    log.warn = warn
  }
}

/** The command line, read with node:util parseArgs (unknown options and stray words are errors). */
export function parseDistCheckArgs(argv: readonly string[]): DistCheckOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      project: { type: 'string' },
      config: { type: 'string' },
      workflow: { type: 'string' },
      'require-build': { type: 'boolean' },
      'skip-build': { type: 'boolean' },
      pack: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  })
  return {
    ...(values.project === undefined ? {} : { projectDir: values.project }),
    ...(values.config === undefined ? {} : { configFile: values.config }),
    ...(values.workflow === undefined ? {} : { workflowFile: values.workflow }),
    ...(values['require-build'] === true ? { requireBuild: true } : {}),
    ...(values['skip-build'] === true ? { skipBuild: true } : {}),
    ...(values.pack === true ? { pack: true } : {}),
  }
}

async function main(): Promise<void> {
  const result = await checkDist(parseDistCheckArgs(process.argv.slice(2)))
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
