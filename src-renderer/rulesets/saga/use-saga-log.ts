/**
 * The table's memory of what happened: the events of this page's commands (and the game's earlier
 * ones, asked of main once), the newest batch (for what to show: a roll, a Discovery drawn, a fight's
 * end) and its sounds. A reply seen twice is taken once.
 */
import { computed, ref, type Ref } from 'vue'
import type { GameEvent } from '../../../src-shared/engine/ruleset'
import { useApi, type GameReply } from '../../api'
import { useSound } from '../../components/sound/use-sound'
import { logLine, type LogContext } from './log-lines'
import { sagaSounds } from './sounds'

export interface SagaLog {
  batches: Ref<{ index: number; events: GameEvent[] }[]>
  /** The events of the newest reply this page received (empty after a reload). */
  latest: Ref<GameEvent[]>
  /** Counts replies received: what depends on "the last move" can key on it. */
  received: Ref<number>
  receive(next: GameReply, withEvents: boolean): void
  lines(ctx: () => LogContext | null): Ref<{ key: string; text: string }[]>
}

export function useSagaLog(first: GameReply): SagaLog {
  const sound = useSound()
  const batches = ref<{ index: number; events: GameEvent[] }[]>([])
  const latest = ref<GameEvent[]>([])
  const received = ref(0)
  let last: GameReply | null = null
  function receive(next: GameReply, withEvents: boolean): void {
    if (next === last || next.ruleset !== 'saga') return
    last = next
    received.value += 1
    batches.value = batches.value.filter((b) => b.index < next.totals.commands)
    latest.value = withEvents ? next.events : []
    if (withEvents && next.events.length > 0) {
      batches.value = [...batches.value, { index: next.totals.commands - 1, events: next.events }]
      sound.playAll(sagaSounds(next.events))
    }
  }
  receive(first, false)
  if (first.totals.commands > 0) {
    const slotId = first.slotId
    useApi().game.log({ slotId }).then(
      (answer) => { if (answer.slotId === slotId) batches.value = [...answer.batches, ...batches.value.filter((b) => !answer.batches.some((a) => a.index === b.index))].sort((a, b) => a.index - b.index) },
      // Without the old lines the table still plays; the log starts from here.
      () => undefined,
    )
  }
  const lines = (ctx: () => LogContext | null) => computed(() => {
    const c = ctx()
    if (!c) return []
    return [...batches.value].reverse().flatMap((b) => b.events.flatMap((e, i) => { const l = logLine(e, c); return l ? [{ key: `${b.index}-${i}`, text: l }] : [] })).slice(0, 60)
  })
  return { batches, latest, received, receive, lines }
}
