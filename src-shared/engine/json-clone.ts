/**
 * Sets an own data property. `out[k] = v` with k === '__proto__' would call the prototype setter
 * instead (JSON.parse of a save can produce such a key): the copy would lose the field and, for
 * an object value, take it as its prototype.
 */
function setOwn(out: Record<string, unknown>, k: string, v: unknown): void {
  if (k === '__proto__') Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true })
  else out[k] = v
}

/**
 * Deep copy of a plain-JSON value. `apply` copies the incoming state once into a
 * draft and then mutates the draft, which keeps the rules code simple while never
 * touching a state that was already returned. Hand-written because it is several
 * times faster than structuredClone or a JSON round trip on game states.
 *
 * An object is first copied whole with a spread, which V8 does in one step for objects of a
 * shape it has seen (a game state's objects always have the same few shapes), then its object
 * fields are replaced by their copies. The spread defines own fields, so a "__proto__" key stays
 * an own field; assigning to it afterwards sets that own field, never the prototype.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    const out = value.slice() as unknown[]
    for (let i = 0; i < out.length; i++) {
      const x = out[i]
      if (typeof x === 'object' && x !== null) out[i] = cloneJson(x)
    }
    return out as T
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  const keys = Object.keys(out)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string
    const x = out[k]
    if (typeof x === 'object' && x !== null) out[k] = cloneJson(x)
  }
  return out as T
}

/**
 * The same result as `JSON.parse(JSON.stringify(value))` for plain data (objects, arrays,
 * strings, finite numbers, booleans, null, undefined), without the text round trip: object
 * fields holding undefined are left out and undefined array slots become null, as JSON does.
 */
export function jsonCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'number') return (Number.isFinite(value) ? value + 0 : null) as T // -0 → 0, NaN/±Infinity → null
    return value
  }
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length)
    for (let i = 0; i < value.length; i++) {
      const x: unknown = value[i]
      out[i] = x === undefined || typeof x === 'function' ? null : jsonCopy(x)
    }
    return out as T
  }
  const src = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  const keys = Object.keys(src)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string
    const x = src[k]
    if (x !== undefined && typeof x !== 'function') setOwn(out, k, jsonCopy(x))
  }
  return out as T
}
