import type { RulesetId, RulesetTypeMap } from '../ruleset-types'
import type { GameReply, GameReplyOf, PackInfo, SlotThumbnail } from './games'

/** The reply of a game of ruleset `id` (a ruleset's table narrows the open game's reply with it); throws on another ruleset. */
export function replyOf<Id extends RulesetId>(reply: GameReply, id: Id): GameReplyOf<Id> {
  if (reply.ruleset !== id) throw new Error(`expected a ${id} game, got ${reply.ruleset}`)
  return reply as GameReplyOf<Id>
}

/** A pack of ruleset `id`; throws on another ruleset. */
export function packOf<Id extends RulesetId>(pack: PackInfo, id: Id): Extract<PackInfo, { ruleset: Id }> {
  if (pack.ruleset !== id) throw new Error(`expected a ${id} pack, got ${pack.ruleset}`)
  return pack as Extract<PackInfo, { ruleset: Id }>
}

/** A save thumbnail of ruleset `id`, or undefined for another ruleset's (or none). */
export function thumbnailOf<Id extends RulesetId>(thumbnail: SlotThumbnail | undefined, id: Id): RulesetTypeMap[Id]['thumbnail'] | undefined {
  return thumbnail?.ruleset === id ? ((thumbnail as { data: unknown }).data as RulesetTypeMap[Id]['thumbnail']) : undefined
}
