/**
 * What a group may know, and a guess at the rest, so the heuristic player looks ahead without
 * peeking (as Island's `players/guess.ts`): a copy of the state whose hidden parts — the RNG and
 * the order of every face-down deck — are re-drawn from the player's own generator, and the pack
 * with every paragraph not yet read left blank (S-CORE-09: the story book is read only when an
 * effect says so; a blank paragraph is still read, closes its Location and can end the game when a
 * victory line names it, but its effects and subplots stay unknown until the real one is read).
 */
import { intInRange, seedRng, shuffle, type RngState } from '../../../engine/rng'
import type { SagaContent } from '../../../content/saga/content'
import type { Paragraph } from '../../../content/saga/paragraphs'
import { ENEMY_TOKENS } from '../../../content/saga/vocabulary'
import { copyDecks, copyState } from '../state-copy'
import type { SagaState } from '../types'

/** A face-down deck re-drawn: what it holds is known, its order is not (sorted first, so the real order cannot leak through). */
const redraw = (rng: RngState, deck: readonly string[]): string[] => shuffle(rng, [...deck].sort())

export function guessState(s: SagaState, rng: RngState): SagaState {
  const g = copyState(s)
  g.rng = seedRng(intInRange(rng, -2147483648, 2147483647))
  const k = copyDecks(g.decks)
  g.decks = k
  k.terrain = redraw(rng, k.terrain)
  k.discovery = redraw(rng, k.discovery)
  k.left = redraw(rng, k.left)
  k.right = redraw(rng, k.right)
  k.items = redraw(rng, k.items)
  for (const t of ENEMY_TOKENS) k.enemies[t] = redraw(rng, k.enemies[t])
  return g
}

const blanked = new WeakMap<SagaContent, Map<string, SagaContent>>()

/** The pack as the group knows it in this state: the paragraphs of its adventure not read yet are blank. */
export function knownContent(content: SagaContent, s: SagaState): SagaContent {
  const key = `${s.adventure}:${[...s.read].sort((a, b) => a - b).join(',')}`
  let byRead = blanked.get(content)
  if (!byRead) { byRead = new Map(); blanked.set(content, byRead) }
  const hit = byRead.get(key)
  if (hit) return hit
  const paras = content.paragraphs[s.adventure] ?? {}
  const known: Record<number, Paragraph> = {}
  for (const [n, p] of Object.entries(paras)) known[Number(n)] = s.read.includes(p.number) ? p : { ...p, effects: [], subplots: [] }
  const out: SagaContent = { ...content, paragraphs: { ...content.paragraphs, [s.adventure]: known } }
  // A game reads a few dozen paragraphs at most: the cache stays small.
  if (byRead.size > 256) byRead.clear()
  byRead.set(key, out)
  return out
}
