import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory } from 'vue-router'
import type { Component } from 'vue'
import App from '../App.vue'
import { createApi, setApi } from '../api'
import type { FogboundBridge } from '../../src-shared/ipc/bridge'
import { createAppI18n } from '../i18n'
import { bindSettingsToPage } from '../page-settings'
import { createAppRouter } from '../router'
import { useSettingsStore } from '../stores/settings'

/**
 * Mounts the real app (router, Pinia, i18n, page bindings) over a fake bridge, the
 * way main.ts does, starting at `path`.
 */
export async function mountApp(bridge: FogboundBridge, path = '/', root: Component = App) {
  setApi(createApi(bridge), bridge.host)
  const pinia = createPinia()
  setActivePinia(pinia)
  const i18n = createAppI18n()
  const settings = useSettingsStore(pinia)
  await settings.load()
  const unbind = bindSettingsToPage(settings, i18n, window)
  const router = createAppRouter(createMemoryHistory())
  await router.push(path)
  await router.isReady()
  const wrapper = mount(root, { global: { plugins: [pinia, i18n, router] }, attachTo: document.body })
  await flushPromises()
  return {
    wrapper, router, i18n, settings,
    unmount: () => {
      wrapper.unmount()
      unbind()
    },
  }
}
