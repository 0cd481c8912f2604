import { afterEach, describe, expect, it } from 'vitest'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { bundleRequires, checkBuildOutput, checkDist, htmlFileRefs, icnsChunks, includedByPatterns, packageOf, parseDistCheckArgs, platformTargets, schemaProblems } from '../../scripts/dist-check'
import { FUSE_KEYS, readFuses, writeStandInElectron } from '../../scripts/electron-fuses'
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
  cpSync(join(repo, '.github', 'workflows', 'release.yml'), join(dir, '.github', 'workflows', 'release.yml'))
  return dir
}

afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('dist:check', () => {
  // A copy, not the work tree: resources/packs is empty until a pack lands (git keeps no empty
  // folders), and a local out/ may be stale while others work.
  it('accepts an unchanged copy of the repository configuration, and requires the build output only when asked', async () => {
    const dir = project()
    const result = await checkDist({ projectDir: dir })
    expect(result.problems).toEqual([])
    expect(result.ok).toBe(true)
    expect(result.summary).toMatch(/^dist:check OK: org\.fogbound\.app "Fogbound"/)
    expect(result.summary).toContain('linux AppImage+deb')
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

  it('requires the productName of package.json and of the installers to agree', async () => {
    const result = await checkDist({ projectDir: project((config) => config.replace('productName: Fogbound', 'productName: Fogbound Deluxe')) })
    expect(result.problems).toContain('productName "Fogbound Deluxe" differs from package.json productName "Fogbound"')
  }, 30_000)

  it('requires the release workflow and reports its problems with the configuration\'s', async () => {
    const dir = project()
    rmSync(join(dir, '.github'), { recursive: true })
    expect((await checkDist({ projectDir: dir })).problems).toEqual([
      '.github/workflows/release.yml not found: nothing builds the installers on Windows, macOS and Linux',
    ])
    const moved = project((config) => config.replace('  output: release', '  output: installers'))
    expect((await checkDist({ projectDir: moved })).problems).toEqual([
      expect.stringMatching(/^\.github\/workflows\/release\.yml › jobs\.installers\.steps\[9\]\.with\.path: must name files in installers\//),
    ])
  }, 30_000)

  it('requires the hardening fuses', async () => {
    const result = await checkDist({ projectDir: project((config) => config.replace('  runAsNode: false\n', '').replace('onlyLoadAppFromAsar: true', 'onlyLoadAppFromAsar: false')) })
    expect(result.problems).toEqual(expect.arrayContaining(['electronFuses.runAsNode must be false', 'electronFuses.onlyLoadAppFromAsar must be true']))
  }, 30_000)

  it('requires package.json main to be electron-vite\'s main output', async () => {
    const dir = project()
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, main: 'dist/main.js' }))
    expect((await checkDist({ projectDir: dir })).problems).toContain(
      'package.json main is "dist/main.js", expected "./out/main/index.js" (electron-vite\'s main output)')
  }, 30_000)
})

describe('dist:check on electron-vite output', () => {
  function built(main: string, preload: string, html: string): string {
    const dir = project()
    mkdirSync(join(dir, 'out', 'main'), { recursive: true })
    mkdirSync(join(dir, 'out', 'preload'), { recursive: true })
    mkdirSync(join(dir, 'out', 'renderer', 'assets'), { recursive: true })
    writeFileSync(join(dir, 'out', 'main', 'index.js'), main)
    writeFileSync(join(dir, 'out', 'preload', 'index.cjs'), preload)
    writeFileSync(join(dir, 'out', 'renderer', 'index.html'), html)
    writeFileSync(join(dir, 'out', 'renderer', 'assets', 'index.js'), '')
    return dir
  }
  const goodMain = 'let node_path = require("node:path");\nlet electron = require("electron");\nlet zod = require("zod");\nconst x = `require("ajv/dist/runtime/equal")`;\n'
  const goodPage = '<html><head><link rel="icon" href="data:,"><script type="module" src="./assets/index.js"></script></head></html>'

  it('accepts a build whose main loads only built-ins, electron and production dependencies', async () => {
    const dir = built(goodMain, 'let electron = require("electron");\n', goodPage)
    expect(checkBuildOutput(dir, ['zod'])).toEqual([])
    const result = await checkDist({ projectDir: dir, requireBuild: true })
    expect(result.problems).toEqual([])
    expect(result.summary).toContain('build output checked')
  }, 30_000)

  it('names a dev-only module in main, a module in the sandboxed preload and bad page references', () => {
    const dir = built(
      `${goodMain}let vue = __toESM(require("vue"));\nconst lazy = () => require("@iconify/vue/offline");\n`,
      'let electron = require("electron");\nlet zod = require("zod");\n',
      '<html><script src="/assets/index.js"></script><script src="https://cdn.example.invalid/x.js"></script><link href="./assets/gone.css"></html>')
    expect(checkBuildOutput(dir, ['zod'])).toEqual([
      'out/main/index.js requires "@iconify/vue/offline", which is not in package.json dependencies: the packaged app would not find it',
      'out/main/index.js requires "vue", which is not in package.json dependencies: the packaged app would not find it',
      'out/preload/index.cjs requires "zod": a sandboxed preload can only load electron (bundle it instead)',
      'out/renderer/index.html loads /assets/index.js: absolute paths break under file:// (use base "./")',
      'out/renderer/index.html loads https://cdn.example.invalid/x.js: the renderer must not load remote resources',
      'out/renderer/index.html loads ./assets/gone.css, which is not in out/renderer',
    ])
  }, 30_000)
})

describe('dist:check --pack', () => {
  function builtProject(edit?: (config: string) => string): string {
    const dir = project(edit)
    // One real production dependency, copied from the repository's node_modules.
    const dependency = 'safe-stable-stringify'
    const version = (JSON.parse(readFileSync(join(repo, 'node_modules', dependency, 'package.json'), 'utf8')) as { version: string }).version
    cpSync(join(repo, 'node_modules', dependency), join(dir, 'node_modules', dependency), { recursive: true })
    writeFileSync(join(dir, 'package.json'), JSON.stringify({
      name: 'fogbound-pack-test', productName: 'Fogbound', version: '0.0.1', description: 'pack test', author: 'tests',
      main: './out/main/index.js', dependencies: { [dependency]: version },
    }))
    for (const [file, text] of [
      ['out/main/index.js', `let node_path = require("node:path");\nlet stringify = require("${dependency}");\n`],
      ['out/preload/index.cjs', 'let electron = require("electron");\n'],
      ['out/renderer/index.html', '<html><script type="module" src="./assets/index.js"></script></html>'],
      ['out/renderer/assets/index.js', ''],
      ['resources/packs/demo/pack.json', '{"id":"demo"}'],
      ['src-main/index.ts', 'export {}\n'],
    ] as const) {
      mkdirSync(join(dir, file, '..'), { recursive: true })
      writeFileSync(join(dir, file), text)
    }
    return dir
  }

  it('names source files that a too-wide files pattern would ship', async () => {
    const result = await checkDist({ projectDir: builtProject((config) => config.replace('  - out/**\n', '  - out/**\n  - src-main/**\n')), pack: true })
    expect(result.problems).toEqual(['pack: app.asar ships files that must stay out: src-main, src-main/index.ts'])
  }, 120_000)

  it('packs a real app.asar with electron-builder and finds the build output and the packs beside it', async () => {
    const dir = builtProject()
    const result = await checkDist({ projectDir: dir, pack: true })
    expect(result.problems).toEqual([])
    expect(result.summary).toMatch(/pack OK \(linux dir, stand-in Electron [\d.]+\): fuses flipped, app\.asar \d+ entries, 1 production module\(s\), 1 pack file\(s\)/)
  }, 120_000)
})

describe('dist:check helpers', () => {
  it('reads run-time requires of a bundle, not require() text inside generated-code strings', () => {
    expect(bundleRequires('let a = __toESM(require("zod"), 1);\n  require("side-effect");\nconst s = "require(\\"ajv/x\\")";\nf(() => require("lazy"));')).toEqual(['lazy', 'side-effect', 'zod'])
    expect(packageOf('@scope/name/deep/file')).toBe('@scope/name')
    expect(packageOf('zod/v4')).toBe('zod')
    expect(htmlFileRefs('<link rel="icon" href="data:,"><a href="#top"></a><img src=\'./a.png\'>')).toEqual(['./a.png'])
  })

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

  it('writes a Windows .ico directory with PNG entries (0 meaning 256 px)', () => {
    const png = readFileSync(join(repo, 'resources', 'icons', '16x16.png'))
    const ico = encodeIco([{ size: 16, png }, { size: 256, png }])
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2])
    expect([ico[6], ico[7], ico[22], ico[23]]).toEqual([16, 16, 0, 0])
    expect(ico.readUInt32LE(6 + 12)).toBe(6 + 32)
    expect(ico.readUInt32LE(22 + 12)).toBe(6 + 32 + png.length)
    expect(ico.subarray(38, 38 + png.length).equals(png)).toBe(true)
  })

  it('the stand-in Electron carries Electron\'s default fuse wire, read back with @electron/fuses', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fogbound-fuses-'))
    temps.push(dir)
    const electron = join(dir, 'electron')
    await writeStandInElectron(electron)
    const fuses = await readFuses(electron)
    expect(FUSE_KEYS.slice(0, 2)).toEqual(['runAsNode', 'enableCookieEncryption'])
    expect(Object.fromEntries(fuses)).toEqual({
      runAsNode: true, enableCookieEncryption: false, enableNodeOptionsEnvironmentVariable: true, enableNodeCliInspectArguments: true,
      enableEmbeddedAsarIntegrityValidation: false, onlyLoadAppFromAsar: false, loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: true,
    })
    writeFileSync(join(dir, 'plain'), 'no wire')
    await expect(readFuses(join(dir, 'plain'))).rejects.toThrow(/Could not find sentinel/)
  })

  it('reads files patterns the way electron-builder does, with picomatch: in order, ! excluding', () => {
    const patterns = ['out/**', '!out/**/*.map']
    expect(includedByPatterns(patterns, 'out/main/index.js')).toBe(true)
    expect(includedByPatterns(patterns, 'out\\preload\\index.cjs')).toBe(true)
    expect(includedByPatterns(patterns, 'out/main/index.js.map')).toBe(false)
    expect(includedByPatterns(patterns, 'src-main/index.ts')).toBe(false)
    expect(includedByPatterns([...patterns, 'out/main/index.js.map'], 'out/main/index.js.map')).toBe(true)
    expect(includedByPatterns(['out/renderer/index.{html,js}'], 'out/renderer/index.html')).toBe(true)
    expect(includedByPatterns(['out/*.js'], 'out/main/index.js')).toBe(false)
  })

  it('reads its command line with parseArgs and refuses unknown options', () => {
    expect(parseDistCheckArgs(['--project', '/p', '--require-build', '--pack'])).toEqual({ projectDir: '/p', requireBuild: true, pack: true })
    expect(parseDistCheckArgs(['--config=x.yml', '--skip-build', '--workflow', 'w.yml'])).toEqual({ configFile: 'x.yml', skipBuild: true, workflowFile: 'w.yml' })
    expect(() => parseDistCheckArgs(['--packs'])).toThrow(/Unknown option '--packs'/)
    expect(() => parseDistCheckArgs(['--project'])).toThrow(/--project/)
    expect(() => parseDistCheckArgs(['stray'])).toThrow(/positional/i)
  })

  it('reads back the chunks render-icons writes and rejects a damaged .icns', () => {
    const png = readFileSync(join(repo, 'resources', 'icons', '32x32.png'))
    const icns = encodeIcns([{ type: 'icp5', png }, { type: 'ic11', png }])
    expect(icnsChunks(icns)).toEqual([{ type: 'icp5', size: 32 }, { type: 'ic11', size: 32 }])
    expect(() => icnsChunks(icns.subarray(0, icns.length - 1))).toThrow(/damaged chunk/)
    expect(() => icnsChunks(Buffer.from('nope'))).toThrow(/not an \.icns/)
  })
})
