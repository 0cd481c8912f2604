/**
 * The release workflow (`.github/workflows/release.yml`), checked offline by `npm run dist:check`:
 * GitHub would only tell us on the first tag. The YAML is read with the `yaml` library; what is
 * checked is what Fogbound promises of its installers: built on Windows, macOS and Linux after the
 * tests, with every installer target, signed only from secrets, uploaded from electron-builder's
 * output folder.
 */
import { readFileSync } from 'node:fs'
import { parseDocument } from 'yaml'

export const RELEASE_WORKFLOW = '.github/workflows/release.yml'

/** The runner family of each platform, and the installer targets its build must name. */
export const RELEASE_PLATFORMS = [
  { platform: 'win', runner: 'windows', targets: ['nsis'] },
  { platform: 'mac', runner: 'macos', targets: ['dmg', 'zip'] },
  { platform: 'linux', runner: 'ubuntu', targets: ['AppImage', 'deb'] },
] as const

/** Secrets electron-builder signs (and notarises) with; each must come from `secrets`, never from the file. */
export const SIGNING_SECRETS = ['CSC_LINK', 'CSC_KEY_PASSWORD'] as const

type Json = Record<string, unknown>
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

interface Step {
  index: number
  name: string
  uses: string
  run: string
  env: Json
  with: Json
}

function stepsOf(job: Json): Step[] {
  return list(job.steps).filter(isRecord).map((step, index) => ({
    index,
    name: text(step.name) || text(step.uses) || `step ${index + 1}`,
    uses: text(step.uses),
    run: text(step.run),
    env: isRecord(step.env) ? step.env : {},
    with: isRecord(step.with) ? step.with : {},
  }))
}

/** The matrix rows of a job: `include` entries, or one row per `os` value. */
function matrixRows(job: Json): Json[] {
  const matrix = isRecord(job.strategy) && isRecord(job.strategy.matrix) ? job.strategy.matrix : undefined
  if (matrix === undefined) return []
  const include = list(matrix.include).filter(isRecord)
  if (include.length > 0) return include
  return list(matrix.os).map((os) => ({ os }))
}

/** `${{ matrix.key }}` replaced by the row's values, as GitHub expands a step for one matrix row. */
const expand = (template: string, row: Json): string =>
  template.replace(/\$\{\{\s*matrix\.([\w-]+)\s*\}\}/g, (whole, key: string) => (row[key] === undefined ? whole : String(row[key])))

const isSecret = (value: unknown, name: string): boolean => new RegExp(`^\\$\\{\\{\\s*secrets\\.${name}\\s*\\}\\}$`).test(text(value))

export interface WorkflowCheck {
  problems: string[]
  summary: string
}

/**
 * Checks the workflow text against the builder's output folder and Node's major version from
 * package.json `engines`. Every problem names the workflow file and the job or step.
 */
export function checkReleaseWorkflow(source: string, options: { file?: string; outputDir: string; nodeMajor: number }): WorkflowCheck {
  const file = options.file ?? RELEASE_WORKFLOW
  const problems: string[] = []
  const problem = (where: string, message: string) => problems.push(`${file} › ${where}: ${message}`)
  const doc = parseDocument(source)
  for (const error of doc.errors) problem('(yaml)', error.message.split('\n')[0] ?? error.message)
  if (doc.errors.length > 0) return { problems, summary: 'release workflow unreadable' }
  const workflow: unknown = doc.toJS()
  if (!isRecord(workflow)) {
    problem('(root)', 'not a workflow (expected a mapping)')
    return { problems, summary: 'release workflow unreadable' }
  }

  // Triggers: a version tag releases; a manual run lets anyone try the installers before tagging.
  const on = isRecord(workflow.on) ? workflow.on : {}
  const tags = isRecord(on.push) ? list(on.push.tags).map(String) : []
  if (!tags.some((tag) => tag.startsWith('v'))) problem('on.push.tags', 'must run on version tags ("v*")')
  if (!('workflow_dispatch' in on)) problem('on', 'must allow a manual run (workflow_dispatch)')
  const permissions = isRecord(workflow.permissions) ? workflow.permissions : undefined
  if (permissions?.contents !== 'read') problem('permissions', 'the workflow-wide token must be read-only (contents: read); a job that publishes asks for more itself')

  // The job that builds the installers: the one whose steps run electron-builder.
  const jobs = isRecord(workflow.jobs) ? workflow.jobs : {}
  const builders = Object.entries(jobs).filter((entry): entry is [string, Json] => isRecord(entry[1]) && stepsOf(entry[1]).some((s) => /\belectron-builder\b/.test(s.run)))
  const built = builders[0]
  if (built === undefined) {
    problem('jobs', 'no job runs electron-builder')
    return { problems, summary: 'release workflow incomplete' }
  }
  const [jobName, job] = built
  const at = (where: string) => `jobs.${jobName}${where}`
  const rows = matrixRows(job)
  if (!/\$\{\{\s*matrix\.os\s*\}\}/.test(text(job['runs-on']))) problem(at('.runs-on'), 'must be ${{ matrix.os }} so each operating system builds its own installers')
  const steps = stepsOf(job)
  const find = (test: (s: Step) => boolean): Step | undefined => steps.find(test)
  const checkout = find((s) => s.uses.startsWith('actions/checkout@'))
  const setupNode = find((s) => s.uses.startsWith('actions/setup-node@'))
  const install = find((s) => /\bnpm ci\b/.test(s.run))
  const tests = find((s) => /\bnpm (?:test|run test(?::unit)?)\b/.test(s.run))
  const builder = find((s) => /\belectron-builder\b/.test(s.run))
  const upload = find((s) => s.uses.startsWith('actions/upload-artifact@'))
  if (checkout === undefined) problem(at('.steps'), 'no actions/checkout step')
  if (setupNode === undefined) problem(at('.steps'), 'no actions/setup-node step')
  else {
    const major = Number(/^(\d+)/.exec(String(setupNode.with['node-version'] ?? ''))?.[1] ?? NaN)
    if (!(major >= options.nodeMajor)) problem(at(`.steps[${setupNode.index}]`), `node-version must be ${options.nodeMajor} or later (package.json engines), got ${JSON.stringify(setupNode.with['node-version'])}`)
  }
  if (install === undefined) problem(at('.steps'), 'no step installs with npm ci (the lockfile decides what ships)')
  if (tests === undefined) problem(at('.steps'), 'no step runs the tests (npm test or npm run test:unit)')
  if (builder !== undefined && tests !== undefined && tests.index > builder.index) problem(at(`.steps[${tests.index}]`), 'the tests must run before the installers are built')
  if (builder !== undefined && install !== undefined && install.index > builder.index) problem(at(`.steps[${install.index}]`), 'npm ci must run before electron-builder')

  // Every operating system, each building all of its installer targets.
  const runners: string[] = []
  for (const { platform, runner, targets } of RELEASE_PLATFORMS) {
    const row = rows.find((r) => text(r.os).startsWith(`${runner}-`))
    if (row === undefined) {
      problem(at('.strategy.matrix'), `no ${runner}-* runner (the ${platform} installers would never be built)`)
      continue
    }
    runners.push(text(row.os))
    const command = expand(builder?.run ?? '', row)
    const flag = { win: '--win', mac: '--mac', linux: '--linux' }[platform]
    const missing = targets.filter((target) => !new RegExp(`\\s${target}\\b`).test(command))
    if (!command.includes(flag) || missing.length > 0) {
      problem(at(`.steps[${builder?.index ?? 0}]`), `on ${text(row.os)} the command must build ${flag} ${targets.join(' ')}; it runs "${command.trim()}"`)
    }
  }
  if (builder !== undefined && !/--publish[ =]never\b/.test(builder.run)) problem(at(`.steps[${builder.index}]`), 'electron-builder must not publish by itself (--publish never); the artefacts are uploaded')

  // Signing from secrets only, and only where they exist (electron-builder skips unsigned otherwise).
  for (const name of SIGNING_SECRETS) {
    if (builder !== undefined && !isSecret(builder.env[name], name)) problem(at(`.steps[${builder.index}].env.${name}`), `must be \${{ secrets.${name} }}`)
  }
  Object.values(jobs).filter(isRecord).flatMap(stepsOf).forEach((step) => {
    // A secret expanded into a script is written into the script file and can leak into logs.
    if (/\$\{\{\s*secrets\./.test(step.run)) problem(`step "${step.name}"`, 'uses a secret inside run:; pass it through env: instead')
    if (step.uses !== '' && !/@(?:v\d+(?:\.\d+)*|[0-9a-f]{40})$/.test(step.uses)) problem(`step "${step.name}"`, `${step.uses} must be pinned to a version tag or a commit`)
  })
  if (/ELECTRON_SKIP_BINARY_DOWNLOAD/.test(source)) problem('(env)', 'ELECTRON_SKIP_BINARY_DOWNLOAD is set: electron-builder needs the Electron binary')

  // The upload takes electron-builder's output folder (electron-builder.yml directories.output).
  if (upload === undefined) problem(at('.steps'), 'no actions/upload-artifact step: the installers would be lost with the runner')
  else {
    if (builder !== undefined && upload.index < builder.index) problem(at(`.steps[${upload.index}]`), 'the upload must come after electron-builder')
    const paths = text(upload.with.path).split('\n').map((p) => p.trim()).filter((p) => p !== '')
    const outside = paths.filter((p) => !p.startsWith(`${options.outputDir}/`))
    if (paths.length === 0 || outside.length > 0) problem(at(`.steps[${upload.index}].with.path`), `must name files in ${options.outputDir}/ (electron-builder's directories.output), got ${JSON.stringify(paths)}`)
    if (upload.with['if-no-files-found'] !== 'error') problem(at(`.steps[${upload.index}].with.if-no-files-found`), 'must be error: a build that made no installer must fail')
  }

  return { problems, summary: `release workflow ${runners.join(', ') || 'none'}, signing from secrets` }
}

/** Reads and checks the workflow file. */
export function checkReleaseWorkflowFile(path: string, options: { outputDir: string; nodeMajor: number }): WorkflowCheck {
  return checkReleaseWorkflow(readFileSync(path, 'utf8'), { ...options, file: RELEASE_WORKFLOW })
}
