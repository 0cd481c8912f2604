import type { ContinentCommand, ContinentView } from '../../../src-shared/rulesets/continent'
import { cardTitle, type TableCatalogue } from './catalogue'
import { itemName, optionLabel, seatName, type Translate } from './choice-labels'

/** One entry of the plain option list: a label already translated and the command it sends. */
export interface PlainOption {
  id: string
  label: string
  command: ContinentCommand
}

/**
 * The pending decision's legal options as commands (an accessible list that can play the whole
 * game with the keyboard alone, and the table's fallback when a component is missing).
 */
export function decisionOptions(view: ContinentView, catalogue: TableCatalogue, locale: string, t: Translate): PlainOption[] {
  const d = view.decision
  if (!d) return []
  const ctx = { view, catalogue, locale, t }
  const out: PlainOption[] = []
  const add = (label: string, command: ContinentCommand) => out.push({ id: `${out.length}:${JSON.stringify(command)}`, label, command })
  switch (d.phase) {
    case 'chooseActive':
      for (const p of view.players) if (p.status === 'playing') add(t('rulesets.continent.play.chooseActive', { name: seatName(ctx, p.seat) }), { type: 'chooseActive', seat: p.seat })
      // C-TURN-3: the rule picks the player when the group cannot agree.
      if (d.fallbackActive !== undefined) add(t('rulesets.continent.play.cannotAgree', { name: seatName(ctx, d.fallbackActive) }), { type: 'cannotAgree' })
      if (d.canSave) add(t('rulesets.continent.table.resolver.rulesSave'), { type: 'rulesSave' })
      break
    case 'chooseAction':
      for (const a of d.availableActions ?? []) {
        const source = a.ref.uid.startsWith('fog:') ? t('rulesets.continent.play.fog') : cardTitle(catalogue, locale, a.ref.uid)
        add(t('rulesets.continent.play.chooseAction', { action: t(`rulesets.continent.table.actionType.${a.def.type}`), source, cost: a.def.cost, difficulty: a.def.difficulty }), { type: 'chooseAction', ref: a.ref })
      }
      if (d.canCancel) add(t('rulesets.continent.table.resolver.cancel'), { type: 'cancel' })
      break
    case 'involve': {
      const helpers = d.helpers ?? []
      add(t('rulesets.continent.play.involveNobody'), { type: 'involve', seats: [] })
      for (const h of helpers) add(t('rulesets.continent.play.involveOne', { name: seatName(ctx, h) }), { type: 'involve', seats: [h] })
      if (helpers.length > 1) add(t('rulesets.continent.play.involveAll'), { type: 'involve', seats: [...helpers] })
      break
    }
    case 'useItems':
      // C-D-8: the owner of another player's item answers first.
      if (d.consent) {
        const item = itemName(ctx, d.consent.seat, d.consent.item)
        add(t('rulesets.continent.play.consentYes', { name: seatName(ctx, d.consent.seat), item }), { type: 'consent', agree: true })
        add(t('rulesets.continent.play.consentNo', { name: seatName(ctx, d.consent.seat), item }), { type: 'consent', agree: false })
        break
      }
      for (const u of d.usableItems ?? []) {
        const top = view.players.find((p) => p.seat === u.seat)?.items.find((i) => i.id === u.item)?.cards[0]
        add(t('rulesets.continent.table.resolver.useItem', { item: top ? cardTitle(catalogue, locale, top) : u.item, name: seatName(ctx, u.seat) }), { type: 'useItem', seat: u.seat, item: u.item })
      }
      add(t('rulesets.continent.table.resolver.endItems'), { type: 'endItems' })
      break
    case 'cost':
      for (const o of d.odds ?? []) {
        add(t('rulesets.continent.play.setCost', { tradeOff: o.tradeOff, extra: o.extra, cards: o.cards, difficulty: o.difficulty, odds: Math.round(o.success * 100) }), { type: 'setCost', tradeOff: o.tradeOff, extra: o.extra })
      }
      // C-ACT-6, C-ITEM-25: with confirmations asked, each optional effect may be left out or applied again.
      for (const e of d.effects ?? []) {
        const params = { title: cardTitle(catalogue, locale, e.uid), effect: t(`rulesets.continent.play.effect.${e.op}`, { amount: e.amount, count: e.amount }) }
        add(t(e.declined ? 'rulesets.continent.play.applyEffect' : 'rulesets.continent.play.declineEffect', params), { type: 'declineEffect', key: e.key, decline: !e.declined })
      }
      break
    case 'resolving':
      d.choice?.options.forEach((o, i) => add(optionLabel(ctx, o), { type: 'choose', option: i }))
      break
    case 'suspended':
      add(t('rulesets.continent.table.resolver.resume'), { type: 'rulesResume' })
      break
  }
  return out
}
