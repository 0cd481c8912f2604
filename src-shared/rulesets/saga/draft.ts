/**
 * The working copy a command is applied to: the state being changed (a private deep copy), the
 * events it produces, and the content and adventure it is played with.
 */
import type { GameEvent } from '../../engine/ruleset'
import type { Adventure } from '../../content/saga/adventure'
import type { SagaContent } from '../../content/saga/content'
import { copyDecks } from './state-copy'
import type { Decks, SagaState, Task } from './types'

export interface Draft {
  s: SagaState
  events: GameEvent[]
  content: SagaContent
  adv: Adventure
  /** True once `s.decks` is this draft's own (the copy of a state shares the decks until one changes). */
  ownDecks?: boolean
}

/**
 * The decks, to change: the state copy shares them with the state it came from (most commands draw
 * nothing), so every change to a deck, a pile, the Market or the Active Event goes through here and
 * copies them the first time.
 */
export function decksToChange(d: Draft): Decks {
  if (d.ownDecks !== true) {
    d.s.decks = copyDecks(d.s.decks)
    d.ownDecks = true
  }
  return d.s.decks
}

/** Puts tasks at the head of the queue, in the given order (they run before anything queued). */
export const pushFront = (d: Draft, ...tasks: Task[]): void => { d.s.queue.unshift(...tasks) }

/** The character "you" means now (S-ROUND-10): the one whose turn it is. */
export const turnCharacter = (s: SagaState): number => (s.firstPlayer + s.turn) % s.characters.length
