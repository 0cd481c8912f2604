import type { GameEvent } from '../../../engine/ruleset'
import type { AdventureCard, Card, CardFront, CharacterCard, ClueCard, CurseCard, ExplorationCard, SatchelCard, SkillCard } from '../../../content/continent/cards'
import type { Action, ActionType, Consequence, Modifier } from '../../../content/continent/effects'
import type { ContinentContent } from '../../../content/continent/content'
import type { SuccessStrip } from '../../../content/continent/strip'
import { isRuleError } from '../../../engine/rule-error'
import { createContinent } from '../continent'
import type { ContinentCommand } from '../commands'
import type { ContinentConfig, ContinentState } from '../state'

/*
 * Small original test content for the Continent engine tests: tiny builders for every card kind
 * and an indexer that produces the same `ContinentContent` shape as the pack loader.
 */

export const strip = (stars = 0, leftHalves = 0, rightHalves = 0, lucky7 = 0): SuccessStrip => ({ stars, leftHalves, rightHalves, lucky7 })

export const action = (type: ActionType, cost: number, difficulty: number, success: Consequence[] = [], failure?: Consequence[], extra: Partial<Action> = {}): Action =>
  ({ type, cost, difficulty, success, ...(failure ? { failure } : {}), ...extra })

export function adv(uid: string, number: string, f: Partial<CardFront> & { kind: CardFront['kind'] }, back: 'green' | 'gold' = 'green', sources?: string[]): AdventureCard {
  return { type: 'adventure', uid, number, back, backText: `card.${number}.back`, title: f.title ?? `card.${number}.title`, keywords: [], actions: [], effects: [], ...f, ...(sources ? { sources } : {}) }
}

export function explo(uid: string, area: string, backAction: Action, f: Partial<CardFront> & { kind: CardFront['kind'] }): ExplorationCard {
  return { type: 'exploration', uid, area, backAction, front: { title: `expl.${uid}`, keywords: [], actions: [], effects: [], ...f } }
}

export function sk(uid: string, s: SuccessStrip, extra: Partial<SkillCard> = {}): SkillCard {
  return { type: 'skill', uid, title: `skill.${uid}`, strip: s, effects: [], keywords: [], ...extra }
}

export const curseCard = (uid: string, curse: string): CurseCard => ({ type: 'curse', uid, title: `curse.${curse}`, curse })

export function character(id: string, skills: string[], ability: Modifier[] = []): CharacterCard {
  return { type: 'character', uid: `ch-${id}`, id, title: `character.${id}`, backstory: `character.${id}.story`, ability, skills }
}

export const clue = (curse: string, start: string): ClueCard =>
  ({ type: 'clue', uid: `clue-${curse}`, curse, title: `clue.${curse}`, text: `clue.${curse}.text`, start, effects: [], actions: [] })

export const satchel = (): SatchelCard => ({
  type: 'satchel', uid: 'satchel', title: 'satchel.title', text: 'satchel.text',
  limits: { 1: { handLimit: 4, dice: 4, cardsPerItem: 4 }, 2: { handLimit: 3, dice: 3, cardsPerItem: 3 }, 3: { handLimit: 3, dice: 2, cardsPerItem: 3 }, 4: { handLimit: 2, dice: 2, cardsPerItem: 2 } },
})

/** Indexes cards the way the pack loader does (greens before golds per number). */
export function indexCards(cards: readonly Card[]): ContinentContent {
  const c: ContinentContent = {
    manifest: { id: 'test', version: '1.0.0', formatVersion: 1, ruleset: 'continent', title: 'pack.title', dependencies: [], effectsVersion: 1, curses: [], special: { easy: '777', hardcore: '650', paranoid: '100' } },
    cards: {}, numbers: {}, areas: {}, keywords: {}, commonSkills: [], advancedSkills: [], characters: {}, characterSkills: {}, clues: {}, curseCards: {}, satchel: 'satchel',
    special: { easy: '777', hardcore: '650', paranoid: '100' }, strings: {},
  }
  for (const card of cards) {
    c.cards[card.uid] = card
    if (card.type === 'adventure') (c.numbers[card.number] ??= []).push(card.uid)
    else if (card.type === 'exploration') (c.areas[card.area] ??= []).push(card.uid)
    else if (card.type === 'skill') {
      if (card.advanced) c.advancedSkills.push(card.uid)
      else if (card.owner === undefined) c.commonSkills.push(card.uid)
    } else if (card.type === 'curse') (c.curseCards[card.curse] ??= []).push(card.uid)
    else if (card.type === 'character') { c.characters[card.id] = card.uid; c.characterSkills[card.id] = card.skills }
    else if (card.type === 'clue') (c.clues[card.curse] ??= []).push(card.uid)
  }
  for (const [n, uids] of Object.entries(c.numbers)) {
    c.numbers[n] = [...uids].sort((a, b) => rank(c, a) - rank(c, b))
  }
  c.manifest.curses = Object.keys(c.clues).map((id) => ({ id, title: `curse.${id}` }))
  return c
}
const rank = (c: ContinentContent, uid: string): number => ((c.cards[uid] as AdventureCard).back === 'green' ? 0 : 1)

/** A base world: terrain 010 at the start with one arrow east (numbox 020), 10 common skills, two characters. */
export function baseCards(extra: Card[] = []): Card[] {
  const common = Array.from({ length: 10 }, (_, i) => sk(`s${i}`, strip(i % 3 === 0 ? 1 : 0, i % 4 === 1 ? 1 : 0, i % 4 === 2 ? 1 : 0, i % 5 === 0 ? 1 : 0)))
  const bruno = Array.from({ length: 5 }, (_, i) => sk(`b${i}`, strip(1), { owner: 'bruno' }))
  const ludo = Array.from({ length: 5 }, (_, i) => sk(`l${i}`, strip(1), { owner: 'ludo' }))
  const third = Array.from({ length: 5 }, (_, i) => sk(`t${i}`, strip(1), { owner: 'third' }))
  const fourth = Array.from({ length: 5 }, (_, i) => sk(`f${i}`, strip(1), { owner: 'fourth' }))
  return [
    satchel(),
    character('bruno', bruno.map((x) => x.uid)),
    character('ludo', ludo.map((x) => x.uid)),
    character('third', third.map((x) => x.uid)),
    character('fourth', fourth.map((x) => x.uid)),
    ...common, ...bruno, ...ludo, ...third, ...fourth,
    curseCard('k-death-1', 'death'), curseCard('k-death-2', 'death'), curseCard('k-goddess', 'goddess'),
    clue('goddess', '010'),
    adv('t010', '010', { kind: 'terrain', area: 'I', arrows: [{ edge: 'E', area: 'I', numbox: '020' }], actions: [action('dig', 2, 1, [{ op: 'take', number: '063' }], [{ op: 'take', number: '101', who: 'eachInvolved' }])] }),
    adv('t020', '020', { kind: 'terrain', area: 'I', arrows: [{ edge: 'E', area: 'I', numbox: '030' }], actions: [action('move', 0, 0, [{ op: 'move' }])] }),
    adv('t030', '030', { kind: 'terrain', area: 'I', actions: [action('rest', 1, 1, [{ op: 'liftCurse', curse: 'goddess' }])] }),
    adv('x063', '063', { kind: 'other' }),
    adv('x101', '101', { kind: 'other' }),
    adv('p100a', '100', { kind: 'state', title: 'state.paranoid', lifeLoss: true }),
    adv('p100b', '100', { kind: 'state', title: 'state.paranoid', lifeLoss: true }),
    explo('e1', 'I', action('explore_flee', 1, 1, [{ op: 'revealExploration' }]), { kind: 'item', durability: 2, keywords: ['will'] }),
    explo('e2', 'I', action('explore_flee', 1, 1, [{ op: 'revealExploration' }]), { kind: 'temporaryEvent' }),
    explo('e3', 'I', action('explore_flee', 1, 1, [{ op: 'revealExploration' }]), { kind: 'bonus' }),
    ...extra,
  ]
}

export const content = (extra: Card[] = []): ContinentContent => indexCards(baseCards(extra))

export function setup(c: ContinentContent, config: Partial<ContinentConfig> = {}, seed = 1): ContinentState {
  // Rule tests let the engine place revealed terrains (the placement act has its own tests in
  // place-terrain.spec.ts); a test may still ask for { terrainPlacement: 'players' }.
  const settings = { terrainPlacement: 'automatic' as const, ...config.settings }
  const s = createContinent(c).setup({ characters: ['bruno', 'ludo'], curses: ['goddess'], ...config, settings }, seed)
  if (isRuleError(s)) throw new Error(s.message)
  return s
}

/** Applies commands, failing the test on a RuleError. */
export function play(c: ContinentContent, s: ContinentState, ...cmds: ContinentCommand[]): ContinentState {
  const rules = createContinent(c)
  let state = s
  for (const cmd of cmds) {
    const r = rules.apply(state, cmd)
    if (isRuleError(r)) throw new Error(`${cmd.type} refused: ${r.code} ${r.message}`)
    state = r.state
  }
  return state
}

/** Applies one command expecting a RuleError; returns its code. */
export function refused(c: ContinentContent, s: ContinentState, cmd: ContinentCommand): string {
  const r = createContinent(c).apply(s, cmd)
  if (!isRuleError(r)) throw new Error(`${cmd.type} was accepted`)
  return r.code
}

/** Stacks the Action Deck (top first) and moves every other Action card to the bottom. */
export function stackDeck(s: ContinentState, top: string[]): ContinentState {
  const rest = s.actionDeck.filter((u) => !top.includes(u))
  return { ...s, actionDeck: [...top, ...rest], discard: s.discard.filter((u) => !top.includes(u)) }
}

/** The option index of a pending choice matching a predicate. */
export function optionIndex(s: ContinentState, pred: (o: NonNullable<ContinentState['choice']>['options'][number]) => boolean): number {
  const i = s.choice?.options.findIndex(pred) ?? -1
  if (i < 0) throw new Error(`no matching option in ${JSON.stringify(s.choice)}`)
  return i
}

/** Replaces the starting terrain's actions (and other front fields). */
export function withStart(cards: Card[], patch: Partial<CardFront>): Card[] {
  return cards.map((x) => (x.uid === 't010' && x.type === 'adventure' ? { ...x, ...patch } : x))
}

/** Puts an Adventure card from the deck into a player's inventory as a new item. */
export function giveItemCard(s: ContinentState, seat: number, uid: string, die: number, id = `item-${uid}`): ContinentState {
  const n = structuredClone(s)
  for (const k of Object.keys(n.adventure)) n.adventure[k] = (n.adventure[k] ?? []).filter((u) => u !== uid)
  n.actionDeck = n.actionDeck.filter((u) => u !== uid)
  n.players[seat]?.items.push({ id, cards: [uid], die })
  return n
}

/** Moves Action cards from the deck into a hand. */
export function toHand(s: ContinentState, seat: number, uids: string[]): ContinentState {
  const n = structuredClone(s)
  n.actionDeck = n.actionDeck.filter((u) => !uids.includes(u))
  n.players[seat]?.hand.push(...uids)
  return n
}

/** A working context over a copy of a state, for calling rule functions directly. */
export function gOf(c: ContinentContent, s: ContinentState): { s: ContinentState; c: ContinentContent; ev: GameEvent[] } {
  return { s: structuredClone(s), c, ev: [] }
}

/** Puts a given Exploration card at the start terrain's east arrow space. */
export function exploAt(s: ContinentState, uid: string): ContinentState {
  const n = structuredClone(s)
  const old = n.board.cells['1,0'] as string
  if (old !== uid) {
    for (const k of Object.keys(n.exploration)) n.exploration[k] = (n.exploration[k] ?? []).filter((u) => u !== uid)
    n.exploration['I']?.push(old)
    Reflect.deleteProperty(n.board.at, old)
    Reflect.deleteProperty(n.board.attached, old)
    n.board.cells['1,0'] = uid
    n.board.at[uid] = '1,0'
    n.board.attached[uid] = { terrain: 't010', edge: 'E' }
  }
  return n
}
