import type { Ruleset } from '../ruleset'
import { ruleError } from '../rule-error'
import { cloneJson } from '../json-clone'
import { seedRng, shuffle, pick, type RngState } from '../rng'

/** A minimal ruleset used to test the kernel: a shuffled deck, draws and a counter. */
export interface ToyState {
  rng: RngState
  deck: number[]
  drawn: number[]
  counter: number
}
export type ToyCommand = { type: 'inc' } | { type: 'draw' } | { type: 'pickOne' }

export const toy: Ruleset<ToyState, { size: number }, ToyCommand, string, { counter: number; drawn: number[] }> = {
  id: 'toy',
  setup(config, seed) {
    if (config.size < 1) return ruleError('bad-config', 'size must be positive')
    const rng = seedRng(seed)
    const deck = shuffle(rng, Array.from({ length: config.size }, (_, i) => i))
    return { rng, deck, drawn: [], counter: 0 }
  },
  decision: (s) => (s.deck.length === 0 ? null : 'play'),
  apply(state, command) {
    const d = cloneJson(state)
    switch (command.type) {
      case 'inc':
        d.counter++
        return { state: d, events: [{ type: 'inc' }] }
      case 'draw': {
        const card = d.deck.shift()
        if (card === undefined) return ruleError('empty', 'the deck is empty')
        d.drawn.push(card)
        return { state: d, events: [{ type: 'drew', card, checkpoint: true }] }
      }
      case 'pickOne': {
        if (d.deck.length === 0) return ruleError('empty', 'the deck is empty')
        d.counter += pick(d.rng, d.deck)
        return { state: d, events: [{ type: 'picked', checkpoint: true }] }
      }
    }
  },
  legalCommands: (s) => (s.deck.length === 0 ? [{ type: 'inc' }] : [{ type: 'inc' }, { type: 'draw' }, { type: 'pickOne' }]),
  view: (s) => ({ counter: s.counter, drawn: s.drawn }),
  check: (s) => (s.counter < 0 ? [{ code: 'negative', message: 'counter below 0' }] : []),
}
