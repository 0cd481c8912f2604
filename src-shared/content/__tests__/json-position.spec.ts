import { describe, expect, it } from 'vitest'
import { jsonSyntaxError } from '../json-position'

describe('JSON syntax error positions', () => {
  it.each([
    ['{\n  "a": 1,\n}', 3, 1, 'expected a double-quoted property name'],
    ['{"a": tru}', 1, 10, 'expected true'],
    ['xyz', 1, 1, 'expected a value'],
    ['{"a":1', 1, 7, "expected ',' or '}'"],
    ['', 1, 1, 'unexpected end of the file'],
    ['{"a":1}}', 1, 8, 'unexpected text after the JSON value'],
    ['[1,]', 1, 4, 'expected a value'],
    ['{"a": "x\ny"}', 1, 9, 'control character in string'],
    ['{"a": "\\q"}', 1, 8, 'invalid escape in string'],
    ['[01]', 1, 3, "expected ',' or ']'"],
    ['{"a" 1}', 1, 6, "expected ':' after the property name"],
    ['"open', 1, 6, 'unterminated string'],
  ])('%j fails at line %i, column %i: %s', (text, line, column, reason) => {
    expect(() => JSON.parse(text)).toThrow()
    expect(jsonSyntaxError(text)).toMatchObject({ line, column, reason })
  })
  it('valid JSON has no error, like JSON.parse', () => {
    for (const t of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"]} ', '"x"', '0']) {
      expect(() => JSON.parse(t)).not.toThrow()
      expect(jsonSyntaxError(t)).toBeNull()
    }
  })
})
