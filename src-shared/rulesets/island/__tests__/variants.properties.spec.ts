// Properties of the rule options (I-GOLD-26, I-GOLD-27, Q-17): whatever the variants, every
// component stays in exactly one place, every random game keeps the invariants and ends, and the
// set-up follows the options (helpers in or out, the Starting Equipment drawn, the deck's size).
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isRuleError } from '../../../engine/rule-error'
import { intInRange, seedRng } from '../../../engine/rng'
import { loadCinderCay } from '../../../content/island/__tests__/cinder-cay-pack'
import { apply } from '../apply-command'
import { check } from '../invariants'
import { legalCommands } from '../legal-commands'
import type { IslandSettings } from '../options'
import { setup } from '../setup'

const cinder = loadCinderCay()
const castaways = Object.values(cinder.characters).filter((c) => c.kind === 'castaway').map((c) => c.id)

const settingsArb: fc.Arbitrary<IslandSettings> = fc.record({
  dogAlways: fc.boolean(),
  companionAlways: fc.boolean(),
  noCompanion: fc.boolean(),
  noDog: fc.boolean(),
  equipmentChange: fc.integer({ min: -2, max: 2 }),
  eventDeck: fc.constantFrom('sheet', 'adventure-heavy', 'book-heavy'),
  randomWreckage: fc.boolean(),
  demandReaction: fc.boolean(),
})

describe('Island variants (properties)', () => {
  it('I-GOLD-26 I-GOLD-27 any mix of variants sets up as asked, keeps every invariant through a random game, and the game ends', () => {
    fc.assert(fc.property(settingsArb, fc.integer({ min: 1, max: 4 }), fc.constantFrom('packet-boat', 'mountain-wakes'), fc.integer({ min: 0, max: 2 ** 30 }), (settings, players, scenario, seed) => {
      const start = setup(cinder, { scenario, characters: castaways.slice(0, players), settings }, seed)
      if (isRuleError(start)) throw new Error(start.message)
      const sheet = cinder.scenarios[scenario]
      const equipment = sheet?.startingEquipment.fixed?.length ?? Math.max(0, (sheet?.startingEquipment.draw ?? 0) + settings.equipmentChange)
      expect([start.companion !== null, start.dog !== null, start.equipment.length]).toEqual([
        (players <= 2 || settings.companionAlways) && !settings.noCompanion,
        (players === 1 || settings.dogAlways) && !settings.noDog,
        equipment,
      ])
      expect(start.decks.event.length).toBe((sheet?.eventDeck?.book ?? 6) + (sheet?.eventDeck?.adventure ?? 6))
      let s = start
      const rng = seedRng(seed ^ 0x2545f491)
      for (let i = 0; i < 3000 && s.outcome === null; i++) {
        const legal = legalCommands(cinder, s).filter((c) => c.type !== 'unplan')
        const c = legal[intInRange(rng, 0, legal.length - 1)]
        if (!c) throw new Error('no legal command')
        const r = apply(cinder, s, c)
        if (isRuleError(r)) throw new Error(`${c.type} refused: ${r.code}`)
        s = r.state
        if (i % 5 === 0) expect(check(cinder, s)).toEqual([])
      }
      expect([check(cinder, s), s.outcome !== null]).toEqual([[], true])
    }), { numRuns: 24 })
  }, 120_000)
})
