import type { Applied, GameEvent, Ruleset } from './ruleset'
import { isRuleError, ruleError, type RuleError } from './rule-error'
import { UNDO_CHECKPOINT_MESSAGE } from './undo-refusal'

/**
 * The append-only record of a game: every accepted command, and for each one
 * whether it produced a checkpoint event (C-D-12). Replaying `commands` from
 * `seed` with the same config and content reproduces the state exactly.
 */
export interface CommandLog<Cmd> {
  commands: Cmd[]
  /** `checkpoints[i]` is true when command i revealed information or used randomness. */
  checkpoints: boolean[]
}

export const emptyLog = <Cmd>(): CommandLog<Cmd> => ({ commands: [], checkpoints: [] })

/** True when any event is a checkpoint. */
export const hasCheckpoint = (events: readonly GameEvent[]): boolean => events.some((e) => e.checkpoint === true)

/** Appends an accepted command to a log (returns a new log). */
export function appendToLog<Cmd>(log: CommandLog<Cmd>, command: Cmd, events: readonly GameEvent[]): CommandLog<Cmd> {
  return { commands: [...log.commands, command], checkpoints: [...log.checkpoints, hasCheckpoint(events)] }
}

export interface Replayed<S> {
  state: S
  events: GameEvent[][]
  log: CommandLog<unknown>
}

/**
 * Re-runs a game from its seed. Returns the final state, the events of every command
 * and the rebuilt log, or a RuleError naming the first command that was refused.
 */
export function replay<S, Cfg, Cmd extends { type: string }>(
  ruleset: Ruleset<S, Cfg, Cmd, unknown, unknown>,
  config: Cfg,
  seed: number,
  commands: readonly Cmd[],
): Replayed<S> | RuleError {
  const start = ruleset.setup(config, seed)
  if (isRuleError(start)) return start
  let state = start
  const events: GameEvent[][] = []
  const log: CommandLog<unknown> = emptyLog()
  for (let i = 0; i < commands.length; i++) {
    const command = commands[i] as Cmd
    const result: Applied<S> | RuleError = ruleset.apply(state, command)
    if (isRuleError(result)) {
      return ruleError('replay-refused', `command #${i} (${command.type}) was refused: ${result.message}`, {
        index: i,
        cause: result,
      })
    }
    state = result.state
    events.push(result.events)
    log.commands.push(command)
    log.checkpoints.push(hasCheckpoint(result.events))
  }
  return { state, events, log }
}

/**
 * How many trailing commands may be undone: those after the last checkpoint. A
 * command that itself revealed or drew is never undoable (C-D-12).
 */
export function undoableCount(log: CommandLog<unknown>): number {
  let n = 0
  for (let i = log.checkpoints.length - 1; i >= 0 && log.checkpoints[i] !== true; i--) n++
  return n
}

/**
 * Undoes the last command by replaying the log minus its last entry. Refused when
 * that command was a checkpoint.
 */
export function undo<S, Cfg, Cmd extends { type: string }>(
  ruleset: Ruleset<S, Cfg, Cmd, unknown, unknown>,
  config: Cfg,
  seed: number,
  log: CommandLog<Cmd>,
): { state: S; log: CommandLog<Cmd> } | RuleError {
  if (undoableCount(log) === 0) {
    return ruleError('undo-checkpoint', UNDO_CHECKPOINT_MESSAGE)
  }
  const commands = log.commands.slice(0, -1)
  const result = replay(ruleset, config, seed, commands)
  if (isRuleError(result)) return result
  return { state: result.state, log: { commands, checkpoints: log.checkpoints.slice(0, -1) } }
}
