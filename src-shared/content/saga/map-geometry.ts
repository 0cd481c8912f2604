/**
 * The geometry of a drawn Map (`map-layout.ts`), zod-free so the table can use it: where two Area
 * outlines meet (the line a Border is drawn along) and whether a point lies inside an outline. The
 * validator checks a pack's layout with the same functions the table draws it with.
 */

/** A point of the drawing: [x, y], y down. */
export type Point = readonly [number, number]

const same = (a: Point, b: Point): boolean => a[0] === b[0] && a[1] === b[1]
const key = (p: Point): string => `${p[0]},${p[1]}`

/** The sides of an outline, each as its two corners (the last corner joins the first). */
function sides(outline: readonly Point[]): [Point, Point][] {
  return outline.map((p, i): [Point, Point] => [p, outline[(i + 1) % outline.length] ?? p])
}

/**
 * The line two outlines share: every side of `a` that is also a side of `b` (same two corners,
 * either way round), joined end to end into polylines. Empty when the Areas do not touch along a
 * side (a corner alone is not a shared line).
 */
export function sharedLines(a: readonly Point[], b: readonly Point[]): Point[][] {
  const inB = new Set(sides(b).map(([p, q]) => `${key(p)}|${key(q)}`))
  const common = sides(a).filter(([p, q]) => inB.has(`${key(q)}|${key(p)}`) || inB.has(`${key(p)}|${key(q)}`))
  const lines: Point[][] = []
  for (const [p, q] of common) {
    const tail = lines.find((l) => same(l[l.length - 1] ?? [NaN, NaN], p))
    if (tail) tail.push(q)
    else lines.push([p, q])
  }
  // A line that starts where another ends is the same line (the outline was walked from its middle).
  for (let i = 0; i < lines.length; i++) {
    for (let j = 0; j < lines.length; j++) {
      const x = lines[i]
      const y = lines[j]
      if (i !== j && x && y && same(x[x.length - 1] ?? [NaN, NaN], y[0] ?? [NaN, NaN])) {
        lines[i] = [...x, ...y.slice(1)]
        lines.splice(j, 1)
        i = -1
        break
      }
    }
  }
  return lines
}

/** Whether `p` lies inside the outline or on its edge (ray casting; edges count as inside). */
export function insideOutline(p: Point, outline: readonly Point[]): boolean {
  for (const [a, b] of sides(outline)) {
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
    const within = Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1])
    if (cross === 0 && within) return true
  }
  let inside = false
  for (const [a, b] of sides(outline)) {
    if ((a[1] > p[1]) !== (b[1] > p[1]) && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside
  }
  return inside
}

/** The point halfway along a polyline (by length): where a Border's label or its hit spot goes. */
export function midpointOf(line: readonly Point[]): Point {
  const lengths = line.slice(1).map((q, i) => { const p = line[i] ?? q; return Math.hypot(q[0] - p[0], q[1] - p[1]) })
  let half = lengths.reduce((s, l) => s + l, 0) / 2
  for (let i = 0; i < lengths.length; i++) {
    const l = lengths[i] ?? 0
    const p = line[i]
    const q = line[i + 1]
    if (p && q && half <= l) {
      const f = l === 0 ? 0 : half / l
      return [p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f]
    }
    half -= l
  }
  return line[0] ?? [0, 0]
}
