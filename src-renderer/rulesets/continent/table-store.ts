import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { Pinia } from 'pinia'
import type { ContinentCommand, ContinentView } from '../../../src-shared/rulesets/continent'
import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { TableCatalogue, ViewCatalogue } from './catalogue'
import { placementOf } from './placement'
import { fitAll, parseCell, zoomAt, panBy, type Point, type Size, type Transform } from './geometry'

/** How the table reaches the game in main (wired by the lead to the games API). */
export type SendCommand = (cmd: ContinentCommand) => Promise<void> | void

/** Events of one accepted command; `seq` is its place in main's command log (keys for v-for; undo cuts by it). */
export interface LogBatch { seq: number; events: GameEvent[] }

const LOG_LIMIT = 500

const isViewCatalogue = (c: TableCatalogue): c is ViewCatalogue => 'absorb' in c

/**
 * The table's client state: the last view from main (read-only, `shallowRef`: views are replaced
 * whole, never mutated), the card catalogue (`markRaw`), the log, and UI-only state — pan/zoom,
 * keyboard placement cursor and the aria-live announcement. A drag in progress never touches the
 * store: it moves one element and only its drop sends a command.
 */
export const useTableStore = defineStore('table', () => {
  const view = shallowRef<ContinentView | null>(null)
  const catalogue = shallowRef<TableCatalogue | null>(null)
  const log = shallowRef<LogBatch[]>([])
  const transform = ref<Transform>({ x: 0, y: 0, scale: 1 })
  /** Keyboard placement cursor: a legal cell key, or null when not placing by keyboard. */
  const cursor = ref<string | null>(null)
  const announcement = ref('')
  const error = ref<string | null>(null)
  const busy = ref(false)
  let sender: SendCommand | null = null
  let seq = 0

  const placement = computed(() => placementOf(view.value))
  const legalCells = computed(() => new Set(placement.value?.targets.map((t) => t.cell) ?? []))

  /** Injects the command sender and the card catalogue (once per game). */
  function connect(send: SendCommand, cat: TableCatalogue): void {
    sender = send
    catalogue.value = cat
  }

  /**
   * A new view from main, with the events that led to it (appended to the log) and the pack
   * strings it needs; a view-fed catalogue learns the view's face-up cards first. `commands`:
   * how many commands main's log holds now; batches past it were undone and leave the log.
   */
  function receive(next: ContinentView, events: readonly GameEvent[] = [], strings?: TableCatalogue['strings'], commands?: number): void {
    const cat = catalogue.value
    if (cat && isViewCatalogue(cat)) {
      if (strings) cat.addStrings(strings)
      cat.absorb(next)
    }
    view.value = next
    let kept = commands === undefined ? log.value : log.value.filter((b) => b.seq < commands - (events.length > 0 ? 1 : 0))
    if (events.length > 0) {
      seq = commands === undefined ? seq + 1 : commands - 1
      kept = [...kept, { seq, events: [...events] }]
    }
    if (kept !== log.value) log.value = kept.slice(-LOG_LIMIT)
    if (cursor.value !== null && !legalCells.value.has(cursor.value)) cursor.value = null
  }

  /**
   * The whole game's log from main (`game:log`, after a reload or Continue), with the strings
   * its events name. Batches that arrived meanwhile, past the end of main's answer, are kept.
   */
  function restoreLog(batches: readonly { index: number; events: readonly GameEvent[] }[], strings?: TableCatalogue['strings']): void {
    const cat = catalogue.value
    if (cat && isViewCatalogue(cat) && strings) cat.addStrings(strings)
    const restored = batches.filter((b) => b.events.length > 0).map((b) => ({ seq: b.index, events: [...b.events] }))
    const later = log.value.filter((b) => b.seq >= batches.length)
    log.value = [...restored, ...later].slice(-LOG_LIMIT)
    seq = Math.max(seq, batches.length - 1)
  }

  /** Sends a command; a refusal from main is kept in `error` and announced, never thrown. */
  async function send(cmd: ContinentCommand): Promise<boolean> {
    if (!sender) {
      error.value = 'not-connected'
      return false
    }
    busy.value = true
    error.value = null
    try {
      await sender(cmd)
      return true
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e)
      announcement.value = error.value
      return false
    } finally {
      busy.value = false
    }
  }

  /** Sends the choice answering the placement at `cell`; false (and nothing sent) if the cell is not legal. */
  async function placeAt(cell: string): Promise<boolean> {
    const target = placement.value?.targets.find((t) => t.cell === cell)
    if (!target) return false
    cursor.value = null
    return send({ type: 'choose', option: target.option })
  }

  function setTransform(t: Transform): void {
    transform.value = t
  }

  function zoom(anchor: Point, factor: number): void {
    transform.value = zoomAt(transform.value, anchor, factor)
  }

  function pan(dx: number, dy: number): void {
    transform.value = panBy(transform.value, dx, dy)
  }

  /** Fits every card on the board into the viewport. */
  function fit(viewport: Size): void {
    const cells = (view.value?.board ?? []).filter((b) => b.cell !== '').map((b) => parseCell(b.cell))
    transform.value = fitAll(cells, viewport)
  }

  function announce(message: string): void {
    announcement.value = message
  }

  return {
    view, catalogue, log, transform, cursor, announcement, error, busy, placement, legalCells,
    connect, receive, restoreLog, send, placeAt, setTransform, zoom, pan, fit, announce,
  }
})

export type TableStore = ReturnType<typeof useTableStore>

/** The table store with its `send` hook injected (the lead wires `send` to the games API). */
export function createTableStore(send: SendCommand, cat: TableCatalogue, pinia?: Pinia): TableStore {
  const store = useTableStore(pinia)
  store.connect(send, cat)
  return store
}
