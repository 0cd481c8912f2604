import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import type { ActionRef, ContinentCommand, ContinentView } from '../../../../src-shared/rulesets/continent'
import { cardTitle, type TableCatalogue } from '../catalogue'
import { seatName, type LabelContext } from '../choice-labels'

/** What every step of the action resolver receives. */
export interface StepProps {
  view: ContinentView
  catalogue: TableCatalogue
}

/** The helpers every step uses: the pending decision, seat and card names, and `send`. */
export function useStep(props: StepProps, emit: (e: 'command', cmd: ContinentCommand) => void) {
  const { t, te, locale } = useI18n()
  const ctx = computed<LabelContext>(() => ({ view: props.view, catalogue: props.catalogue, locale: locale.value, t }))
  const decision = computed(() => props.view.decision)
  const name = (seat: number | undefined): string => seatName(ctx.value, seat)
  const title = (id: string): string => cardTitle(props.catalogue, locale.value, id)
  /** Where an action is printed: a card's title, or the fog card at a cell (its back is public, C-CARD-15). */
  const sourceTitle = (r: ActionRef): string => (r.uid.startsWith('fog:') ? t('rulesets.continent.table.resolver.fogSource', { cell: r.uid.slice(4) }) : title(r.uid))
  const send = (cmd: ContinentCommand): void => emit('command', cmd)
  return { t, te, locale, ctx, decision, name, title, sourceTitle, send }
}
