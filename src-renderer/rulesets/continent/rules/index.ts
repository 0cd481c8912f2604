import type { RulesReference } from '../../../components/rules/reference'
import enGeneral from './en/01-general.json'
import enComponents from './en/02-components.json'
import enCards from './en/03-cards.json'
import enSetup from './en/04-setup.json'
import enTurn from './en/05-turn.json'
import enAction from './en/06-action.json'
import enProbability from './en/07-probability.json'
import enLifeForce from './en/08-life-force.json'
import enConsequences from './en/09-consequences.json'
import enExploring from './en/10-exploring.json'
import enItems from './en/11-items.json'
import enHand from './en/12-hand.json'
import enSaving from './en/13-saving.json'
import enEnd from './en/14-end.json'
import enIcons from './en/15-icons.json'
import enDefinitions from './en/16-definitions.json'
import itGeneral from './it/01-general.json'
import itComponents from './it/02-components.json'
import itCards from './it/03-cards.json'
import itSetup from './it/04-setup.json'
import itTurn from './it/05-turn.json'
import itAction from './it/06-action.json'
import itProbability from './it/07-probability.json'
import itLifeForce from './it/08-life-force.json'
import itConsequences from './it/09-consequences.json'
import itExploring from './it/10-exploring.json'
import itItems from './it/11-items.json'
import itHand from './it/12-hand.json'
import itSaving from './it/13-saving.json'
import itEnd from './it/14-end.json'
import itIcons from './it/15-icons.json'
import itDefinitions from './it/16-definitions.json'

/**
 * Continent's rules reference in our own words, one file per area of the spec (sections 1–16 of
 * `continent.md`) per locale; loaded on first use through the registry (`rules`), its own chunk.
 * Entry ids are the anchors `RuleLink` points at from the table.
 */
export const CONTINENT_RULES: RulesReference = {
  en: [enGeneral, enComponents, enCards, enSetup, enTurn, enAction, enProbability, enLifeForce, enConsequences, enExploring, enItems, enHand, enSaving, enEnd, enIcons, enDefinitions],
  it: [itGeneral, itComponents, itCards, itSetup, itTurn, itAction, itProbability, itLifeForce, itConsequences, itExploring, itItems, itHand, itSaving, itEnd, itIcons, itDefinitions],
}
