/**
 * Island behind the seam (`GameModule`). Not registered yet: the lead adds one line to
 * `src-shared/registry.ts` and one to `src-shared/ruleset-types.ts` (`island: IslandTypes`).
 */
import type { GameModule } from '../../game-module'
import { countEvents } from '../../engine/ruleset'
import { intInRange } from '../../engine/rng'
import { byLocale } from '../../content/i18n'
import type { IslandContent } from '../../content/island/content'
import { islandPackSpec } from '../../content/island/pack-spec'
import { ISLAND_DEFAULTS, ISLAND_OPTIONS, type IslandSettings } from './options'
import { islandRules } from './rules'
import { heuristicPlayer } from './players/heuristic'
import { IslandCommandSchema, IslandConfigSchema, IslandSetupSchema } from './schemas'
import type { IslandCommand, IslandConfig, IslandState, Pending } from './types'
import type { IslandView } from './view'
import { withRevealedFace } from './view-faces'

export interface IslandThumbnail { round: number; rounds: number; scenario: string }

export interface IslandTypes {
  state: IslandState
  config: IslandConfig
  command: IslandCommand
  decision: Pending
  view: IslandView
  content: IslandContent
  setup: { scenario: string }
  packSetup: { scenarios: { id: string; title: Record<string, string> }[] }
  extras: Record<string, never>
  thumbnail: IslandThumbnail
}

const castawaysOf = (content: IslandContent): string[] => Object.values(content.characters).filter((c) => c.kind === 'castaway').map((c) => c.id).sort()

export const islandModule: GameModule<IslandTypes> = {
  id: 'island',
  content: islandPackSpec,
  rules: islandRules,
  schemas: { command: IslandCommandSchema, setup: IslandSetupSchema, config: IslandConfigSchema },
  options: ISLAND_OPTIONS,
  seats: { min: 1, max: 4 },
  newGameConfig: ({ seats, setup, options }, content) => {
    if (!content.scenarios[setup.scenario]) return `scenario "${setup.scenario}" is not in this pack`
    return {
      scenario: setup.scenario,
      characters: seats.map((s) => s.characters[0] ?? ''),
      settings: { ...ISLAND_DEFAULTS, ...(options as Partial<IslandSettings>) },
      playerNames: seats.map((s) => s.name.trim()),
    }
  },
  seatsOf: (config) => config.characters.map((character, seat) => ({ seat, character, characters: [character], name: config.playerNames?.[seat] ?? `Player ${seat + 1}` })),
  sampleConfig(content, players, options = {}) {
    const characters = castawaysOf(content).slice(0, players)
    if (characters.length < players) throw new Error(`the pack has only ${characters.length} castaways`)
    const scenario = Object.keys(content.scenarios).sort()[0] ?? ''
    return { scenario, characters, settings: { ...ISLAND_DEFAULTS, ...(options as Partial<IslandSettings>) } }
  },
  packInfo: (content) => ({
    characters: castawaysOf(content).map((id) => ({ id, name: byLocale(content, content.characters[id]?.title ?? id) })),
    // I-SCEN-08: the sheets in their recommended order of play (unnumbered ones last, by id).
    setup: { scenarios: Object.values(content.scenarios).sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.id.localeCompare(b.id)).map((s) => ({ id: s.id, title: byLocale(content, s.title) })) },
  }),
  // I-GOLD-03: every card's text is public once drawn; the pack's strings may all be shown.
  publicStrings: (content) => content.strings,
  extras: () => ({}),
  outcome: (state) => state.outcome,
  summary: (state) => ({ phase: state.position.phase, outcome: state.outcome }),
  tally: (events) => ({ turns: countEvents(events, 'roundEnded'), actions: countEvents(events, 'actionResolved') }),
  // Events carry ids of revealed cards only; deck orders never appear in them. A revealed card's
  // printed words ride along (view-faces.ts), since it may leave the table before the next view.
  publicEvents: (content, events) => events.map((e) => withRevealedFace(content, e)),
  thumbnail(snapshot, content) {
    if (typeof snapshot !== 'object' || snapshot === null) return undefined
    const s = snapshot as Partial<IslandState>
    if (typeof s.scenario !== 'string' || typeof s.position?.round !== 'number') return undefined
    return { round: s.position.round, rounds: content.scenarios[s.scenario]?.rounds ?? 0, scenario: s.scenario }
  },
  describe: (state) => ({
    summary: { round: state.position.round, phase: state.position.phase, step: state.position.step, outcome: state.outcome, morale: state.morale },
    lines: [
      `round ${state.position.round} ${state.position.phase}/${state.position.step ?? ''}, ${state.outcome ?? 'in play'}, waiting for ${state.pending?.kind ?? 'nothing'}`,
      `  morale ${state.morale}, roof ${state.tracks.roof}, palisade ${state.tracks.palisade}, weapons ${state.tracks.weapons}, shelter ${state.shelter.built ? 'built' : 'none'}`,
      `  available ${JSON.stringify(state.available)}, wounds ${Object.values(state.characters).map((c) => `${c.id}:${c.wounds}`).join(' ')}`,
    ],
  }),
  saveFormat: 1,
  migrations: [],
  // Random play never takes a planned action back, so every game ends. The pick is the same as
  // among `legal.filter((c) => c.type !== 'unplan')` (or all of them when that is empty), counted
  // instead of copied: it runs for every command of every simulated game.
  pickRandom: (_state, legal, rng) => {
    let useful = 0
    for (const c of legal) if (c.type !== 'unplan') useful++
    if (useful === 0) {
      const c = legal[intInRange(rng, 0, legal.length - 1)]
      if (!c) throw new Error('no legal command')
      return c
    }
    let k = intInRange(rng, 0, useful - 1)
    for (const c of legal) if (c.type !== 'unplan' && k-- === 0) return c
    throw new Error('no legal command')
  },
  policies: {
    heuristic: {
      summary: 'a sensible group: feeds everyone, shelters before the weather, arms before the beasts, works toward the goal',
      forContent: (content) => ({ pick: heuristicPlayer(content) }),
    },
  },
}
