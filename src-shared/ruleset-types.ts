import type { ContinentTypes } from './rulesets/continent/module-types'
import type { IslandTypes } from './rulesets/island/module'
import type { LanternTypes } from './rulesets/lantern/types'
import type { SagaTypes } from './rulesets/saga/module'

/**
 * The types of every ruleset by id (type-only, so it costs nothing at run time): what makes the
 * replies of the IPC contract typed per ruleset. One line per ruleset, beside `registry.ts`.
 */
export interface RulesetTypeMap {
  continent: ContinentTypes
  island: IslandTypes
  lantern: LanternTypes
  saga: SagaTypes
}

export type RulesetId = keyof RulesetTypeMap
