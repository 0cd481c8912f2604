import { front, skillOwner } from './content-index'
import { emit, playingSeats, type G } from './game'
import { discardCard, returnToAdventureDeck } from './the-past'
import { defeat, restoreBanished } from './defeat'
import { discardItem } from './inventory'
import { returnToActionDeck } from './action-deck'
import { pushTasks } from './task-stack'

/** C-END-1: a curse is lifted; lifting every chosen curse wins the game. */
export function liftCurse(g: G, curse: string): void {
  if (!g.s.curses.includes(curse) || g.s.lifted.includes(curse)) return
  g.s.lifted.push(curse)
  emit(g, 'curseLifted', { curse })
  if (g.s.curses.every((c) => g.s.lifted.includes(c))) {
    g.s.outcome = 'won'
    g.s.phase = 'over'
    emit(g, 'gameWon')
    restoreBanished(g)
  }
}

/**
 * C-CONSEQ-38, C-DEF-42, C-END-3, C-END-4, C-END-8: "Your adventure is over" is a defeat when the
 * action it comes from involves every character still playing — whoever the consequence names —
 * because nobody would be left outside it to go on. Otherwise it eliminates the involved characters
 * it applies to (a character outside the action is never struck by it).
 */
export function adventureOver(g: G, seats: readonly number[], involved: readonly number[]): void {
  const playing = playingSeats(g.s)
  if (playing.every((s) => involved.includes(s))) {
    defeat(g, 'adventure-over')
    return
  }
  for (const seat of seats) if (involved.includes(seat)) eliminate(g, seat)
}

/** Removes `character`'s own Skills from the zone (order kept) and returns them, in one pass. */
function takeOwnSkills(g: G, zone: 'actionDeck' | 'discard', character: string): string[] {
  const own: string[] = []
  const rest: string[] = []
  for (const u of g.s[zone]) (skillOwner(g.c, u) === character ? own : rest).push(u)
  g.s[zone] = rest
  return own
}

/** C-END-9…C-END-12, C-Q-22: an eliminated character's cards leave play. */
export function eliminate(g: G, seat: number): void {
  const p = g.s.players[seat]
  if (!p || p.status !== 'playing') return
  p.status = 'eliminated'
  for (const uid of p.hand) {
    if (uid === p.characterUid) continue
    if (front(g.c, uid)?.kind === 'state') returnToAdventureDeck(g, uid) // C-END-11
    else discardCard(g, uid) // C-END-9
  }
  p.hand = []
  for (const it of [...p.items]) discardItem(g, seat, it.id) // C-END-10
  g.s.outOfPlay.push(p.characterUid)
  // C-END-12: the character's own Skills in the Action Deck and Discard Pile are banished.
  const fromDeck = takeOwnSkills(g, 'actionDeck', p.character)
  const fromPile = takeOwnSkills(g, 'discard', p.character)
  g.s.banished.push(...fromDeck, ...fromPile)
  p.at = null
  p.fire = null
  emit(g, 'eliminated', { seat })
  if (g.s.action) g.s.action.involved = g.s.action.involved.filter((s) => s !== seat)
  if (g.s.actionDeck.length === 0 && !g.s.discardFaceDown) g.s.discardFaceDown = true
}

/** Whether a Skill is in the Action Deck, the Discard Pile, a hand or an item. */
function held(g: G, uid: string): boolean {
  if (g.s.actionDeck.includes(uid) || g.s.discard.includes(uid)) return true
  for (const p of g.s.players) {
    if (p.hand.includes(uid)) return true
    for (const i of p.items) if (i.cards.includes(uid)) return true
  }
  return false
}

/** C-END-19, C-END-21, C-Q-23: a character joins (or an away player returns). */
export function join(g: G, character: string, seat: number | undefined): void {
  const charUid = g.c.characters[character] as string
  const where = g.s.players.find((p) => p.status === 'playing')?.at ?? null
  const away = g.s.players.find((p) => p.character === character && p.status === 'away')
  const skills = g.c.characterSkills[character] ?? []
  let target = away
  if (!target) {
    const reuse = seat !== undefined ? g.s.players[seat] : undefined
    if (reuse && reuse.status === 'eliminated') {
      reuse.character = character
      reuse.characterUid = charUid
      reuse.hand = [charUid]
      reuse.items = []
      target = reuse
    } else {
      target = { seat: g.s.players.length, character, characterUid: charUid, hand: [charUid], items: [], at: null, fire: null, status: 'playing' }
      g.s.players.push(target)
    }
    g.s.outOfPlay = g.s.outOfPlay.filter((u) => u !== charUid)
  }
  target.status = 'playing'
  target.at = where
  // Its Skills come back from wherever they left play (banished by an earlier elimination, set aside).
  const back: string[] = []
  for (const u of skills) if (!held(g, u)) back.push(u)
  if (back.length > 0) {
    g.s.outOfPlay = g.s.outOfPlay.filter((u) => !back.includes(u))
    g.s.banished = g.s.banished.filter((u) => !back.includes(u))
  }
  returnToActionDeck(g, back)
  emit(g, 'joined', { seat: target.seat, character })
  pushTasks(g, [{ t: 'limits' }])
}

/** C-END-14…C-END-18: leaving for good is an elimination; leaving temporarily sets the material aside. */
export function leave(g: G, seat: number, temporary: boolean): void {
  const p = g.s.players[seat]
  if (!p) return
  if (!temporary) {
    eliminate(g, seat)
  } else {
    p.status = 'away'
    p.at = null
    p.fire = null
    const out = [...takeOwnSkills(g, 'actionDeck', p.character), ...takeOwnSkills(g, 'discard', p.character)]
    g.s.outOfPlay.push(...out)
    if (g.s.actionDeck.length === 0 && !g.s.discardFaceDown) g.s.discardFaceDown = true
    emit(g, 'leftTemporarily', { seat })
  }
  pushTasks(g, [{ t: 'limits' }])
}
