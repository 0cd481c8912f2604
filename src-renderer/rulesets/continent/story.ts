import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { ContinentView } from '../../../src-shared/rulesets/continent'
import type { EventBatch } from './log-lines'

/**
 * The story of a game as the players read it (C-SETUP-18, C-SETUP-15, C-CONSEQ-7): the
 * adventure's introduction, the chosen Clues and the back of the starting card (the opening), then
 * every narrative a card showed when it was taken or revealed and every narration its effects
 * told, in the order read. Built from the view and the public events only, so a journal rebuilt
 * from `game:log` after a reload is the journal the players read.
 */

/** What a passage is: the introduction, a Clue, the starting card's back, a taken card's back, a revealed front's text, a narration. */
export type PassageKind = 'introduction' | 'clue' | 'start' | 'back' | 'front' | 'narration'

/** One passage. Keys of the pack, never text: the reader's language picks the words. */
export interface StoryPassage {
  /** Stable id (v-for key, journal anchors). */
  id: string
  kind: PassageKind
  /** The command (log batch) that told it; null for the opening. */
  seq: number | null
  /** The card it belongs to, when it belongs to one. */
  uid: string | null
  /** Title key, printed number and kind of that card, as far as they are public. */
  title: string | null
  number: string | null
  cardKind: string | null
  /** The text's key in the pack strings. */
  text: string
}

/** How main names a card in an event (`publicEvents`). */
interface EventName { title: string | null; number: string | null; kind: string | null }

const str = (x: unknown): string | null => (typeof x === 'string' && x !== '' ? x : null)

function nameIn(e: GameEvent, uid: string | null): EventName {
  const names = e.names
  const n: unknown = uid !== null && typeof names === 'object' && names !== null ? (names as Record<string, unknown>)[uid] : undefined
  if (typeof n !== 'object' || n === null) return { title: null, number: null, kind: null }
  const rec = n as Record<string, unknown>
  return { title: str(rec.title), number: str(rec.number), kind: str(rec.kind) }
}

/** The cell of the starting card (C-SETUP-15: the first and only card of the board at setup). */
const START_CELL = '0,0'

/**
 * The opening the group reads before the first turn (C-SETUP-18, C-SETUP-15): the introduction
 * (when the pack has one), both sides of each chosen Clue that is still in the satchel, and the
 * narrative on the back of the starting card while it is on the board.
 */
export function openingPassages(view: ContinentView, introduction: string | null): StoryPassage[] {
  const out: StoryPassage[] = []
  if (introduction !== null) out.push({ id: 'introduction', kind: 'introduction', seq: null, uid: null, title: null, number: null, cardKind: null, text: introduction })
  for (const uid of view.satchel) {
    const card = view.cards[uid]
    if (card?.type === 'clue') out.push({ id: `clue:${uid}`, kind: 'clue', seq: null, uid, title: card.title, number: null, cardKind: 'clue', text: card.text })
  }
  const start = view.board.find((b) => b.cell === START_CELL && b.face === 'up')
  const card = start?.face === 'up' ? view.cards[start.uid] : undefined
  if (start?.face === 'up' && card?.type === 'adventure') {
    out.push({ id: `start:${start.uid}`, kind: 'start', seq: null, uid: start.uid, title: card.title, number: card.number, cardKind: card.kind, text: card.backText })
  }
  return out
}

/** The passages one command told, in the order its events happened. */
export function batchPassages(batch: EventBatch): StoryPassage[] {
  const out: StoryPassage[] = []
  batch.events.forEach((e, i) => {
    const uid = str(e.uid)
    const story = str(e.story)
    let kind: PassageKind | null = null
    let text: string | null = null
    if (e.type === 'took' && story !== null) [kind, text] = ['back', story]
    else if (e.type === 'revealed' && story !== null) [kind, text] = ['front', story]
    else if (e.type === 'narrate' && str(e.text) !== null) [kind, text] = ['narration', str(e.text)]
    if (kind === null || text === null) return
    const n = nameIn(e, uid)
    out.push({ id: `${batch.seq}:${i}`, kind, seq: batch.seq, uid, title: n.title, number: n.number, cardKind: n.kind, text })
  })
  return out
}

/** The whole journal: the opening, then every passage of the log in order. */
export function journalOf(opening: readonly StoryPassage[], batches: readonly EventBatch[]): StoryPassage[] {
  return [...opening, ...batches.flatMap(batchPassages)]
}

/** Kinds of card whose arrival the table shows as it happens, even with no text of their own. */
const EVENT_KINDS = new Set(['temporaryEvent', 'permanentEvent'])

/** One card of a story moment: its passages, and whether it is an event (its effects are shown with it). */
export interface StoryCard {
  uid: string | null
  title: string | null
  number: string | null
  cardKind: string | null
  passages: StoryPassage[]
}

/** What the table shows of one command as it happens: its cards with their texts; `event`: an event card was revealed. */
export interface StoryMoment { seq: number; cards: StoryCard[]; event: boolean }

/**
 * The story of one command, grouped by card (a card's back, then its front, then what its
 * effects narrate), or null when it told none. A revealed event with no text still counts
 * (C-CONSEQ-17: the players see the event before reading what it did).
 */
export function momentOf(batch: EventBatch): StoryMoment | null {
  const cards: StoryCard[] = []
  const cardOf = (uid: string | null, n: EventName): StoryCard => {
    const found = uid === null ? undefined : cards.find((c) => c.uid === uid)
    if (found) return found
    const made: StoryCard = { uid, title: n.title, number: n.number, cardKind: n.kind, passages: [] }
    cards.push(made)
    return made
  }
  let event = false
  batch.events.forEach((e) => {
    if (e.type === 'revealed') {
      const uid = str(e.uid)
      const n = nameIn(e, uid)
      const kind = n.kind ?? str(e.kind)
      if (kind !== null && EVENT_KINDS.has(kind)) {
        event = true
        cardOf(uid, { ...n, kind })
      }
    }
  })
  for (const p of batchPassages(batch)) {
    const card = cardOf(p.uid, { title: p.title, number: p.number, kind: p.cardKind })
    // A narration tells the card's title too when the taking event did not (a Clue's text, say).
    card.title ??= p.title
    card.cardKind ??= p.cardKind
    card.passages.push(p)
  }
  return cards.length > 0 ? { seq: batch.seq, cards, event } : null
}

/** The story moments the players have not acknowledged yet: those of the commands after `readUpTo`. */
export function unreadMoments(batches: readonly EventBatch[], readUpTo: number): StoryMoment[] {
  return batches.filter((b) => b.seq > readUpTo).map(momentOf).filter((m): m is StoryMoment => m !== null)
}
