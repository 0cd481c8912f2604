/**
 * A sensible Saga group for `simulate --policy heuristic`, fair by construction: it picks only legal
 * commands and looks ahead on guesses (`guess.ts`: the RNG and the face-down decks re-drawn from its
 * own generator, unread paragraphs blank), never on the real hidden state, so it cannot know a roll,
 * a draw or a paragraph before the table does. Deterministic for a state, legal list and generator.
 *
 * - The start of a turn: its Ability first when that helps, a reactivation when the Ability is worth
 *   its price, then each token placement is played to the end of the turn on each guessed world
 *   (every later choice of the turn greedy) and the placement with the best mean `stateValue` kept.
 * - Every other choice: each command is tried once on each guessed world, the best mean value wins.
 */
import { isRuleError } from '../../../engine/rule-error'
import type { RngState } from '../../../engine/rng'
import type { SagaContent } from '../../../content/saga/content'
import { apply } from '../apply-command'
import { legalCommands } from '../legal-commands'
import type { SagaCommand, SagaState } from '../types'
import { guessState, knownContent } from './guess'
import { stateValue } from './state-value'

/** Guessed worlds each decision is weighed on (more: steadier choices, slower play). */
const WORLDS = 2
/** A turn's choices are capped, so a look-ahead always ends. */
const TURN_STEPS = 60

type Pick = (state: SagaState, legal: readonly SagaCommand[], rng: RngState) => SagaCommand

export function heuristicPlayer(content: SagaContent): Pick {
  return (state, legal, rng) => {
    const only = legal[0]
    if (!only) throw new Error('no legal command')
    if (legal.length === 1) return only
    const known = knownContent(content, state)
    const worlds = Array.from({ length: WORLDS }, () => guessState(state, rng))
    const after = (w: SagaState, c: SagaCommand): SagaState | null => {
      const r = apply(known, w, c)
      return isRuleError(r) ? null : r.state
    }
    const value = (w: SagaState | null): number => (w ? stateValue(known, w) : -Infinity)
    /** The mean value over the worlds of playing `c`, then `then` on what follows. */
    const mean = (c: SagaCommand, then: (w: SagaState) => SagaState = (w) => w): number =>
      worlds.reduce((n, w) => { const next = after(w, c); return n + value(next ? then(next) : null) }, 0) / worlds.length
    const best = (options: readonly SagaCommand[], then?: (w: SagaState) => SagaState): { command: SagaCommand; value: number } | null => {
      let out: { command: SagaCommand; value: number } | null = null
      for (const c of options) {
        const v = mean(c, then)
        if (out === null || v > out.value) out = { command: c, value: v }
      }
      return out
    }
    /** The greedy successor: every legal command tried, the best next state kept (null: none). */
    const greedy = (s: SagaState): SagaState | null => {
      let next: SagaState | null = null
      let nextValue = -Infinity
      for (const c of legalCommands(known, s)) {
        if (c.type === 'reactivate') continue
        const direct = after(s, c)
        // A fight begun is judged by how it ends, not by its first uncovered hearts.
        const r = direct && direct.fight !== null && s.fight === null ? throughFight(direct) : direct
        const v = value(r)
        if (r && v > nextValue) { next = r; nextValue = v }
      }
      return next
    }
    /** A fight begun, played to its end (its tiles placed greedily). */
    const throughFight = (start: SagaState): SagaState => playOn(start, (s) => s.fight !== null)
    /** Plays on greedily while `going` holds (bounded). */
    const playOn = (start: SagaState, going: (s: SagaState) => boolean): SagaState => {
      let s = start
      for (let n = 0; n < TURN_STEPS && s.outcome === null && going(s); n++) {
        const next = greedy(s)
        if (!next) break
        s = next
      }
      return s
    }
    /** The rest of the turn on one world, every choice greedy (one step of look-ahead). */
    const finishTurn = (start: SagaState): SagaState => playOn(start, (s) => s.placed || s.queue.length > 0)
    const places = legal.filter((c) => c.type === 'place')
    if (places.length === 0) return best(legal.filter((c) => c.type !== 'reactivate'), throughFight)?.command ?? only
    const now = worlds.reduce((n, w) => n + value(w), 0) / worlds.length
    // The Ability costs nothing but its flip: used whenever it helps.
    const ability = legal.find((c) => c.type === 'ability')
    if (ability && mean(ability, finishTurn) > now) return ability
    const reactivation = best(legal.filter((c) => c.type === 'reactivate'))
    if (reactivation && reactivation.value > now) return reactivation.command
    return best(places, finishTurn)?.command ?? only
  }
}
