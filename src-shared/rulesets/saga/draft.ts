/**
 * The working copy a command is applied to: the state being changed (a private deep copy), the
 * events it produces, and the content and adventure it is played with.
 */
import type { GameEvent } from '../../engine/ruleset'
import type { Adventure } from '../../content/saga/adventure'
import type { SagaContent } from '../../content/saga/content'
import type { SagaState, Task } from './types'

export interface Draft {
  s: SagaState
  events: GameEvent[]
  content: SagaContent
  adv: Adventure
}

/** Puts tasks at the head of the queue, in the given order (they run before anything queued). */
export const pushFront = (d: Draft, ...tasks: Task[]): void => { d.s.queue.unshift(...tasks) }

/** The character "you" means now (S-ROUND-10): the one whose turn it is. */
export const turnCharacter = (s: SagaState): number => (s.firstPlayer + s.turn) % s.characters.length
