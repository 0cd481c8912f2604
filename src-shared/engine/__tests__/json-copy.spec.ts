import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cloneJson, jsonCopy } from '../json-clone'

describe('jsonCopy', () => {
  it('gives the same text and key order as a JSON round trip, sharing nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.constant(-0), fc.constant([-0, { x: -0 }])), (v) => {
        const copy = jsonCopy(v)
        expect(JSON.stringify(copy)).toBe(JSON.stringify(JSON.parse(JSON.stringify(v))))
        if (typeof v === 'object' && v !== null && Object.keys(v).length > 0) expect(copy).not.toBe(v)
      }),
    )
  })

  it('drops undefined fields and turns undefined array slots into null, as JSON does', () => {
    const v = { b: 1, a: undefined, '10': [undefined, 2], '2': { c: undefined, d: 'x' } }
    const copy = jsonCopy(v)
    expect(copy).toStrictEqual(JSON.parse(JSON.stringify(v)))
    expect(Object.keys(copy)).toEqual(['2', '10', 'b'])
    expect(copy['2']).not.toBe(v['2'])
  })

  it('a "__proto__" key (JSON.parse makes it an own field) stays an own field and never becomes the prototype', () => {
    const v = JSON.parse('{"a":{"__proto__":false},"__proto__":{"polluted":true},"z":1}') as Record<string, unknown>
    for (const copy of [jsonCopy(v), cloneJson(v)]) {
      expect(JSON.stringify(copy)).toBe(JSON.stringify(v))
      expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
      expect((copy as { polluted?: unknown }).polluted).toBeUndefined()
      expect(Object.keys(copy)).toEqual(['a', '__proto__', 'z'])
      expect(copy['__proto__']).not.toBe(v['__proto__'])
    }
  })

  it('cloneJson gives the same text as the value, sharing nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const copy = cloneJson(v)
        expect(JSON.stringify(copy)).toBe(JSON.stringify(v))
        if (typeof v === 'object' && v !== null && Object.keys(v).length > 0) expect(copy).not.toBe(v)
      }),
    )
  })

  it('cloneJson shares no object or array at any depth with the value', () => {
    const objects = (v: unknown, out: Set<unknown> = new Set()): Set<unknown> => {
      if (typeof v === 'object' && v !== null) {
        out.add(v)
        for (const x of Object.values(v)) objects(x, out)
      }
      return out
    }
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const before = objects(v)
        for (const x of objects(cloneJson(v))) expect(before.has(x)).toBe(false)
      }),
    )
    const nested = JSON.parse('{"a":{"__proto__":{"b":[{"c":1}]}}}') as { a: Record<string, unknown> }
    const copy = cloneJson(nested)
    expect(Object.getPrototypeOf(copy.a)).toBe(Object.prototype)
    expect(copy.a['__proto__']).not.toBe(nested.a['__proto__'])
    expect(copy).toStrictEqual(nested)
  })
})
