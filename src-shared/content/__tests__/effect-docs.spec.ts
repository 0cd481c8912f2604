import { describe, expect, it } from 'vitest'
import { describeEffectTerms } from '../effect-docs'

describe('effect terms described in generated JSON Schemas', () => {
  it('adds the one-line meaning to every op branch, at any depth, keeping descriptions already there', () => {
    const schema = {
      $defs: {
        Effect: {
          oneOf: [
            { type: 'object', properties: { op: { const: 'gain' } } },
            { type: 'object', properties: { op: { const: 'lose' } }, description: 'kept' },
            { type: 'object', properties: { op: { const: 'toString' } } },
            { type: 'object', properties: { op: { const: 'unknown' } } },
          ],
        },
      },
    }
    describeEffectTerms({ gain: 'gain some', lose: 'lose some' })(schema)
    expect(schema.$defs.Effect.oneOf.map((b) => (b as { description?: string }).description)).toEqual(['gain some', 'kept', undefined, undefined])
  })
})
