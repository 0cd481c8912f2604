// Recorded walkthroughs (issue 17 proof): for each Reedmere adventure one game to victory and one to
// defeat, found with the heuristic player (scripts/record-saga-walkthroughs.ts) and replayed here
// through the real rules, checking every invariant after every command.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { reedmere } from '../../../content/saga/__tests__/reedmere-pack'
import { holds } from '../conditions'
import { sagaRules } from '../module'
import type { SagaState } from '../types'
import { factsOf, type SagaWalkthrough } from './walkthrough-facts'

const DIR = join(__dirname, 'walkthroughs')
const RERECORD = 'the engine no longer plays this recorded game the same way (a rule or the pack changed?): re-record the walkthroughs with `npx tsx scripts/record-saga-walkthroughs.ts` and commit the new files'

const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort()
const load = (file: string): SagaWalkthrough => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as SagaWalkthrough

/** Replays every command; a refusal or an early end is a divergence. */
function replay(w: SagaWalkthrough): { state: SagaState; violations: string[] } {
  const rules = sagaRules(reedmere())
  const start = rules.setup(w.config, w.seed)
  if (isRuleError(start)) throw new Error(`${w.adventure}: setup refused: ${start.message}; ${RERECORD}`)
  let s = start
  const violations: string[] = []
  w.commands.forEach((c, i) => {
    if (s.outcome !== null) throw new Error(`command ${i} of ${w.commands.length}: the game already ended (${s.outcome}); ${RERECORD}`)
    const r = rules.apply(s, c)
    if (isRuleError(r)) throw new Error(`command ${i} (${c.type}) refused: ${r.code} ${r.message}; ${RERECORD}`)
    s = r.state
    violations.push(...rules.check(s).map((v) => `command ${i}: ${v.code} ${v.message}`))
  })
  return { state: s, violations }
}

describe('recorded walkthroughs of Reedmere', () => {
  it('there is a victory and a defeat for each adventure of the pack', () => {
    const expected = Object.keys(reedmere().adventures).sort().flatMap((id) => [`${id}-defeat.json`, `${id}-victory.json`])
    expect(files).toEqual(expected)
  })

  for (const file of files) {
    it(`S-CORE-03 S-END-01 S-END-03 ${file}: replays through apply to its recorded end, every invariant holding`, () => {
      const w = load(file)
      expect(w.format).toBe('fogbound-saga-walkthrough')
      expect(w.pack).toBe('reedmere')
      expect(w.config.scenario).toBe(w.adventure)
      const { state, violations } = replay(w)
      expect(violations).toEqual([])
      expect(factsOf(state), RERECORD).toEqual(w.expect)
      const adv = reedmere().adventures[w.adventure]
      if (!adv) throw new Error(`no adventure ${w.adventure}`)
      const d = { s: state, events: [], content: reedmere(), adv }
      const line = (lines: typeof adv.sheet.victory): number | undefined => lines.find((l) => holds(d, l.when, 0))?.ending
      if (w.expect.outcome === 'won') {
        // A victory is a victory line of the sheet holding at the end, its ending read, within the round track.
        expect(line(adv.sheet.victory)).toBe(state.ending)
        expect(state.round).toBeLessThanOrEqual(adv.sheet.rounds)
      } else {
        // A defeat: a defeat line, an eliminated character, or the last round played out without a victory.
        expect(line(adv.sheet.victory)).toBeUndefined()
        const why = line(adv.sheet.defeat) === state.ending ? 'defeat line' : state.ending === adv.sheet.endings.eliminated ? 'eliminated' : 'rounds'
        if (why === 'rounds') expect([state.ending, state.round, state.turn]).toEqual([adv.sheet.endings.outOfRounds, adv.sheet.rounds, 4])
      }
    }, 60_000)
  }
})
