import type { GameEvent } from '../../engine/ruleset'
import type { ContinentContent } from './content-index'

/** How the log names one card: its title key, its kind ('curse', 'state', …) and, for an Adventure card, its printed number. */
export interface CardName { title: string; kind: string; number: string | null }

/** Event fields that hold one card uid, or a list of them. */
const ONE = ['uid', 'old', 'terrain', 'by'] as const
const MANY = ['uids', 'revealedFromDiscard', 'paidWith'] as const
/** Events that turn an Exploration card face up: from then on its front is public (C-D-2). */
const REVEALING = new Set(['revealed', 'explorationRevealed', 'cardsRevealed'])

function uidsOf(e: GameEvent): string[] {
  const out: string[] = []
  for (const f of ONE) if (typeof e[f] === 'string') out.push(e[f])
  for (const f of MANY) {
    const v = e[f]
    if (Array.isArray(v)) for (const u of v) if (typeof u === 'string') out.push(u)
  }
  const ref = e.ref
  if (typeof ref === 'object' && ref !== null && 'uid' in ref && typeof ref.uid === 'string') out.push(ref.uid)
  return out
}

/**
 * The story an event tells (C-CONSEQ-7, C-CARD-3): the narrative on the back of a card just taken
 * (backs are public), or the text on the front of a card just revealed. The key travels with the
 * event so a journal rebuilt from the log reads it long after the card left the table.
 */
function storyOf(content: ContinentContent, e: GameEvent): string | null {
  const uid = typeof e.uid === 'string' ? e.uid : null
  const c = uid === null ? undefined : content.cards[uid]
  if (!c) return null
  if (e.type === 'took') return c.type === 'adventure' ? c.backText : null
  if (e.type === 'revealed') return (c.type === 'adventure' ? c.text : c.type === 'exploration' ? c.front.text : undefined) ?? null
  return null
}

function nameOf(content: ContinentContent, uid: string, frontShown: (uid: string) => boolean): CardName | null {
  const c = content.cards[uid]
  if (!c) return null
  switch (c.type) {
    case 'adventure': return { title: c.title, kind: c.kind, number: c.number }
    // An Exploration card is named by its front only once that front was seen (C-D-2).
    case 'exploration': return frontShown(uid) ? { title: c.front.title, kind: c.front.kind, number: null } : null
    default: return { title: c.title, kind: c.type, number: null }
  }
}

/**
 * The events of one command as a player may read them, each carrying `names`: the title key
 * (and number) of every card it mentions whose face is public, so a log built long after (a
 * reload, a save opened the next day) names cards the table no longer shows. `faceUp`: the
 * uids the view after the command shows face up (`view.cards`), or a function computing them. A hidden
 * Exploration front is never named; uids stay (they are opaque ids, never shown). A card taken or
 * revealed carries its `story` (the back's narrative, the front's text: see `storyOf`).
 */
export function continentPublicEvents(content: ContinentContent, events: readonly GameEvent[], faceUp: ReadonlySet<string> | (() => ReadonlySet<string>)): GameEvent[] {
  const revealed = new Set<string>()
  for (const e of events) if (REVEALING.has(e.type)) for (const u of uidsOf(e)) revealed.add(u)
  // The view is asked for only when an Exploration card not revealed here is named (a log replay is long).
  let up: ReadonlySet<string> | null = typeof faceUp === 'function' ? null : faceUp
  const isShown = (uid: string): boolean => {
    if (revealed.has(uid)) return true
    if (up === null && typeof faceUp === 'function') up = faceUp()
    return up?.has(uid) ?? false
  }
  return events.map((e) => {
    const names: Record<string, CardName> = {}
    for (const uid of uidsOf(e)) {
      const n = nameOf(content, uid, isShown)
      if (n) names[uid] = n
    }
    const story = storyOf(content, e)
    return { ...e, ...(Object.keys(names).length > 0 ? { names } : {}), ...(story !== null ? { story } : {}) }
  })
}
