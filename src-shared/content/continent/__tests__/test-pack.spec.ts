import { describe, expect, it } from 'vitest'
import type { AdventureCard } from '../cards'
import { formatProblem } from '../../problems'
import { parsePack } from '../../parse-pack'
import { indexCards, type ContinentContent } from '../content'
import { adventureCard, checkPlayerCount, limitsFor, skillCard, startingActionDeck, startingNumber } from '../lookups'
import { continentPackSpec } from '../pack-spec'
import { walkConsequences } from '../effects'
import type { Consequence } from '../effects'
import { readPackFolder, TEST_PACK_DIR } from './load-pack'

function load(): ContinentContent {
  const { files, art } = readPackFolder(TEST_PACK_DIR)
  const r = parsePack(files, art, continentPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  return r.content
}

const allConsequences = (c: ContinentContent): Consequence[] => {
  const out: Consequence[] = []
  for (const card of Object.values(c.cards)) {
    const lists: Consequence[][] = []
    if (card.type === 'adventure') lists.push(card.onReveal ?? [], ...card.actions.flatMap((a) => [a.success, a.failure ?? []]))
    if (card.type === 'exploration') lists.push(card.front.onReveal ?? [], card.backAction.success, ...card.front.actions.flatMap((a) => [a.success, a.failure ?? []]))
    for (const l of lists) walkConsequences(l, (x) => out.push(x))
  }
  return out
}

describe('the continent-test pack', () => {
  const content = load()
  it('passes the validator', () => {
    expect(content.manifest.id).toBe('continent-test')
    expect(Object.keys(content.strings).sort()).toEqual(['en', 'it'])
  })
  it('C-CARD-20 C-COMP-3 has 35 common skills and 5 specific skills for each of 4 characters', () => {
    expect(content.commonSkills).toHaveLength(35)
    expect(Object.keys(content.characterSkills).sort()).toEqual(['bram', 'ines', 'kasimir', 'odile'])
    for (const [id, uids] of Object.entries(content.characterSkills)) {
      expect(uids).toHaveLength(5)
      for (const u of uids) expect(skillCard(content, u).owner).toBe(id)
    }
    expect(content.advancedSkills.length).toBeGreaterThanOrEqual(1)
  })
  it('C-ACT-23 C-ACT-25 strips include full stars, left and right halves and lucky 7s', () => {
    const strips = [...content.commonSkills, ...Object.values(content.characterSkills).flat()].map((u) => skillCard(content, u).strip)
    expect(strips.some((s) => s.stars >= 1)).toBe(true)
    expect(strips.some((s) => s.stars >= 2)).toBe(true)
    expect(strips.some((s) => s.leftHalves > 0)).toBe(true)
    expect(strips.some((s) => s.rightHalves > 0)).toBe(true)
    expect(strips.some((s) => s.lucky7 > 0)).toBe(true)
  })
  it('C-EX-12 C-SETUP-11 C-SETUP-12 starting Action Deck sizes', () => {
    expect(startingActionDeck(content, ['ines'], ['the-hollow-crown'])).toHaveLength(45)
    expect(startingActionDeck(content, ['ines', 'bram'], ['the-hollow-crown'])).toHaveLength(50)
    const four = startingActionDeck(content, ['ines', 'bram', 'odile', 'kasimir'], ['the-hollow-crown', 'the-drowned-bell'])
    expect(four).toHaveLength(61)
    expect(four.filter((u) => content.cards[u]?.type === 'curse')).toHaveLength(6)
    expect(() => startingActionDeck(content, ['nobody'], [])).toThrow(/character "nobody"/)
    expect(() => startingActionDeck(content, [], ['death'])).toThrow(/curse "death"/)
  })
  it('C-SETUP-15 both clues start at terrain 001', () => {
    expect(startingNumber(content, ['q-the-drowned-bell', 'q-the-hollow-crown'])).toBe('001')
    expect(adventureCard(content, content.numbers['001']?.[0] ?? '').kind).toBe('terrain')
    expect(() => startingNumber(content, [])).toThrow(/at least one Clue/)
  })
  it('C-Q-1 the Satchel holds limits for 1 to 4 players', () => {
    expect(limitsFor(content, 2)).toEqual({ handLimit: 3, dice: 3, cardsPerItem: 3 })
    expect([1, 2, 3, 4].map((n) => limitsFor(content, n).dice)).toEqual([4, 3, 2, 2])
    expect(checkPlayerCount(content, 4)).toEqual([])
    expect(checkPlayerCount(content, 5)).toEqual(['the Continent rules are for 1 to 4 players, not 5 (C-Q-40)'])
  })
  it('C-CONSEQ-27 card 100 has a copy with the life-loss icon and a copy without', () => {
    const copies = (content.numbers['100'] ?? []).map((u) => adventureCard(content, u))
    expect(copies.map((c) => c.lifeLoss === true)).toEqual([true, false])
    expect(copies.every((c) => c.kind === 'state')).toBe(true)
  })
  it('C-SETUP-14 C-CONSEQ-31 number 130 has a green and a gold copy, greens first, with a banish-replace', () => {
    const copies = (content.numbers['130'] ?? []).map((u) => adventureCard(content, u))
    expect(copies.map((c) => c.back)).toEqual(['green', 'gold'])
    expect(copies[0]?.actions[0]?.success.map((e) => e.op)).toContain('banishReplace')
  })
  it('exercises every mechanism the engine must cover', () => {
    const ops = new Set(allConsequences(content).map((c) => c.op))
    for (const op of ['take', 'move', 'revealExploration', 'exploreReplace', 'discard', 'banishReplace', 'banishNumber', 'return', 'loseDurability',
      'lifeLoss', 'discardToDeck', 'crossObstacle', 'makeFire', 'adventureOver', 'liftCurse', 'buyAdvancedSkills', 'narrate', 'if', 'choose']) {
      expect(ops, op).toContain(op)
    }
    const adv = Object.values(content.cards).filter((c): c is AdventureCard => c.type === 'adventure')
    const kinds = new Set(adv.map((c) => c.kind))
    for (const k of ['terrain', 'permanentEvent', 'temporaryEvent', 'item', 'questItem', 'state', 'bonus']) expect(kinds).toContain(k)
    expect(adv.some((c) => c.actions.some((a) => a.mandatory) && c.kind === 'temporaryEvent')).toBe(true)
    expect(adv.some((c) => c.actions.some((a) => a.mandatory) && c.kind === 'permanentEvent')).toBe(true)
    expect(adv.some((c) => (c.hiddenNumbers ?? []).length > 0)).toBe(true)
    expect(adv.some((c) => c.effects.some((e) => e.op === 'experience'))).toBe(true)
    expect(Object.keys(content.numbers).length).toBeGreaterThanOrEqual(25)
    expect(content.numbers['777']).toBeDefined()
    expect(content.numbers['650']).toBeDefined()
    const lifted = allConsequences(content).flatMap((c) => (c.op === 'liftCurse' ? [c.curse] : []))
    expect(lifted.sort()).toEqual(['the-drowned-bell', 'the-hollow-crown'])
  })
  it('C-SETUP-14 indexCards builds the same index as the loader, greens before golds whatever the input order', () => {
    const cards = Object.values(content.cards)
    const { packs: _packs, ...loaded } = content
    expect(indexCards(cards, content.manifest, content.strings)).toEqual(loaded)
    const reversed = indexCards([...cards].reverse(), content.manifest)
    expect(reversed.numbers['130']).toEqual(['a-130-green1', 'a-130-gold1'])
    expect(reversed.numbers['100']).toEqual(['a-100-green2', 'a-100-green1'])
  })
  it('C-COMP-2 C-CARD-17 has at least 8 Exploration cards in at least 2 areas', () => {
    expect(Object.keys(content.areas).sort()).toEqual(['I', 'II'])
    expect(Object.values(content.areas).flat().length).toBeGreaterThanOrEqual(8)
  })
})
