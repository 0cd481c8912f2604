import type { GameModule } from '../../game-module'
import { countEvents } from '../../engine/ruleset'
import { continentPackSpec } from '../../content/continent/pack-spec'
import type { ContinentContent } from './content-index'
import { createContinent, type ContinentRuleset } from './continent'
import { terrainPlacement } from './migrations/001-terrain-placement'
import type { ContinentTypes } from './module-types'
import { CONTINENT_OPTIONS, DEFAULT_SETTINGS, type ContinentSettings } from './options'
import { byLocale } from '../../content/i18n'
import { publicStrings } from './public-strings'
import { describeState } from './describe'
import { ContinentCommandSchema, ContinentConfigSchema, ContinentSetupSchema } from './schemas'
import { mapThumbnail } from './thumbnail'
import { continentPublicEvents } from './public-events'

const rulesCache = new WeakMap<ContinentContent, ContinentRuleset>()

/** The Continent ruleset behind the seam (design §1): everything main, saves and the CLI need. */
export const continentModule: GameModule<ContinentTypes> = {
  id: 'continent',
  content: continentPackSpec,
  rules(content) {
    let rules = rulesCache.get(content)
    if (!rules) {
      rules = createContinent(content)
      rulesCache.set(content, rules)
    }
    return rules
  },
  schemas: { command: ContinentCommandSchema, setup: ContinentSetupSchema, config: ContinentConfigSchema },
  options: CONTINENT_OPTIONS,
  // C-Q-40: 1 to 4 players, one character each.
  seats: { min: 1, max: 4 },
  newGameConfig({ seats, setup, options }) {
    return {
      characters: seats.map((s) => s.characters[0] ?? ''),
      curses: [...setup.curses],
      mode: setup.mode,
      settings: { ...DEFAULT_SETTINGS, ...(options as Partial<ContinentSettings>) },
      playerNames: seats.map((s) => s.name.trim()),
    }
  },
  seatsOf(config) {
    return config.characters.map((character, seat) => ({ seat, character, characters: [character], name: config.playerNames?.[seat] ?? `Player ${seat + 1}` }))
  },
  sampleConfig(content, players, options = {}) {
    const characters = Object.keys(content.characters).sort().slice(0, players)
    if (characters.length < players) throw new Error(`the pack has only ${characters.length} characters`)
    const curse = Object.keys(content.clues).sort()[0]
    return { characters, curses: curse === undefined ? [] : [curse], settings: { ...DEFAULT_SETTINGS, ...(options as Partial<ContinentSettings>) } }
  },
  packInfo(content) {
    return {
      characters: Object.entries(content.characters)
        .map(([id, uid]) => {
          const card = content.cards[uid]
          return { id, name: card?.type === 'character' ? byLocale(content, card.title) : { en: id } }
        })
        .sort((a, b) => a.id.localeCompare(b.id)),
      setup: { curses: content.manifest.curses.map((c, i) => ({ id: c.id, title: byLocale(content, c.title), recommended: i === 0 })) },
    }
  },
  publicStrings,
  extras: (content) => ({
    curses: Object.fromEntries(content.manifest.curses.map((c) => [c.id, c.title])),
    characters: Object.fromEntries(Object.entries(content.characters).flatMap(([id, uid]) => {
      const card = content.cards[uid]
      return card?.type === 'character' ? [[id, card.title]] : []
    })),
    // The base pack's introduction is public from the start: no card names it, so its text travels in `strings`.
    introduction: content.manifest.introduction ?? null,
  }),
  outcome: (state) => state.outcome,
  summary: (state) => ({ phase: state.phase, outcome: state.outcome }),
  // A turn ends with `turnEnded`; an action counts once chosen (`actionChosen`: it cannot be withdrawn after).
  tally: (events) => ({ turns: countEvents(events, 'turnEnded'), actions: countEvents(events, 'actionChosen') }),
  publicEvents(content, events, state) {
    return continentPublicEvents(content, events, () => new Set(Object.keys(continentModule.rules(content).view(state).cards)))
  },
  thumbnail: mapThumbnail,
  describe: describeState,
  saveFormat: 2,
  migrations: [terrainPlacement],
}
