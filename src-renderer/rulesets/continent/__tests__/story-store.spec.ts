import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { useStoryStore } from '../story-store'

beforeEach(() => {
  sessionStorage.clear()
  setActivePinia(createPinia())
})

describe('the story page of a new game (story-store)', () => {
  it('C-SETUP-18 opens before the first turn, and once read stays closed after a reload of the same game', () => {
    const story = useStoryStore()
    story.begin('pack.introduction', 0, 'slot-a')
    expect(story.pageOpen).toBe(true)
    story.closePage()
    // A reload: a fresh store (new page), the same session.
    setActivePinia(createPinia())
    const again = useStoryStore()
    again.begin('pack.introduction', 0, 'slot-a')
    expect(again.pageOpen).toBe(false)
    again.begin('pack.introduction', 0, 'slot-b')
    expect(again.pageOpen).toBe(true)
  })

  it('a game under way never opens it by itself; the journal reopens it', () => {
    const story = useStoryStore()
    story.begin('pack.introduction', 3, 'slot-c')
    expect(story.pageOpen).toBe(false)
    story.openPage()
    expect(story.pageOpen).toBe(true)
  })
})
