import { defineStore } from 'pinia'
import { ref } from 'vue'
import { recallSession, rememberSession } from './session-memory'

/** Session memory of the games whose introduction was read: a reload before the first move does not show it again. */
const READ_KEY = 'fogbound.continent.introductionRead'

function readSlots(): string[] {
  const raw = recallSession(READ_KEY)
  return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []
}

function rememberRead(slotId: string): void {
  // A refused storage only means the introduction may show once more after a reload.
  rememberSession(READ_KEY, [...new Set([...readSlots(), slotId])].slice(-50))
}

/**
 * What the table remembers of the story besides the log (UI state only): the adventure's
 * introduction key (from the reply's `extras`), whether the story page is open, and up to which
 * command the players have read the story cards beside the map. The journal itself is derived
 * from the view and the log (`story.ts`), so it comes back with the log after a reload.
 */
export const useStoryStore = defineStore('continent-story', () => {
  const introduction = ref<string | null>(null)
  const slot = ref<string | null>(null)
  const pageOpen = ref(false)
  /** The last command whose story the players acknowledged ("Read on"); -1: none yet. */
  const readUpTo = ref(-1)

  /**
   * A game reaches the table. A new game (no command played yet: before the first turn, C-SETUP-18)
   * opens the story page, unless it was read already in this session (a reload before the first
   * move); a game opened again does not, and what was told before counts as read.
   */
  function begin(intro: string | null, commands: number, slotId: string | null = null): void {
    introduction.value = intro
    slot.value = slotId
    pageOpen.value = intro !== null && commands === 0 && (slotId === null || !readSlots().includes(slotId))
    readUpTo.value = commands - 1
  }

  function openPage(): void {
    if (introduction.value !== null) pageOpen.value = true
  }

  function closePage(): void {
    pageOpen.value = false
    if (slot.value !== null) rememberRead(slot.value)
  }

  /** The story of every command up to `seq` has been read. */
  function read(seq: number): void {
    readUpTo.value = Math.max(readUpTo.value, seq)
  }

  return { introduction, pageOpen, readUpTo, begin, openPage, closePage, read }
})

export type StoryStore = ReturnType<typeof useStoryStore>
