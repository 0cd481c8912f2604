import { icons as collection } from '@iconify-json/game-icons'
import { describe, expect, it } from 'vitest'
import { cardIcons } from '../card-icons'
import { gameIcons } from '../game-icons'

describe('bundled card icons subset', () => {
  it('matches the installed @iconify-json/game-icons collection exactly', () => {
    expect(cardIcons.prefix).toBe(collection.prefix)
    for (const [name, icon] of Object.entries(cardIcons.icons)) {
      expect(collection.icons[name]?.body, name).toBe(icon.body)
    }
  })

  it('stays small and does not repeat an icon of the app subset', () => {
    expect(Object.keys(cardIcons.icons).length).toBeLessThan(80)
    const app = new Set(Object.keys(gameIcons.icons))
    expect(Object.keys(cardIcons.icons).filter((n) => app.has(n))).toEqual([])
  })
})
