/**
 * What a whole Island pack's components must hold for the rules to work (spec §1, I-COMP-*): the
 * counts themselves are [data] — our packs choose their own sizes — but a deck the rules draw from
 * must not lack a kind, or an effect would ask for a card that can never come.
 */
import type { PackChecks } from '../pack-spec'
import type { JsonPath } from '../problems'
import type { IslandCard } from './cards'
import { ADVENTURE_KINDS, MYSTERY_KINDS } from './vocabulary'

/** Reports at `file`'s root each missing kind of card. */
export function checkComponents(cards: readonly IslandCard[], file: string, checks: PackChecks): void {
  const root: JsonPath = []
  // I-COMP-07: treasures, traps and creatures share one Mystery deck; a draw may ask for any kind.
  for (const kind of MYSTERY_KINDS) {
    if (!cards.some((c) => c.deck === 'mystery' && c.kind === kind)) checks.report(file, root, `the Mystery deck needs at least one ${kind} card (I-COMP-07)`)
  }
  // I-COMP-08: one Adventure deck per colour, drawn by the "?" of that colour's dice.
  for (const colour of ADVENTURE_KINDS) {
    if (!cards.some((c) => c.deck === 'adventure' && c.colour === colour)) checks.report(file, root, `the ${colour} Adventure deck needs at least one card (I-COMP-08)`)
  }
  // I-COMP-11: the Beast deck feeds the Hunting deck.
  if (!cards.some((c) => c.deck === 'beast')) checks.report(file, root, 'the Beast deck needs at least one card (I-COMP-11)')
}
