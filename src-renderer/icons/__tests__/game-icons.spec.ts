import { icons as collection, info } from '@iconify-json/game-icons'
import { describe, expect, it } from 'vitest'
import { gameIcons } from '../game-icons'

describe('bundled game-icons subset', () => {
  it('matches the installed @iconify-json/game-icons collection exactly', () => {
    expect(gameIcons.prefix).toBe(collection.prefix)
    expect(gameIcons.width).toBe(collection.width)
    expect(gameIcons.height).toBe(collection.height)
    for (const [name, icon] of Object.entries(gameIcons.icons)) {
      expect(collection.icons[name]?.body, name).toBe(icon.body)
    }
  })

  it('is a small subset, credited under the collection licence', () => {
    expect(Object.keys(gameIcons.icons).length).toBeLessThan(40)
    expect(info.license.spdx).toBe('CC-BY-3.0')
  })
})
