import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

/**
 * Issue #11 item 5: the Continent rules have no import circle. A circle made module load order
 * matter (a rule module could see another one half-initialised) and tied every rule to the
 * interpreter; the rule modules now reach the task stack through `task-stack.ts`.
 */
const root = join(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === '__tests__') return []
    if (statSync(path).isDirectory()) return sources(path)
    return name.endsWith('.ts') ? [normalize(path)] : []
  })
}

/** Relative imports (type-only ones too: madge counts them) resolved to files of the folder. */
function importGraph(): Map<string, string[]> {
  const files = new Set(sources(root))
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const deps: string[] = []
    for (const m of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
      const base = normalize(join(dirname(file), m[1] ?? ''))
      const target = [`${base}.ts`, join(base, 'index.ts')].find((f) => files.has(f))
      if (target !== undefined) deps.push(target)
    }
    graph.set(file, deps)
  }
  return graph
}

/** Strongly connected components of more than one file (Tarjan), each a set of files in a circle. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const out: string[][] = []
  const visit = (v: string): void => {
    index.set(v, index.size)
    low.set(v, index.get(v) ?? 0)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0))
    }
    if (low.get(v) === index.get(v)) {
      const comp: string[] = []
      for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
        onStack.delete(w)
        comp.push(relative(root, w))
        if (w === v) break
      }
      if (comp.length > 1) out.push(comp.sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return out
}

describe('the Continent rules folder', () => {
  it('has no import circle', () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(30)
    expect(circles(graph)).toEqual([])
  })

  it('finds a circle when there is one (the check itself works)', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c'].map((f) => relative(root, f))])
  })
})
