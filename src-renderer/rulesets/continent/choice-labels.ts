import type { ChoiceOption, ContinentView } from '../../../src-shared/rulesets/continent'
import type { TableCatalogue } from './catalogue'
import { cardTitle, characterTitle, packText } from './catalogue'

/** vue-i18n's `t`, narrowed to what labels need. */
export type Translate = (key: string, params?: Record<string, unknown>) => string

export interface LabelContext { view: ContinentView; catalogue: TableCatalogue; locale: string; t: Translate }

/** The character name at a seat. */
export function seatName(ctx: LabelContext, seat: number | undefined): string {
  const p = ctx.view.players.find((x) => x.seat === seat)
  return p ? characterTitle(ctx.catalogue, ctx.locale, p.character) : String((seat ?? 0) + 1)
}

/** An item is named by its top card (the one carrying the die, C-ITEM-2). */
export function itemName(ctx: LabelContext, seat: number | undefined, itemId: string | undefined): string {
  const it = ctx.view.players.find((x) => x.seat === seat)?.items.find((i) => i.id === itemId)
  const top = it?.cards[0]
  return top ? cardTitle(ctx.catalogue, ctx.locale, top) : (itemId ?? '')
}

export function itemDie(ctx: LabelContext, seat: number | undefined, itemId: string | undefined): number {
  return ctx.view.players.find((x) => x.seat === seat)?.items.find((i) => i.id === itemId)?.die ?? 0
}

/** A readable label for one option of the pending choice, in the rules' words. */
export function optionLabel(ctx: LabelContext, o: ChoiceOption): string {
  const { t } = ctx
  const title = o.uid ? cardTitle(ctx.catalogue, ctx.locale, o.uid) : ''
  const name = seatName(ctx, o.seat)
  switch (o.code) {
    case 'keep-none': return t('rulesets.continent.table.resolver.option.keepNone')
    case 'keep': return t('rulesets.continent.table.resolver.option.keep', { title, name })
    case 'discard': return t('rulesets.continent.table.resolver.option.discard', { title })
    case 'discard-item': return t('rulesets.continent.table.resolver.option.discardItem', { item: itemName(ctx, o.seat, o.item), name })
    case 'pip': return t('rulesets.continent.table.resolver.option.pip', { item: itemName(ctx, o.seat, o.item), name, die: itemDie(ctx, o.seat, o.item) })
    case 'move-to': return t('rulesets.continent.table.resolver.option.moveTo', { title })
    case 'new-item': return t('rulesets.continent.table.resolver.option.newItem', { name })
    case 'combine': return t('rulesets.continent.table.resolver.option.combine', { item: itemName(ctx, o.seat, o.item), name })
    case 'past': return t('rulesets.continent.table.resolver.option.past')
    case 'hand': return t('rulesets.continent.table.resolver.option.toHand', { name })
    case 'take': return t('rulesets.continent.table.resolver.option.take', { number: o.number ?? '' })
    case 'take-flag': return t('rulesets.continent.table.resolver.option.takeFlag', { number: o.number ?? '' })
    case 'buy': return t('rulesets.continent.table.resolver.option.buy', { title })
    // C-D-8: the owner of an item answers for it.
    case 'consent-yes': return t('rulesets.continent.play.consentYes', { name, item: itemName(ctx, o.seat, o.item) })
    case 'consent-no': return t('rulesets.continent.play.consentNo', { name, item: itemName(ctx, o.seat, o.item) })
    // C-Q-33: one way to pay for an Advanced Skill, with the change it loses.
    case 'pay-experience': return t('rulesets.continent.table.resolver.option.payExperience', { cards: (o.uids ?? []).map((u) => cardTitle(ctx.catalogue, ctx.locale, u)).join(', '), count: o.amount ?? 0 })
    case 'done': return t('rulesets.continent.table.resolver.option.done')
    case 'return-terrain': return t('rulesets.continent.table.resolver.option.returnTerrain', { title })
    case 'place-terrain': return t('rulesets.continent.table.resolver.option.placeTerrain', { title })
    // A consequence choice names its option by the pack's own label key (C-CONSEQ choose).
    default: return packText(ctx.catalogue, ctx.locale, o.code)
  }
}
