import { defineStore } from 'pinia'
import { markRaw, ref, shallowRef } from 'vue'
import { isApiError, useApi, type CommandPayload, type GameReply, type NewGameRequest, type SaveProblem } from '../api'

/**
 * The open game in the renderer, for any ruleset: the last reply from main (replaced whole, never
 * mutated), the last refusal and whether a call is under way. Every move goes to main, which
 * answers with the new view; what a reply means is the ruleset's table's business
 * (`src-renderer/rulesets/<id>/`).
 */
export const useGameStore = defineStore('game', () => {
  const current = shallowRef<GameReply | null>(null)
  /** Why opening failed, with the save problem when a slot was damaged. */
  const openError = ref<{ message: string; save: SaveProblem | undefined } | null>(null)
  const busy = ref(false)

  function accept(reply: GameReply): GameReply {
    current.value = markRaw(reply)
    openError.value = null
    return reply
  }

  async function run(work: () => Promise<GameReply>): Promise<GameReply | null> {
    busy.value = true
    try {
      return accept(await work())
    } catch (e) {
      openError.value = { message: e instanceof Error ? e.message : String(e), save: isApiError(e) ? e.save : undefined }
      return null
    } finally {
      busy.value = false
    }
  }

  /** Starts a new game (and its save slot). */
  const start = (request: NewGameRequest) => run(() => useApi().game.new(request))
  /** Opens a slot from the Saves screen (a damaged one reports its save problem). */
  const open = (slotId: string) => run(() => useApi().saves.open({ slotId }))
  /** The game of a slot, e.g. after a reload on the table page. */
  const load = (slotId: string) => run(() => useApi().game.view({ slotId }))
  /** The most recently played slot. */
  const continueLatest = () => run(() => useApi().app.continue())

  /** Plays a command of the open game's ruleset; a refusal rejects with the ApiError (the table shows and announces it). */
  async function command(cmd: CommandPayload): Promise<GameReply> {
    const slotId = current.value?.slotId
    if (!slotId) throw new Error('No game is open.')
    return accept(await useApi().game.command({ slotId, command: cmd }))
  }

  async function undo(): Promise<GameReply> {
    const slotId = current.value?.slotId
    if (!slotId) throw new Error('No game is open.')
    return accept(await useApi().game.undo({ slotId }))
  }

  /** Saves and closes the game in main and forgets it here. */
  async function close(): Promise<void> {
    const slotId = current.value?.slotId
    current.value = null
    if (slotId) await useApi().game.close({ slotId }).catch(() => undefined)
  }

  return { current, openError, busy, start, open, load, continueLatest, command, undo, close }
})
