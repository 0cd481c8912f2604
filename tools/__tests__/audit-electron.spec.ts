import { afterEach, describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { allowlistEntryFor, auditElectron, effectiveSeverity, judgeFindings, parseAllowlist } from '../../scripts/audit-electron'
import type { AllowlistEntry, Finding } from '../../scripts/audit-electron'

const reason = 'The preload only exposes a frozen object of typed invoke wrappers through contextBridge.'

function finding(overrides: Partial<Finding>): Finding {
  return {
    check: 'PRELOAD_JS_CHECK', file: 'src-main/window.ts', line: 10, column: 2, severity: 'MEDIUM',
    confidence: 'FIRM', description: 'Review the use of preload scripts', manualReview: true, inlineDisabled: false,
    source: 'const window = new BrowserWindow({',
    ...overrides,
  }
}

describe('audit:electron allowlist', () => {
  it('accepts entries with a check id, a file glob and a real justification', () => {
    const entries = parseAllowlist({ $comment: 'reviewed', entries: [{ check: 'PRELOAD_JS_CHECK', file: 'src-main/*.ts', justification: `  ${reason}  ` }] }, 'allow.json')
    expect(entries).toEqual([{ check: 'PRELOAD_JS_CHECK', file: 'src-main/*.ts', justification: reason }])
  })

  it('rejects an entry without a justification, naming the file and field', () => {
    expect(() => parseAllowlist({ entries: [{ check: 'PRELOAD_JS_CHECK', file: 'src-main/window.ts' }] }, 'allow.json'))
      .toThrow(/allow\.json › entries\[0\]\.justification: is required/)
  })

  it('rejects placeholder and too-short justifications', () => {
    for (const justification of ['', 'TODO', 'false positive', 'n/a — will look at it later, promise, really soon now', 'fine']) {
      expect(() => parseAllowlist({ entries: [{ check: 'PRELOAD_JS_CHECK', file: 'x.ts', justification }] }, 'allow.json'))
        .toThrow(/entries\[0\]\.justification: needs a real reason/)
    }
  })

  it('rejects unknown keys, malformed check ids, unknown checks and broken globs, all at once', () => {
    let message = ''
    try {
      parseAllowlist({ entries: [
        { check: 'PRELOAD_JS_CHECK', file: 'x.ts', justification: reason, severity: 'LOW' },
        { check: 'preload', file: 'x.ts', justification: reason },
      ] }, 'allow.json')
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/entries\[0\]: Unrecognized key: "severity"/)
    expect(message).toMatch(/entries\[1\]\.check: must be an Electronegativity check id/)
    const known = new Set(['PRELOAD_JS_CHECK'])
    expect(() => parseAllowlist({ entries: [{ check: 'PRELOAD_CHECK', file: 'x.ts', justification: reason }] }, 'a.json', known))
      .toThrow(/entries\[0\]\.check: PRELOAD_CHECK is not an Electronegativity check id/)
    expect(() => parseAllowlist({ entries: [{ check: 'PRELOAD_JS_CHECK', file: 'src/{a,b', justification: reason }] }, 'a.json', known))
      .toThrow(/entries\[0\]\.file: glob "src\/\{a,b": unbalanced/)
  })

  it('matches a finding only with the same check id and a file the glob covers', () => {
    const allowlist: AllowlistEntry[] = [
      { check: 'PRELOAD_JS_CHECK', file: 'src-main/window.ts', justification: reason },
      { check: 'CSP_GLOBAL_CHECK', file: 'src-main/**', justification: reason },
      { check: 'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK', file: 'N/A', justification: reason },
    ]
    expect(allowlistEntryFor(finding({}), allowlist)).toBe(allowlist[0])
    expect(allowlistEntryFor(finding({ file: 'src-main/index.ts' }), allowlist)).toBeUndefined()
    expect(allowlistEntryFor(finding({ check: 'SANDBOX_JS_CHECK' }), allowlist)).toBeUndefined()
    expect(allowlistEntryFor(finding({ check: 'CSP_GLOBAL_CHECK', file: 'src-main/ipc/deep/file.ts' }), allowlist)).toBe(allowlist[1])
    expect(allowlistEntryFor(finding({ check: 'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK', file: 'N/A' }), allowlist)).toBe(allowlist[2])
  })

  it('an entry with a line excuses only findings on a source line containing it', () => {
    const entries = parseAllowlist({ entries: [{ check: 'SANDBOX_JS_CHECK', file: 'src-main/window.ts', line: 'new BrowserWindow({', justification: reason }] }, 'allow.json')
    expect(entries[0]?.line).toBe('new BrowserWindow({')
    expect(allowlistEntryFor(finding({ check: 'SANDBOX_JS_CHECK' }), entries)).toBe(entries[0])
    expect(allowlistEntryFor(finding({ check: 'SANDBOX_JS_CHECK', source: 'sandbox: false,' }), entries)).toBeUndefined()
    expect(() => parseAllowlist({ entries: [{ check: 'SANDBOX_JS_CHECK', file: 'x.ts', line: '', justification: reason }] }, 'allow.json'))
      .toThrow(/entries\[0\]\.line: must be text of the source line/)
  })

  it('fails HIGH and MEDIUM findings unless allowlisted, never LOW or INFORMATIONAL, and reports stale entries', () => {
    const allowlist: AllowlistEntry[] = [
      { check: 'PRELOAD_JS_CHECK', file: 'src-main/window.ts', justification: reason },
      { check: 'SANDBOX_JS_CHECK', file: 'src-main/old-window.ts', justification: reason },
    ]
    const preload = finding({})
    const nodeIntegration = finding({ check: 'NODE_INTEGRATION_JS_CHECK', severity: 'HIGH' })
    const csp = finding({ check: 'CSP_GLOBAL_CHECK', severity: 'LOW' })
    const version = finding({ check: 'ELECTRON_VERSION_JSON_CHECK', severity: 'INFORMATIONAL', file: 'package.json' })
    const verdict = judgeFindings([preload, nodeIntegration, csp, version], allowlist)
    expect(verdict.failing).toEqual([nodeIntegration])
    expect(verdict.allowed).toEqual([{ finding: preload, entry: allowlist[0] }])
    expect(verdict.notes).toEqual([csp, version])
    expect(verdict.unused).toEqual([allowlist[1]])
  })

  it('raises an explicit nodeIntegration finding to HIGH and leaves other checks as reported', () => {
    expect(effectiveSeverity('NODE_INTEGRATION_JS_CHECK', 'INFORMATIONAL')).toBe('HIGH')
    expect(effectiveSeverity('NODE_INTEGRATION_JS_CHECK', 'HIGH')).toBe('HIGH')
    expect(effectiveSeverity('CSP_GLOBAL_CHECK', 'LOW')).toBe('LOW')
  })

  it('an eng-disable comment in the source excuses nothing: only the allowlist does', () => {
    const hidden = finding({ check: 'NODE_INTEGRATION_JS_CHECK', severity: 'HIGH', inlineDisabled: true })
    expect(judgeFindings([hidden], []).failing).toEqual([hidden])
  })
})

describe('audit:electron on real sources', () => {
  const temps: string[] = []
  afterEach(() => {
    for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  function project(windowSource: string, allowlist?: unknown): string {
    const dir = mkdtempSync(join(tmpdir(), 'fogbound-audit-'))
    temps.push(dir)
    mkdirSync(join(dir, 'src-main', '__tests__'), { recursive: true })
    writeFileSync(join(dir, 'src-main', 'window.ts'), windowSource)
    // Tests never ship, so an insecure fixture there must not count.
    writeFileSync(join(dir, 'src-main', '__tests__', 'fixture.ts'), "import { BrowserWindow } from 'electron'\nnew BrowserWindow({ webPreferences: { nodeIntegration: true } })\n")
    // The renderer page brings its own strict CSP, as src-renderer/index.html does.
    mkdirSync(join(dir, 'src-renderer'))
    writeFileSync(join(dir, 'src-renderer', 'index.html'), '<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src \'none\'; script-src \'self\'"></head><body></body></html>\n')
    if (allowlist !== undefined) writeFileSync(join(dir, 'electronegativity-allowlist.json'), JSON.stringify(allowlist))
    return dir
  }

  const secureWindow = `import { BrowserWindow, session } from 'electron'
export function open(preload: string): BrowserWindow {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  const win = new BrowserWindow({
    webPreferences: { preload, contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, disableBlinkFeatures: 'Auxclick' },
  })
  win.webContents.on('will-navigate', (event) => event.preventDefault())
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }))
  return win
}
`

  it('finds a window without sandbox, with Node integration and without context isolation, and fails', async () => {
    const dir = project(secureWindow.replace('nodeIntegration: false', 'nodeIntegration: true')
      .replace('sandbox: true, ', '').replace('contextIsolation: true', 'contextIsolation: false'))
    const result = await auditElectron({ projectDir: dir })
    expect(result.ok).toBe(false)
    const failing = result.verdict.failing.map((f) => `${f.check} ${f.file} ${f.severity}`)
    expect(failing).toEqual(expect.arrayContaining([
      'NODE_INTEGRATION_JS_CHECK src-main/window.ts HIGH',
      'CONTEXT_ISOLATION_JS_CHECK src-main/window.ts HIGH',
      'SANDBOX_JS_CHECK src-main/window.ts MEDIUM',
    ]))
    expect(result.verdict.failing.every((f) => !f.file.includes('__tests__'))).toBe(true)
  }, 30_000)

  it('passes a secure window once the preload review is justified in the allowlist', async () => {
    const before = await auditElectron({ projectDir: project(secureWindow) })
    expect(before.verdict.failing.map((f) => f.check)).toEqual(['PRELOAD_JS_CHECK'])
    const dir = project(secureWindow, { entries: [{ check: 'PRELOAD_JS_CHECK', file: 'src-main/window.ts', justification: reason }] })
    const after = await auditElectron({ projectDir: dir })
    expect(after.ok).toBe(true)
    expect(after.verdict.allowed.map(({ finding: f }) => f.check)).toEqual(['PRELOAD_JS_CHECK'])
    expect(after.parseErrors).toEqual([])
  }, 30_000)

  it('an eng-disable comment in the source does not hide a finding', async () => {
    const source = secureWindow.replace('sandbox: true, ', '').replace('const win = new BrowserWindow({', 'const win = new BrowserWindow({ // eng-disable SANDBOX_JS_CHECK')
    const result = await auditElectron({ projectDir: project(source) })
    const sandbox = result.verdict.failing.find((f) => f.check === 'SANDBOX_JS_CHECK')
    expect(sandbox?.inlineDisabled).toBe(true)
    expect(result.ok).toBe(false)
  }, 30_000)

  it('refuses to run with an allowlist entry that has no justification', async () => {
    const dir = project(secureWindow, { entries: [{ check: 'PRELOAD_JS_CHECK', file: 'src-main/window.ts', justification: '' }] })
    await expect(auditElectron({ projectDir: dir })).rejects.toThrow(/electronegativity-allowlist\.json › entries\[0\]\.justification/)
  }, 30_000)

  it('fails on a source file it cannot parse instead of skipping it', async () => {
    const dir = project(secureWindow)
    writeFileSync(join(dir, 'src-main', 'broken.ts'), 'export const = ;\n')
    const result = await auditElectron({ projectDir: dir, allowlistFile: resolve(dir, 'none.json') })
    expect(result.ok).toBe(false)
    expect(result.parseErrors.some((e) => e.startsWith('src-main/broken.ts:'))).toBe(true)
  }, 30_000)

  it('--build also reads bundled JavaScript with modern syntax (class private fields)', async () => {
    const dir = project(secureWindow, { entries: [{ check: 'PRELOAD_JS_CHECK', file: 'src-main/window.ts', justification: reason }] })
    await expect(auditElectron({ projectDir: dir, build: true })).rejects.toThrow(/out\/main does not exist/)
    mkdirSync(join(dir, 'out', 'main'), { recursive: true })
    writeFileSync(join(dir, 'out', 'main', 'index.js'),
      'const { BrowserWindow } = require("electron");\nclass Store { #data = 1; get() { return this.#data } }\nnew BrowserWindow({ webPreferences: { contextIsolation: false, sandbox: true } });\n')
    const result = await auditElectron({ projectDir: dir, build: true })
    expect(result.parseErrors).toEqual([])
    expect(result.verdict.failing.map((f) => `${f.check} ${f.file}`)).toContain('CONTEXT_ISOLATION_JS_CHECK out/main/index.js')
  }, 30_000)

  it('the repository allowlist is valid', () => {
    const file = resolve(import.meta.dirname, '..', '..', 'electronegativity-allowlist.json')
    expect(() => parseAllowlist(JSON.parse(readFileSync(file, 'utf8')) as unknown, 'electronegativity-allowlist.json')).not.toThrow()
  })
})
