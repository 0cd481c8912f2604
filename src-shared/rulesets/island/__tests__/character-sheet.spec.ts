import { describe, expect, it } from 'vitest'
import { faceIndex } from '../../../engine/dice'
import { injectPicks } from '../../../engine/rng'
import { isRuleError } from '../../../engine/rule-error'
import type { AdventureKind } from '../../../content/island/vocabulary'
import { apply } from '../apply-command'
import { endOfAction } from '../end-of-action'
import { legalCommands } from '../legal-commands'
import { characterPawns, freePawns, neutralPawns } from '../pawns-available'
import { planAction } from '../planning'
import { setup } from '../setup'
import type { IslandState } from '../types'
import { chooseOn, giveDetermination, runEffects, tryOn } from './content-with'
import { content, newGame, pawn, play, resolvePlan, runOn, withPlanned } from './play'

const face = (colour: AdventureKind, role: string, f: string): number =>
  faceIndex({ id: 'x', faces: (content().dice.action.find((d) => d.colour === colour && d.role === role)?.faces ?? []).map((id) => ({ id })) }, f)

/** A copy with this tile explored on this space (taken from the stack). */
function withTile(s: IslandState, space: string, tile: string): IslandState {
  const out = { ...s, island: { ...s.island, [space]: { tile, exhausted: [], tokens: [] } }, decks: { ...s.decks, tiles: s.decks.tiles.filter((t) => t !== tile) } }
  return out
}

/** A solo game of `who` whose one pawn rolls a risky action showing no wound, a failure, no adventure. */
function failedRoll(who: string, colour: AdventureKind, target: Parameters<typeof planAction>[2]): IslandState {
  const g = setup(content(), { scenario: 'test-rescue', characters: [who] }, 1)
  if (isRuleError(g)) throw new Error(g.message)
  let s = withTile(g, 's11', 'tile-5')
  giveDetermination(s, who, 2)
  s = play(s, { type: 'plan', target, pawns: [pawn(who)] })
  s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn(who)] })
  s = { ...s, rng: injectPicks(s.rng, [face(colour, 'wound', 'blank'), face(colour, 'success', 'fail'), face(colour, 'adventure', 'blank')]) }
  return play(s, { type: 'commitPlan' })
}

describe('the character (I-CHAR §4.1)', () => {
  it('I-CHAR-01 a character is one sheet with its two Action pawns: each castaway has its own state and two pawns to plan', () => {
    const s = newGame(3, 1)
    expect(Object.keys(s.characters).sort()).toEqual(['alpha', 'beta', 'gamma'])
    const pawns = freePawns(content(), s).filter((p) => p.kind === 'character').map((p) => (p.kind === 'character' ? p.character : ''))
    expect(pawns).toEqual(['alpha', 'alpha', 'beta', 'beta', 'gamma', 'gamma'])
  })

  it('I-CHAR-03 a castaway has 2 pawns every round however wounded, the companion 1; only death takes them', () => {
    const s = newGame(2, 1)
    const alpha = s.characters.alpha
    if (!alpha) throw new Error('alpha')
    alpha.wounds = 8
    expect([characterPawns(s, 'alpha'), characterPawns(s, 'beta'), characterPawns(s, 'helper')]).toEqual([2, 2, 1])
    alpha.dead = true
    expect(characterPawns(s, 'alpha')).toBe(0)
  })

  it('I-CHAR-04 Determination is its owner\'s alone and may be spent as soon as it is gained', () => {
    const s = newGame(2, 1)
    giveDetermination(s, 'beta', 5)
    // alpha cannot pay with beta's tokens.
    expect(tryOn(content(), s, { type: 'ability', character: 'alpha', ability: 'alpha-a1' })).toBe('I-CHAR-18')
    // Determination gained during an action goes to its owner at once (never to Future).
    const r = runEffects(content(), s, [{ op: 'determination', who: 'resolver', amount: 2 }], { phase: 'action', resolver: 'alpha' })
    expect([r.s.characters.alpha?.determination, r.s.characters.beta?.determination]).toEqual([2, 5])
    r.s.pending = { kind: 'plan' }
    const used = tryOn(content(), r.s, { type: 'ability', character: 'alpha', ability: 'alpha-a1' })
    if (typeof used === 'string') throw new Error(used)
    expect([used.characters.alpha?.determination, used.morale]).toEqual([0, 1])
  })
})

describe('the personal invention (I-CHAR §4.4)', () => {
  it('I-CHAR-17 flipped back, a personal Item returns to its owner, who alone may rebuild it for another 2 Determination', () => {
    const s = newGame(2, 1)
    s.inventions.board = s.inventions.board.filter((id) => id !== 'inv-alpha')
    s.inventions.built = ['inv-alpha']
    const flipped = runEffects(content(), s, [{ op: 'flipItem' }], { phase: 'event' }).s
    expect([flipped.inventions.built, flipped.inventions.board.includes('inv-alpha')]).toEqual([[], true])
    flipped.available.wood = 1
    const byBeta = planAction(content(), flipped, { kind: 'invent', invention: 'inv-alpha' }, [pawn('beta'), pawn('beta')])
    expect('code' in byBeta ? byBeta.message : 'planned').toMatch(/Only alpha may lead/)
    const planned = withPlanned(flipped, { kind: 'invent', invention: 'inv-alpha' }, [pawn('alpha'), pawn('alpha')])
    const r = resolvePlan(planned)
    expect([r.s.inventions.future, r.s.characters.alpha?.determination]).toEqual([['inv-alpha'], 2])
  })
})

describe('special abilities (I-CHAR §4.5)', () => {
  it('I-CHAR-23 A New Idea: 5 Invention cards drawn, 1 on the board, 4 on a pile of their own that refills the deck when it runs short', () => {
    const s = newGame(2, 1)
    giveDetermination(s, 'alpha', 6)
    // Put the 5 cards drawn at setup back: a deck of 8.
    const drawn = s.inventions.board.filter((id) => { const c = content().cards[id]; return c?.deck === 'invention' && (c.placement === 'deck' || (c.placement === 'personal' && c.owner !== 'alpha' && c.owner !== 'beta')) })
    s.inventions.board = s.inventions.board.filter((id) => !drawn.includes(id))
    s.decks.invention = [...s.decks.invention, ...drawn]
    const deck = s.decks.invention.length
    expect(deck).toBe(8)
    const once = tryOn(content(), s, { type: 'ability', character: 'alpha', ability: 'alpha-a3' })
    if (typeof once === 'string') throw new Error(once)
    expect([once.decks.invention.length, once.inventions.board.length - s.inventions.board.length, once.decks.newIdeaDiscard.length]).toEqual([deck - 5, 1, 4])
    // Next round the deck holds fewer than 5: the set-aside pile is shuffled back first.
    const next = runEffects(content(), once, [{ op: 'invention', draw: 5, keep: 1 }], { phase: 'event' }).s
    const all = [...once.decks.invention, ...once.decks.newIdeaDiscard].sort()
    expect([...next.decks.invention, ...next.decks.newIdeaDiscard, ...next.inventions.board.filter((id) => !once.inventions.board.includes(id))].sort()).toEqual(all)
    expect([next.decks.newIdeaDiscard.length, next.inventions.board.length - once.inventions.board.length]).toEqual([4, 1])
  })

  it('I-CHAR-24 Handyman: one brown neutral pawn for this round, for a Build the Carpenter resolves only, gone after the Action phase', () => {
    const s = withTile(newGame(2, 1), 's11', 'tile-5')
    giveDetermination(s, 'alpha', 3)
    const used = tryOn(content(), s, { type: 'ability', character: 'alpha', ability: 'alpha-a4' })
    if (typeof used === 'string') throw new Error(used)
    const [extra] = neutralPawns(content(), used)
    if (!extra) throw new Error('no pawn')
    expect(extra.actions).toEqual(['build'])
    const helper = { kind: 'neutral' as const, source: extra.source }
    const gather = planAction(content(), used, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('alpha'), helper])
    expect('code' in gather ? gather.code : 'planned').toBe('I-ACT-31')
    used.available.wood = 2
    const build = planAction(content(), used, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha'), helper])
    expect('code' in build ? build.code : 'planned').toBe('planned')
    // Only with the Carpenter's own action: beta may not lead a Build it supports.
    const other = planAction(content(), used, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta'), helper])
    expect('code' in other ? other.code : 'planned').toBe('I-CHAR-24')
    const r = runOn(used)
    endOfAction(r)
    expect(neutralPawns(content(), r.s)).toEqual([])
  })

  it('I-CHAR-24 Handyman is used while planning, not later', () => {
    const s = newGame(2, 1)
    giveDetermination(s, 'alpha', 3)
    s.pending = { kind: 'choice', prompt: 'x', options: [] }
    expect(tryOn(content(), s, { type: 'ability', character: 'alpha', ability: 'alpha-a4' })).toBe('I-CHAR-24')
  })

  it('I-CHAR-26 Scrounger rerolls one grey die of the Cook\'s own Gather', () => {
    const s = failedRoll('beta', 'gather', { kind: 'gather', space: 's11', source: 'wood' })
    expect(s.pending).toEqual({ kind: 'reroll' })
    expect(legalCommands(content(), s)).toContainEqual({ type: 'reroll', offer: 'beta-a2', position: 1 })
    const r = apply(content(), { ...s, rng: injectPicks(s.rng, [face('gather', 'success', 'success')]) }, { type: 'reroll', offer: 'beta-a2', position: 1 })
    if (isRuleError(r)) throw new Error(r.message)
    expect([r.state.future.wood + r.state.available.wood - s.available.wood, r.state.characters.beta?.determination]).toEqual([1, 0])
  })

  it('I-CHAR-29 Lucky rerolls one green die of the Explorer\'s own Explore', () => {
    const s = failedRoll('gamma', 'explore', { kind: 'explore', space: 's00' })
    expect(legalCommands(content(), s)).toContainEqual({ type: 'reroll', offer: 'gamma-a1', position: 1 })
    const r = apply(content(), { ...s, rng: injectPicks(s.rng, [face('explore', 'success', 'success')]) }, { type: 'reroll', offer: 'gamma-a1', position: 1 })
    if (isRuleError(r)) throw new Error(r.message)
    expect([r.state.island.s00 !== undefined, r.state.characters.gamma?.determination]).toEqual([true, 0])
  })

  it('I-CHAR-27 Stone Soup: 1 food to Available outside the Action phase, to Future during it', () => {
    const s = newGame(2, 1)
    giveDetermination(s, 'beta', 3)
    s.position = { ...s.position, phase: 'weather', step: null }
    const outside = tryOn(content(), s, { type: 'ability', character: 'beta', ability: 'beta-a3' })
    if (typeof outside === 'string') throw new Error(outside)
    expect([outside.available.food, outside.future.food]).toEqual([s.available.food + 1, 0])
    const during = newGame(2, 1)
    giveDetermination(during, 'beta', 3)
    const inAction = tryOn(content(), during, { type: 'ability', character: 'beta', ability: 'beta-a3' })
    if (typeof inAction === 'string') throw new Error(inAction)
    expect([inAction.available.food, inAction.future.food]).toEqual([during.available.food, 1])
  })

  it('I-CHAR-31 Motivational Speech: Morale +1 at once', () => {
    const s = newGame(3, 1)
    giveDetermination(s, 'gamma', 3)
    const used = tryOn(content(), s, { type: 'ability', character: 'gamma', ability: 'gamma-a3' })
    if (typeof used === 'string') throw new Error(used)
    expect([used.morale, used.characters.gamma?.determination]).toEqual([s.morale + 1, 0])
  })

  it('I-CHAR-32 Scouting: 2 Discovery tokens drawn, 1 kept (Future during the Action phase), the other out of the game', () => {
    const s = newGame(3, 1)
    giveDetermination(s, 'gamma', 3)
    const [a, b] = s.decks.discovery
    const used = tryOn(content(), s, { type: 'ability', character: 'gamma', ability: 'gamma-a4' })
    if (typeof used === 'string') throw new Error(used)
    expect([used.discovery.future, used.removed.includes(b ?? ''), used.decks.discovery.length]).toEqual([[a], true, s.decks.discovery.length - 2])
    const outside = runEffects(content(), s, [{ op: 'discovery', amount: 2, keep: 1 }], { phase: 'night', resolver: 'gamma' }).s
    expect(outside.discovery.available).toEqual([a])
  })

  it('I-CHAR-34 The Hunt: the top Beast card, unseen, goes on top of the Hunting deck (creating it)', () => {
    const s = newGame(4, 1)
    giveDetermination(s, 'delta', 8)
    const top = s.decks.beast[0]
    const first = tryOn(content(), s, { type: 'ability', character: 'delta', ability: 'delta-a2' })
    if (typeof first === 'string') throw new Error(first)
    expect(first.decks.hunting).toEqual([top])
    // On top, not shuffled in: with a Hunting deck already there the new card is the next hunted.
    first.decks.hunting = [...first.decks.hunting, 'beast-x']
    const next = runEffects(content(), first, [{ op: 'beast', top: true }], { phase: 'night', resolver: 'delta' }).s
    expect(next.decks.hunting[0]).toBe(first.decks.beast[0])
  })

  it('I-CHAR-35 Frenzy: +3 Weapon level for the Soldier\'s own action only, not at other times', () => {
    const s = newGame(4, 1)
    giveDetermination(s, 'delta', 3)
    // Planning is not the Soldier's action being resolved.
    expect(tryOn(content(), s, { type: 'ability', character: 'delta', ability: 'delta-a3' })).toBe('I-CHAR-35')
    const weather = newGame(4, 1)
    giveDetermination(weather, 'delta', 3)
    weather.position = { ...weather.position, phase: 'weather', step: null }
    expect(tryOn(content(), weather, { type: 'ability', character: 'delta', ability: 'delta-a3' })).toBe('I-CHAR-35')
    // While the Soldier's own Hunt waits on a decision, it is allowed and boosts that combat.
    const game = newGame(4, 1)
    game.decks.hunting = game.decks.beast.slice(0, 1)
    game.decks.beast = game.decks.beast.slice(1)
    const hunt = withPlanned(game, { kind: 'hunt' }, [pawn('delta'), pawn('delta')])
    hunt.position = { ...hunt.position, step: 'resolution' }
    hunt.resolveIndex = 1
    hunt.pending = { kind: 'choice', prompt: 'x', options: [] }
    giveDetermination(hunt, 'delta', 3)
    const boosted = tryOn(content(), hunt, { type: 'ability', character: 'delta', ability: 'delta-a3' })
    if (typeof boosted === 'string') throw new Error(boosted)
    expect(boosted.tempWeapon).toBe(3)
  })

  it('I-CHAR-36 Q-24 Defence Plan: Weapons +1, or Palisade +1 only with a built Shelter (a natural one is not enough)', () => {
    const s = newGame(4, 1)
    giveDetermination(s, 'delta', 3)
    const noShelter = tryOn(content(), s, { type: 'ability', character: 'delta', ability: 'delta-a4' })
    if (typeof noShelter === 'string') throw new Error(noShelter)
    // Without a built Shelter the only open option (Weapons) applies without asking.
    expect([noShelter.tracks.weapons, noShelter.tracks.palisade]).toEqual([1, 0])
    const built = newGame(4, 1)
    built.shelter = { built: true, round: 1 }
    const r = chooseOn(runEffects(content(), built, content().characters.delta?.abilities.find((a) => a.id === 'delta-a4')?.effects ?? [], { phase: 'night', resolver: 'delta' }), 1)
    expect([r.s.tracks.weapons, r.s.tracks.palisade]).toEqual([0, 1])
  })
})
