/**
 * Actions printed on kept cards (I-MYSTERY-C10): while a Treasure that prints an action lies by the
 * board, its action is planned like a special place of the sheet on the camp tile — same targets,
 * same pawns, same `sitesDone` record — so planning and resolution read one list of sites.
 */
import type { IslandContent } from '../../content/island/content'
import type { Site } from '../../content/island/scenario'
import type { IslandState } from './types'

/** The sheet's special places, then the actions printed on the kept cards. */
export function activeSites(content: IslandContent, s: IslandState): readonly Site[] {
  const sheet = content.scenarios[s.scenario]?.sites ?? []
  const printed: Site[] = []
  for (const id of s.kept) {
    const card = content.cards[id]
    if (card?.deck === 'mystery' && card.keep?.site !== undefined) printed.push(card.keep.site)
  }
  return printed.length === 0 ? sheet : [...sheet, ...printed]
}

/** The site named `id` (a sheet's or a kept card's), if it is in play. */
export const activeSite = (content: IslandContent, s: IslandState, id: string): Site | undefined => activeSites(content, s).find((x) => x.id === id)
