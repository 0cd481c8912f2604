import { intInRange, isRuleError, seedRng } from '../../../src-shared/engine'
import type { GameModule, RulesetTypes } from '../../../src-shared/game-module'
import { GameSession } from '../games/game-session'
import type { ResolvedContent } from './content-source'
import { FIXED_SAVED_AT, type SaveFile } from './save-format'
import { buildSave } from './save-record'

export interface RandomGameOptions {
  players: number
  seed: number
  /** Stop after this many commands (or earlier when the game ends or nothing is legal). */
  commands: number
  /**
   * Benchmarks need long games: when the picked command would end the game, another legal
   * command that does not is tried first (random games of small packs end within a few hundred
   * commands). Off for `save random`, which picks uniformly.
   */
  avoidEnding?: boolean
  /**
   * Benchmarks only: the probability (0…1) of going back (`cancel`) whenever the group may still
   * change its mind about the active player, as a hesitant table does. Stretches a game to the
   * length a real pack's adventure has, with real commands only.
   */
  hesitate?: number
  /**
   * Exactly `commands` commands (`fogbound save random`, long saves for tests and benchmarks):
   * implies `avoidEnding`, and throws when the game cannot be kept going that long.
   */
  exact?: boolean
}

/** How often an exact-length game goes back (`cancel`) when it may: as the benchmark: keeps the test pack's game alive for 16,000 commands. */
export const EXACT_HESITATE = 0.9

/**
 * A seeded random game: at every step one command is chosen uniformly among `legalCommands`
 * with a generator seeded from `seed` (the game itself is set up with `seed` too). Deterministic.
 */
export async function playRandomGame<T extends RulesetTypes>(module: GameModule<T>, resolved: ResolvedContent, options: RandomGameOptions): Promise<GameSession<T>> {
  // The first `players` characters, every rule option written out (a save must not depend on the defaults of the build that reads it).
  const config = module.sampleConfig(resolved.content, options.players)
  const session = GameSession.create({ module, content: resolved.content, packs: resolved.packs, config, seed: options.seed })
  if (isRuleError(session)) throw new Error(`setup refused: ${session.message}`)
  const chooser = seedRng(options.seed ^ 0x5eed)
  const avoidEnding = options.avoidEnding === true || options.exact === true
  const hesitate = options.hesitate ?? (options.exact === true ? EXACT_HESITATE : undefined)
  for (let i = 0; i < options.commands; i++) {
    const legal = module.outcome(session.state) !== null ? [] : session.legalCommands()
    if (legal.length === 0) {
      if (options.exact === true) throw new Error(`the game cannot be kept going past ${i} commands (${module.outcome(session.state) === null ? 'no legal command' : 'it ended'}); ${options.commands} were asked for`)
      break
    }
    let pick = intInRange(chooser, 0, legal.length - 1)
    const cancel = legal.findIndex((c) => c.type === 'cancel')
    if (hesitate !== undefined && cancel >= 0 && intInRange(chooser, 0, 999) < hesitate * 1000) pick = cancel
    else if (avoidEnding) {
      for (let tries = 0; tries < legal.length; tries++) {
        const candidate = legal[(pick + tries) % legal.length]
        const r = candidate === undefined ? undefined : session.rules.apply(session.state, candidate)
        if (r !== undefined && !isRuleError(r) && module.outcome(r.state) === null) {
          pick = (pick + tries) % legal.length
          break
        }
      }
    }
    const result = await session.apply(legal[pick])
    if (isRuleError(result)) throw new Error(`command #${i} (${String(legal[pick]?.type)}) from legalCommands was refused: ${result.message}`)
  }
  return session
}

/**
 * The save of a seeded random game. `savedAt` is the fixed FIXED_SAVED_AT, so the same
 * pack, players, seed and count give a byte-identical file.
 */
export async function randomSave<T extends RulesetTypes>(module: GameModule<T>, resolved: ResolvedContent, options: RandomGameOptions & { appVersion: string; name?: string }): Promise<SaveFile> {
  const session = await playRandomGame(module, resolved, options)
  return buildSave(session.record(), {
    name: options.name ?? `Random game (seed ${options.seed})`,
    appVersion: options.appVersion,
    savedAt: FIXED_SAVED_AT,
  })
}
