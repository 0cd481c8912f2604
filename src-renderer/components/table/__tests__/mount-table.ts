import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import type { Component } from 'vue'
import { createAppI18n } from '../../../i18n'
import { catalogueFrom, type TableCatalogue } from '../catalogue'
import { testContent } from './test-pack'

/** The test pack as the table's catalogue (art URLs as the host would serve them). */
export function testCatalogue(withArt = false): TableCatalogue {
  return catalogueFrom(testContent(), withArt ? (f) => `fogbound-pack://continent-test/art/${f}` : () => null)
}

/** Mounts a table component with the app's real i18n (English unless told). */
export function mountTable<C extends Component>(component: C, options: ComponentMountingOptions<C> = {}, locale: 'en' | 'it' = 'en') {
  const i18n = createAppI18n(locale)
  return mount(component, { ...options, attachTo: document.body, global: { ...(options.global ?? {}), plugins: [...(options.global?.plugins ?? []), i18n] } } as ComponentMountingOptions<C>)
}
