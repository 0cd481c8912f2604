import type { GameModule } from './game-module'
import { continentModule } from './rulesets/continent/module'
import { islandModule } from './rulesets/island/module'
import { lanternModule } from './rulesets/lantern/module'
import { sagaModule } from './rulesets/saga/module'

/**
 * Every ruleset this build plays: the only place in shared code that names them (design §1).
 * Adding a ruleset is one line here, one in `ruleset-types.ts` and one in the renderer's registry.
 */
export const RULESETS: Readonly<Record<string, GameModule>> = {
  continent: continentModule,
  island: islandModule,
  lantern: lanternModule,
  saga: sagaModule,
}

/** The module of a ruleset id, or undefined when this build does not know it. */
export function moduleOf(id: string): GameModule | undefined {
  return Object.hasOwn(RULESETS, id) ? RULESETS[id] : undefined
}

export const rulesetIds = (): string[] => Object.keys(RULESETS)
