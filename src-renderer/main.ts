import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { createAppI18n } from './i18n'
import { bindSettingsToPage } from './page-settings'
import { createAppRouter } from './router'
import { useSettingsStore } from './stores/settings'
import './styles/theme.css'

async function start(): Promise<void> {
  const pinia = createPinia()
  const i18n = createAppI18n()
  const app = createApp(App).use(pinia).use(i18n)

  // Settings first (one local call), so the menu appears in the user's language
  // instead of flashing English. A failure still mounts, with defaults and a notice.
  const settings = useSettingsStore(pinia)
  await settings.load()
  bindSettingsToPage(settings, i18n, window)

  app.use(createAppRouter())
  app.mount('#app')
}

void start()
