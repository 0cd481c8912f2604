// Components, setup, the Atlas, the Adventure sheet, the story book, boards and general rules that
// had no test naming them yet — each shown through the engine or through the pack it reads.
import { describe, expect, it } from 'vitest'
import { injectPicks } from '../../../engine/rng'
import { isRuleError } from '../../../engine/rule-error'
import { AdventureSchema } from '../../../content/saga/adventure'
import type { Effect } from '../../../content/saga/effects'
import type { ActionType } from '../../../content/saga/vocabulary'
import type { SagaContent } from '../../../content/saga/content'
import { apply } from '../apply-command'
import { legalCommands } from '../legal-commands'
import { SagaCommandSchema } from '../schemas'
import type { SagaCommand, SagaState } from '../types'
import { view } from '../view'
import { adventure, content, edit, newGame, play, placeToken, refusal, withEffects, withTasks } from './kit'

const act = (s: SagaState, action: ActionType, value = 1, actor = 0): SagaState =>
  withTasks(edit(s, (d) => { d.placed = true }), { t: 'action', actor, action, value })
const at = (s: SagaState, area: string, round = 1): SagaState => edit(s, (d) => { d.round = round; const c = d.characters[0]; if (c) c.area = area })
/** Applies a command with other content (a pack changed for one rule). */
function playWith(c: SagaContent, s: SagaState, cmd: SagaCommand): SagaState {
  const r = apply(c, s, cmd)
  if (isRuleError(r)) throw new Error(`${JSON.stringify(cmd)} refused: ${r.code} ${r.message}`)
  return r.state
}
const gain = (good: 'fate' | 'power', amount = 1): Effect => ({ op: 'gain', good, amount })

describe('Saga components and setup', () => {
  it('S-COMP-15 S-SETUP-10 four Action tokens, active side up beside the row; a placed token turns inactive', () => {
    const s = newGame()
    expect(s.row.tokens).toEqual(Array.from({ length: 4 }, () => ({ slot: null, active: true })))
    expect(placeToken(s, 0, 0).row.tokens[0]).toEqual({ slot: 0, active: false })
  })

  it('S-COMP-21 S-COMP-31 tokens are unlimited: effects place as many Increased-cost tokens as they say', () => {
    const many: Effect[] = Array.from({ length: 25 }, () => ({ op: 'increaseCost', location: 'well' }))
    expect(withEffects(newGame(), 0, ...many).map.increasedCost.well).toBe(25)
  })

  it('S-COMP-25 S-COMP-26 one pool of shapes serves wounds, strikes and journeys, and its copy counts never run out', () => {
    const c2 = structuredClone(content)
    for (const sh of Object.values(c2.shapes)) sh.copies = 1
    let s = withEffects(newGame(), 0, { op: 'wound', wound: { shape: 'p1' }, times: 3 })
    for (let k = 0; k < 3; k++) s = playWith(c2, s, { type: 'wound', shape: 'p1', cells: [[k, 0]] })
    expect(s.characters[0]?.wounds).toHaveLength(3)
    expect(legalCommands(c2, act(edit(s, (d) => { d.decks.path = ['fields'] }), 'journey', 1)).some((c) => c.type === 'tile' && c.shape === 'p1')).toBe(true)
  })

  it('S-COMP-27 S-COMP-28 four die colours in strength order: upgrades climb yellow, orange, red, black', () => {
    expect(content.diceOrder).toEqual(['yellow', 'orange', 'red', 'black'])
    let s = edit(at(newGame(), 'ridge', 2), (d) => { d.map.enemies.den = ['weak']; d.rng = injectPicks(d.rng, [0]) })
    s = withEffects(act(s, 'combat'), 0, { op: 'upgrade', amount: 3 })
    s = play(s, { type: 'fight', location: 'den', token: 0 })
    for (let k = 0; k < 3; k++) s = play(s, { type: 'upgrade', die: 0 })
    expect(s.fight?.rolled.map((r) => r.die)).toEqual(['black'])
  })

  it('S-COMP-30 a face\'s size is its white squares: a die-rolled wound is that many cells', () => {
    const s = withEffects(edit(newGame(), (d) => { d.rng = injectPicks(d.rng, [5]) }), 0, { op: 'wound', wound: { die: 'orange' } })
    expect(s.queue[0]).toEqual({ t: 'wound', who: 0, wound: { shape: 'o4' } })
    expect(content.shapes.o4?.size).toBe(4)
  })

  it('S-COMP-33 S-SETUP-06 only the two Event decks the adventure names are used, shuffled, as the left and the right deck', () => {
    const s = newGame()
    const deckOf = (ids: string[]): string[] => [...new Set(ids.map((id) => content.events[id]?.deck ?? '?'))]
    expect(deckOf(s.decks.left)).toEqual(['storm'])
    expect(deckOf(s.decks.right)).toEqual(['road'])
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => newGame({}, seed).decks.left.join()))
    expect(orders.size).toBeGreaterThan(1)
  })
})

describe('Saga core, Atlas and sheet', () => {
  it('S-CORE-01 S-CORE-02 S-SHEET-03 the group wins together when the adventure\'s own victory condition is met', () => {
    const s = withEffects(newGame(), 0, { op: 'counter', counter: 'seals', amount: 2 })
    expect([s.outcome, s.ending]).toEqual(['won', 90])
    const lost = withEffects(newGame(), 1, { op: 'counter', counter: 'alarm', amount: 3 })
    expect([lost.outcome, lost.ending]).toEqual(['lost', 93])
  })

  it('S-ATLAS-01 S-ATLAS-02 Areas are left only across their Borders, and an Area opens at its access number', () => {
    const s = act(newGame(), 'movement', 3)
    expect(refusal(s, { type: 'cross', border: 'ridge-peak' }).code).toBe('S-MOVE-01')
    expect(refusal(s, { type: 'cross', border: 'meadow-ridge' }).code).toBe('S-MOVE-10')
    expect(legalCommands(content, act(at(newGame(), 'meadow', 2), 'movement', 1))).toContainEqual({ type: 'cross', border: 'meadow-ridge' })
  })

  it('S-ATLAS-10 a Location has a name, a hint, runes, an action space and an effect; one without a space is refused', () => {
    const raw = structuredClone(adventure()) as unknown as { map: { locations: Record<string, unknown>[] } }
    expect(AdventureSchema.safeParse(raw).success).toBe(true)
    delete raw.map.locations[0]?.space
    expect(AdventureSchema.safeParse(raw).success).toBe(false)
  })

  it('S-ATLAS-13 a rune condition reaches only open Locations bearing it', () => {
    const cond: Effect = { op: 'if', cond: { op: 'rune', rune: 'stone' }, then: [gain('fate')] }
    expect(withEffects(newGame(), 0, cond).characters[0]?.goods.fate).toBe(1)
    const closed = withTasks(newGame(), { t: 'close', location: 'well' })
    expect(withEffects(closed, 0, cond).characters[0]?.goods.fate).toBeUndefined()
  })

  it('S-ATLAS-14 S-COMBAT-26 an enemy of any strength keeps a Location to Combat only, and counts for "cleared"', () => {
    const s = edit(at(newGame(), 'ford', 2), (d) => { d.map.enemies.gate = ['strong']; const c = d.characters[0]; if (c) c.goods = { material: 1, rumour: 1 } })
    expect(act(s, 'delivery').queue[0]?.t).not.toBe('deliver')
    const check: Effect = { op: 'if', cond: { op: 'cleared' }, then: [gain('fate')] }
    expect(withEffects(s, 0, check).characters[0]?.goods.fate).toBeUndefined()
  })

  it('S-ATLAS-15 goods lying on a Location stay there through the Event phase', () => {
    const s = edit(newGame(), (d) => { d.map.goodsOn.well = { ore: 1 } })
    const after = withTasks(s, { t: 'event', step: 'refresh' }, { t: 'event', step: 'active' }, { t: 'event', step: 'draw' }, { t: 'event', step: 'firstPlayer' })
    expect(after.decks.activeEvent).not.toBeNull()
    expect(after.map.goodsOn.well).toEqual({ ore: 1 })
  })

  it('S-SHEET-01 S-SHEET-02 S-SHEET-08 the sheet\'s requirement picks the deck, and the card drawn takes the Active Event slot', () => {
    const sheet = adventure().sheet
    expect([sheet.rounds, sheet.eventEffects.length, sheet.victory.length, sheet.defeat.length]).toEqual([6, 3, 1, 1])
    const right = withTasks(newGame(), { t: 'event', step: 'draw' })
    expect(right.decks.activeEvent?.side).toBe('right')
    const left = withTasks(edit(newGame(), (d) => { d.counters.alarm = 1 }), { t: 'event', step: 'draw' })
    expect(left.decks.activeEvent?.side).toBe('left')
    expect(content.events[left.decks.activeEvent?.id ?? '']?.deck).toBe('storm')
  })

  it('S-SHEET-04 Event effects 1–3 of the sheet are applied by number', () => {
    const s = edit(newGame(), (d) => { d.map.enemies.den = ['weak'] })
    expect(withEffects(s, 0, { op: 'eventEffect', index: 2 }).map.enemies.den).toEqual(['medium'])
    expect(withEffects(s, 0, { op: 'eventEffect', index: 3 }).counters.alarm).toBe(1)
  })

  it('S-SHEET-05 S-MOVE-12 a special rule on entering an Area runs for every Area entered, those passed through included', () => {
    const c2 = structuredClone(content)
    c2.adventures.crossing?.sheet.hooks.push({ on: 'enterArea', text: 'crossing.hook.red', effects: [gain('fate')] })
    let s = act(at(newGame(), 'meadow', 2), 'movement', 3)
    s = playWith(c2, s, { type: 'cross', border: 'meadow-ford' })
    s = playWith(c2, s, { type: 'cross', border: 'ford-ridge' })
    expect(s.characters[0]?.goods.fate).toBe(2)
  })

  it('S-EVENT-11 an Event card\'s "Action phase" rule is in force during the following Action phase', () => {
    const c2 = structuredClone(content)
    const gale = c2.events.gale
    if (gale) gale.actionPhase = [{ on: 'enterArea', area: 'ford', text: 'event.gale.text', effects: [{ op: 'wound', wound: { shape: 'p1' } }] }]
    const s = edit(act(newGame(), 'movement', 1), (d) => { d.decks.activeEvent = { id: 'gale', side: 'left' } })
    expect(playWith(c2, s, { type: 'cross', border: 'meadow-ford' }).queue[0]).toMatchObject({ t: 'wound', wound: { shape: 'p1' } })
    expect(playWith(c2, edit(s, (d) => { d.decks.activeEvent = null }), { type: 'cross', border: 'meadow-ford' }).queue[0]?.t).not.toBe('wound')
  })
})

describe('Saga story, boards and general rules', () => {
  it('S-STORY-01 S-STORY-03 a paragraph of the adventure\'s book: its effects in order, then its subplots', () => {
    const s = withEffects(newGame(), 0, { op: 'paragraph', paragraph: 10 })
    expect([s.counters.seals, s.characters[0]?.goods.rumour]).toEqual([1, 1])
    expect(s.queue[0]).toMatchObject({ t: 'subplots', paragraph: 10 })
    expect(Object.keys(content.paragraphs.crossing ?? {})).toContain('10')
  })

  it('S-STORY-06 an effect reaches the active character, or each character', () => {
    const s = withEffects(newGame(), 0, { op: 'gain', good: 'fate', amount: 1, who: 'each' }, gain('power'))
    expect(s.characters.map((c) => [c.goods.fate, c.goods.power])).toEqual([[1, 1], [1, undefined]])
  })

  it('S-CHAR-01 S-CHAR-02 each character has its own wound grid: a cell one grid has, another lacks', () => {
    const s = withEffects(newGame(), 0, { op: 'wound', wound: { shape: 'p1' } }, { op: 'wound', wound: { shape: 'p1' }, who: 'each' })
    expect(play(s, { type: 'wound', shape: 'p1', cells: [[0, 0]] }).characters[0]?.wounds).toHaveLength(1)
    const scout = withEffects(newGame(), 1, { op: 'wound', wound: { shape: 'p1' } })
    expect(refusal(scout, { type: 'wound', shape: 'p1', cells: [[0, 0]] }).code).toBe('S-CHAR-06')
  })

  it('S-CHAR-10 S-CELL-16 a wound may be the shape rolled on a die, read without Critical', () => {
    const s = withEffects(edit(newGame(), (d) => { d.rng = injectPicks(d.rng, [0]) }), 0, { op: 'wound', wound: { die: 'yellow' } })
    expect(s.queue[0]).toEqual({ t: 'wound', who: 0, wound: { shape: 'p1' } })
  })

  it('S-CHAR-28 each combat-dial level lists the dice rolled', () => {
    const s = edit(at(newGame(), 'ridge', 2), (d) => { d.map.enemies.den = ['weak']; const c = d.characters[0]; if (c) c.combat = 3 })
    expect(play(act(s, 'combat'), { type: 'fight', location: 'den', token: 0 }).fight?.rolled.map((r) => r.die)).toEqual(['orange', 'yellow'])
  })

  it('S-THREAT-07 an effect may depend on the Threat tokens a character holds', () => {
    const scaled: Effect = { op: 'if', cond: { op: 'threats', min: 2 }, then: [gain('fate')], else: [gain('power')] }
    expect(withEffects(newGame(), 0, scaled).characters[0]?.goods.power).toBe(1)
    expect(withEffects(newGame(), 0, { op: 'threat', amount: 2 }, scaled).characters[0]?.goods.fate).toBe(1)
  })

  it('S-GEN-06 when an effect can apply in several ways the players choose: which wound a Cure removes', () => {
    const hurt = edit(newGame(), (d) => { const c = d.characters[0]; if (c) { c.wounds = [{ shape: 'p1', cells: [[0, 0]] }, { shape: 'p1', cells: [[1, 0]] }]; c.grid = ['##..', '....', '....'] } })
    const s = withEffects(hurt, 0, { op: 'cure' })
    expect(legalCommands(content, s).filter((c) => c.type === 'cure')).toEqual([{ type: 'cure', tile: 0 }, { type: 'cure', tile: 1 }])
    expect(play(s, { type: 'cure', tile: 1 }).characters[0]?.wounds).toEqual([{ shape: 'p1', cells: [[0, 0]] }])
  })

  it('S-GEN-07 a collective requirement is met by all characters together, wherever they stand', () => {
    const s = edit(newGame(), (d) => { const [a, b] = d.characters; if (a && b) { a.goods = { ore: 1 }; b.goods = { ore: 2 }; b.area = 'ford' } })
    const together: Effect = { op: 'if', cond: { op: 'has', good: 'ore', min: 3, collectively: true }, then: [gain('fate')] }
    const alone: Effect = { op: 'if', cond: { op: 'has', good: 'ore', min: 3 }, then: [gain('power')] }
    const after = withEffects(s, 0, together, alone)
    expect([after.characters[0]?.goods.fate, after.characters[0]?.goods.power]).toEqual([1, undefined])
  })

  it('S-GEN-09 S-JOURNEY-09 a Journey or a Gathering may be performed from any Area', () => {
    const far = edit(at(newGame(), 'peak', 3), (d) => { d.decks.path = ['fields'] })
    expect(act(far, 'journey', 1).queue[0]).toEqual({ t: 'journey', actor: 0, left: 1 })
    expect(act(far, 'gathering', 1).queue[0]).toEqual({ t: 'gather', actor: 0, value: 1 })
  })
})

describe('Saga Action cards', () => {
  it('S-ROW-01 S-ROW-02 S-ROW-04 a card\'s main action of its value runs first, then its additional effects', () => {
    const slot = newGame().row.cards.indexOf(8)
    const s = placeToken(newGame(), slot, 0)
    expect(s.queue[0]).toEqual({ t: 'build', actor: 0, left: 1 })
    expect(s.queue[1]).toMatchObject({ t: 'effect', e: { op: 'gain', good: 'material' } })
  })

  it('S-ROW-08 each card occupies one slot; there is no slot past the last card', () => {
    const s = newGame()
    expect(view(content, s).preview.map((p) => p.slot)).toEqual(s.row.cards.map((_, i) => i))
    expect(refusal(s, { type: 'place', token: 0, slot: s.row.cards.length }).code).toBe('S-ROW-08')
  })

  it('S-GOODS-09 S-ITEM-09 there is no command to give or trade goods or items between characters', () => {
    expect(SagaCommandSchema.safeParse({ type: 'give', good: 'ore', to: 1 }).success).toBe(false)
    expect(SagaCommandSchema.safeParse({ type: 'trade', item: 'rope', to: 1 }).success).toBe(false)
  })
})

describe('Saga wound grids with icons', () => {
  it('S-CELL-12 an icon printed on a character\'s wound grid triggers when that character\'s wound covers it', () => {
    const c2 = structuredClone(content)
    const warden = c2.characters.warden
    if (warden) warden.woundGrid = ['M..X', '....', '....']
    const s = withEffects(newGame(), 0, { op: 'wound', wound: { shape: 'p1' } })
    expect(playWith(c2, s, { type: 'wound', shape: 'p1', cells: [[0, 0]] }).characters[0]?.goods.material).toBe(2)
    expect(playWith(c2, s, { type: 'wound', shape: 'p1', cells: [[3, 0]] }).queue[0]).toEqual({ t: 'xp', who: 0, left: 1 })
    expect(playWith(content, s, { type: 'wound', shape: 'p1', cells: [[0, 0]] }).characters[0]?.goods.material).toBe(1)
  })
})
