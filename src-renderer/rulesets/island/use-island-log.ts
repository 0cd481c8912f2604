import { computed, ref, watch, type ComputedRef, type Ref } from 'vue'
import type { GameEvent } from '../../../src-shared/engine/ruleset'
import { useApi, type GameReply } from '../../api'
import { useSound } from '../../components/sound/use-sound'
import type { Has } from './choice-words'
import { logEntryLines, type CardTelling, type LogLine } from './log-lines'
import { islandSounds } from './sounds'
import type { IslandWords, Translate } from './words'

/** One entry of the log: a command's place in the command log and its lines. */
export interface LogEntry { index: number; lines: LogLine[] }

export interface IslandLog {
  /** The public events of the last move (none right after opening or reloading the table). */
  latestEvents: Ref<GameEvent[]>
  /** The last move's sentences, each revealed card left to its own frame beside them. */
  latestLines: ComputedRef<string[]>
  /** The log since this round's plan was committed (newest first): what the resolution, weather and night did. */
  roundEntries: ComputedRef<LogEntry[]>
  /** The whole log, newest first, cards told with their story lines (the Log tab). */
  logEntries: ComputedRef<LogEntry[]>
  /** Takes a reply the table received (a move's, or the page's): its events join the log and sound. */
  receive: (next: GameReply, withEvents: boolean) => void
}

/**
 * The table's log (issue #16 item 6, IslandTable.vue): every command's public events by its place
 * in the command log, the older ones asked of main once, undone ones dropped; a move's events
 * sound as they arrive.
 */
export function useIslandLog(first: GameReply, later: () => GameReply, words: IslandWords, t: Translate, has: Has): IslandLog {
  const sound = useSound()
  const batches = ref<{ index: number; events: GameEvent[] }[]>([])
  const latestEvents = ref<GameEvent[]>([])
  let received: GameReply | null = null
  function receive(next: GameReply, withEvents: boolean): void {
    if (next === received || next.ruleset !== 'island') return
    received = next
    // Undo: the lines of commands taken back go.
    batches.value = batches.value.filter((b) => b.index < next.totals.commands)
    if (withEvents && next.events.length > 0) {
      batches.value = [...batches.value, { index: next.totals.commands - 1, events: next.events }]
      sound.playAll(islandSounds(next.events))
    }
    latestEvents.value = withEvents ? next.events : []
  }
  receive(first, false)
  watch(later, (next) => receive(next, true))
  const api = useApi()
  const slotId = first.slotId
  if (first.totals.commands > 0) {
    api.game.log({ slotId }).then(
      (answer) => { if (answer.slotId === slotId) batches.value = [...answer.batches, ...batches.value.filter((b) => !answer.batches.some((a) => a.index === b.index))].sort((a, b) => a.index - b.index) },
      // Without the old lines the table still plays; the log starts from here.
      () => undefined,
    )
  }
  const linesOf = (events: readonly GameEvent[], cards: CardTelling = 'plain'): LogLine[] => logEntryLines(events, words, t, has, cards)
  const latestLines = computed(() => linesOf(latestEvents.value, 'shown').map((l) => l.text))
  const roundEntries = computed(() => {
    const entries = [...batches.value]
    const start = entries.map((b) => b.events.some((e) => e.type === 'planCommitted' || e.type === 'roundEnded')).lastIndexOf(true)
    return entries.slice(Math.max(0, start)).reverse().map((b) => ({ index: b.index, lines: linesOf(b.events) })).filter((b) => b.lines.length > 0)
  })
  const logEntries = computed(() => [...batches.value].reverse().map((b) => ({ index: b.index, lines: linesOf(b.events, 'story') })).filter((b) => b.lines.length > 0))
  return { latestEvents, latestLines, roundEntries, logEntries, receive }
}
