/**
 * Where a JSON text first goes wrong, for `file › (root): malformed JSON at line L, column C: …`.
 * JSON.parse's messages differ between engine versions and often omit the position, so the
 * position comes from this small strict scanner (RFC 8259), run only after JSON.parse has failed.
 */
export interface JsonSyntaxError { offset: number; line: number; column: number; reason: string }

class Fail { constructor(readonly offset: number, readonly reason: string) {} }

/** The first syntax error of `text`, or null when it is valid JSON. */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  let i = 0
  const ws = (): void => { while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i++ }
  const fail = (reason: string): never => { throw new Fail(i, reason) }
  const literal = (word: string): void => {
    for (const ch of word) { if (text[i] !== ch) fail(`expected ${word}`); i++ }
  }
  const string = (): void => {
    i++ // opening quote
    for (;;) {
      const ch = text[i]
      if (ch === undefined) fail('unterminated string')
      else if (ch === '"') { i++; return } else if (ch === '\\') {
        const e = text[i + 1]
        if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2
        else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6
        else fail('invalid escape in string')
      } else if (ch < ' ') fail('control character in string')
      else i++
    }
  }
  const number = (): void => {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i))
    if (!m) fail('expected a value')
    i += m?.[0].length ?? 0
  }
  const value = (): void => {
    ws()
    const ch = text[i]
    if (ch === '{') {
      i++; ws()
      if (text[i] === '}') { i++; return }
      for (;;) {
        ws()
        if (text[i] !== '"') fail('expected a double-quoted property name')
        string(); ws()
        if (text[i] !== ':') fail("expected ':' after the property name")
        i++; value(); ws()
        if (text[i] === ',') { i++; continue }
        if (text[i] === '}') { i++; return }
        fail("expected ',' or '}'")
      }
    } else if (ch === '[') {
      i++; ws()
      if (text[i] === ']') { i++; return }
      for (;;) {
        value(); ws()
        if (text[i] === ',') { i++; continue }
        if (text[i] === ']') { i++; return }
        fail("expected ',' or ']'")
      }
    } else if (ch === '"') string()
    else if (ch === 't') literal('true')
    else if (ch === 'f') literal('false')
    else if (ch === 'n') literal('null')
    else if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) number()
    else fail(ch === undefined ? 'unexpected end of the file' : 'expected a value')
  }
  try {
    value(); ws()
    if (i < text.length) fail('unexpected text after the JSON value')
    return null
  } catch (e) {
    if (!(e instanceof Fail)) throw e
    const before = text.slice(0, e.offset).split('\n')
    return { offset: e.offset, line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1, reason: e.reason }
  }
}
