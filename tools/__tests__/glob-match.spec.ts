import { describe, expect, it } from 'vitest'
import { globMatches, includedByPatterns } from '../../scripts/glob-match'

describe('glob-match', () => {
  it('** spans folders, * and ? stay inside one segment', () => {
    expect(globMatches('out/**', 'out/main/index.js')).toBe(true)
    expect(globMatches('src-main/**/*.ts', 'src-main/index.ts')).toBe(true)
    expect(globMatches('src-main/**/*.ts', 'src-main/ipc/games.ts')).toBe(true)
    expect(globMatches('src-main/*.ts', 'src-main/ipc/games.ts')).toBe(false)
    expect(globMatches('src-main/window.?s', 'src-main/window.ts')).toBe(true)
    expect(globMatches('src-main/window.ts', 'src-main/window.tsx')).toBe(false)
  })

  it('treats dots and other regex characters literally, and braces as alternatives', () => {
    expect(globMatches('out/main/index.js', 'out/main/indexXjs')).toBe(false)
    expect(globMatches('src-renderer/index.{html,ts}', 'src-renderer/index.html')).toBe(true)
    expect(globMatches('src-renderer/index.{html,ts}', 'src-renderer/index.vue')).toBe(false)
    expect(() => globMatches('a/{b,c', 'a/b')).toThrow(/unbalanced/)
  })

  it('normalises ./ prefixes and Windows separators', () => {
    expect(globMatches('./out/**', 'out\\preload\\index.cjs')).toBe(true)
  })

  it('applies electron-builder pattern lists in order, with ! excluding', () => {
    const patterns = ['out/**', '!out/**/*.map']
    expect(includedByPatterns(patterns, 'out/main/index.js')).toBe(true)
    expect(includedByPatterns(patterns, 'out/main/index.js.map')).toBe(false)
    expect(includedByPatterns(patterns, 'src-main/index.ts')).toBe(false)
    expect(includedByPatterns([...patterns, 'out/main/index.js.map'], 'out/main/index.js.map')).toBe(true)
  })
})
