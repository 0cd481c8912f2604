import { existsSync } from 'node:fs'
import { formatProblem } from '../../src-shared/content/problems'
import { loadPackFolder } from '../../src-main/services/cards/pack-files'
import { UsageError, type CliCommand } from '../cli-io'
import { parseArgs } from '../args'

export const validateCommand: CliCommand = {
  name: 'validate',
  summary: 'check a content pack: schemas, references, reachability, translations, art',
  usage: 'fogbound validate <packDir> [--json]',
  async run(args, io) {
    const parsed = parseArgs(args, { values: [], booleans: ['json'] })
    const [dir, extra] = parsed.positional
    if (dir === undefined || extra !== undefined) throw new UsageError('give exactly one pack folder')
    if (!existsSync(dir)) throw new UsageError(`${dir}: no such folder`)
    const loaded = await loadPackFolder(dir)
    const problems = loaded.ok ? [] : loaded.problems
    if (parsed.flags.has('json')) {
      io.out(JSON.stringify({ pack: dir, valid: loaded.ok, problems }, null, 2))
    } else if (loaded.ok) {
      const c = loaded.content
      io.out(`${dir}: valid (${c.manifest.id} ${c.manifest.version}, ${loaded.itemCount} cards)`)
    } else {
      for (const p of problems) io.out(formatProblem(p))
      io.err(`${dir}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`)
    }
    return loaded.ok ? 0 : 1
  },
}
