/**
 * The public faces behind the ids of an Island view (design §1: the table draws cards from what is
 * face up, never from the pack itself). The view names cards, tiles, characters and tokens by id;
 * these are the definitions of exactly those face up now — threat cards, inventions and Items,
 * Starting Equipment, kept and discarded Mystery cards, placed tiles, Discovery tokens on hand, the
 * characters at the table — plus the board, the dice and the scenario sheet, which are printed.
 * Nothing face down (deck orders, the tile stack, unrevealed fronts) is included.
 */
import { cloneJson } from '../../engine/json-clone'
import type { Board, Dice } from '../../content/island/board'
import type { IslandCard } from '../../content/island/cards'
import type { Character } from '../../content/island/characters'
import type { IslandContent } from '../../content/island/content'
import type { DiscoveryToken } from '../../content/island/discoveries'
import type { Scenario } from '../../content/island/scenario'
import type { Tile } from '../../content/island/tiles'
import type { GameEvent } from '../../engine/ruleset'
import type { IslandState } from './types'

/** The scenario sheet as players read it: what is printed, without the effects' code. */
export type ScenarioFace = Pick<Scenario, 'id' | 'title' | 'text' | 'rounds' | 'weather' | 'rules' | 'piles' | 'counters'> & {
  goal: string | null
  roundNotes: { round: number; at: 'start' | 'night'; text: string | null }[]
}

export interface IslandFaces {
  board: Board
  dice: Dice
  scenario: ScenarioFace | null
  cards: Record<string, IslandCard>
  tiles: Record<string, Tile>
  characters: Record<string, Character>
  /** Discovery token definitions by token id (an instance `<id>#<n>` is looked up by its part before `#`). */
  discoveries: Record<string, DiscoveryToken>
}

const tokenId = (instance: string): string => instance.split('#')[0] ?? instance

function scenarioFace(content: IslandContent, id: string): ScenarioFace | null {
  const s = content.scenarios[id]
  if (!s) return null
  return {
    id: s.id, title: s.title, text: s.text, rounds: s.rounds, weather: cloneJson(s.weather), rules: s.rules ? [...s.rules] : undefined,
    piles: s.piles ? cloneJson(s.piles) : undefined, counters: s.counters ? cloneJson(s.counters) : undefined,
    goal: s.goal.text ?? null,
    roundNotes: (s.roundNotes ?? []).map((n) => ({ round: n.round, at: n.at, text: n.text ?? null })),
  }
}

/**
 * A card's definition as the faces give it: without its story lines. A story is read when the card
 * is revealed — it rides on the event that reveals it (`withRevealedFace`) — so the faces, and with
 * them every view (the golden games hash the views), stay what they were before cards had stories.
 */
function faceOfCard(card: IslandCard): IslandCard {
  const face = cloneJson(card)
  delete face.story
  if (face.deck === 'adventure' || face.deck === 'mystery') delete face.eventStory
  return face
}

/** The face-up cards of the table, by id. */
function faceUpCards(s: IslandState): string[] {
  return [
    s.threat.left, s.threat.right, s.revealed,
    ...s.inventions.board, ...s.inventions.built, ...s.inventions.future, ...s.flippedThisRound,
    ...s.equipment.map((e) => e.id), ...s.equipmentFuture,
    ...s.kept, ...s.decks.mysteryDiscard,
  ].filter((id): id is string => id !== null)
}

/** The public faces of what an Island state shows (see the file's comment). */
export function facesOf(content: IslandContent, s: IslandState): IslandFaces {
  const cards: Record<string, IslandCard> = {}
  const characters: Record<string, Character> = {}
  for (const id of Object.keys(s.characters)) {
    const c = content.characters[id]
    if (!c) continue
    characters[id] = cloneJson(c)
    // I-CHAR-15: a personal invention lies face up beside its owner's sheet.
    const own = c.personalInvention ? content.cards[c.personalInvention] : undefined
    if (own) cards[own.id] = faceOfCard(own)
  }
  if (s.dog) { const d = content.characters[s.dog]; if (d) characters[d.id] = cloneJson(d) }
  for (const id of faceUpCards(s)) { const c = content.cards[id]; if (c) cards[id] = faceOfCard(c) }
  const tiles: Record<string, Tile> = {}
  for (const p of Object.values(s.island)) { const t = content.tiles[p.tile]; if (t) tiles[t.id] = cloneJson(t) }
  const discoveries: Record<string, DiscoveryToken> = {}
  for (const inst of [...s.discovery.available, ...s.discovery.future]) { const d = content.discoveries[tokenId(inst)]; if (d) discoveries[d.id] = cloneJson(d) }
  return { board: cloneJson(content.board), dice: cloneJson(content.dice), scenario: scenarioFace(content, s.scenario), cards, tiles, characters, discoveries }
}

/**
 * The printed words of a card an event reveals, for the log and the story dock: its title, effect
 * text and story line, and for an Adventure or Mystery card its event half's (what an Event phase
 * revealing it shows).
 */
export interface RevealedFace {
  title: string
  text: string | null
  story: string | null
  deck: IslandCard['deck']
  eventTitle: string | null
  eventText: string | null
  eventStory: string | null
}

function revealedFace(card: IslandCard): RevealedFace {
  const half = card.deck === 'adventure' || card.deck === 'mystery' ? card : null
  return {
    title: card.title, text: card.text ?? null, story: card.story ?? null, deck: card.deck,
    eventTitle: card.deck === 'adventure' ? card.eventTitle ?? null : null,
    eventText: half?.eventText ?? null, eventStory: half?.eventStory ?? null,
  }
}

/**
 * Events that reveal a card (an Adventure or Mystery card drawn, an Event card turned, a tile or
 * Item named) carry the card's printed words: the card is face up at that moment (I-GOLD-03), and
 * it may be gone from the table by the time the view is drawn.
 */
export function withRevealedFace(content: IslandContent, e: GameEvent): GameEvent {
  const faceOf = (id: unknown): RevealedFace | null => {
    const card = typeof id === 'string' ? content.cards[id] : undefined
    return card ? revealedFace(card) : null
  }
  const out: GameEvent = { ...e }
  const face = faceOf(e['card'])
  if (face) out['face'] = face
  // The card pushed off the threat slots leaves the table with this event: its name rides along.
  const pushedOff = e.type === 'slid' ? faceOf(e['pushedOff']) : null
  if (pushedOff) out['pushedOffFace'] = pushedOff
  return out
}
