import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBridge } from '../../api/__tests__/fake-bridge'
import { mountApp } from '../../__tests__/mount-app'
import { TestGame } from '../../rulesets/continent/__tests__/test-pack'
import { hostAnswers } from '../../rulesets/continent/__tests__/game-kit'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

const focusedEntry = (): string | null => document.activeElement?.closest('[data-entry]')?.getAttribute('data-entry') ?? null

describe('the Rules page', () => {
  it('opens from the main menu on the first ruleset with a reference, with its contents and entries', async () => {
    const app = await mountApp(fakeBridge(hostAnswers(new TestGame(2))))
    cleanup = app.unmount
    await app.wrapper.get('[data-testid="menu-rules"] button').trigger('click')
    await vi.waitFor(() => expect(app.router.currentRoute.value.fullPath).toBe('/rules/continent'))
    await vi.waitFor(() => expect(app.wrapper.find('[data-testid="rule-entry-turn-active"]').exists()).toBe(true), { timeout: 8000 })
    expect(app.wrapper.get('h1').text()).toBe('Continent rules')
    expect(app.wrapper.get('nav[aria-label="Contents"]').text()).toContain('Locked actions')
    // Both rulesets with a reference are offered.
    expect(app.wrapper.find('[data-testid="rules-tab-lantern"]').exists()).toBe(true)
  })

  it('a link to an entry brings it into view with the focus on its heading, and shows the rule IDs small', async () => {
    const app = await mountApp(fakeBridge(hostAnswers(new TestGame(2))), '/rules/continent/action-locked')
    cleanup = app.unmount
    await vi.waitFor(() => expect(focusedEntry()).toBe('action-locked'), { timeout: 8000 })
    expect(app.wrapper.get('[data-testid="rule-entry-action-locked"] .rule-ids').text()).toContain('C-ACT-11')
  })

  it('the search filters the entries as one types, in the current language', async () => {
    const app = await mountApp(fakeBridge(hostAnswers(new TestGame(2))), '/rules/continent')
    cleanup = app.unmount
    app.i18n.global.locale.value = 'it'
    await vi.waitFor(() => expect(app.wrapper.find('[data-testid="rules-search"]').exists()).toBe(true), { timeout: 8000 })
    await app.wrapper.get('[data-testid="rules-search"]').setValue('durabilità')
    await flushPromises()
    const shown = app.wrapper.findAll('[data-entry]').map((e) => e.attributes('data-entry'))
    expect(shown[0]).toBe('items-durability')
    expect(shown).not.toContain('turn-active')
    expect(app.wrapper.get('[data-testid="rules-count"]').text()).toMatch(/^\d+ voci corrispondono\.$/)
    await app.wrapper.get('[data-testid="rules-search"]').setValue('zzzz')
    expect(app.wrapper.get('[data-testid="rules-count"]').text()).toContain('Nessuna regola')
  })
})

describe('a rule link at the table', () => {
  it('opens the reference in a sheet beside the game (the page stays), focused on the entry; Escape closes it and gives the focus back', async () => {
    // Alone on the cost step: no trade-off, and the reason links to the rule.
    const game = new TestGame(1)
    game.playUntil((v) => v.phase === 'cost', (legal) => legal.find((c) => c.type === 'chooseActive') ?? legal.find((c) => c.type === 'chooseAction') ?? legal.find((c) => c.type === 'endItems') ?? legal[0])
    const app = await mountApp(fakeBridge(hostAnswers(game)), '/table/slot-1')
    cleanup = app.unmount
    await vi.waitFor(() => expect(app.wrapper.find('[data-rule-link="action-cost-reduction"]').exists()).toBe(true), { timeout: 8000 })
    const link = app.wrapper.get('[data-testid="trade-off"] [data-rule-link="action-cost-reduction"]')
    // Its name says which rule, in words, once the reference is loaded.
    await vi.waitFor(() => expect(link.attributes('aria-label')).toBe('Rule explained: Lowering the cost'), { timeout: 8000 })
    ;(link.element as HTMLElement).focus()
    await link.trigger('click', { button: 0 })
    await vi.waitFor(() => expect(focusedEntry()).toBe('action-cost-reduction'), { timeout: 8000 })
    expect(app.router.currentRoute.value.name).toBe('table')
    const sheet = app.wrapper.get('[data-testid="rules-sheet"]')
    await sheet.trigger('keydown', { key: 'Escape' })
    await flushPromises()
    expect(app.wrapper.find('[data-testid="rules-sheet"]').exists()).toBe(false)
    await vi.waitFor(() => expect(document.activeElement).toBe(link.element))
  })
})
