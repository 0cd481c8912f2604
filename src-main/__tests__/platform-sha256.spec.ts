import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { canonicalJson, portableSha256Hex, stateHash, useSha256 } from '../../src-shared/engine/state-hash'
import { installPlatformSha256, nodeSha256Hex } from '../platform-sha256'

// Issue #13, item 6: main hashes states with node:crypto; a save hashed there must read anywhere.
afterAll(() => useSha256(portableSha256Hex))

/** Plain-JSON states like the engine's, with every kind of string (lone surrogates, astral characters). */
const state = fc.jsonValue({ maxDepth: 4 }).chain((value) =>
  fc.record({ value: fc.constant(value), text: fc.string({ unit: 'binary', maxLength: 40 }), names: fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 5 }) }),
)

describe('platform SHA-256 for state hashes', () => {
  it('node:crypto and the portable digest give identical hashes of random states', () => {
    fc.assert(
      fc.property(state, (s) => {
        const text = canonicalJson(s)
        expect(nodeSha256Hex(text)).toBe(portableSha256Hex(text))
      }),
      { numRuns: 2000 },
    )
  })

  it('stateHash answers the same before and after the platform digest is installed', () => {
    const samples = fc.sample(state, { numRuns: 200, seed: 13 })
    useSha256(portableSha256Hex)
    const portable = samples.map((s) => stateHash(s))
    installPlatformSha256()
    expect(samples.map((s) => stateHash(s))).toEqual(portable)
  })

  it('a digest that disagrees with the portable one is refused, and the hashes stay as they were', () => {
    useSha256(portableSha256Hex)
    const before = stateHash({ a: 1 })
    expect(() => useSha256((text) => nodeSha256Hex(`${text} `))).toThrow(/useSha256: the digest gives [0-9a-f]{64} for a known text/)
    expect(stateHash({ a: 1 })).toBe(before)
    expect(before).toBe(portableSha256Hex('{"a":1}'))
  })
})
