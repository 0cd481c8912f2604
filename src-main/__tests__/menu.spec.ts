import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { menuTemplate } from '../menu'

const roles = (items: MenuItemConstructorOptions[]): string[] =>
  items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ])

describe('application menu', () => {
  it('macOS starts with the app menu, then file/edit/view/window/help', () => {
    const template = menuTemplate('darwin', false)
    expect(template.map((item) => item.role ?? item.label)).toEqual(['appMenu', 'fileMenu', 'editMenu', 'View', 'windowMenu', 'help'])
  })

  it('Windows/Linux: no app menu; Quit lives in fileMenu (a role); About in Help', () => {
    const template = menuTemplate('win32', false)
    expect(template.map((item) => item.role ?? item.label)).toEqual(['fileMenu', 'editMenu', 'View', 'windowMenu', 'help'])
    expect(roles(template)).toContain('about')
  })

  it('reload and DevTools only in development', () => {
    expect(roles(menuTemplate('linux', false))).not.toEqual(expect.arrayContaining(['toggleDevTools']))
    expect(roles(menuTemplate('linux', false))).not.toContain('reload')
    expect(roles(menuTemplate('linux', true))).toEqual(expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']))
  })

  it('zoom and full screen are always there', () => {
    expect(roles(menuTemplate('linux', false))).toEqual(expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']))
  })
})
