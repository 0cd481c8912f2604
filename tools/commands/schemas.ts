import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { packJsonSchemas } from '../../src-shared/content/json-schemas'
import { contentSpecs } from '../../src-shared/pack-formats'
import type { CliCommand } from '../cli-io'
import { parseArgs, stringFlag } from '../args'

/** Where the published JSON Schemas of the pack format live (for editors and pack authors). */
export const SCHEMA_DIR = join(import.meta.dirname, '..', '..', 'resources', 'schemas')

/**
 * The schema files as they should be on disk, by path below the schema folder: the shared i18n
 * schema at the top, each ruleset's `pack.json` and item files in `<ruleset>/`. Generated from the
 * zod schemas, never edited by hand.
 */
export function schemaFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(packJsonSchemas(contentSpecs())).map(([name, schema]) => [name, `${JSON.stringify(schema, null, 2)}\n`]),
  )
}

export const schemasCommand: CliCommand = {
  name: 'schemas',
  summary: 'write the JSON Schemas of the pack format (generated from the zod schemas)',
  usage: 'fogbound schemas [--out <dir>] [--check]',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['out'], booleans: ['check'] })
    const dir = stringFlag(parsed, 'out') ?? SCHEMA_DIR
    const files = schemaFiles()
    if (parsed.flags.has('check')) {
      const stale: string[] = []
      for (const [name, text] of Object.entries(files)) {
        const current = await readFile(join(dir, name), 'utf8').catch(() => undefined)
        if (current !== text) stale.push(name)
      }
      for (const name of stale) io.err(`${join(dir, name)} is out of date: run npm run fogbound -- schemas`)
      if (stale.length === 0) io.out(`${Object.keys(files).length} schemas up to date in ${dir}`)
      return stale.length === 0 ? 0 : 1
    }
    for (const [name, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, name)), { recursive: true })
      await writeFile(join(dir, name), text)
    }
    io.out(`wrote ${Object.keys(files).join(', ')} to ${dir}`)
    return 0
  },
}
