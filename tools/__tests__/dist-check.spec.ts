import { afterEach, describe, expect, it } from 'vitest'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { checkDist, icnsChunks, platformTargets, schemaProblems } from '../../scripts/dist-check'
import { encodeIcns, encodeIco } from '../../scripts/render-icons'

const repo = resolve(import.meta.dirname, '..', '..')
const temps: string[] = []

/** A copy of the packaging inputs (package.json, electron-builder.yml, icons, build/) in a temp dir. */
function project(edit: (config: string) => string = (config) => config): string {
  const dir = mkdtempSync(join(tmpdir(), 'fogbound-dist-'))
  temps.push(dir)
  cpSync(join(repo, 'package.json'), join(dir, 'package.json'))
  cpSync(join(repo, 'resources', 'icons'), join(dir, 'resources', 'icons'), { recursive: true })
  cpSync(join(repo, 'build'), join(dir, 'build'), { recursive: true })
  mkdirSync(join(dir, 'resources', 'packs'), { recursive: true })
  writeFileSync(join(dir, 'electron-builder.yml'), edit(readFileSync(join(repo, 'electron-builder.yml'), 'utf8')))
  return dir
}

afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('dist:check', () => {
  it('accepts the repository configuration', async () => {
    const result = await checkDist({ projectDir: repo })
    expect(result.problems).toEqual([])
    expect(result.ok).toBe(true)
    expect(result.summary).toMatch(/^dist:check OK: org\.fogbound\.app "Fogbound"/)
    expect(result.summary).toContain('linux AppImage+deb')
  }, 30_000)

  it('accepts an unchanged copy, and requires the build output only when asked', async () => {
    const dir = project()
    expect((await checkDist({ projectDir: dir })).problems).toEqual([])
    const strict = await checkDist({ projectDir: dir, requireBuild: true })
    expect(strict.ok).toBe(false)
    expect(strict.problems).toContain('out/main/index.js is missing: electron-vite did not produce it (npm run build)')
  }, 30_000)

  it('names unknown keys found by electron-builder\'s schema, at the root and nested', async () => {
    const dir = project((config) => config.replace('asar: true', 'asar: true\nfooBar: 1').replace('  oneClick: false', '  oneClick: false\n  oneclick: true'))
    const result = await checkDist({ projectDir: dir })
    expect(result.ok).toBe(false)
    expect(result.problems).toContain("configuration has an unknown property 'fooBar'")
    expect(result.problems).toContain("configuration.nsis has an unknown property 'oneclick'")
  }, 30_000)

  it('reports a wrong value type through the schema', async () => {
    const result = await checkDist({ projectDir: project((config) => config.replace('hardenedRuntime: true', 'hardenedRuntime: [1]')) })
    expect(result.problems.some((p) => p.startsWith('configuration.mac.hardenedRuntime should be a boolean'))).toBe(true)
  }, 30_000)

  it('reports missing icons and resource files by key', async () => {
    const dir = project((config) => config.replace('icon.ico', 'missing.ico'))
    rmSync(join(dir, 'build', 'entitlements.mac.plist'))
    const result = await checkDist({ projectDir: dir })
    expect(result.problems).toContain('win.icon: resources/icons/missing.ico does not exist')
    expect(result.problems.some((p) => p.startsWith('mac.entitlements: "build/entitlements.mac.plist" does not exist'))).toBe(true)
  }, 30_000)

  it('rejects icons electron-builder would have to download a converter for, or that are too small', async () => {
    const small = project((config) => config.replace('icon.ico', '256x256.png'))
    expect((await checkDist({ projectDir: small })).problems).toContain(
      'win.icon: resources/icons/256x256.png must be a ready-made .ico (run npx tsx scripts/render-icons.ts)')
    const tiny = project()
    const png16 = readFileSync(join(tiny, 'resources', 'icons', '16x16.png'))
    writeFileSync(join(tiny, 'resources', 'icons', 'icon.icns'), encodeIcns([{ type: 'icp4', png: png16 }]))
    writeFileSync(join(tiny, 'resources', 'icons', 'icon.ico'), encodeIco([{ size: 16, png: png16 }]))
    const problems = (await checkDist({ projectDir: tiny })).problems
    expect(problems).toContain('mac.icon: resources/icons/icon.icns is at most 16x16, needs 1024x1024')
    expect(problems.some((p) => p.startsWith('win.icon: resources/icons/icon.ico: Icon must be at least 256x256'))).toBe(true)
  }, 30_000)

  it('requires every installer target, the packs beside the app and electron-vite\'s output in files', async () => {
    const dir = project((config) => config
      .replace('    - target: deb\n', '    - target: rpm\n')
      .replace('        - arm64\n\nnsis:', '\nnsis:')
      .replace('    to: packs', '    to: content')
      .replace('  - out/**', '  - out/main/**'))
    const result = await checkDist({ projectDir: dir })
    expect(result.problems).toEqual(expect.arrayContaining([
      'linux.target lacks deb',
      'win.target nsis lacks arch arm64',
      'extraResources must copy resources/packs to packs (content packs ship beside the app)',
      'files does not include out/preload/index.cjs',
      'files does not include out/renderer/index.html',
    ]))
  }, 30_000)

  it('requires package.json main to be electron-vite\'s main output', async () => {
    const dir = project()
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, main: 'dist/main.js' }))
    expect((await checkDist({ projectDir: dir })).problems).toContain(
      'package.json main is "dist/main.js", expected "./out/main/index.js" (electron-vite\'s main output)')
  }, 30_000)
})

describe('dist:check helpers', () => {
  it('keeps one line per schema problem without the "How to fix" block', () => {
    const message = 'Invalid configuration object. header\n - configuration has an unknown property \'x\'\n     How to fix:\n     1. Open https://example.invalid\n\n - configuration.mac should be a null\n     How to fix:\n'
    expect(schemaProblems(message)).toEqual(["configuration has an unknown property 'x'", 'configuration.mac should be a null'])
  })

  it('reads targets given as a string, an object or a list', () => {
    expect([...platformTargets({ target: 'dmg' })]).toEqual([['dmg', []]])
    expect([...platformTargets({ target: [{ target: 'nsis', arch: ['x64', 'arm64'] }, 'zip'] })]).toEqual([['nsis', ['x64', 'arm64']], ['zip', []]])
    expect([...platformTargets({ target: { target: 'deb', arch: 'x64' } })]).toEqual([['deb', ['x64']]])
    expect(platformTargets(undefined).size).toBe(0)
  })

  it('reads back the chunks render-icons writes and rejects a damaged .icns', () => {
    const png = readFileSync(join(repo, 'resources', 'icons', '32x32.png'))
    const icns = encodeIcns([{ type: 'icp5', png }, { type: 'ic11', png }])
    expect(icnsChunks(icns)).toEqual([{ type: 'icp5', size: 32 }, { type: 'ic11', size: 32 }])
    expect(() => icnsChunks(icns.subarray(0, icns.length - 1))).toThrow(/damaged chunk/)
    expect(() => icnsChunks(Buffer.from('nope'))).toThrow(/not an \.icns/)
  })
})
