import type { Component } from 'vue'
import type { RuleOptionsDescriptor } from '../../src-shared/rule-options'
import type { Locale } from '../../src-shared/ipc/settings'
import type { PackInfo } from '../api'
import type { RulesReference } from '../components/rules/reference'

/** A component loaded on first use, so it lands in its own chunk (`() => import('./X.vue')`). */
export type LazyComponent = () => Promise<Component | { default: Component }>

/** One locale's message tree. */
export interface Messages {
  [key: string]: string | Messages
}

/**
 * What the generic renderer (views, i18n) needs of one ruleset. The components receive the
 * ruleset-independent reply/pack/thumbnail types and narrow them on their `ruleset` field:
 *
 * - `table` props `{ reply: GameReply; send: (cmd: CommandPayload) => Promise<GameReply>; paused?: boolean }`,
 *   `paused` while the page's help is open; emits
 *   `modal(open: boolean)` while a dialog of its own holds the page (page keys pause), and
 *   renders its default slot (the page's notices: autosave, refusal, undo status) where it wants;
 *   `send` rejects when main refuses the command (the page shows the refusal too).
 * - `help` (optional) emits `close`: the keyboard help the page opens with `?`.
 * - `setupFields` is a `v-model` of the ruleset's `setup` object, with prop `pack: PackInfo`.
 * - `thumbnail` props `{ thumbnail: SlotThumbnail }`: a save's public picture for the Saves list.
 */
export interface RulesetRenderer {
  readonly id: string
  readonly table: LazyComponent
  readonly help?: LazyComponent
  readonly setupFields: LazyComponent
  readonly thumbnail: LazyComponent
  /** The rule options descriptor (from the zod-free `src-shared/rulesets/<id>/options.ts`). */
  readonly options: RuleOptionsDescriptor
  /** i18n key prefix of the option labels: `<prefix>.<key>.label`, `.help`, `.values.<value>`. */
  readonly optionsPrefix: string
  /** The setup a new game of `pack` starts from (the recommended choices). */
  initialSetup(pack: PackInfo): Record<string, unknown>
  /** Whether `setup` is complete enough to start a game (main still parses it). */
  setupComplete(setup: Readonly<Record<string, unknown>>): boolean
  /** The ruleset's own strings by locale, mounted under `rulesets.<id>` in the i18n tree. */
  readonly messages: Readonly<Record<Locale, Messages>>
  /**
   * The rules reference in our own words (`<id>/rules/`), loaded on first use (its own chunk): the
   * Rules page (`/rules/<id>/<entry>`) and the table's rule links read it. Its title is the
   * ruleset's string `rulesets.<id>.learn.rulesTitle`.
   */
  readonly rules?: () => Promise<RulesReference>
  /**
   * The packs whose opening has a guided first adventure (a tutorial the table runs over the
   * pending decision); New game offers it for these packs and opens the table with `?guided=1`.
   */
  readonly guidedPacks?: readonly string[]
  /** Narrows the offer to some setups of those packs (e.g. a pack's first scenario only); every setup when absent. */
  readonly guidedSetup?: (pack: PackInfo, setup: Readonly<Record<string, unknown>>) => boolean
}
