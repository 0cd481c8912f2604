import { ACTION_TYPES } from './action-types'
import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { ContinentView } from '../../../src-shared/rulesets/continent'
import type { TableCatalogue } from './catalogue'
import { characterTitle, curseTitle, numberOf, packText } from './catalogue'
import type { Translate } from './choice-labels'

/** Events of one accepted command (as kept by the table store). */
export interface EventBatch { seq: number; events: readonly GameEvent[] }
export interface LogLine {
  key: string
  text: string
  /** The face-up cards the line names (uids the catalogue can draw), so hovering the line shows them. */
  cards?: readonly string[]
}

export interface LogContext { view: ContinentView; catalogue: TableCatalogue; locale: string; t: Translate }

const str = (x: unknown): string => (typeof x === 'string' ? x : '')
const num = (x: unknown): number => (typeof x === 'number' ? x : 0)
const ACTION_TYPE_SET = new Set<string>(ACTION_TYPES)

function name(c: LogContext, seat: unknown): string {
  const p = c.view.players.find((x) => x.seat === seat)
  return p ? characterTitle(c.catalogue, c.locale, p.character) : String(num(seat) + 1)
}

/** Every uid the view shows face up somewhere (board, piles, hands, items, the action's cards). */
function faceUp(v: ContinentView): Set<string> {
  const out = new Set<string>([...v.past, ...v.banished, ...v.satchel, ...v.revealed, ...(v.discard ?? [])])
  for (const b of v.board) if (b.face === 'up') out.add(b.uid)
  for (const p of v.players) {
    for (const u of p.hand) out.add(u)
    for (const it of p.items) for (const u of it.cards) out.add(u)
  }
  for (const r of v.action?.revealed ?? []) out.add(r.uid)
  return out
}

/** How main names a public card in an event (`publicEvents`): title key and printed number. */
interface CardName { title: string; kind: string; number: string | null }

function isCardName(x: unknown): x is CardName {
  return typeof x === 'object' && x !== null && 'title' in x && typeof x.title === 'string'
}

/** The names an event carries (main's `publicEvents`), by uid. */
function namesIn(e: GameEvent): Map<string, CardName> {
  const out = new Map<string, CardName>()
  const names = e.names
  if (typeof names !== 'object' || names === null) return out
  for (const [uid, n] of Object.entries(names)) {
    if (isCardName(n)) out.set(uid, { title: n.title, kind: 'kind' in n && typeof n.kind === 'string' ? n.kind : '', number: 'number' in n && typeof n.number === 'string' ? n.number : null })
  }
  return out
}

/** A pack string, or null when the key has no text (a raw key must never reach a player). */
function knownText(c: LogContext, key: string): string | null {
  const text = packText(c.catalogue, c.locale, key)
  return text === key ? null : text
}

/**
 * A card in a log line: its number when it has one (the rules' habit), else its title; named by
 * the event itself first (it may have left the table since), then by the catalogue; a card with no
 * public name is "a card", never its uid or a translation key.
 */
function cardRef(c: LogContext, uid: unknown, shown: Set<string>, names: Map<string, CardName>): string {
  const id = str(uid)
  if (id.startsWith('fog:')) return c.t('rulesets.continent.table.log.fog', { cell: id.slice(4) })
  const named = names.get(id)
  const face = c.catalogue.face(id)
  // An Exploration card never revealed must not be named by its front (C-D-2).
  if (!named && face?.deck === 'exploration' && !shown.has(id)) return c.t('rulesets.continent.table.log.explorationCard')
  const title = knownText(c, named?.title ?? face?.title ?? '')
  const n = named?.number ?? numberOf(c.catalogue, id)
  if (title === null) return n === null ? c.t('rulesets.continent.table.log.someCard') : c.t('rulesets.continent.table.log.cardNumber', { number: n })
  return n === null ? title : `${n} ${title}`
}

/**
 * The "action chosen" event. The engine currently emits it as `{ type: <action type>, seat, ref }`
 * (its data's `type` overwrites the event name), so both shapes are recognised.
 */
function chosenAction(e: GameEvent): string | null {
  if (e.type === 'actionChosen') return str(e.actionType ?? e.action)
  if (ACTION_TYPE_SET.has(e.type) && e.ref !== undefined && e.seat !== undefined) return e.type
  return null
}

/**
 * Readable, localised log lines from engine events, e.g. "Mara: Dig at 014 Bell Tower — drew 3,
 * 2 successes of 1: success". An action's draw and result join the line of the action itself.
 */
export function logLines(batches: readonly EventBatch[], c: LogContext): LogLine[] {
  const out: LogLine[] = []
  let open: { index: number; head: string } | null = null
  let drew: number | null = null
  const t = c.t
  // Cards revealed by an event are public from then on, even after they left the table.
  const shown = faceUp(c.view)
  for (const b of batches) for (const e of b.events) if (e.type === 'revealed' && typeof e.uid === 'string') shown.add(e.uid)
  // The last Curse the players saw turn up: a defeat says which one it was (C-END-2).
  let curseSeen: string | null = null
  for (const b of batches) {
    b.events.forEach((e, i) => {
      const names = namesIn(e)
      const named: string[] = []
      const card = (uid: unknown): string => {
        const id = str(uid)
        if (c.catalogue.face(id) !== null && (shown.has(id) || c.catalogue.face(id)?.deck !== 'exploration')) named.push(id)
        return cardRef(c, uid, shown, names)
      }
      for (const uid of revealedBy(e)) if (c.catalogue.face(uid)?.kind === 'curse' || isCurseName(names.get(uid))) curseSeen = card(uid)
      const key = `${b.seq}:${i}`
      const line = (text: string): void => { out.push(named.length > 0 ? { key, text, cards: [...named] } : { key, text }) }
      const actionType = chosenAction(e)
      if (actionType !== null) {
        const ref = (e.ref ?? {}) as { uid?: unknown; index?: unknown }
        // A fog back is where the action was performed, whatever its front later turned out to be.
        const source = ref.index === 'back' ? t('rulesets.continent.table.log.explorationCard') : card(ref.uid)
        const head = t('rulesets.continent.table.log.action', { name: name(c, e.seat), type: t(`rulesets.continent.table.actionType.${actionType}`), source })
        open = { index: out.length, head }
        drew = null
        line(head)
        return
      }
      switch (e.type) {
        case 'drew':
          drew = num(e.count)
          if (open) out[open.index] = { ...out[open.index], key: out[open.index]?.key ?? key, text: `${open.head} — ${t('rulesets.continent.table.log.drew', { count: drew })}` }
          else line(t('rulesets.continent.table.log.drew', { count: drew }))
          if (num(e.fromDiscard) > 0) line(t('rulesets.continent.table.log.drewFromDiscard', { count: num(e.fromDiscard) }))
          return
        case 'result': {
          const verdict = t(e.success === true ? 'rulesets.continent.table.log.success' : 'rulesets.continent.table.log.failure')
          const result = t('rulesets.continent.table.log.result', { count: num(e.successes), difficulty: num(e.difficulty), verdict })
          if (open) {
            const drawn = drew === null ? '' : `${t('rulesets.continent.table.log.drew', { count: drew })}, `
            out[open.index] = { ...out[open.index], key: out[open.index]?.key ?? key, text: `${open.head} — ${drawn}${result}` }
          } else line(result)
          return
        }
        case 'actionEnded': open = null; drew = null; return
        case 'activeChosen': line(t('rulesets.continent.table.log.active', { name: name(c, e.seat) })); return
        case 'involved': if (Array.isArray(e.seats) && e.seats.length > 0) line(t('rulesets.continent.table.log.involved', { names: e.seats.map((s) => name(c, s)).join(', ') })); return
        case 'took': line(t('rulesets.continent.table.log.took', { card: card(e.uid) })); return
        case 'revealed': line(t('rulesets.continent.table.log.revealed', { card: card(e.uid) })); return
        case 'terrainPlaced': line(t('rulesets.continent.table.log.terrainPlaced', { card: card(e.uid) })); return
        case 'moved': line(t('rulesets.continent.table.log.moved', { names: (Array.isArray(e.seats) ? e.seats : []).map((s) => name(c, s)).join(', '), card: card(e.terrain) })); return
        case 'skillKept': line(t('rulesets.continent.table.log.skillKept', { card: card(e.uid), name: name(c, e.seat) })); return
        case 'toHand': line(t('rulesets.continent.table.log.toHand', { card: card(e.uid), name: name(c, e.seat) })); return
        case 'stateTaken': line(t('rulesets.continent.table.log.stateTaken', { card: card(e.uid), name: name(c, e.seat) })); return
        case 'itemCreated': line(t('rulesets.continent.table.log.itemCreated', { card: card(e.uid), name: name(c, e.seat), die: num(e.die) })); return
        case 'itemCombined': line(t('rulesets.continent.table.log.itemCombined', { card: card(e.uid), die: num(e.die) })); return
        case 'itemUsed': line(t('rulesets.continent.table.log.itemUsed', { name: name(c, e.seat), die: num(e.die) })); return
        case 'itemDiscarded': line(t('rulesets.continent.table.log.itemDiscarded', { name: name(c, e.seat) })); return
        case 'durabilityLost': line(t('rulesets.continent.table.log.durabilityLost', { name: name(c, e.seat), die: num(e.die) })); return
        case 'lifeForceLost': line(t('rulesets.continent.table.log.lifeForceLost', { count: lostCount(e) })); return
        case 'discardFaceDown': line(t('rulesets.continent.table.log.discardFaceDown')); return
        case 'discardFaceUp': line(t('rulesets.continent.table.log.discardFaceUp')); return
        case 'fireMade': line(t('rulesets.continent.table.log.fireMade', { name: name(c, e.seat), card: card(e.terrain) })); return
        case 'banished': line(t('rulesets.continent.table.log.banished', { card: card(e.uid) })); return
        case 'narrate': { const text = knownText(c, str(e.text)); if (text !== null) line(text); return }
        case 'curseLifted': line(t('rulesets.continent.table.log.curseLifted', { curse: curseName(c, str(e.curse)) })); return
        case 'eliminated': line(t('rulesets.continent.table.log.eliminated', { name: name(c, e.seat) })); return
        case 'gameWon': line(t('rulesets.continent.table.log.gameWon')); return
        case 'gameLost': line(lostLine(c, str(e.reason), curseSeen)); return
        case 'statePrevented': line(t('rulesets.continent.table.log.statePrevented', { card: card(e.uid), name: name(c, e.seat), by: card(e.by) })); return
        case 'stateReplaced': line(t('rulesets.continent.table.log.stateReplaced', { card: card(e.uid), old: card(e.old), name: name(c, e.seat) })); return
        case 'handLimitDiscard': line(t('rulesets.continent.table.log.handLimitDiscard', { card: card(e.uid), name: name(c, e.seat) })); return
        case 'wrongCard': line(t('rulesets.continent.table.log.wrongCard', { number: str(e.number) })); return
        case 'nothingToTake': line(t('rulesets.continent.table.log.nothingToTake', { number: str(e.number) })); return
        default: return
      }
    })
  }
  return out
}

/** Uids an event turns face up for everyone (a drawn Curse among them decides a defeat). */
function revealedBy(e: GameEvent): string[] {
  if (e.type === 'cardsRevealed' && Array.isArray(e.uids)) return e.uids.filter((u): u is string => typeof u === 'string')
  if (e.type === 'lifeForceLost' && Array.isArray(e.revealedFromDiscard)) return e.revealedFromDiscard.filter((u): u is string => typeof u === 'string')
  return []
}

function isCurseName(n: CardName | undefined): boolean {
  return n?.kind === 'curse'
}

/** Cards lost from the life force: from the deck, and any revealed from the face-down pile. */
function lostCount(e: GameEvent): number {
  const a = Array.isArray(e.uids) ? e.uids.length : 0
  const b = Array.isArray(e.revealedFromDiscard) ? e.revealedFromDiscard.length : 0
  return a + b
}

/** A curse's name by id; never the id itself. */
function curseName(c: LogContext, id: string): string {
  const title = curseTitle(c.catalogue, c.locale, id)
  return title === id || title === c.catalogue.curses[id] ? c.t('rulesets.continent.table.log.someCurse') : title
}

/** The defeat line says why: which curse was drawn, or that every adventure is over. */
function lostLine(c: LogContext, reason: string, curse: string | null): string {
  if (reason === 'curse-from-discard') {
    return curse === null ? c.t('rulesets.continent.table.log.lostToCurse') : c.t('rulesets.continent.table.log.lostToNamedCurse', { curse })
  }
  if (reason === 'adventure-over') return c.t('rulesets.continent.table.log.lostAdventureOver')
  return c.t('rulesets.continent.table.log.gameLost')
}
