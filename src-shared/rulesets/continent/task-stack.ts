import { emit, type G } from './game'
import type { Choice, Task } from './state'

/**
 * The effect interpreter's work stack and its choices, as primitives the rule modules share.
 * They live apart from the interpreter (which dispatches every kind of task and choice, and so
 * imports every rule module) so that the rule modules can open choices and push tasks without
 * importing the interpreter back: the folder has no import circle.
 */

/** Applies option `index` of an open choice; the interpreter binds its dispatcher here. */
export type ChoiceAnswerer = (g: G, choice: Choice, index: number) => void

let answerChoice: ChoiceAnswerer | null = null

/** Called once by the interpreter when it loads, with the dispatcher of every choice kind. */
export function bindChoiceAnswerer(fn: ChoiceAnswerer): void {
  answerChoice = fn
}

/** Pushes tasks so that they run in the given order. */
export function pushTasks(g: G, tasks: readonly Task[]): void {
  for (let i = tasks.length - 1; i >= 0; i--) g.s.tasks.push(tasks[i] as Task)
}

/**
 * Opens a choice. With no option it is skipped; with exactly one it is forced and applied at once
 * (C-D-14: prompt only for genuine choices).
 */
export function offerChoice(g: G, choice: Choice): void {
  if (choice.options.length === 0) return
  if (choice.options.length === 1) {
    if (answerChoice === null) throw new Error('the interpreter has not bound its choice answerer (import ./interpreter first)')
    answerChoice(g, choice, 0)
    return
  }
  askChoice(g, choice)
}

/** Opens a choice even with a single option: an act the players perform themselves (placing a terrain). */
export function askChoice(g: G, choice: Choice): void {
  g.s.choice = choice
  emit(g, 'choiceOpened', { kind: choice.kind, seat: choice.seat })
}
