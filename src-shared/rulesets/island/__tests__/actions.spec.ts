import { describe, expect, it } from 'vitest'
import { faceIndex } from '../../../engine/dice'
import { isRuleError } from '../../../engine/rule-error'
import { injectPicks } from '../../../engine/rng'
import { apply } from '../apply-command'
import { drain as drainNow } from '../effects-run'
import { resolveNext as resolveNextWith } from '../resolution'
import { planAction } from '../planning'
import { setup } from '../setup'
import type { IslandState, PlanTarget, PawnRef } from '../types'
import { check } from '../invariants'
import { content, newGame, pawn, resolvePlan, runOn, withPlanned } from './play'
import { setTile } from '../lists'

const code = (s: IslandState, target: PlanTarget, pawns: PawnRef[]): string => {
  const a = planAction(content(), s, target, pawns)
  return 'code' in a ? a.code : 'ok'
}
const withAvailable = (s: IslandState, r: Partial<IslandState['available']>): IslandState => {
  const out = { ...s, available: { ...s.available, ...r } }
  for (const k of ['wood', 'food', 'preserved', 'fur'] as const) out.ledger = { ...out.ledger, gained: { ...out.ledger.gained, [k]: out.ledger.spent[k] + out.available[k] } }
  return out
}
/** Forces the faces of the next action roll: wound, success and adventure dice of a colour. */
const forceRoll = (s: IslandState, colour: 'build' | 'gather' | 'explore', wound: string, success: string, adventure: string): IslandState => {
  const die = (role: string) => content().dice.action.find((d) => d.colour === colour && d.role === role)
  const idx = (role: string, face: string): number => faceIndex({ id: 'x', faces: (die(role)?.faces ?? []).map((f) => ({ id: f })) }, face)
  return { ...s, rng: injectPicks(s.rng, [idx('wound', wound), idx('success', success), idx('adventure', adventure)]) }
}
/** Puts a tile from the stack on a space (a test arrangement of the island). */
const placeTile = (s: IslandState, space: string, tile: string): IslandState => ({
  ...s, island: { ...s.island, [space]: { tile, exhausted: [], tokens: [] } }, decks: { ...s.decks, tiles: s.decks.tiles.filter((t) => t !== tile) },
})

describe('planning (I-ACT)', () => {
  it('I-ACT-05 I-ACT-49 I-EX-05 a Shelter needs 3 wood or 2 fur on hand with 3 players; then they are reserved', () => {
    const s = withAvailable(newGame(3, 1), { wood: 2, fur: 1 })
    expect(code(s, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('alpha')])).toBe('I-ACT-05')
    expect(code(s, { kind: 'build', build: 'shelter', pay: 'fur' }, [pawn('alpha')])).toBe('I-ACT-05')
    const ok = withAvailable(s, { wood: 3 })
    const a = planAction(content(), ok, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('alpha')])
    expect('code' in a ? a.code : a.reserved).toEqual({ wood: 3, food: 0, preserved: 0, fur: 0 })
  })

  it('I-ACT-07 I-EX-06 reserved wood no longer counts: after a Roof for 3 of 4 wood, no Palisade, but Weapons', () => {
    let s = withAvailable(newGame(3, 1), { wood: 4, fur: 0 })
    s = { ...s, shelter: { built: true, round: 0 } }
    s = withPlanned(s, { kind: 'build', build: 'roof', pay: 'wood' }, [pawn('alpha')])
    expect(code(s, { kind: 'build', build: 'palisade', pay: 'wood' }, [pawn('beta')])).toBe('I-ACT-05')
    expect(code(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta')])).toBe('ok')
  })

  it('I-ACT-05 I-EX-07 an invention needing an Item cannot be planned in the round that Item is being built', () => {
    let s = placeTile(newGame(2, 1), 's11', 'tile-2')
    s = { ...s, inventions: { ...s.inventions, board: [...s.inventions.board.filter((i) => i !== 'inv-bow'), 'inv-bow'] }, decks: { ...s.decks, invention: s.decks.invention.filter((i) => i !== 'inv-bow') } }
    s = withPlanned(s, { kind: 'invent', invention: 'inv-knife' }, [pawn('alpha')])
    expect(code(s, { kind: 'invent', invention: 'inv-bow' }, [pawn('beta')])).toBe('I-ACT-05')
  })

  it('I-INV-03 an invention needs its terrain explored', () => {
    const s = newGame(2, 1)
    expect(code(s, { kind: 'invent', invention: 'inv-knife' }, [pawn('alpha')])).toBe('I-INV-03')
    expect(code(s, { kind: 'invent', invention: 'inv-map' }, [pawn('alpha')])).toBe('ok')
  })

  it('I-ACT-31 I-2P-19 I-EX-17 neutral pawns and the dog never act alone', () => {
    let s = newGame(1, 1)
    s = { ...s, pawnsGranted: [{ source: 'test#0', actions: ['explore'], uses: 'once' }] }
    expect(code(s, { kind: 'explore', space: 's11' }, [{ kind: 'neutral', source: 'test#0' }, { kind: 'dog' }])).toBe('I-ACT-31')
    expect(code(s, { kind: 'explore', space: 's11' }, [pawn('alpha'), { kind: 'dog' }])).toBe('ok')
    expect(code(s, { kind: 'rest' }, [{ kind: 'dog' }])).toBe('I-ACT-31')
  })

  it('I-ACT-27 I-EX-27 at distance 2: 2 pawns roll, 3 are sure, 1 is refused', () => {
    let s = placeTile(newGame(3, 1), 's11', 'tile-2')
    s = placeTile(s, 's21', 'tile-1')
    const target: PlanTarget = { kind: 'gather', space: 's21', source: 'food' }
    expect(code(s, target, [pawn('alpha')])).toBe('I-ACT-26')
    const two = planAction(content(), s, target, [pawn('alpha'), pawn('beta')])
    const three = planAction(content(), s, target, [pawn('alpha'), pawn('beta'), pawn('gamma')])
    expect(['code' in two ? two.code : two.rolls, 'code' in three ? three.code : three.rolls]).toEqual([true, false])
  })

  it('I-ACT-55 I-ACT-13 Gather never on the camp tile, each source once a round', () => {
    let s = placeTile(newGame(2, 1), 's11', 'tile-1')
    expect(code(s, { kind: 'gather', space: 's01', source: 'food' }, [pawn('alpha')])).toBe('I-ACT-55')
    s = withPlanned(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('alpha')])
    expect(code(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('beta')])).toBe('I-ACT-13')
  })

  it('I-ACT-58 I-ACT-15 Explore an unexplored space next to an explored tile, one team per space', () => {
    let s = newGame(2, 1)
    expect(code(s, { kind: 'explore', space: 's31' }, [pawn('alpha')])).toBe('I-ACT-58')
    s = withPlanned(s, { kind: 'explore', space: 's11' }, [pawn('alpha')])
    expect(code(s, { kind: 'explore', space: 's11' }, [pawn('beta')])).toBe('I-ACT-15')
  })

  it('I-ACT-43 a Hunt needs exactly 2 pawns and a beast in the Hunting deck', () => {
    let s = newGame(2, 1)
    expect(code(s, { kind: 'hunt' }, [pawn('alpha'), pawn('beta')])).toBe('I-ACT-43')
    s = { ...s, decks: { ...s.decks, hunting: [s.decks.beast[0] ?? ''], beast: s.decks.beast.slice(1) } }
    expect(code(s, { kind: 'hunt' }, [pawn('alpha')])).toBe('I-ACT-26')
    expect(code(s, { kind: 'hunt' }, [pawn('alpha'), pawn('beta')])).toBe('ok')
  })

  it('I-ACT-51 I-ACT-14 Roof needs a Shelter; the Shelter is attempted once a round', () => {
    let s = withAvailable(newGame(2, 1), { wood: 6 })
    expect(code(s, { kind: 'build', build: 'roof', pay: 'wood' }, [pawn('alpha')])).toBe('I-ACT-51')
    s = withPlanned(s, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('alpha')])
    expect(code(s, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('beta')])).toBe('I-ACT-14')
  })

  it('I-TOKEN-09 I-ACT-28 I-EX-11 a Time-consuming token on the Build space: the first Build needs 1 more pawn', () => {
    let s = withAvailable(newGame(3, 1), { wood: 5 })
    s = { ...s, spaceTokens: { 'action:build': ['time'] } }
    expect(code(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])).toBe('I-ACT-26')
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha'), pawn('alpha')])
    expect(s.plan[0]?.rolls).toBe(true)
    expect(code(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta')])).toBe('ok')
  })

  it('I-ACT-02 the plan is committed only when every castaway pawn is placed', () => {
    let s = newGame(1, 1)
    const r = apply(content(), s, { type: 'commitPlan' })
    expect(isRuleError(r) ? r.code : 'ok').toBe('I-ACT-02')
    for (let i = 0; i < 2; i++) {
      const n = apply(content(), s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] })
      if (isRuleError(n)) throw new Error(n.message)
      s = n.state
    }
    expect(isRuleError(apply(content(), s, { type: 'commitPlan' }))).toBe(false)
  })
})

describe('resolution (I-ACT, I-DICE)', () => {
  it('I-ACT-12 I-EX-16 two sure Weapons actions: Weapons +2, 2 wood spent', () => {
    let s = withAvailable(newGame(2, 1), { wood: 2 })
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha'), pawn('alpha')])
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta'), pawn('beta')])
    const r = resolvePlan(s)
    expect([r.s.tracks.weapons, r.s.available.wood]).toEqual([2, 0])
  })

  it('I-DICE-05 I-DICE-04 I-EX-21 the dice apply Wound, Success, Adventure independently: wounded, failed (+2 Determination), a card drawn', () => {
    let s = withAvailable(newGame(2, 1), { wood: 1 })
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    s = forceRoll(s, 'build', 'wound', 'fail', 'adventure')
    const top = s.decks.adventure.build[0]
    const r = resolvePlan(s)
    expect(r.s.characters.alpha?.determination).toBe(2)
    expect(r.events.find((e) => e.type === 'wound' && e.cause === 'wound-die')).toMatchObject({ character: 'alpha', amount: 1 })
    expect(r.s.tracks.weapons).toBe(0)
    expect(r.events.find((e) => e.type === 'adventure')).toMatchObject({ card: top })
  })

  it('I-ACT-48 a failed build returns its resources to Available', () => {
    let s = withAvailable(newGame(2, 1), { wood: 1 })
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    s = forceRoll(s, 'build', 'blank', 'fail', 'blank')
    const r = resolvePlan(s)
    expect([r.s.available.wood, r.s.plan[0]?.reserved.wood]).toEqual([1, 0])
  })

  it('I-DICE-07 I-TOKEN-16 the Adventure token draws a card even for a sure action, then leaves', () => {
    let s = withAvailable(newGame(2, 1), { wood: 1 })
    s = { ...s, spaceTokens: { 'adventure:build': ['adventure'] } }
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha'), pawn('beta')])
    const r = resolvePlan(s)
    expect(r.events.some((e) => e.type === 'adventure')).toBe(true)
    expect(r.s.spaceTokens['adventure:build']).toEqual([])
  })

  it('I-2P-09 the companion rolling "?" takes a wound instead of an Adventure card', () => {
    let s = newGame(2, 1)
    s = placeTile(s, 's11', 'tile-1')
    s = withPlanned(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('helper')])
    s = forceRoll(s, 'gather', 'blank', 'success', 'adventure')
    const r = resolvePlan(s)
    expect(r.s.characters.helper?.wounds).toBe(1)
    expect(r.events.some((e) => e.type === 'adventure')).toBe(false)
    expect(r.s.future.food).toBe(1)
  })

  it('I-ACT-56 I-EX-13 an Extra food token doubles a food gather only', () => {
    let s = placeTile(newGame(2, 1), 's11', 'tile-4')
    const tile = s.island.s11
    if (tile) setTile(s, 's11', { ...tile, tokens: [...tile.tokens, 'extra-food'] })
    s = withPlanned(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('alpha'), pawn('alpha')])
    s = withPlanned(s, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('beta'), pawn('beta')])
    const r = resolvePlan(s)
    expect([r.s.future.food, r.s.future.wood]).toEqual([2, 1])
  })

  it('I-ACT-59 I-EX-28 a successful Explore places the tile, adds a beast, draws its Discovery tokens into Future', () => {
    let s = newGame(2, 1)
    s = { ...s, decks: { ...s.decks, tiles: ['tile-3', ...s.decks.tiles.filter((t) => t !== 'tile-3')] } }
    s = withPlanned(s, { kind: 'explore', space: 's11' }, [pawn('alpha'), pawn('alpha')])
    const r = resolvePlan(s)
    expect(r.s.island.s11?.tile).toBe('tile-3')
    expect(r.s.decks.hunting).toHaveLength(1)
    expect(r.s.discovery.future).toHaveLength(content().tiles['tile-3']?.discoveries ?? -1)
  })

  it('I-ACT-61 Arrange Camp gives 2 Determination and Morale +1; with 4 players one or the other', () => {
    const r = resolvePlan(withPlanned(newGame(2, 1), { kind: 'arrange' }, [pawn('alpha')]))
    expect([r.s.characters.alpha?.determination, r.s.morale]).toEqual([2, 1])
    const four = resolvePlan(withPlanned(newGame(4, 1), { kind: 'arrange' }, [pawn('alpha')]))
    expect(four.s.pending).toMatchObject({ kind: 'choice', prompt: 'arrange-camp' })
  })

  it('I-ACT-62 Rest heals 1 wound; a Rest Item heals 2 and gives 1 Determination', () => {
    let s = newGame(2, 1)
    const a = s.characters.alpha
    if (a) a.wounds = 3
    expect(resolvePlan(withPlanned(s, { kind: 'rest' }, [pawn('alpha')])).s.characters.alpha?.wounds).toBe(2)
    s = { ...s, inventions: { ...s.inventions, built: ['inv-bed'], board: s.inventions.board.filter((i) => i !== 'inv-bed') }, decks: { ...s.decks, invention: s.decks.invention.filter((i) => i !== 'inv-bed') } }
    const r = resolvePlan(withPlanned(s, { kind: 'rest' }, [pawn('alpha')]))
    expect([r.s.characters.alpha?.wounds, r.s.characters.alpha?.determination]).toEqual([1, 1])
  })

  it('I-ACT-11 I-EX-14 the top pawn resolves a threat and alone takes its reward', () => {
    let s = newGame(2, 1)
    s = { ...s, threat: { left: 'ev-01', right: 'wreck-crates' }, decks: { ...s.decks, event: s.decks.event.filter((i) => i !== 'ev-01') }, removed: s.removed.filter((i) => i !== 'ev-01') }
    s = withPlanned(s, { kind: 'threat', slot: 'left' }, [pawn('beta'), pawn('alpha')])
    const r = resolvePlan(s)
    expect([r.s.characters.beta?.determination, r.s.characters.alpha?.determination, r.s.threat.left]).toEqual([1, 0, null])
  })

  it('I-ACT-42 the Wreckage card: 1 pawn for the minor reward, 2 for the major one', () => {
    const minor = resolvePlan(withPlanned(newGame(2, 1), { kind: 'threat', slot: 'right' }, [pawn('alpha')]))
    const major = resolvePlan(withPlanned(newGame(2, 1), { kind: 'threat', slot: 'right' }, [pawn('alpha'), pawn('beta')]))
    expect([minor.s.future.food, major.s.future.food]).toEqual([1, 2])
  })

  it('I-CHAR-16 I-INV-04 a personal invention built gives its owner 2 Determination and waits in Future', () => {
    let s = withAvailable(newGame(2, 1), { wood: 1 })
    s = withPlanned(s, { kind: 'invent', invention: 'inv-alpha' }, [pawn('alpha'), pawn('beta')])
    const r = resolvePlan(s)
    expect([r.s.characters.alpha?.determination, r.s.inventions.future]).toEqual([2, ['inv-alpha']])
  })

  // Found by `simulate` on Cinder Cay: Healing Herbs built the Medicine planned the same round,
  // and the planned action built it a second time (the card twice in Future).
  it('I-INV-04 I-TOKEN-D12 an invention built another way after it was planned is not built again; its wood is not spent', () => {
    let s = withAvailable(newGame(2, 1), { wood: 1 })
    s = withPlanned(s, { kind: 'invent', invention: 'inv-alpha' }, [pawn('alpha'), pawn('beta')])
    const token = runOn(s)
    token.s.pending = null
    token.s.queue = [{ effects: [{ op: 'buildItem', item: 'inv-alpha' }], ctx: { phase: 'action', resolver: 'alpha', source: null, here: null } }]
    drainNow(token)
    const r = resolvePlan(token.s)
    expect([r.s.inventions.future, r.s.inventions.board.includes('inv-alpha'), r.s.available.wood]).toEqual([['inv-alpha'], false, 1])
    expect(check(content(), r.s).filter((v) => v.code === 'cards-conserved' || v.code === 'resources-conserved')).toEqual([])
  })

  it('I-CHAR-15 only the owner leads the building of a personal invention', () => {
    const s = withAvailable(newGame(2, 1), { wood: 1 })
    expect(code(s, { kind: 'invent', invention: 'inv-alpha' }, [pawn('beta'), pawn('alpha')])).toBe('I-ACT-31')
  })
})

describe('losses during the Action phase (I-ACT-39)', () => {
  it('I-ACT-39 I-ACT-07 a loss never takes what planned actions hold: the resolver is wounded instead', () => {
    let s = withAvailable(newGame(2, 1), { wood: 1 })
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha'), pawn('alpha')])
    s = withPlanned(s, { kind: 'rest' }, [pawn('beta')])
    const early = runOnLoss(s)
    expect([early.available.wood, early.characters.beta?.wounds]).toEqual([1, 1])
  })
})

/** A loss of 1 wood run while the plan still holds the only wood. */
function runOnLoss(s: IslandState): IslandState {
  const copy = JSON.parse(JSON.stringify(s)) as IslandState
  copy.pending = null
  copy.queue = [{ effects: [{ op: 'lose', resource: 'wood', amount: 1 }], ctx: { phase: 'action', resolver: 'beta', source: null, here: null } }]
  const run = { content: content(), s: copy, events: [] }
  drainNow(run)
  return run.s
}

describe('Items and kept treasures at work (I-INV, I-MYSTERY)', () => {
  it('I-MYSTERY-C07 I-BEAST-05 a kept treasure\'s Weapon bonus counts in a Hunt without moving the track', () => {
    const hunt = (kept: string[]): IslandState => {
      let s = newGame(2, 1)
      s = { ...s, kept, decks: { ...s.decks, mystery: s.decks.mystery.filter((m) => !kept.includes(m)), hunting: ['beast-2'], beast: s.decks.beast.filter((b) => b !== 'beast-2') } }
      return resolvePlan(withPlanned(s, { kind: 'hunt' }, [pawn('alpha'), pawn('beta')])).s
    }
    const bare = hunt([])
    const helped = hunt(['mys-helmet'])
    expect([bare.characters.alpha?.wounds, helped.characters.alpha?.wounds, helped.tracks.weapons]).toEqual([3 + 2, 1 + 2, 0])
  })
})

describe('the Extra wood token on the Build space (I-TOKEN-12)', () => {
  it('I-TOKEN-12 I-EX-12 the first wood Build carries it; when it fails, the next successful wood Build pays the extra wood', () => {
    let s = withAvailable(newGame(3, 1), { wood: 4 })
    s = { ...s, spaceTokens: { 'action:build': ['extra-wood'] } }
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    expect([s.plan[0]?.reserved.wood, s.plan[0]?.carries]).toEqual([2, ['extra-wood']])
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta'), pawn('beta')])
    expect(s.plan[1]?.reserved.wood).toBe(1)
    const r = resolvePlan(forceRoll(s, 'build', 'blank', 'fail', 'blank'))
    expect([r.s.tracks.weapons, r.s.available.wood, r.s.spaceTokens['action:build']]).toEqual([1, 2, []])
  })

  it('I-TOKEN-12 with no successful wood Build the token stays for the next round', () => {
    let s = withAvailable(newGame(3, 1), { wood: 4 })
    s = { ...s, spaceTokens: { 'action:build': ['extra-wood'] } }
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    const r = resolvePlan(forceRoll(s, 'build', 'blank', 'fail', 'blank'))
    expect([r.s.available.wood, r.s.spaceTokens['action:build']]).toEqual([4, ['extra-wood']])
  })
})

describe('scenario sheet fields (I-SCEN4-05, I-SETUP-10)', () => {
  const withSheet = (extra: Record<string, unknown>) => {
    const c = content()
    const sc = c.scenarios['test-rescue']
    if (!sc) throw new Error('scenario')
    return { ...c, scenarios: { ...c.scenarios, 'test-rescue': { ...sc, ...extra } } }
  }

  it('I-SCEN4-05 I-EX-47 with fur counting as wood a Shelter for 3 players may be paid 2 wood + 1 fur', () => {
    const s = withAvailable(newGame(3, 1), { wood: 2, fur: 1 })
    expect(code(s, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('alpha')])).toBe('I-ACT-05')
    const a = planAction(withSheet({ furAsWood: true }), s, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('alpha')])
    expect('code' in a ? a.code : a.reserved).toEqual({ wood: 2, food: 0, preserved: 0, fur: 1 })
  })

  it('I-SETUP-10 tiles the sheet leaves out never enter the stack', () => {
    const s = setup(withSheet({ tilesOut: ['tile-1', 'tile-2'] }), { scenario: 'test-rescue', characters: ['alpha'] }, 3)
    if (isRuleError(s)) throw new Error(s.message)
    expect(s.decks.tiles).toHaveLength(8)
    expect(s.decks.tiles).not.toContain('tile-1')
  })
})

describe('special places (I-SCEN4-10, I-SCEN4-11)', () => {
  const withSite = () => {
    const c = content()
    const sc = c.scenarios['test-rescue']
    if (!sc) throw new Error('scenario')
    const sites = [{ id: 'cave', title: 'scenario.test-rescue', on: 'numberToken' as const, action: 'explore' as const, once: true, extraPawns: [0, 1], effects: [{ op: 'gain' as const, resource: 'wood' as const, amount: 2 }] }]
    return { ...c, scenarios: { ...c.scenarios, 'test-rescue': { ...sc, sites } } }
  }

  it('I-SCEN4-10 I-SCEN4-11 a special place on a Number-token tile is explored like a space; once done it is used up', () => {
    const c = withSite()
    let s = placeTile(newGame(2, 1), 's11', 'tile-4')
    s = { ...s, numberTokens: { s11: 1 }, sitesDone: { cave: [] } }
    const target: PlanTarget = { kind: 'site', site: 'cave', space: 's11' }
    const a = planAction(c, s, target, [pawn('alpha'), pawn('alpha')])
    if ('code' in a) throw new Error(a.message)
    expect(a.rolls).toBe(false)
    s = { ...s, plan: [a] }
    const run = { content: c, s: JSON.parse(JSON.stringify(s)) as IslandState, events: [] }
    run.s.pending = null
    while (resolveNextWith(run) === 'more') drainNow(run)
    drainNow(run)
    expect([run.s.future.wood, run.s.sitesDone.cave]).toEqual([2, ['s11']])
    const again = planAction(c, { ...run.s, plan: [] }, target, [pawn('beta'), pawn('beta'), pawn('beta')])
    expect('code' in again ? again.code : 'ok').toBe('I-SCEN4-10')
  })
})

describe('Items assigned at planning (I-ACT-57)', () => {
  it('I-ACT-57 I-INV-C03 a Basket assigned to a Gather adds its bonus on success, once a round', () => {
    let s = placeTile(newGame(2, 1), 's11', 'tile-4')
    s = { ...s, inventions: { ...s.inventions, built: ['inv-basket'], board: s.inventions.board.filter((i) => i !== 'inv-basket') }, decks: { ...s.decks, invention: s.decks.invention.filter((i) => i !== 'inv-basket') } }
    const planned = apply(content(), s, { type: 'plan', target: { kind: 'gather', space: 's11', source: 'food' }, pawns: [pawn('alpha'), pawn('alpha')], items: ['inv-basket'] })
    if (isRuleError(planned)) throw new Error(planned.message)
    const twice = apply(content(), planned.state, { type: 'plan', target: { kind: 'gather', space: 's11', source: 'wood' }, pawns: [pawn('beta'), pawn('beta')], items: ['inv-basket'] })
    expect(isRuleError(twice) ? twice.code : 'ok').toBe('I-ACT-57')
    const r = resolvePlan(planned.state)
    expect(r.s.future.food).toBe(2)
  })
})

describe('the quarrel (I-EVENT-C14)', () => {
  it('I-EVENT-C14 after a quarrel this round no stack joins pawns of different players, the companion included', () => {
    const s = { ...newGame(2, 1), quarrel: 1 }
    expect(code(s, { kind: 'explore', space: 's11' }, [pawn('alpha'), pawn('beta')])).toBe('I-ACT-31')
    expect(code(s, { kind: 'explore', space: 's11' }, [pawn('alpha'), pawn('helper')])).toBe('I-ACT-31')
    expect(code(s, { kind: 'explore', space: 's11' }, [pawn('alpha'), pawn('alpha')])).toBe('ok')
    expect(code({ ...s, quarrel: null }, { kind: 'explore', space: 's11' }, [pawn('alpha'), pawn('beta')])).toBe('ok')
  })
})
