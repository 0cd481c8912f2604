import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkReleaseWorkflow, checkReleaseWorkflowFile } from '../../scripts/release-workflow'

// Issue #13, item 8: the release workflow is checked offline, before GitHub ever runs it.
const repo = resolve(import.meta.dirname, '..', '..')
const source = readFileSync(join(repo, '.github', 'workflows', 'release.yml'), 'utf8')
const options = { outputDir: 'release', nodeMajor: 20 }
const problemsOf = (edit: (text: string) => string): string[] => {
  const edited = edit(source)
  expect(edited).not.toBe(source)
  return checkReleaseWorkflow(edited, options).problems
}

describe('release workflow', () => {
  it('the repository\'s workflow builds every installer on Windows, macOS and Linux, signed from secrets', () => {
    const result = checkReleaseWorkflowFile(join(repo, '.github', 'workflows', 'release.yml'), options)
    expect(result.problems).toEqual([])
    expect(result.summary).toBe('release workflow windows-latest, macos-latest, ubuntu-latest, signing from secrets')
  })

  it('a missing operating system or installer target is named', () => {
    expect(problemsOf((t) => t.replace('          - os: macos-latest\n            targets: --mac dmg zip\n', ''))).toEqual([
      '.github/workflows/release.yml › jobs.installers.strategy.matrix: no macos-* runner (the mac installers would never be built)',
    ])
    expect(problemsOf((t) => t.replace('--linux AppImage deb', '--linux AppImage'))).toEqual([
      '.github/workflows/release.yml › jobs.installers.steps[8]: on ubuntu-latest the command must build --linux AppImage deb; it runs "npx electron-builder --linux AppImage --publish never"',
    ])
  })

  it('the tests must run, and before the installers are built', () => {
    expect(problemsOf((t) => t.replace('run: npm run test:unit', 'run: echo no tests'))).toEqual([
      '.github/workflows/release.yml › jobs.installers.steps: no step runs the tests (npm test or npm run test:unit)',
    ])
    const moved = problemsOf((t) => t.replace('      - name: Unit tests\n        run: npm run test:unit\n\n', '').replace('      - name: Upload the installers\n', '      - name: Unit tests\n        run: npm run test:unit\n\n      - name: Upload the installers\n'))
    expect(moved).toEqual(['.github/workflows/release.yml › jobs.installers.steps[8]: the tests must run before the installers are built'])
  })

  it('signing comes from secrets only, never written into a script', () => {
    expect(problemsOf((t) => t.replace('CSC_LINK: ${{ secrets.CSC_LINK }}', 'CSC_LINK: ./my-certificate.p12'))).toEqual([
      '.github/workflows/release.yml › jobs.installers.steps[8].env.CSC_LINK: must be ${{ secrets.CSC_LINK }}',
    ])
    expect(problemsOf((t) => t.replace('run: npm run build', 'run: echo ${{ secrets.CSC_KEY_PASSWORD }} && npm run build'))).toEqual([
      '.github/workflows/release.yml › step "Build": uses a secret inside run:; pass it through env: instead',
    ])
  })

  it('actions are pinned, Electron is downloaded, nothing publishes by itself and the token is read-only', () => {
    expect(problemsOf((t) => t.replace('actions/checkout@v4', 'actions/checkout@main'))).toEqual([
      '.github/workflows/release.yml › step "actions/checkout@main": actions/checkout@main must be pinned to a version tag or a commit',
    ])
    expect(problemsOf((t) => t.replace('permissions:\n  contents: read\n', 'permissions: write-all\n'))).toHaveLength(1)
    expect(problemsOf((t) => t.replace(' --publish never', ''))).toEqual([
      '.github/workflows/release.yml › jobs.installers.steps[8]: electron-builder must not publish by itself (--publish never); the artefacts are uploaded',
    ])
    expect(problemsOf((t) => t.replace('permissions:\n  contents: read\n', 'env:\n  ELECTRON_SKIP_BINARY_DOWNLOAD: 1\npermissions:\n  contents: read\n'))).toEqual([
      '.github/workflows/release.yml › (env): ELECTRON_SKIP_BINARY_DOWNLOAD is set: electron-builder needs the Electron binary',
    ])
  })

  it('the upload takes electron-builder\'s output folder and fails when there is nothing to upload', () => {
    expect(problemsOf((t) => t.replace('            release/*.exe\n', '            dist/*.exe\n'))[0]).toMatch(/with\.path: must name files in release\/ \(electron-builder's directories\.output\)/)
    expect(problemsOf((t) => t.replace('if-no-files-found: error', 'if-no-files-found: warn'))).toEqual([
      '.github/workflows/release.yml › jobs.installers.steps[9].with.if-no-files-found: must be error: a build that made no installer must fail',
    ])
  })

  it('Node older than package.json engines, a missing trigger and broken YAML are named', () => {
    expect(problemsOf((t) => t.replace('node-version: 20', 'node-version: 18'))).toEqual([
      '.github/workflows/release.yml › jobs.installers.steps[2]: node-version must be 20 or later (package.json engines), got 18',
    ])
    expect(problemsOf((t) => t.replace('  workflow_dispatch:\n', ''))).toEqual(['.github/workflows/release.yml › on: must allow a manual run (workflow_dispatch)'])
    const broken = checkReleaseWorkflow('jobs:\n  a: [unclosed\n', options)
    expect(broken.summary).toBe('release workflow unreadable')
    expect(broken.problems[0]).toMatch(/^\.github\/workflows\/release\.yml › \(yaml\): /)
  })
})
