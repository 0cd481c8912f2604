import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

/** The version in package.json: one source of truth for the app, the CLI and saves. */
export function appVersion(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  const pkg: unknown = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'))
  if (typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string') return pkg.version
  throw new Error('package.json has no version')
}
