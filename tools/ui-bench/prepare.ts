import { contentOf } from '../../src-shared/pack-formats'
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { isRuleError } from '../../src-shared/engine'
import { createContinent, type ContinentCommand, type ContinentRuleset, type ContinentState } from '../../src-shared/rulesets/continent'
import { loadPackOrThrow } from '../../src-main/services/cards/pack-files'
import { AppServices } from '../../src-main/services/app-services'
import { openFileSettingsStore } from '../../src-main/services/settings/file-settings-store'
import { BENCH_PACK_ID, writeBenchPack } from './bench-pack'

/**
 * Prepares a user-data folder for the table benchmark: the generated "ui-bench" pack in
 * `packs/`, and a saved game ("UI bench, 200 cards") whose map holds at least `cards` cards and
 * that waits on a revealed terrain, so the page opens with something to drag. The game is
 * played by the real engine and saved by the real save store, command by command.
 */

export const BENCH_SLOT_NAME = 'UI bench'

/** Cells of the board holding a card. */
const cardsOnMap = (s: ContinentState): number => Object.keys(s.board.cells).length

/**
 * The explorer: always reveals the nearest fog it can reach, walking there for free, and places
 * each revealed terrain at once; it never spends life force (every cost in the bench pack is 0).
 */
function nextCommand(rules: ContinentRuleset, s: ContinentState): ContinentCommand {
  const legal = rules.legalCommands(s)
  const pick = (type: ContinentCommand['type']): ContinentCommand | undefined => legal.find((c) => c.type === type)
  if (s.choice !== null) {
    if (s.choice.kind === 'move') {
      // Walk to the terrain that still has fog attached, when there is one.
      const fogged = new Set(Object.values(s.board.attached).filter((a) => a.explorationSpace !== true).map((a) => a.terrain))
      const i = s.choice.options.findIndex((o) => o.uid !== undefined && fogged.has(o.uid) && o.uid !== s.players[0]?.at)
      if (i >= 0) return { type: 'choose', option: i }
    }
    return { type: 'choose', option: 0 }
  }
  const explore = legal.find((c) => c.type === 'chooseAction' && c.ref.index === 'back')
  if (explore) return explore
  if (s.phase === 'chooseAction') {
    const move = legal.find((c) => c.type === 'chooseAction' && c.ref.index !== 'back')
    if (move) return move
  }
  if (s.phase === 'involve') return { type: 'involve', seats: [] }
  if (s.phase === 'cost') return { type: 'setCost', tradeOff: 0, extra: 0 }
  const next = pick('chooseActive') ?? pick('endItems') ?? legal[0]
  if (!next) throw new Error(`the explorer is stuck in phase ${s.phase}`)
  return next
}

/** Plays the bench game offline and returns its commands (the engine is the judge, not the store). */
export function benchCommands(rules: ContinentRuleset, seed: number, cards: number): { commands: ContinentCommand[]; state: ContinentState } {
  const setup = rules.setup({ characters: ['ines'], curses: ['the-hollow-crown'] }, seed)
  if (isRuleError(setup)) throw new Error(setup.message)
  let state = setup
  const commands: ContinentCommand[] = []
  for (let i = 0; i < 20_000; i++) {
    if (cardsOnMap(state) >= cards && state.choice?.kind === 'placeTerrain') return { commands, state }
    const cmd = nextCommand(rules, state)
    const r = rules.apply(state, cmd)
    if (isRuleError(r)) throw new Error(`bench explorer: ${JSON.stringify(cmd)} refused: ${r.message}`)
    state = r.state
    commands.push(cmd)
    if (state.outcome !== null) throw new Error(`the bench game ended (${state.outcome}) with ${cardsOnMap(state)} cards on the map`)
  }
  throw new Error(`the bench game reached only ${cardsOnMap(state)} cards`)
}

export async function prepareUiBench(userDataDir: string, options: { cards?: number; seed?: number } = {}): Promise<{ slotId: string; cards: number; commands: number }> {
  const packsDir = join(userDataDir, 'packs')
  await mkdir(packsDir, { recursive: true })
  const packDir = await writeBenchPack(packsDir)
  const rules = createContinent(contentOf(await loadPackOrThrow(packDir), 'continent'))
  const { commands, state } = benchCommands(rules, options.seed ?? 1, options.cards ?? 200)

  const services = await AppServices.open({
    userDataDir,
    appVersion: '0.0.0-bench',
    host: 'browser',
    settingsStore: openFileSettingsStore(userDataDir),
    builtInPacksDir: resolve('resources/packs'),
  })
  const reply = await services.games.newGame({
    packId: BENCH_PACK_ID, seats: [{ name: 'Bench', characters: ['ines'] }],
    setup: { curses: ['the-hollow-crown'], mode: 'normal' }, options: {}, seed: options.seed ?? 1, slotName: BENCH_SLOT_NAME,
  })
  for (const cmd of commands) await services.games.command(reply.slotId, cmd)
  await services.games.close()
  return { slotId: reply.slotId, cards: cardsOnMap(state), commands: commands.length }
}

// `tsx tools/ui-bench/prepare.ts <user-data>`: used by the Playwright config before the bench host starts.
async function main(dir: string | undefined): Promise<number> {
  if (dir === undefined) {
    console.error('usage: tsx tools/ui-bench/prepare.ts <user-data folder>')
    return 2
  }
  const started = performance.now()
  const done = await prepareUiBench(resolve(dir))
  console.log(`ui-bench: slot ${done.slotId}, ${done.cards} cards on the map, ${done.commands} commands (${Math.round(performance.now() - started)} ms)`)
  return 0
}

if (process.argv[1] !== undefined && /prepare\.ts$/.test(process.argv[1])) {
  main(process.argv[2]).then((code) => { process.exitCode = code }, (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
