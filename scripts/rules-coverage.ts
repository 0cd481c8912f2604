/**
 * `npm run rules:coverage`: which test covers which rule.
 *
 * Rule IDs come from `docs/rules-coverage/<ruleset>.ids` (the ID list of the spec, one per
 * line, refreshed from `../shared/rules/<ruleset>.md` with `--refresh-ids` when the spec
 * grows). A rule is *covered* when a test's own title starts with its ID and names at most
 * three IDs (MAX_IDS_PER_TEST), or when the test sits in a `describe` block named for that one
 * ID. A title naming more IDs covers none of them and is reported: one rule, one assertion — a
 * long list of IDs on one test let rules pass without an assertion of their own. Test titles
 * come from `vitest list`, so generated tests count.
 *
 * Every ID must be covered, or listed in `<ruleset>.not-applicable.json` with a one-line
 * reason (pure component descriptions), or — while a ruleset is being built — listed in
 * `<ruleset>.todo.json`. The todo list is a ratchet: an ID that became covered must leave
 * it (the run fails otherwise), so the list only ever shrinks.
 *
 * Open questions and digital decisions (`C-Q-n`, `C-D-n`, listed in `<ruleset>.optional-ids`)
 * may name tests too and are reported, but are not required.
 *
 * Writes `docs/rules-coverage/<ruleset>.md` and exits 1 on any inconsistency.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '..')
const dir = join(root, 'docs', 'rules-coverage')
/** Each ruleset's spec: the shared rules spec, or the ruleset's own RULES.md for rulesets of ours. */
const RULESETS = [
  { name: 'continent', prefix: 'C', spec: join(root, '..', 'shared', 'rules', 'continent.md') },
  { name: 'island', prefix: 'I', spec: join(root, '..', 'shared', 'rules', 'island.md') },
  { name: 'saga', prefix: 'S', spec: join(root, '..', 'shared', 'rules', 'saga.md') },
  { name: 'lantern', prefix: 'L', spec: join(root, 'src-shared', 'rulesets', 'lantern', 'RULES.md') },
] as const

export interface TestEntry {
  title: string
  file: string
  /** Names of the enclosing `describe` blocks, outermost first. */
  suites?: string[]
}

/** A test covers the IDs its title starts with only when it names at most this many. */
export const MAX_IDS_PER_TEST = 3

/**
 * The shape of one rule ID after its ruleset's prefix: an area (`ACT`, a scenario's `SCEN1`, `2P`), a
 * dash and a number, which some specs letter by kind (`I-EVENT-C06` a card clarification,
 * `I-ACT-ADV10` an adventure card): `C-ACT-23`, `I-SCEN1-03`, `I-EVENT-C06`.
 */
const ID_BODY = String.raw`\d?[A-Z]+\d*-[A-Z]*\d+`

/** Leading rule IDs of a test title: `C-ACT-9 C-ACT-13 cost floor` → [C-ACT-9, C-ACT-13]. */
export function leadingIds(title: string, prefix: string): string[] {
  const ids: string[] = []
  const re = new RegExp(`^${prefix}-${ID_BODY}\\b[,:]?\\s*`)
  let rest = title
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    ids.push(m[0].replace(/[,:]?\s*$/, ''))
    rest = rest.slice(m[0].length)
  }
  return ids
}

/**
 * The rule a `describe` block is named for: its name starts with exactly one ID followed by words
 * (`C-CARD-22 advanced skills`); `C-EXPLORE-24…28 …` or a list of IDs names no single rule.
 */
export function describeId(name: string, prefix: string): string | null {
  const m = new RegExp(`^(${prefix}-${ID_BODY})[,:]?\\s+(.*)$`).exec(name)
  if (!m?.[1] || m[2] === undefined || leadingIds(m[2], prefix).length > 0 || m[2].trim() === '') return null
  return m[1]
}

export interface Coverage {
  covered: Map<string, TestEntry[]>
  missing: string[]
  staleTodo: string[]
  /** Listed as not applicable although a test covers it: one of the two is wrong. */
  coveredButNotApplicable: string[]
  unknownInLists: string[]
  testsNamingUnknownIds: string[]
  /** Tests whose title names more than MAX_IDS_PER_TEST IDs (they cover none of them). */
  overloadedTests: string[]
}

export function computeCoverage(
  ids: string[],
  tests: TestEntry[],
  prefix: string,
  notApplicable: Record<string, string>,
  todo: string[],
  optionalIds: string[] = [],
): Coverage {
  const known = new Set([...ids, ...optionalIds])
  const covered = new Map<string, TestEntry[]>()
  const testsNamingUnknownIds: string[] = []
  const overloadedTests: string[] = []
  for (const t of tests) {
    const named = leadingIds(t.title, prefix)
    for (const id of named) if (!known.has(id)) testsNamingUnknownIds.push(`${id} in "${t.title}"`)
    if (named.length > MAX_IDS_PER_TEST) overloadedTests.push(`"${t.title}" (${t.file}) names ${named.length} rule IDs`)
    const fromSuites = (t.suites ?? []).map((name) => describeId(name, prefix)).filter((id): id is string => id !== null)
    const ids = new Set([...(named.length <= MAX_IDS_PER_TEST ? named : []), ...fromSuites])
    for (const id of ids) {
      if (!known.has(id)) continue
      covered.set(id, [...(covered.get(id) ?? []), t])
    }
  }
  const todoSet = new Set(todo)
  return {
    covered,
    missing: ids.filter((id) => !covered.has(id) && !(id in notApplicable) && !todoSet.has(id)),
    staleTodo: todo.filter((id) => covered.has(id)),
    coveredButNotApplicable: Object.keys(notApplicable).filter((id) => covered.has(id)),
    unknownInLists: [...Object.keys(notApplicable), ...todo].filter((id) => !ids.includes(id)),
    testsNamingUnknownIds,
    overloadedTests,
  }
}

function listTests(): TestEntry[] {
  const out = join(mkdtempSync(join(tmpdir(), 'fogbound-coverage-')), 'tests.json')
  const r = spawnSync('npx', ['vitest', 'list', `--json=${out}`], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (r.status !== 0 || !existsSync(out)) throw new Error('vitest list failed; fix the test suite first')
  const raw = JSON.parse(readFileSync(out, 'utf8')) as { name: string; file: string }[]
  return raw.map((t) => {
    const parts = t.name.split(' > ')
    return { title: parts.at(-1) ?? t.name, suites: parts.slice(0, -1), file: relative(root, t.file) }
  })
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback
}

/** A rule line of a spec: "- `C-ACT-1` …", "| `C-ACT-1` | …" or "- **L-TURN-1** …". */
const ruleLine = (id: string): RegExp => new RegExp(`^(?:- |\\| )(?:\`|\\*\\*)(${id})(?:\`|\\*\\*)`, 'gm')

function refreshIds(name: string, prefix: string, spec: string): void {
  const text = readFileSync(spec, 'utf8')
  const rules = [...text.matchAll(ruleLine(`${prefix}-${ID_BODY}`))]
    .map((m) => m[1] as string)
    .filter((id) => !/^[A-Z]-(Q|D|EX)-/.test(id))
  // Worked examples are bold headings, named with the prefix (`**C-EX-3`) or without it (`**EX-03`,
  // the Island and Saga specs); tests always name them with it (`I-EX-03`).
  const examples = [...text.matchAll(new RegExp(`\\*\\*(?:${prefix}-)?(EX-\\d+)`, 'g'))].map((m) => `${prefix}-${m[1] as string}`)
  writeFileSync(join(dir, `${name}.ids`), [...new Set([...rules, ...examples])].join('\n') + '\n')
  // Open questions: list items (`- **C-Q-4**`) or the rows of a table (`| Q-01 |`, unprefixed).
  const optional = [
    ...[...text.matchAll(ruleLine(`${prefix}-(?:Q|D)-\\d+`))].map((m) => m[1] as string),
    ...[...text.matchAll(/^\| ((?:Q|D)-\d+) \|/gm)].map((m) => `${prefix}-${m[1] as string}`),
  ]
  writeFileSync(join(dir, `${name}.optional-ids`), [...new Set(optional)].join('\n') + '\n')
}

function report(
  name: string,
  ids: string[],
  optionalIds: string[],
  cov: Coverage,
  na: Record<string, string>,
  todo: string[],
): string {
  const lines = [
    `# Rules coverage: ${name}`,
    '',
    `Generated by \`npm run rules:coverage\` from the test titles; do not edit by hand. An ID is covered by a test`,
    `whose title starts with it and names at most ${MAX_IDS_PER_TEST} IDs, or by the tests of a \`describe\` block named for it.`,
    '',
    `- rule IDs and worked examples: ${ids.length}`,
    `- covered by tests: ${ids.filter((id) => cov.covered.has(id)).length}`,
    `- not applicable (listed with a reason): ${Object.keys(na).length}`,
    `- not yet implemented (todo): ${todo.length}`,
    '',
    '| ID | status | tests |',
    '|---|---|---|',
  ]
  const todoSet = new Set(todo)
  for (const id of ids) {
    const tests = cov.covered.get(id)
    if (tests) {
      // Sorted: `vitest list` does not promise an order, and the table is committed.
      const names = tests.map((t) => `${t.title.replace(/\|/g, '\\|')} (\`${t.file}\`)`).sort()
      lines.push(`| ${id} | covered | ${names.join('<br>')} |`)
    } else if (id in na) lines.push(`| ${id} | not applicable | ${na[id]} |`)
    else if (todoSet.has(id)) lines.push(`| ${id} | todo | |`)
    else lines.push(`| ${id} | **MISSING** | |`)
  }
  const decided = optionalIds.filter((id) => cov.covered.has(id))
  lines.push('', `## Open questions and digital decisions with tests (${decided.length} of ${optionalIds.length})`, '')
  for (const id of decided) lines.push(`- ${id}: ${(cov.covered.get(id) ?? []).map((t) => t.title).sort().join('; ')}`)
  return lines.join('\n') + '\n'
}

function main(): number {
  const args = process.argv.slice(2)
  const tests = listTests()
  let failed = false
  for (const { name, prefix, spec } of RULESETS) {
    // A ruleset's ID list is made from its spec the first time, and again on --refresh-ids.
    if (args.includes('--refresh-ids') || !existsSync(join(dir, `${name}.ids`))) refreshIds(name, prefix, spec)
    const ids = readFileSync(join(dir, `${name}.ids`), 'utf8').split('\n').filter(Boolean)
    const optionalIds = readFileSync(join(dir, `${name}.optional-ids`), 'utf8').split('\n').filter(Boolean)
    const na = readJson<Record<string, string>>(join(dir, `${name}.not-applicable.json`), {})
    let todo = readJson<string[]>(join(dir, `${name}.todo.json`), [])
    let cov = computeCoverage(ids, tests, prefix, na, todo, optionalIds)
    if (args.includes('--shrink-todo')) {
      // Drop IDs that became covered: the only edit of the todo list this tool makes.
      todo = todo.filter((id) => !cov.covered.has(id))
      writeFileSync(join(dir, `${name}.todo.json`), JSON.stringify(todo, null, 2) + '\n')
      cov = computeCoverage(ids, tests, prefix, na, todo, optionalIds)
    }
    writeFileSync(join(dir, `${name}.md`), report(name, ids, optionalIds, cov, na, todo))
    for (const [id, reason] of Object.entries(na)) {
      if (!reason.trim()) {
        console.error(`${name}: ${id} is listed as not applicable without a reason`)
        failed = true
      }
    }
    const problems = [
      ...cov.missing.map((id) => `${id} has no test and is not listed as not applicable or todo`),
      ...cov.staleTodo.map((id) => `${id} is covered now: remove it from ${name}.todo.json (npm run rules:coverage -- --shrink-todo)`),
      ...cov.coveredButNotApplicable.map((id) => `${id} has a test but is listed as not applicable: remove one of the two`),
      ...cov.unknownInLists.map((id) => `${id} is listed but is not a rule ID of the spec`),
      ...cov.testsNamingUnknownIds.map((s) => `unknown rule ID ${s}`),
      ...cov.overloadedTests.map((s) => `${s}: name at most ${MAX_IDS_PER_TEST} per test (split it), else it covers none`),
    ]
    for (const p of problems) console.error(`${name}: ${p}`)
    if (problems.length > 0) failed = true
    console.log(
      `${name}: ${ids.length} IDs, ${ids.filter((id) => cov.covered.has(id)).length} covered, ${Object.keys(na).length} not applicable, ${todo.length} todo` +
        (problems.length ? `, ${problems.length} problems` : ''),
    )
  }
  return failed ? 1 : 0
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('rules-coverage.ts')) process.exitCode = main()
