import { mount, type ComponentMountingOptions, type VueWrapper } from '@vue/test-utils'
import type { Component } from 'vue'
import type { Pinia } from 'pinia'
import { createAppI18n } from '../../../i18n'
import { createTableStore } from '../table-store'
import { catalogueFrom, type TableCatalogue } from '../catalogue'
import TableLayout from '../TableLayout.vue'
import { testContent, type TestGame } from './test-pack'

/** The test pack as the table's catalogue (art URLs as the host would serve them). */
export function testCatalogue(withArt = false): TableCatalogue {
  return catalogueFrom(testContent(), withArt ? (f) => `fogbound-pack://continent-test/art/${f}` : () => null)
}

/** Mounts a table component with the app's real i18n (English unless told). */
export function mountTable<C extends Component>(component: C, options: ComponentMountingOptions<C> = {}, locale: 'en' | 'it' = 'en') {
  const i18n = createAppI18n(locale)
  return mount(component, { ...options, attachTo: document.body, global: { ...(options.global ?? {}), plugins: [...(options.global?.plugins ?? []), i18n] } } as ComponentMountingOptions<C>)
}

/** The whole table over a store whose `send` runs the real engine, the way main does. */
export function mountTableOverEngine(game: TestGame, pinia: Pinia): { store: ReturnType<typeof createTableStore>; w: VueWrapper } {
  const store = createTableStore((cmd) => {
    game.play(cmd)
    store.receive(game.view(), game.events)
  }, testCatalogue(), pinia)
  store.receive(game.view())
  return { store, w: mountTable(TableLayout, { global: { plugins: [pinia] } }) }
}
