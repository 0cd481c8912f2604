/**
 * Tokens that follow the camp (I-NIGHT-14): a token an Item or a kept Treasure put on the camp tile
 * moves with the camp. Where the new tile already holds a token of that kind, the tile's own token
 * stays and the moving one is discarded: its Item goes back to its Invention side, its Treasure to
 * the Mystery discard pile (rules/night.ts `campTokensAfterMove`).
 */
import type { IslandContent } from '../../content/island/content'
import type { TokenKind } from '../../content/island/vocabulary'
import { campTokensAfterMove } from './rules/night'
import type { EffectCtx, IslandState } from './types'
import { plus, putBottom, setTile } from './lists'

/** A card that stays in play: a built Item or a kept Treasure. */
const staysInPlay = (content: IslandContent, s: IslandState, id: string): boolean => {
  const card = content.cards[id]
  return (card?.deck === 'invention' && s.inventions.built.includes(id)) || (card?.deck === 'mystery' && s.kept.includes(id))
}

/** Before a `token` effect places `token` on the camp tile: remember it when its card stays in play. */
export function noteFollower(content: IslandContent, s: IslandState, token: TokenKind, ctx: EffectCtx): void {
  const source = ctx.source
  if (source === null || !staysInPlay(content, s, source) || (s.island[s.camp]?.tokens ?? []).includes(token)) return
  s.campFollowers = [...(s.campFollowers ?? []), { token, card: source }]
}

/** The camp moved from `from`: its followers go along (or are discarded with their card's consequence). */
export function followCamp(content: IslandContent, s: IslandState, from: string): void {
  const old = s.island[from]
  const dest = s.island[s.camp]
  const followers = (s.campFollowers ?? []).filter((f) => old?.tokens.includes(f.token) === true)
  if (!old || !dest || followers.length === 0) { s.campFollowers = undefined; return }
  const moving = followers.map((f) => f.token)
  setTile(s, from, { ...old, tokens: old.tokens.filter((t) => !moving.includes(t)) })
  const into = s.island[s.camp] ?? dest
  const after = campTokensAfterMove(moving, into.tokens)
  setTile(s, s.camp, { ...into, tokens: [...into.tokens, ...moving.filter((t) => !after.discarded.includes(t))] })
  const kept: NonNullable<IslandState['campFollowers']> = []
  for (const f of followers) {
    if (!after.discarded.includes(f.token)) { kept.push(f); continue }
    const card = content.cards[f.card]
    if (card?.deck === 'invention' && s.inventions.built.includes(f.card)) {
      s.inventions.built = s.inventions.built.filter((x) => x !== f.card)
      s.inventions.board = plus(s.inventions.board, f.card)
      s.flippedThisRound = plus(s.flippedThisRound, f.card)
    } else if (card?.deck === 'mystery' && s.kept.includes(f.card)) {
      s.kept = s.kept.filter((x) => x !== f.card)
      putBottom(s, 'mysteryDiscard', f.card)
    }
  }
  s.campFollowers = kept
}
