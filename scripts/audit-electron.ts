/**
 * `npm run audit:electron` — runs Doyensec's Electronegativity over the app's sources and fails on
 * any HIGH or MEDIUM finding that the reviewed allowlist (electronegativity-allowlist.json) does not
 * justify. LOW and INFORMATIONAL findings are printed and never fail.
 *
 * Electronegativity's own `run()` fetches translations from S3 on every start, so this script
 * drives the same parts (Parser, Finder, GlobalChecks) itself with the bundled English texts and
 * stays offline. Two more differences from its CLI, both deliberate:
 *  - the network-only AvailableSecurityFixesGlobalCheck is left out (Electron updates are npm's job);
 *  - inline `eng-disable` comments do not hide anything: every exception lives in the allowlist,
 *    where it has a reviewed justification.
 *
 * Usage: tsx scripts/audit-electron.ts [--project <dir>] [--allowlist <file>] [--build]
 *   --build  also scans electron-vite's output (out/main, out/preload, out/renderer/index.html).
 *            The sources stay the main target: in the bundle `new BrowserWindow` becomes
 *            `new electron.BrowserWindow`, which the webPreferences checks do not recognise.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { z } from 'zod'
import { globMatches, toGlobPath } from './glob-match'

export const SEVERITIES = ['HIGH', 'MEDIUM', 'LOW', 'INFORMATIONAL'] as const
export type Severity = (typeof SEVERITIES)[number]
/** Severities that fail the audit unless allowlisted. */
const BLOCKING: readonly Severity[] = ['HIGH', 'MEDIUM']

/**
 * Checks whose findings count at least at this severity. Since Electron 5 made `nodeIntegration`
 * default to false, Electronegativity rates an explicit `nodeIntegration: true` (or a value it
 * cannot read) only INFORMATIONAL; design §5 requires it off, so such a finding must block.
 */
export const SEVERITY_FLOOR: Readonly<Record<string, Severity>> = {
  NODE_INTEGRATION_JS_CHECK: 'HIGH',
}

/** The severity this audit uses for a finding: the tool's, raised to the check's floor. */
export function effectiveSeverity(check: string, reported: Severity): Severity {
  const floor = SEVERITY_FLOOR[check]
  return floor !== undefined && SEVERITIES.indexOf(floor) < SEVERITIES.indexOf(reported) ? floor : reported
}

export interface Finding {
  check: string
  /** Repository-relative path with `/`, or "N/A" for a finding about the app as a whole. */
  file: string
  line: number
  column: number
  severity: Severity
  confidence: string
  description: string
  manualReview: boolean
  /** The file asked Electronegativity to ignore this finding with an `eng-disable` comment. */
  inlineDisabled: boolean
  /** The trimmed source line the finding points at ("" for whole-app findings). */
  source: string
}

export interface AllowlistEntry {
  check: string
  file: string
  /**
   * Optional: text the finding's source line must contain. Pins an entry to one construct, so an
   * insecure option added later on another line of the same file is not excused with it.
   */
  line?: string
  justification: string
}

/** Sources scanned by default; tests are left out because they never ship. */
export const SOURCE_ROOTS = ['src-main', 'src-renderer', 'src-shared'] as const
const BUILD_ROOTS = ['out/main', 'out/preload', 'out/renderer/index.html'] as const
const SCANNED = /\.(?:[cm]?js|jsx|ts|tsx|html?)$/i
const SKIPPED = /(?:^|\/)(?:__tests__|node_modules)\/|\.d\.ts$|\.spec\.ts$|\.map$/
/** Global checks left out: this one needs the network (GitHub release list) on every run. */
const EXCLUDED_CHECKS = ['availablesecurityfixesglobalcheck']
export const DEFAULT_ALLOWLIST = 'electronegativity-allowlist.json'

// A justification is a reviewed argument, not a shrug: at least a sentence, no placeholder.
const MIN_JUSTIFICATION = 40
const PLACEHOLDER = /^\s*(?:todo|tbd|fixme|n\/?a|none|false positive|ok|safe|ignore)\b/i

const allowlistSchema = z.strictObject({
  $comment: z.string().optional(),
  entries: z.array(z.strictObject({
    check: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'must be an Electronegativity check id such as PRELOAD_JS_CHECK'),
    file: z.string().min(1, 'must be a file glob relative to the repository root (or "N/A")'),
    line: z.string().min(1, 'must be text of the source line, or left out').optional(),
    justification: z.string({ error: 'is required: say why this finding is not a vulnerability here' }),
  })),
})

/**
 * Reads and checks an allowlist document. Throws one error listing every problem as
 * `<source> › entries[i].field: message`, so a bad entry is never silently ignored.
 */
export function parseAllowlist(json: unknown, source: string, knownChecks?: ReadonlySet<string>): AllowlistEntry[] {
  const parsed = allowlistSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const path = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('').replace(/^\./, '')
      return `${source} › ${path === '' ? '(root)' : path}: ${issue.message}`
    })
    throw new Error(problems.join('\n'))
  }
  const problems: string[] = []
  parsed.data.entries.forEach((entry, i) => {
    const where = `${source} › entries[${i}]`
    const text = entry.justification.trim()
    if (text.length < MIN_JUSTIFICATION || PLACEHOLDER.test(text)) {
      problems.push(`${where}.justification: needs a real reason (at least ${MIN_JUSTIFICATION} characters, not a placeholder), got ${JSON.stringify(entry.justification)}`)
    }
    if (knownChecks !== undefined && !knownChecks.has(entry.check)) {
      problems.push(`${where}.check: ${entry.check} is not an Electronegativity check id`)
    }
    try {
      globMatches(entry.file, '')
    } catch (error) {
      problems.push(`${where}.file: ${error instanceof Error ? error.message : String(error)}`)
    }
  })
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return parsed.data.entries.map(({ check, file, line, justification }) =>
    ({ check, file, ...(line === undefined ? {} : { line }), justification: justification.trim() }))
}

/**
 * The allowlist entry that justifies `finding`, if any: same check id, file matching the glob and,
 * when the entry names a line, a source line containing that text.
 */
export function allowlistEntryFor(finding: Pick<Finding, 'check' | 'file' | 'source'>, allowlist: readonly AllowlistEntry[]): AllowlistEntry | undefined {
  return allowlist.find((entry) => entry.check === finding.check && globMatches(entry.file, finding.file) &&
    (entry.line === undefined || finding.source.includes(entry.line)))
}

export interface AuditVerdict {
  /** HIGH/MEDIUM findings without a justification: the audit fails if there is any. */
  failing: Finding[]
  /** HIGH/MEDIUM findings with the entry that justifies them. */
  allowed: { finding: Finding; entry: AllowlistEntry }[]
  /** LOW/INFORMATIONAL findings: shown, never failing. */
  notes: Finding[]
  /** Entries that justified nothing in this run (stale, or the code they excused changed). */
  unused: AllowlistEntry[]
}

/** Sorts findings into failing, allowed and notes (pure; the policy of this audit). */
export function judgeFindings(findings: readonly Finding[], allowlist: readonly AllowlistEntry[]): AuditVerdict {
  const verdict: AuditVerdict = { failing: [], allowed: [], notes: [], unused: [] }
  const used = new Set<AllowlistEntry>()
  for (const finding of findings) {
    if (!BLOCKING.includes(finding.severity)) {
      verdict.notes.push(finding)
      continue
    }
    const entry = allowlistEntryFor(finding, allowlist)
    if (entry === undefined) {
      verdict.failing.push(finding)
    } else {
      used.add(entry)
      verdict.allowed.push({ finding, entry })
    }
  }
  verdict.unused = allowlist.filter((entry) => !used.has(entry))
  return verdict
}

// ---- Electronegativity, driven offline ----------------------------------------------------------

interface RawIssue {
  file: string
  location: { line: number; column: number }
  id: string
  description?: unknown
  severity: { name: string }
  confidence: { name: string }
  manualReview?: boolean
  sample?: unknown
  visibility?: { inlineDisabled?: boolean; globalCheckDisabled?: boolean; excludesGlobal?: string[] }
}
interface ElectronegativityParts {
  Parser: new (babelFirst: boolean, typescriptBabelFirst: boolean) => {
    parse(file: string, content: string): [number, unknown, string, unknown]
  }
  Finder: new (customScan: string[], exclude: string[], upgrade: undefined) => {
    _enabled_checks: (new () => { id: string })[]
    find(file: string, data: unknown, type: number, content: string, only: null, electronVersion: string): Promise<RawIssue[]>
  }
  GlobalChecks: new (customScan: string[], exclude: string[], upgrade: undefined) => {
    _constructed_checks: { id: string }[]
    getResults(issues: RawIssue[], output: undefined): Promise<RawIssue[]>
  }
}

const localRequire = createRequire(import.meta.url)

function loadElectronegativity(): ElectronegativityParts & { version: string } {
  const packageFile = localRequire.resolve('@doyensec/electronegativity/package.json')
  const require = createRequire(packageFile)
  // The checks call a global __() for their texts; give it the bundled English, no download.
  const i18n = require('i18n') as { configure(options: object): void; setLocale(locale: string): void }
  i18n.configure({
    locales: ['en-US'], defaultLocale: 'en-US', directory: join(dirname(packageFile), 'dist', 'locales'),
    updateFiles: false, objectNotation: true, retryInDefaultLocale: true, register: globalThis,
  })
  i18n.setLocale('en-US')
  const { Parser } = require('./dist/parser') as Pick<ElectronegativityParts, 'Parser'>
  const { Finder, GlobalChecks } = require('./dist/finder') as Omit<ElectronegativityParts, 'Parser'>
  const { version } = require('./package.json') as { version: string }
  return { Parser, Finder, GlobalChecks, version }
}

function listFiles(projectDir: string, roots: readonly string[]): string[] {
  const files: string[] = []
  for (const root of roots) {
    const path = join(projectDir, root)
    if (!existsSync(path)) continue
    const entries = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' }).map((entry) => join(path, entry))
      : [path]
    for (const file of entries) {
      const rel = toGlobPath(relative(projectDir, file))
      if (SCANNED.test(rel) && !SKIPPED.test(rel) && statSync(file).isFile()) files.push(file)
    }
  }
  return files.sort()
}

function installedElectronVersion(projectDir: string): string {
  const file = join(projectDir, 'node_modules', 'electron', 'package.json')
  const fromProject = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version : undefined
  if (typeof fromProject === 'string') return fromProject
  return (localRequire('electron/package.json') as { version: string }).version
}

export interface AuditOptions {
  projectDir?: string
  allowlistFile?: string
  /** Also scan electron-vite's output in out/. */
  build?: boolean
}

export interface AuditResult {
  ok: boolean
  verdict: AuditVerdict
  /** Files Electronegativity could not parse: they were not audited, so the audit fails. */
  parseErrors: string[]
  files: number
  checks: number
  electronVersion: string
  toolVersion: string
}

/** Runs the audit. Throws if the allowlist itself is invalid. */
export async function auditElectron(options: AuditOptions = {}): Promise<AuditResult> {
  const projectDir = resolve(options.projectDir ?? process.cwd())
  const allowlistFile = resolve(projectDir, options.allowlistFile ?? DEFAULT_ALLOWLIST)
  const tool = loadElectronegativity()
  const finder = new tool.Finder([], [], undefined)
  const globalChecks = new tool.GlobalChecks([], EXCLUDED_CHECKS, undefined)
  const knownChecks = new Set([
    ...finder._enabled_checks.map((Check) => new Check().id),
    ...globalChecks._constructed_checks.map((check) => check.id),
  ])
  const allowlist = existsSync(allowlistFile)
    ? parseAllowlist(JSON.parse(readFileSync(allowlistFile, 'utf8')) as unknown, relative(projectDir, allowlistFile), knownChecks)
    : []

  const roots = [...SOURCE_ROOTS, ...(options.build === true ? BUILD_ROOTS : [])]
  const files = [...listFiles(projectDir, roots), ...[join(projectDir, 'package.json')].filter(existsSync)]
  if (options.build === true && !existsSync(join(projectDir, 'out', 'main'))) {
    throw new Error('audit:electron --build: out/main does not exist (run npm run build first)')
  }
  const electronVersion = installedElectronVersion(projectDir)
  const parser = new tool.Parser(false, true)
  const parseErrors: string[] = []
  let raw: RawIssue[] = []
  for (const file of files) {
    const rel = toGlobPath(relative(projectDir, file))
    try {
      // Electronegativity walks plain .js with an esprima-shaped AST that stops at modern syntax
      // (class private fields in bundled libraries); its TypeScript path (babel) reads any JS.
      const parseAs = /\.[cm]?js$/i.test(file) ? `${file}.ts` : file
      const [type, data, content] = parser.parse(parseAs, readFileSync(file, 'utf8'))
      if (data === null || data === undefined) continue
      raw.push(...await finder.find(file, data, type, content, null, electronVersion))
    } catch (error) {
      parseErrors.push(`${rel}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  // eng-disable comments would also make the global checks drop or skip findings; undo them
  // before that pass and only remember which findings a comment tried to hide.
  const commentedOut = new Set<RawIssue>()
  for (const issue of raw) {
    if (issue.visibility?.inlineDisabled === true) commentedOut.add(issue)
    if (issue.visibility !== undefined) issue.visibility = { ...issue.visibility, inlineDisabled: false, excludesGlobal: [] }
  }
  // Second pass: the global checks combine findings across files (CSP, navigation, permissions).
  raw = (await globalChecks.getResults(raw, undefined)).filter((issue) => issue.visibility?.globalCheckDisabled !== true)

  const findings = raw.map((issue): Finding => ({
    check: issue.id,
    file: issue.file === 'N/A' ? 'N/A' : toGlobPath(relative(projectDir, issue.file)),
    line: issue.location.line,
    column: issue.location.column,
    // An unknown severity name is treated as HIGH: better a false alarm than a silent pass.
    severity: effectiveSeverity(issue.id, (SEVERITIES as readonly string[]).includes(issue.severity.name) ? issue.severity.name as Severity : 'HIGH'),
    confidence: issue.confidence.name,
    description: typeof issue.description === 'string' ? issue.description : JSON.stringify(issue.description),
    manualReview: issue.manualReview === true,
    inlineDisabled: commentedOut.has(issue),
    source: typeof issue.sample === 'string' ? issue.sample : '',
  }))
  findings.sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) ||
    a.file.localeCompare(b.file) || a.line - b.line || a.check.localeCompare(b.check))
  const verdict = judgeFindings(findings, allowlist)
  return {
    ok: verdict.failing.length === 0 && parseErrors.length === 0,
    verdict,
    parseErrors,
    files: files.length,
    checks: knownChecks.size,
    electronVersion,
    toolVersion: tool.version,
  }
}

function describe(finding: Finding): string {
  const where = finding.file === 'N/A' ? 'whole app' : `${finding.file}:${finding.line}:${finding.column}`
  const flags = [finding.manualReview ? 'review' : '', finding.inlineDisabled ? 'eng-disable comment ignored' : ''].filter(Boolean)
  return `${finding.severity.padEnd(13)} ${finding.check}  ${where}  ${finding.description}${flags.length > 0 ? ` [${flags.join('; ')}]` : ''}`
}

function parseArgs(argv: readonly string[]): AuditOptions {
  const options: AuditOptions = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--build') options.build = true
    else if (arg === '--project' || arg === '--allowlist') {
      const value = argv[++i]
      if (value === undefined) throw new Error(`${arg} needs a value`)
      if (arg === '--project') options.projectDir = value
      else options.allowlistFile = value
    } else throw new Error(`unknown argument ${String(arg)} (use --project <dir>, --allowlist <file>, --build)`)
  }
  return options
}

async function main(): Promise<void> {
  const result = await auditElectron(parseArgs(process.argv.slice(2)))
  const { failing, allowed, notes, unused } = result.verdict
  for (const finding of failing) console.log(`FAIL  ${describe(finding)}`)
  for (const error of result.parseErrors) console.log(`FAIL  not audited, Electronegativity could not parse ${error}`)
  for (const { finding, entry } of allowed) console.log(`ok    ${describe(finding)}\n        allowed: ${entry.justification}`)
  for (const finding of notes) console.log(`note  ${describe(finding)}`)
  for (const entry of unused) console.log(`stale allowlist entry (matched nothing): ${entry.check} ${entry.file}`)
  console.log(`audit:electron ${result.ok ? 'OK' : 'FAILED'}: Electronegativity ${result.toolVersion}, ${result.checks} checks, ` +
    `${result.files} files, Electron ${result.electronVersion}: ${failing.length} failing, ${allowed.length} allowlisted, ` +
    `${notes.length} low/informational, ${result.parseErrors.length} unparsed, ${unused.length} stale allowlist entries`)
  if (!result.ok) process.exitCode = 1
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`audit:electron: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  })
}
