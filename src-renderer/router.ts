import { createRouter, createWebHashHistory, type Router, type RouterHistory } from 'vue-router'
import MainMenu from './views/MainMenu.vue'
import SettingsView from './views/Settings.vue'

/**
 * Hash history: Electron loads index.html from file://, where a path-based URL would
 * point at a file that does not exist on reload.
 */
export function createAppRouter(history: RouterHistory = createWebHashHistory()): Router {
  return createRouter({
    history,
    routes: [
      { path: '/', name: 'menu', component: MainMenu },
      { path: '/settings', name: 'settings', component: SettingsView },
      { path: '/:unknown(.*)*', redirect: '/' },
    ],
  })
}
