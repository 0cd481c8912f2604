import { createRouter, createWebHashHistory, type Router, type RouterHistory } from 'vue-router'
import MainMenu from './views/MainMenu.vue'
import SettingsView from './views/Settings.vue'
import { RENDERER_LIST } from './rulesets'

// Loaded on first visit: the main menu must be interactive fast, and the table is the heaviest page.
const NewGame = () => import('./views/NewGame.vue')
const Saves = () => import('./views/Saves.vue')
const Table = () => import('./views/Table.vue')
const About = () => import('./views/About.vue')
const Rules = () => import('./views/Rules.vue')

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
      { path: '/new', name: 'new-game', component: NewGame },
      { path: '/saves', name: 'saves', component: Saves },
      { path: '/table/:slotId', name: 'table', component: Table },
      { path: '/about', name: 'about', component: About },
      { path: '/rules/:ruleset/:entry?', name: 'rules', component: Rules },
      // The menu's Rules entry: the first ruleset of the registry with a reference.
      { path: '/rules', redirect: () => ({ name: 'rules', params: { ruleset: RENDERER_LIST.find((r) => r.rules)?.id ?? '' } }) },
      { path: '/:unknown(.*)*', redirect: '/' },
    ],
  })
}
