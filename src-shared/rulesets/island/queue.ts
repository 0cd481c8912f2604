/**
 * The effect queue in the state (a work list of `Task`s) and the group decisions that stop it: what
 * every part of the engine uses to schedule effects.
 */
import type { GameEvent } from '../../engine/ruleset'
import type { IslandContent } from '../../content/island/content'
import type { ChoiceOption, EffectCtx, IslandState, QueuedEffect, Task } from './types'

export interface Run { content: IslandContent; s: IslandState; events: GameEvent[] }

/** Schedules effects to run before everything already queued. */
export const runFirst = (s: IslandState, effects: QueuedEffect[], ctx: EffectCtx): void => {
  if (effects.length > 0) s.queue.unshift({ effects: [...effects], ctx })
}

/** Schedules effects after everything already queued. */
export const runLater = (s: IslandState, effects: QueuedEffect[], ctx: EffectCtx): void => {
  if (effects.length > 0) s.queue.push({ effects: [...effects], ctx })
}

/** Leaves a decision for the group (I-GOLD-02); the queue waits. */
export function ask(s: IslandState, prompt: string, options: ChoiceOption[]): void {
  s.pending = { kind: 'choice', prompt, options }
}

export const task = (effects: QueuedEffect[], ctx: EffectCtx): Task => ({ effects, ctx })

