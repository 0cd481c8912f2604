/**
 * Saga's words for the table: pack strings by key in the player's language, goods bags, action
 * names and the answers to a decision, so every button and log line reads as a sentence.
 */
import type { GameReplyOf } from '../../api'
import type { SagaCommand } from '../../../src-shared/rulesets/saga/types'
import type { GoodsBag } from '../../../src-shared/content/saga/vocabulary'

export type SagaReply = GameReplyOf<'saga'>
export type Translate = (key: string, named?: Record<string, unknown>) => string

/** A pack string in `locale` (English, then the key, as a fallback). */
export function packText(reply: SagaReply, locale: string, key: string | undefined): string {
  if (!key) return ''
  return reply.strings[locale]?.[key] ?? reply.strings.en?.[key] ?? key
}

/** "2 Ore, 1 Rumour" (or "nothing"). */
export function goodsWords(t: Translate, bag: GoodsBag): string {
  const parts = Object.entries(bag).filter(([, n]) => (n ?? 0) > 0).map(([good, n]) => `${n} ${t(`rulesets.saga.goods.${good}`)}`)
  return parts.length > 0 ? parts.join(', ') : t('rulesets.saga.goods.none')
}

/** The names a decision's answer mentions, looked up by the table. */
export interface Names {
  character(index: number): string
  location(id: string): string
  border(id: string): string
  item(id: string): string
  shape(id: string): string
  /** A wound tile of the character asked to heal, by its index ("the pair, 2 squares"). */
  wound?(tile: number): string
  /** An enemy card of the fight, by its strength and its place in the row as drawn. */
  enemy(id: string): string
}

/**
 * A command's identity as the table marks its answer button (`data-answer`): the same for the same
 * command however its fields were ordered, so a test driver can find the button of an engine command.
 */
export const answerKey = (cmd: SagaCommand): string => JSON.stringify(cmd, Object.keys(cmd).sort())

/** One legal answer as a button label. */
export function commandWords(t: Translate, cmd: SagaCommand, n: Names): string {
  const k = (key: string, named: Record<string, unknown> = {}): string => t(`rulesets.saga.answer.${key}`, named)
  switch (cmd.type) {
    case 'place': return k('place', { slot: cmd.slot + 1 })
    case 'ability': return k('ability', { name: n.character(cmd.character) })
    case 'reactivate': return k('reactivate', { name: n.character(cmd.character), payer: n.character(cmd.payer ?? cmd.character) })
    case 'cross': return k('cross', { border: n.border(cmd.border) })
    case 'stop': return k('stop')
    case 'deliver': return k('deliver', { good: t(`rulesets.saga.goods.${cmd.good}`), location: n.location(cmd.location), from: n.character(cmd.from) })
    case 'sacrifice': return k('sacrifice', { location: n.location(cmd.location) })
    case 'tile': return k('tile', { shape: n.shape(cmd.shape) })
    case 'gather': return cmd.good ? k('gatherGood', { col: cmd.cell[0] + 1, row: cmd.cell[1] + 1, good: t(`rulesets.saga.goods.${cmd.good}`) }) : k('gather', { col: cmd.cell[0] + 1, row: cmd.cell[1] + 1 })
    case 'fight': return k('fight', { location: n.location(cmd.location), token: cmd.token + 1 })
    case 'strike': return k('strike', { shape: n.shape(cmd.shape) })
    case 'take': return k('take', { item: n.item(cmd.item) })
    case 'discardMarket': return k('discardMarket', { item: n.item(cmd.item) })
    case 'wound': return k('wound', { shape: n.shape(cmd.shape) })
    case 'cure': return n.wound ? k('cureTile', { wound: n.wound(cmd.tile) }) : k('cure', { tile: cmd.tile + 1 })
    case 'xp': return k(`xp.${cmd.kind}`)
    case 'subplot': return k('subplot', { index: cmd.index + 1, payer: n.character(cmd.payer) })
    case 'replace': return k(cmd.accept ? 'replaceYes' : 'replaceNo')
    case 'done': return k('done')
    case 'item': return k('item', { item: n.item(cmd.item), name: n.character(cmd.character) })
    case 'upgrade':
    case 'reroll':
    case 'critical': return k(cmd.type, { die: cmd.die + 1 })
    case 'resolve': return k('resolve', { n: cmd.index + 1 })
    // Option 0 is the Location's printed space (S-GOODS-30); the others are its extra requirements.
    case 'option': return cmd.index === 0 ? k('optionPrinted') : k('option', { n: cmd.index + 1 })
    case 'trial': return k(cmd.activate ? 'trialYes' : 'trialNo')
    case 'relocate': return k('relocate', { location: n.location(cmd.location) })
    case 'arrange': return k('arrange', { order: cmd.order.map((id) => n.enemy(id)).join(', ') })
  }
}
