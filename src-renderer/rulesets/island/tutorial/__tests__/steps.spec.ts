// The guided first round of packet-boat, driven by the real engine's views (steps.ts).
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../../i18n'
import { legalCommands } from '../../../../../src-shared/rulesets/island/legal-commands'
import type { IslandCommand } from '../../../../../src-shared/rulesets/island/types'
import { IslandGame, cinderCay } from '../../__tests__/island-kit'
import { trayPawns } from '../../pawns'
import { LAST_STEP, TUTORIAL_STEPS, advance } from '../steps'

const freeOf = (game: IslandGame): number => {
  const v = game.reply().view
  return trayPawns(v).filter((p) => !p.placed && p.character !== null && v.characters[p.character]?.kind === 'castaway').length
}

/** The first legal command of a kind a new player would send (Rest with one pawn; a seat's confirmation; the first answer). */
function nextCommand(game: IslandGame): IslandCommand {
  const legal = legalCommands(cinderCay(), game.state)
  const rest = legal.find((c) => c.type === 'plan' && (c.target.kind === 'rest' || c.target.kind === 'arrange') && c.pawns.length === 1 && c.pawns[0]?.kind === 'character')
  const pick = rest ?? legal.find((c) => c.type === 'commitPlan' && c.seat !== undefined) ?? legal.find((c) => c.type === 'commitPlan') ??
    legal.find((c) => c.type === 'choose' || c.type === 'stayCamp' || c.type === 'keepDice')
  if (!pick) throw new Error(`nothing to play in ${game.state.position.phase}`)
  return pick
}

describe('the guided first round of Island', () => {
  it('walks a new group through packet-boat: the round track, threats, the spaces, a pawn, risky or sure, the plan, then the night, and wraps up in round 2', () => {
    const game = new IslandGame(['shipwright', 'steward'], 7, 'packet-boat')
    let current: string | null = null
    let seen: ReadonlySet<string> = new Set()
    const shown: string[] = []
    const step = (next = false): void => {
      const r = advance(game.reply().view, freeOf(game), current, seen, next)
      current = r.current
      seen = r.seen
      if (current !== null && shown[shown.length - 1] !== current) shown.push(current)
    }
    step()
    // The pointing steps wait for "Next" while the view stays the same.
    expect(current).toBe('roundTrack')
    step()
    expect(current).toBe('roundTrack')
    step(true)
    step(true)
    step(true)
    expect(current).toBe('placePawn')
    for (let i = 0; i < 80 && !(game.state.position.round >= 2 && game.state.pending?.kind === 'plan') && game.state.outcome === null; i++) {
      game.play(nextCommand(game))
      step()
    }
    expect(game.state.position.round).toBe(2)
    // Told during the weather or the night if either asked something, else at the start of round 2 until Next.
    if (current === 'weatherNight') step(true)
    expect(current).toBe(LAST_STEP)
    expect(shown.slice(0, 6)).toEqual(['roundTrack', 'threats', 'spaces', 'placePawn', 'riskySure', 'commit'])
    expect(shown).toContain('weatherNight')
    // Teaching order is kept: each shown step comes after those shown before it in the list.
    const order = TUTORIAL_STEPS.map((s) => s.id)
    expect(shown.map((id) => order.indexOf(id))).toEqual([...shown.map((id) => order.indexOf(id))].sort((a, b) => a - b))
  })

  it('a finished game shows no step', () => {
    const game = new IslandGame(['shipwright'], 3, 'packet-boat')
    const over = { ...game.reply().view, outcome: 'lost' as const }
    expect(advance(over, 2, null, new Set()).current).toBeNull()
  })

  it('every step has a title, a text and a place in English and Italian', () => {
    for (const locale of ['en', 'it'] as const) {
      const g = createAppI18n(locale).global
      const missing = TUTORIAL_STEPS.flatMap((s) => [`steps.${s.id}.title`, `steps.${s.id}.body`, `where.${s.anchor}`]).map((k) => `rulesets.island.learn.tutorial.${k}`).filter((k) => !g.te(k, locale))
      expect(missing, locale).toEqual([])
    }
  })
})
