import { defineAsyncComponent, type Component } from 'vue'
import { CONTINENT_OPTIONS } from '../../src-shared/rulesets/continent/options'
import { ISLAND_OPTIONS } from '../../src-shared/rulesets/island/options'
import { LANTERN_OPTIONS } from '../../src-shared/rulesets/lantern/options'
import { SAGA_OPTIONS } from '../../src-shared/rulesets/saga/options'
import type { RulesetId } from '../api'
import { CONTINENT_MESSAGES } from './continent/i18n'
import { initialSetup as continentSetup, setupComplete as continentSetupComplete } from './continent/setup'
import { ISLAND_MESSAGES } from './island/i18n'
import { guidedSetup as islandGuided, initialSetup as islandSetup, setupComplete as islandSetupComplete } from './island/setup'
import { LANTERN_MESSAGES } from './lantern/i18n'
import { SAGA_MESSAGES } from './saga/i18n'
import { guidedSetup as sagaGuided, initialSetup as sagaSetup, setupComplete as sagaSetupComplete } from './saga/setup'
import type { LazyComponent, RulesetRenderer } from './types'

export type { RulesetRenderer } from './types'

/**
 * The renderer's side of every ruleset: the only renderer file that names them (design §1).
 * Components are loaded on first use, so each ruleset's table is its own chunk. Adding a ruleset
 * is one entry here and a folder `src-renderer/rulesets/<id>/` (see README.md). A ruleset whose
 * rules are in (its packs load, the command line plays it) but whose table is still being built
 * has no entry yet: New game lists its packs as not playable here, and says why.
 */
export const RENDERERS: { readonly [Id in RulesetId]?: RulesetRenderer & { readonly id: Id } } = {
  continent: {
    id: 'continent',
    table: () => import('./continent/ContinentTable.vue'),
    help: () => import('./continent/ShortcutsHelp.vue'),
    setupFields: () => import('./continent/SetupFields.vue'),
    thumbnail: () => import('./continent/MapThumbnail.vue'),
    options: CONTINENT_OPTIONS,
    optionsPrefix: 'rulesets.continent.options',
    initialSetup: (pack) => ({ ...continentSetup(pack) }),
    setupComplete: continentSetupComplete,
    messages: CONTINENT_MESSAGES,
    rules: () => import('./continent/rules').then((m) => m.CONTINENT_RULES),
    guidedPacks: ['first-light'],
  },
  island: {
    id: 'island',
    table: () => import('./island/IslandTable.vue'),
    help: () => import('./island/Help.vue'),
    setupFields: () => import('./island/SetupFields.vue'),
    thumbnail: () => import('./island/IslandThumbnail.vue'),
    options: ISLAND_OPTIONS,
    optionsPrefix: 'rulesets.island.options',
    initialSetup: (pack) => ({ ...islandSetup(pack) }),
    setupComplete: islandSetupComplete,
    messages: ISLAND_MESSAGES,
    rules: () => import('./island/rules').then((m) => m.ISLAND_RULES),
    guidedPacks: ['cinder-cay'],
    guidedSetup: islandGuided,
  },
  lantern: {
    id: 'lantern',
    table: () => import('./lantern/LanternTable.vue'),
    setupFields: () => import('./lantern/SetupFields.vue'),
    thumbnail: () => import('./lantern/NightThumbnail.vue'),
    options: LANTERN_OPTIONS,
    optionsPrefix: 'rulesets.lantern.options',
    // Nothing to choose besides seats and options: every setup is complete.
    initialSetup: () => ({}),
    setupComplete: () => true,
    messages: LANTERN_MESSAGES,
    rules: () => import('./lantern/rules').then((m) => m.LANTERN_RULES),
  },
  saga: {
    id: 'saga',
    table: () => import('./saga/SagaTable.vue'),
    help: () => import('./saga/Help.vue'),
    setupFields: () => import('./saga/SetupFields.vue'),
    thumbnail: () => import('./saga/SagaThumbnail.vue'),
    options: SAGA_OPTIONS,
    optionsPrefix: 'rulesets.saga.options',
    initialSetup: (pack) => ({ ...sagaSetup(pack) }),
    setupComplete: sagaSetupComplete,
    messages: SAGA_MESSAGES,
    rules: () => import('./saga/rules').then((m) => m.SAGA_RULES),
    guidedPacks: ['reedmere'],
    guidedSetup: sagaGuided,
  },
}

/** The renderer of a ruleset id, or undefined when this build cannot show it (a save from a newer app, a table not built yet). */
export function rendererOf(id: string): RulesetRenderer | undefined {
  return Object.hasOwn(RENDERERS, id) ? RENDERERS[id as RulesetId] : undefined
}

/** Every ruleset this build can show, in registry order. */
export const RENDERER_LIST: readonly RulesetRenderer[] = Object.values(RENDERERS).filter((r): r is NonNullable<typeof r> => r !== undefined)

const asyncComponents = new Map<LazyComponent, Component>()

/** One async component per loader, made once (a new wrapper on every render would remount it). */
export function lazy(loader: LazyComponent): Component {
  let c = asyncComponents.get(loader)
  if (!c) {
    c = defineAsyncComponent(loader)
    asyncComponents.set(loader, c)
  }
  return c
}
