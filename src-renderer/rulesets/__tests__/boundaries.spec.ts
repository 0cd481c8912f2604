import { describe, expect, it } from 'vitest'
import { RENDERERS } from '..'

// The raw source of every renderer file (tests excluded), to check what it imports and names.
const sources = import.meta.glob(['../../**/*.vue', '../../**/*.ts', '!../../**/__tests__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>

/**
 * Shared modules the renderer may import at run time: zod-free and ruleset-free, or a ruleset's
 * zod-free options descriptor, or Continent's success arithmetic (`odds`: the card faces count a
 * Skill strip's successes exactly as the engine does, types only besides), or the kernel's polyomino
 * geometry (import-free: tiles held over a grid agree with the rules on shapes), the undo refusal's
 * message (import-free: the table says it in the player's language), or the Saga map's geometry
 * (import-free: the atlas draws Borders along the sides the validator checked). Anything else from
 * src-shared must be `import type` (a run-time import of a schema module put zod in the table chunk once).
 */
const RUN_TIME_SHARED = [/src-shared\/rule-options$/, /src-shared\/game-module$/, /src-shared\/ipc\/bridge$/, /src-shared\/ipc\/push$/, /src-shared\/rulesets\/[a-z-]+\/options$/, /src-shared\/rulesets\/continent\/odds$/, /src-shared\/engine\/polyomino$/, /src-shared\/engine\/undo-refusal$/, /src-shared\/content\/saga\/map-geometry$/]

/** `from '…'` of every import that is not `import type`, with the imported path. */
function runTimeImports(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)) out.push(m[1] ?? '')
  return out
}

const rulesetIds = Object.keys(RENDERERS)
/** Where a ruleset may be named: its own folder and the registry. */
const mayNameRulesets = (file: string): boolean => file === '../index.ts' || rulesetIds.some((id) => file.startsWith(`../${id}/`))

describe('renderer boundaries', () => {
  it('imports from src-shared at run time only the zod-free modules listed', () => {
    const offending: string[] = []
    for (const [file, text] of Object.entries(sources)) {
      for (const path of runTimeImports(text)) {
        if (path.includes('src-shared/') && !RUN_TIME_SHARED.some((re) => re.test(path))) offending.push(`${file}: ${path}`)
      }
    }
    expect(offending).toEqual([])
  })

  it('never imports zod', () => {
    const offending = Object.entries(sources).filter(([, text]) => runTimeImports(text).some((p) => p === 'zod' || p.startsWith('zod/'))).map(([f]) => f)
    expect(offending).toEqual([])
  })

  it('names a ruleset only in its own folder and in the registry', () => {
    const offending: string[] = []
    for (const [file, text] of Object.entries(sources)) {
      if (mayNameRulesets(file)) continue
      for (const id of rulesetIds) if (new RegExp(`(?<![\\w-])${id}(?![\\w-])`, 'i').test(text)) offending.push(`${file}: ${id}`)
    }
    expect(offending).toEqual([])
  })

  it('reaches a ruleset folder only through the registry', () => {
    const offending: string[] = []
    for (const [file, text] of Object.entries(sources)) {
      if (mayNameRulesets(file)) continue
      for (const path of runTimeImports(text)) if (/rulesets\/[a-z-]+\//.test(path) && !path.includes('src-shared/')) offending.push(`${file}: ${path}`)
    }
    expect(offending).toEqual([])
  })

  it('the checks see the files they check (a glob that matched nothing would pass everything)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(40)
    expect(Object.keys(sources).some((f) => f.startsWith('../continent/'))).toBe(true)
    expect(runTimeImports("import { a } from 'x'\nimport type { b } from 'y'\nimport {\n  c,\n} from 'z'")).toEqual(['x', 'z'])
  })
})
