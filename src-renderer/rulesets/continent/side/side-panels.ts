import type { Component } from 'vue'
import ActionBody from './ActionBody.vue'
import LogBody from './LogBody.vue'
import PilesBody from './PilesBody.vue'
import PlayersBody from './PlayersBody.vue'

/** One collapsible panel of the table's side column. */
export interface SidePanelSpec {
  /** Stable id: the panel's test id (`panel-<id>`) and its key in the session's memory. */
  id: string
  /** i18n key of the panel's name (its toggle button says it in words). */
  labelKey: string
  /** Open when the session has not said otherwise. */
  open: boolean
  /** The part of the table the guided first adventure points at in this panel (`data-tutorial`), if any. */
  anchor?: string
  /** The panel's content; it reads the table store itself. */
  body: Component
}

/**
 * The side column's panels, top to bottom (design §4: the map is the main surface, panels
 * collapse). Adding a panel (a journal, a rules reference) is one entry here and one body
 * component; its label goes in `i18n/layout.*.json` under `panels`.
 */
export const SIDE_PANELS: readonly SidePanelSpec[] = [
  { id: 'action', labelKey: 'rulesets.continent.layout.panels.action', open: true, body: ActionBody },
  { id: 'players', labelKey: 'rulesets.continent.layout.panels.players', open: true, body: PlayersBody, anchor: 'seats' },
  { id: 'log', labelKey: 'rulesets.continent.layout.panels.log', open: true, body: LogBody, anchor: 'log' },
  { id: 'piles', labelKey: 'rulesets.continent.layout.panels.piles', open: false, body: PilesBody, anchor: 'piles' },
]

/** The card-detail dock under the panels (pinned, so the zoomed card never covers the map). */
export const CARD_PANEL_ID = 'card'

/** The whole side column's own entry in the memory. */
export const SIDE_COLUMN_ID = 'side'
