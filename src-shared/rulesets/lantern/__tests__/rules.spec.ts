import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isRuleError } from '../../../engine/rule-error'
import { replay, undo, hasCheckpoint } from '../../../engine/command-log'
import { stateHash } from '../../../engine/state-hash'
import { bustChance } from '../bust-odds'
import { lanternModule } from '../module'
import { BLANK, CONTENT, GUST, LIGHT, play, rules, start } from './fixture'
import type { LanternCommand } from '../types'

describe('Lantern Run rules', () => {
  it('L-SETUP-1 each seat plays one lamplighter of the pack, never the same one twice', () => {
    expect(start({ characters: ['wren', 'odo', 'pell'] }).characters).toEqual(['wren', 'odo', 'pell'])
    const twice = rules.setup({ characters: ['wren', 'wren'] }, 1)
    expect(isRuleError(twice) && twice.message).toMatch(/different character/)
    const stranger = rules.setup({ characters: ['nobody'] }, 1)
    expect(isRuleError(stranger) && stranger.message).toMatch(/no lamplighter "nobody"/)
    expect(isRuleError(rules.setup({ characters: [] }, 1))).toBe(true)
  })

  it('L-SETUP-2 the night starts with nothing banked, the first seat active and no turn used', () => {
    const s = start()
    expect({ banked: s.banked, active: s.active, turnsUsed: s.turnsUsed, haul: s.haul, gusts: s.gusts, phase: s.phase }).toEqual({ banked: 0, active: 0, turnsUsed: 0, haul: 0, gusts: 0, phase: 'roll' })
  })

  it('L-SETUP-3 the pack sets the die, the dice per roll, the target and the turns of the night', () => {
    const v = rules.view(start())
    expect({ dice: v.dicePerRoll, target: v.target, turns: v.turns, faces: v.die.map((f) => f.id) }).toEqual({ dice: 2, target: 6, turns: 4, faces: CONTENT.die.map((f) => f.id) })
    const bigger = { ...CONTENT, dicePerRoll: 3 }
    const r = play(start(), { type: 'roll' }, [LIGHT, BLANK, BLANK])
    expect(r.state.lastRoll).toHaveLength(2)
    const three = (() => {
      const rr = lanternModule.rules(bigger).apply({ ...start(), rng: { ...start().rng, injected: [BLANK, BLANK, BLANK] } }, { type: 'roll' })
      if (isRuleError(rr)) throw new Error(rr.message)
      return rr.state.lastRoll
    })()
    expect(three).toHaveLength(3)
  })

  it('L-TURN-1 a roll shows one face of the die per die, chosen by the seeded chance in the state', () => {
    const a = play(start({}, 7), { type: 'roll' }).state
    const b = play(start({}, 7), { type: 'roll' }).state
    expect(a.lastRoll).toEqual(b.lastRoll)
    for (const f of a.lastRoll ?? []) expect(CONTENT.die.map((d) => d.id)).toContain(f)
    const forced = play(start(), { type: 'roll' }, [LIGHT, BLANK]).state
    expect(forced.lastRoll).toEqual(['flame', 'ash'])
  })

  it('L-TURN-2 each light adds 1 to the haul and each gust 1 to the gusts; blanks add nothing', () => {
    const s = play(start(), { type: 'roll' }, [LIGHT, GUST]).state
    expect({ haul: s.haul, gusts: s.gusts }).toEqual({ haul: 1, gusts: 1 })
    const t = play(s, { type: 'press' }, [LIGHT + 1, BLANK]).state
    expect({ haul: t.haul, gusts: t.gusts }).toEqual({ haul: 2, gusts: 1 })
  })

  it('L-TURN-3 at the bust limit the lantern goes out: the haul is lost and the turn ends', () => {
    const s = play(start({ settings: { bustAt: 2 } }), { type: 'roll' }, [LIGHT, LIGHT]).state
    const out = play(s, { type: 'press' }, [GUST, GUST + 1])
    expect(out.events.map((e) => e.type)).toEqual(['rolled', 'lanternOut', 'turnEnded', 'chance'])
    expect(out.state).toMatchObject({ banked: 0, haul: 0, gusts: 0, active: 1, turnsUsed: 1, phase: 'roll' })
    // With the limit at 3, two gusts are not enough.
    const three = play(start({ settings: { bustAt: 3 } }), { type: 'roll' }, [GUST, GUST]).state
    expect(three.phase).toBe('choose')
    expect(play(three, { type: 'press' }, [GUST, BLANK]).state).toMatchObject({ active: 1, phase: 'roll' })
  })

  it('L-TURN-4 otherwise the seat presses on (keeping haul and gusts) or heads home and banks the haul', () => {
    const s = play(start({ settings: { bustAt: 3 } }), { type: 'roll' }, [LIGHT, GUST]).state
    expect(rules.legalCommands(s).map((c) => c.type)).toEqual(['press', 'bank'])
    const pressed = play(s, { type: 'press' }, [LIGHT, BLANK]).state
    expect({ haul: pressed.haul, gusts: pressed.gusts }).toEqual({ haul: 2, gusts: 1 })
    const home = play(pressed, { type: 'bank' })
    expect(home.state.banked).toBe(2)
    expect(home.events.map((e) => e.type)).toEqual(['banked', 'turnEnded'])
  })

  it('L-TURN-5 a turn ends with one turn used, haul and gusts back to 0, and the next seat clockwise active', () => {
    const s = play(start({ characters: ['wren', 'odo', 'pell'] }), { type: 'roll' }, [LIGHT, BLANK]).state
    const t = play(s, { type: 'bank' }).state
    expect(t).toMatchObject({ turnsUsed: 1, haul: 0, gusts: 0, active: 1, lastRoll: null })
    const u = play(play(t, { type: 'roll' }, [LIGHT, BLANK]).state, { type: 'bank' }).state
    const v = play(play(u, { type: 'roll' }, [LIGHT, BLANK]).state, { type: 'bank' }).state
    expect(v.active).toBe(0)
  })

  it('L-TURN-6 with "a spark survives", a lantern that goes out banks half its haul, rounded down', () => {
    let s = play(start({ settings: { sparkSurvives: true, bustAt: 2 } }), { type: 'roll' }, [LIGHT, LIGHT]).state
    s = play(s, { type: 'press' }, [LIGHT, BLANK]).state
    const out = play(s, { type: 'press' }, [GUST, GUST])
    expect(out.state.banked).toBe(1)
    expect(out.events.find((e) => e.type === 'lanternOut')).toMatchObject({ lost: 2 })
    const off = play(play(play(start({ settings: { bustAt: 2 } }), { type: 'roll' }, [LIGHT, LIGHT]).state, { type: 'press' }, [LIGHT, BLANK]).state, { type: 'press' }, [GUST, GUST])
    expect(off.state.banked).toBe(0)
  })

  it('L-END-1 the party wins as soon as its banked light reaches the target', () => {
    let s = play(start({ settings: { bustAt: 4 } }), { type: 'roll' }, [LIGHT, LIGHT]).state
    s = play(s, { type: 'press' }, [LIGHT, LIGHT]).state
    s = play(s, { type: 'press' }, [LIGHT, LIGHT]).state
    const won = play(s, { type: 'bank' })
    expect(won.state).toMatchObject({ outcome: 'won', phase: 'over', banked: 6 })
    expect(won.events.map((e) => e.type)).toContain('gameWon')
  })

  it('L-END-2 the party loses when the last turn ends short of the target', () => {
    let s = start()
    for (let t = 0; t < CONTENT.turns; t++) s = play(play(s, { type: 'roll' }, [LIGHT, BLANK]).state, { type: 'bank' }).state
    expect(s).toMatchObject({ outcome: 'lost', phase: 'over', banked: 4, turnsUsed: 4 })
  })

  it('L-END-3 a finished game accepts no command', () => {
    let s = start()
    for (let t = 0; t < CONTENT.turns; t++) s = play(play(s, { type: 'roll' }, [LIGHT, BLANK]).state, { type: 'bank' }).state
    expect(rules.legalCommands(s)).toEqual([])
    expect(rules.decision(s)).toBeNull()
    for (const type of ['roll', 'press', 'bank'] as const) {
      const r = rules.apply(s, { type })
      expect(isRuleError(r) && r.code).toBe('game-over')
    }
  })

  it('L-D-1 every roll is an undo checkpoint; banking is not', () => {
    const rolled = play(start(), { type: 'roll' }, [LIGHT, BLANK])
    expect(hasCheckpoint(rolled.events)).toBe(true)
    const config = { characters: ['wren', 'odo'] }
    const log = { commands: [{ type: 'roll' }] as LanternCommand[], checkpoints: [true] }
    expect(isRuleError(undo(rules, config, 1, log))).toBe(true)
    expect(hasCheckpoint(play(rolled.state, { type: 'bank' }).events)).toBe(false)
  })

  it('L-D-2 the view hides nothing and gives the exact chance that the next roll puts the lantern out', () => {
    const s = play(start({ settings: { bustAt: 2 } }), { type: 'roll' }, [GUST, BLANK]).state
    const v = rules.view(s)
    expect(rules.view(play(start(), { type: 'roll' }, [GUST, BLANK]).state).bustChance).toBeCloseTo(1 / 9, 12)
    // One gust of two; one more gust among two dice (1/3 each): 1 - (2/3)^2 = 5/9.
    expect(v.bustChance).toBeCloseTo(5 / 9, 12)
    expect(v).toMatchObject({ banked: s.banked, haul: s.haul, gusts: s.gusts, lastRoll: s.lastRoll, legal: ['press', 'bank'] })
    expect(bustChance(CONTENT, 0, 2)).toBeCloseTo(1 / 9, 12)
    expect(bustChance(CONTENT, 2, 2)).toBe(1)
    expect(bustChance(CONTENT, 0, 3)).toBe(0)
  })
})

describe('Lantern Run properties', () => {
  const commands = (seed: number, n: number): LanternCommand[] => {
    const out: LanternCommand[] = []
    let s = start({}, seed)
    for (let i = 0; i < n && s.outcome === null; i++) {
      const legal = rules.legalCommands(s)
      const cmd = legal[(seed + i) % legal.length] as LanternCommand
      const r = rules.apply(s, cmd)
      if (isRuleError(r)) throw new Error(r.message)
      out.push(cmd)
      s = r.state
    }
    return out
  }

  it('replay of the same commands gives the same state; apply never changes its input; the invariants hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 60 }), (seed, n) => {
        const cmds = commands(seed, n)
        const a = replay(rules, { characters: ['wren', 'odo'] }, seed, cmds)
        const b = replay(rules, { characters: ['wren', 'odo'] }, seed, cmds)
        if (isRuleError(a) || isRuleError(b)) throw new Error('replay refused')
        expect(stateHash(a.state)).toBe(stateHash(b.state))
        expect(rules.check(a.state)).toEqual([])
        const before = JSON.stringify(a.state)
        for (const c of rules.legalCommands(a.state)) rules.apply(a.state, c)
        expect(JSON.stringify(a.state)).toBe(before)
      }),
      { numRuns: 60 },
    )
  })

  it('every legal command is accepted and every other command is refused with a rule error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 40 }), (seed, n) => {
        const r = replay(rules, { characters: ['wren'] }, seed, commands(seed, n))
        if (isRuleError(r)) throw new Error('replay refused')
        const legal = rules.legalCommands(r.state).map((c) => c.type)
        for (const type of ['roll', 'press', 'bank'] as const) expect(isRuleError(rules.apply(r.state, { type }))).toBe(!legal.includes(type))
      }),
      { numRuns: 60 },
    )
  })
})
