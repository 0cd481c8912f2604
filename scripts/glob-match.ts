/**
 * The small glob dialect the repo scripts share (electron-builder `files` patterns and the
 * Electronegativity allowlist): `**` spans any number of folders, `*` and `?` stay inside one path
 * segment, `{a,b}` picks one alternative. Paths use `/` and are relative to the repository root.
 */
export function globToRegExp(glob: string): RegExp {
  let source = ''
  let braceDepth = 0
  for (let i = 0; i < glob.length; i++) {
    const char = glob.charAt(i)
    if (char === '*') {
      if (glob.charAt(i + 1) === '*') {
        i++
        if (glob.charAt(i + 1) === '/') {
          i++
          source += '(?:.*/)?' // "a/**/b" also matches "a/b"
        } else {
          source += '.*'
        }
      } else {
        source += '[^/]*'
      }
    } else if (char === '?') {
      source += '[^/]'
    } else if (char === '{') {
      braceDepth++
      source += '(?:'
    } else if (char === '}' && braceDepth > 0) {
      braceDepth--
      source += ')'
    } else if (char === ',' && braceDepth > 0) {
      source += '|'
    } else {
      source += char.replace(/[.+^$()|[\]\\]/g, '\\$&')
    }
  }
  if (braceDepth !== 0) throw new Error(`glob "${glob}": unbalanced "{"`)
  return new RegExp(`^${source}$`)
}

/** Normalises a path for matching: forward slashes, no leading "./". */
export function toGlobPath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '')
}

/** True when `path` matches `glob` (see {@link globToRegExp}). */
export function globMatches(glob: string, path: string): boolean {
  return globToRegExp(toGlobPath(glob)).test(toGlobPath(path))
}

/**
 * electron-builder's reading of a pattern list: patterns apply in order, a `!pattern` excludes
 * what earlier patterns included, and a path no positive pattern names is left out.
 */
export function includedByPatterns(patterns: readonly string[], path: string): boolean {
  let included = false
  for (const pattern of patterns) {
    if (pattern.startsWith('!')) {
      if (globMatches(pattern.slice(1), path)) included = false
    } else if (globMatches(pattern, path)) {
      included = true
    }
  }
  return included
}
