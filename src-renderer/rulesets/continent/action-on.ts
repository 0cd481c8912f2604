import type { ActionRef } from '../../../src-shared/rulesets/continent'
import type { Translate } from './choice-labels'

/**
 * "Listen on <card>": an action and where it is printed, as one sentence per case, so that each
 * language can join the place to its preposition (Italian "sulla carta", never "su la carta").
 * A fog card is named by its cell (its back is public, C-CARD-15), any other card by its title.
 */
export function actionOnLabel(t: Translate, type: string, ref: ActionRef, title: (uid: string) => string): string {
  return ref.uid.startsWith('fog:')
    ? t('rulesets.continent.table.resolver.actionOnFog', { type, cell: ref.uid.slice(4) })
    : t('rulesets.continent.table.resolver.actionOn', { type, source: title(ref.uid) })
}
