import { jsonSyntaxError } from './json-position'
import type { PackProblem } from './problems'

/** One file of a pack, path relative to the pack folder with '/' separators. */
export interface PackFile { path: string; text: string }

/**
 * The parsed JSON of a pack file, or undefined after adding a problem that names the line and
 * column of the first syntax error (JSON.parse's own messages vary between engines).
 */
export function parseJsonFile(file: PackFile, problems: PackProblem[]): unknown {
  try {
    return JSON.parse(file.text) as unknown
  } catch {
    const e = jsonSyntaxError(file.text)
    problems.push({ file: file.path, path: '', message: e ? `malformed JSON at line ${e.line}, column ${e.column}: ${e.reason}` : 'malformed JSON' })
    return undefined
  }
}
