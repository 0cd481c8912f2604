import { defineStore } from 'pinia'
import { ref } from 'vue'

/**
 * What the table remembers of the story besides the log (UI state only): the adventure's
 * introduction key (from the reply's `extras`), whether the story page is open, and up to which
 * command the players have read the story cards beside the map. The journal itself is derived
 * from the view and the log (`story.ts`), so it comes back with the log after a reload.
 */
export const useStoryStore = defineStore('continent-story', () => {
  const introduction = ref<string | null>(null)
  const pageOpen = ref(false)
  /** The last command whose story the players acknowledged ("Read on"); -1: none yet. */
  const readUpTo = ref(-1)

  /**
   * A game reaches the table. A new game (no command played yet: before the first turn, C-SETUP-18)
   * opens the story page; a game opened again does not, and what was told before counts as read.
   */
  function begin(intro: string | null, commands: number): void {
    introduction.value = intro
    pageOpen.value = intro !== null && commands === 0
    readUpTo.value = commands - 1
  }

  function openPage(): void {
    if (introduction.value !== null) pageOpen.value = true
  }

  function closePage(): void {
    pageOpen.value = false
  }

  /** The story of every command up to `seq` has been read. */
  function read(seq: number): void {
    readUpTo.value = Math.max(readUpTo.value, seq)
  }

  return { introduction, pageOpen, readUpTo, begin, openPage, closePage, read }
})

export type StoryStore = ReturnType<typeof useStoryStore>
