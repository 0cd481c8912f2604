/**
 * Counters and bounded tracks: a marker on a line of integer values, optionally bounded, with
 * marks printed between two values that fire when the marker passes them (an arrow on a wound
 * track, a threshold on a level track). A track is plain JSON and small enough to keep whole in
 * the state; a counter is a track without bounds.
 */

/** Where a mark fires: moving up past it, down past it, or both ways. */
export type MarkDirection = 'up' | 'down'

/**
 * A mark sits between `at - 1` and `at`: moving from below `at` to `at` or beyond passes it
 * upwards; moving from `at` or beyond to below it passes it downwards.
 */
export interface TrackMark {
  id: string
  at: number
  /** Which passing fires it; absent = both. */
  fires?: MarkDirection | 'both'
}

export interface Track {
  value: number
  min?: number
  max?: number
  marks?: TrackMark[]
}

export interface CrossedMark {
  id: string
  at: number
  direction: MarkDirection
}

export interface Adjusted {
  track: Track
  /** The new value (also `track.value`). */
  value: number
  /** How far the marker actually moved (signed). */
  moved: number
  /** The part of an increase that did not fit above `max` (≥ 0): "cannot gain more". */
  overflow: number
  /** The part of a decrease that did not fit below `min` (≥ 0): "cannot lose more". */
  underflow: number
  /** The marks that fired, in the order the marker passed them. */
  crossed: CrossedMark[]
}

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n)

/** Every problem of a track, as `where.field: message` (empty when it is sound). */
export function trackProblems(track: Track, where = 'track'): string[] {
  const out: string[] = []
  if (!isInt(track.value)) out.push(`${where}.value: must be an integer`)
  if (track.min !== undefined && !isInt(track.min)) out.push(`${where}.min: must be an integer`)
  if (track.max !== undefined && !isInt(track.max)) out.push(`${where}.max: must be an integer`)
  if (isInt(track.min) && isInt(track.max) && track.min > track.max) out.push(`${where}.min: ${track.min} is above max ${track.max}`)
  if (isInt(track.min) && isInt(track.value) && track.value < track.min) out.push(`${where}.value: ${track.value} is below min ${track.min}`)
  if (isInt(track.max) && isInt(track.value) && track.value > track.max) out.push(`${where}.value: ${track.value} is above max ${track.max}`)
  const seen = new Set<string>()
  ;(track.marks ?? []).forEach((m, i) => {
    if (typeof m.id !== 'string' || m.id === '') out.push(`${where}.marks[${i}].id: must be a non-empty string`)
    else if (seen.has(m.id)) out.push(`${where}.marks[${i}].id: '${m.id}' is used twice`)
    seen.add(m.id)
    if (!isInt(m.at)) out.push(`${where}.marks[${i}].at: must be an integer`)
    else if ((isInt(track.min) && m.at <= track.min) || (isInt(track.max) && m.at > track.max)) {
      out.push(`${where}.marks[${i}].at: ${m.at} cannot be passed (the marker moves within ${track.min ?? '…'}..${track.max ?? '…'})`)
    }
  })
  return out
}

function assertSound(track: Track): void {
  const problems = trackProblems(track)
  if (problems.length > 0) throw new RangeError(problems.join('; '))
}

const fires = (m: TrackMark, d: MarkDirection): boolean => m.fires === undefined || m.fires === 'both' || m.fires === d

/** The marks passed going from `from` to `to`, in passing order (stable for marks at one place). */
function passed(marks: readonly TrackMark[], from: number, to: number): CrossedMark[] {
  if (from === to) return []
  const direction: MarkDirection = to > from ? 'up' : 'down'
  const hit = marks.filter((m) => (direction === 'up' ? from < m.at && m.at <= to : to < m.at && m.at <= from) && fires(m, direction))
  const order = hit.map((m, i) => ({ m, i })).sort((a, b) => (direction === 'up' ? a.m.at - b.m.at : b.m.at - a.m.at) || a.i - b.i)
  return order.map(({ m }) => ({ id: m.id, at: m.at, direction }))
}

/**
 * Moves the marker by `delta` (an integer), clamped to the bounds. Returns the new track and
 * what the rules need to react: the overflow or underflow that did not fit and the marks passed.
 * The track given is not touched.
 */
export function adjust(track: Track, delta: number): Adjusted {
  assertSound(track)
  if (!isInt(delta)) throw new RangeError(`track adjustment must be an integer, got ${delta}`)
  const wanted = track.value + delta
  let value = wanted
  if (track.max !== undefined && value > track.max) value = track.max
  if (track.min !== undefined && value < track.min) value = track.min
  const next: Track = { ...track, value }
  if (track.marks) next.marks = track.marks.map((m) => ({ ...m }))
  return {
    track: next,
    value,
    moved: value - track.value,
    overflow: Math.max(0, wanted - value),
    underflow: Math.max(0, value - wanted),
    crossed: passed(track.marks ?? [], track.value, value),
  }
}

/** Moves the marker to `target` (clamped), as one movement: the marks between are passed in order. */
export const moveTo = (track: Track, target: number): Adjusted => {
  if (!isInt(target)) throw new RangeError(`track target must be an integer, got ${target}`)
  return adjust(track, target - track.value)
}

export const atMax = (track: Track): boolean => track.max !== undefined && track.value >= track.max
export const atMin = (track: Track): boolean => track.min !== undefined && track.value <= track.min
