import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isRuleError, replay, stateHash } from '../../src-shared/engine'
import { moduleOf } from '../../src-shared/registry'
import { writeFileAtomic } from '../../src-main/services/fs/atomic-write'
import { folderContentSource, type ContentSource } from '../../src-main/services/saves/content-source'
import { randomSave } from '../../src-main/services/saves/random-save'
import { packRuleset } from '../../src-main/services/cards/pack-ruleset'
import { parseJournal } from '../../src-main/services/saves/journal'
import { serializeSave, type JournalEntry, type SaveFile } from '../../src-main/services/saves/save-format'
import { SaveError } from '../../src-main/services/saves/save-error'
import { parseSaveText, verifySave } from '../../src-main/services/saves/verify-save'
import { appVersion } from '../app-version'
import { EXIT_OK, EXIT_PROBLEM, UsageError, type CliCommand, type CliIO } from '../cli-io'
import { intFlag, parseArgs, stringFlag, type ParsedArgs } from '../args'

const root = join(import.meta.dirname, '..', '..')

const USAGE = [
  'fogbound save verify <file|slot folder> [--packs <dir>]',
  '       fogbound save inspect <file> [--json]',
  '       fogbound save replay <file> --to <n> [--packs <dir>] [--json]',
  '       fogbound save random --pack <dir> --players <1-4> --seed <s> --commands <n> --out <file>',
  '  --packs: a pack folder or a folder of packs (default: resources/packs and fixtures/packs)',
  '  save random writes savedAt = 2000-01-01T00:00:00.000Z, so equal arguments give a byte-identical file,',
  '  and exactly --commands commands (it avoids moves that end the game, and sometimes goes back)',
].join('\n')

/** Where saves find their packs: `--packs <dir>`, else the shipped packs and the test fixtures. */
function packSource(parsed: ParsedArgs): ContentSource {
  const dir = stringFlag(parsed, 'packs')
  if (dir !== undefined && !existsSync(dir)) throw new UsageError(`--packs ${dir}: no such folder`)
  return folderContentSource(dir !== undefined ? [dir] : [join(root, 'resources', 'packs'), join(root, 'fixtures', 'packs')])
}

function fileArg(parsed: ParsedArgs): string {
  const [file, extra] = parsed.positional
  if (file === undefined) throw new UsageError('a save file is required')
  if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}'`)
  return file
}

/**
 * Reads and parses a save file, or a slot folder's `save.json` (then `journalOf` reads its
 * journal). A missing or unreadable file is a problem (exit 1), reported as one line.
 */
async function readSave(file: string): Promise<SaveFile> {
  let text: string
  try {
    text = await readFile(isSlotFolder(file) ? join(file, 'save.json') : file, 'utf8')
  } catch (error) {
    throw new SaveError('not-found', `cannot read the file (${error instanceof Error ? error.message : String(error)})`)
  }
  return parseSaveText(text, { appVersion: appVersion() })
}

const isSlotFolder = (path: string): boolean => existsSync(join(path, 'save.json'))

/** The journal entries of a slot folder (none for a single file); a torn last line is ignored as on load. */
async function journalOf(path: string): Promise<JournalEntry[]> {
  if (!isSlotFolder(path)) return []
  const text = await readFile(join(path, 'journal.ndjson'), 'utf8').catch(() => '')
  return parseJournal(text).entries
}

const short = (hash: string) => hash.slice(0, 12)

async function verify(args: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(args, { values: ['packs'], booleans: [] })
  const file = fileArg(parsed)
  const save = await readSave(file)
  const game = await verifySave(save, packSource(parsed), await journalOf(file))
  const packs = save.packs.map((p) => `${p.id} ${p.version}`).join(' + ')
  const changed = game.changedPacks.length > 0 ? ` (pack files changed since: ${game.changedPacks.join(', ')})` : ''
  io.out(
    `ok: ${file}: "${save.name}", ${save.ruleset} with ${packs}, ${save.players.length} player(s), ${game.commands.length} commands${game.journalEntries > 0 ? ` (${game.journalEntries} from the journal)` : ''}, ${game.turnEnds.reduce((a, b) => a + b, 0)} turns, replays to snapshot ${short(save.snapshotHash)}${changed}`,
  )
  return EXIT_OK
}

async function inspect(args: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(args, { values: [], booleans: ['json'] })
  const file = fileArg(parsed)
  const save = await readSave(file)
  const bytes = (await readFile(isSlotFolder(file) ? join(file, 'save.json') : file)).length
  const types: Record<string, number> = {}
  for (const c of save.commands) types[c.type] = (types[c.type] ?? 0) + 1
  const info = {
    file,
    bytes,
    name: save.name,
    format: `${save.format} ${save.formatVersion}`,
    appVersion: save.appVersion,
    ruleset: save.ruleset,
    packs: save.packs,
    seed: save.seed,
    settings: save.settings,
    players: save.players,
    commands: save.commands.length,
    commandTypes: types,
    turns: save.summary.turns,
    phase: save.summary.phase,
    outcome: save.summary.outcome,
    savedAt: save.savedAt,
    snapshotHash: save.snapshotHash,
  }
  if (parsed.flags.has('json')) {
    io.out(JSON.stringify(info, null, 2))
    return EXIT_OK
  }
  io.out(`${file} (${bytes} bytes): "${save.name}"`)
  io.out(`format: ${info.format}, written by Fogbound ${save.appVersion} at ${save.savedAt}`)
  io.out(`ruleset: ${save.ruleset}; packs: ${save.packs.map((p) => `${p.id} ${p.version} (${short(p.hash)})`).join(', ')}`)
  io.out(`seed: ${save.seed}; settings: ${JSON.stringify(save.settings)}`)
  io.out(`players: ${save.players.map((p) => `${p.seat}:${p.character}`).join(', ')}`)
  io.out(`commands: ${save.commands.length} (${Object.entries(types).map(([t, n]) => `${t} ${n}`).join(', ') || 'none'})`)
  io.out(`turns: ${save.summary.turns}; phase: ${save.summary.phase}; outcome so far: ${save.summary.outcome ?? 'in play'}`)
  io.out(`snapshot: ${save.snapshotHash}`)
  return EXIT_OK
}

async function replayTo(args: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(args, { values: ['to', 'packs'], booleans: ['json'] })
  const file = fileArg(parsed)
  if (!parsed.flags.has('to')) throw new UsageError('--to <n> is required')
  const save = await readSave(file)
  const to = intFlag(parsed, 'to', 0, 0, save.commands.length)
  const resolved = await packSource(parsed).resolve(save.packs)
  const module = moduleOf(save.ruleset)
  if (!module) throw new SaveError('too-new', `this build does not play the ruleset "${save.ruleset}"`)
  const result = replay(module.rules(resolved.content), save.settings, save.seed, save.commands.slice(0, to))
  if (isRuleError(result)) throw new SaveError('replay-failed', result.message)
  const described = module.describe(result.state)
  const last = to > 0 ? save.commands[to - 1] : null
  const hash = stateHash(result.state)
  const summary = { after: to, of: save.commands.length, ...described.summary, hash, last }
  if (parsed.flags.has('json')) {
    io.out(JSON.stringify(summary, null, 2))
    return EXIT_OK
  }
  const [first, ...rest] = described.lines
  io.out(`after ${to} of ${save.commands.length} commands: ${first ?? ''}`)
  for (const line of rest) io.out(line)
  if (last) io.out(`  last command: ${JSON.stringify(last)}`)
  io.out(`  state hash: ${hash}`)
  return EXIT_OK
}

async function random(args: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(args, { values: ['pack', 'players', 'seed', 'commands', 'out'], booleans: [] })
  if (parsed.positional.length > 0) throw new UsageError(`unexpected argument '${String(parsed.positional[0])}'`)
  const dir = stringFlag(parsed, 'pack')
  const out = stringFlag(parsed, 'out')
  if (dir === undefined) throw new UsageError('--pack <dir> is required')
  if (out === undefined) throw new UsageError('--out <file> is required')
  if (!existsSync(join(dir, 'pack.json'))) throw new UsageError(`--pack ${dir}: not a pack folder (no pack.json)`)
  for (const name of ['players', 'seed', 'commands']) if (!parsed.flags.has(name)) throw new UsageError(`--${name} is required`)
  const players = intFlag(parsed, 'players', 1, 1, 4)
  const seed = intFlag(parsed, 'seed', 1, -2147483648, 2147483647)
  const commands = intFlag(parsed, 'commands', 100, 0, 1_000_000)
  const { id, version, module } = await packRuleset(dir)
  const resolved = await folderContentSource([dir]).resolve([{ id, version }])
  const save = await randomSave(module, resolved, { players, seed, commands, exact: true, appVersion: appVersion() })
  await writeFileAtomic(out, serializeSave(save))
  const ended = save.summary.outcome === null ? '' : ` (the game was ${save.summary.outcome} after ${save.commands.length})`
  io.out(`wrote ${out}: ${save.commands.length} commands, ${save.summary.turns} turns${ended}`)
  return EXIT_OK
}

const SUBCOMMANDS: Record<string, (args: string[], io: CliIO) => Promise<number>> = { verify, inspect, replay: replayTo, random }

export const saveCommand: CliCommand = {
  name: 'save',
  summary: 'verify, inspect and replay save files; write the save of a seeded random game',
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args
    const handler = sub === undefined ? undefined : SUBCOMMANDS[sub]
    if (!handler) throw new UsageError(sub === undefined ? 'a sub-command is required' : `unknown sub-command '${sub}'`)
    try {
      return await handler(rest, io)
    } catch (error) {
      if (error instanceof SaveError) {
        io.err(`${rest[0] ?? 'save'}: ${error.kind}: ${error.message}`)
        return EXIT_PROBLEM
      }
      throw error
    }
  },
}
