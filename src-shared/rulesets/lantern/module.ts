import type { GameModule } from '../../game-module'
import { countEvents } from '../../engine/ruleset'
import { byLocale } from '../../content/i18n'
import { lanternPackSpec } from '../../content/lantern/pack-spec'
import type { Ruleset } from '../../engine/ruleset'
import { withChanceCheckpoint } from '../../engine/chance'
import { LANTERN_DEFAULTS, LANTERN_OPTIONS, type LanternSettings } from './options'
import { check } from './invariants'
import { apply, legalTypes, setup } from './rules'
import { LanternCommandSchema, LanternConfigSchema, LanternSetupSchema } from './schemas'
import type { LanternCommand, LanternConfig, LanternContent, LanternState, LanternTypes, LanternView } from './types'
import { view } from './view'

type LanternRuleset = Ruleset<LanternState, LanternConfig, LanternCommand, LanternCommand['type'][], LanternView>

const cache = new WeakMap<LanternContent, LanternRuleset>()

/** Lantern Run behind the seam: the second tenant that proves a ruleset is only folders. */
export const lanternModule: GameModule<LanternTypes> = {
  id: 'lantern',
  content: lanternPackSpec,
  rules(content) {
    let rules = cache.get(content)
    if (!rules) {
      // L-D-1: the kernel sees the roll used chance and marks the command as an undo checkpoint.
      const applyChecked = withChanceCheckpoint<LanternState, LanternCommand>((state, command) => apply(content, state, command), (state) => state.rng)
      rules = {
        id: 'lantern',
        setup: (config, seed) => setup(content, config, seed),
        decision: (state) => (state.phase === 'over' ? null : legalTypes(state)),
        apply: applyChecked,
        legalCommands: (state) => legalTypes(state).map((type) => ({ type })),
        view: (state) => view(content, state),
        check: (state) => check(content, state),
      }
      cache.set(content, rules)
    }
    return rules
  },
  schemas: { command: LanternCommandSchema, setup: LanternSetupSchema, config: LanternConfigSchema },
  options: LANTERN_OPTIONS,
  seats: { min: 1, max: 4 },
  newGameConfig: ({ seats, options }) => ({
    characters: seats.map((s) => s.characters[0] ?? ''),
    settings: { ...LANTERN_DEFAULTS, ...(options as Partial<LanternSettings>) },
    playerNames: seats.map((s) => s.name.trim()),
  }),
  seatsOf: (config) => config.characters.map((character, seat) => ({ seat, character, characters: [character], name: config.playerNames?.[seat] ?? `Player ${seat + 1}` })),
  sampleConfig(content, players, options = {}) {
    const characters = Object.keys(content.characters).sort().slice(0, players)
    if (characters.length < players) throw new Error(`the pack has only ${characters.length} lamplighters`)
    return { characters, settings: { ...LANTERN_DEFAULTS, ...(options as Partial<LanternSettings>) } }
  },
  packInfo: (content) => ({
    characters: Object.entries(content.characters)
      .map(([id, key]) => ({ id, name: byLocale(content, key) }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    setup: { target: content.target, turns: content.turns },
  }),
  // L-D-2: nothing is hidden, every string may be shown.
  publicStrings: (content) => content.strings,
  extras: () => ({}),
  outcome: (state) => state.outcome,
  summary: (state) => ({ phase: state.phase, outcome: state.outcome }),
  tally: (events) => ({ turns: countEvents(events, 'turnEnded'), actions: countEvents(events, 'rolled') }),
  // L-D-2: nothing is hidden, so every event is public as it is.
  publicEvents: (_content, events) => events.map((e) => ({ ...e })),
  thumbnail(snapshot, content) {
    if (typeof snapshot !== 'object' || snapshot === null) return undefined
    const s = snapshot as Partial<LanternState>
    if (typeof s.banked !== 'number' || typeof s.turnsUsed !== 'number') return undefined
    return { banked: s.banked, target: content.target, turnsUsed: s.turnsUsed, turns: content.turns }
  },
  describe: (state) => ({
    summary: { phase: state.phase, outcome: state.outcome, active: state.active, banked: state.banked, haul: state.haul, gusts: state.gusts, turnsUsed: state.turnsUsed },
    lines: [
      `phase ${state.phase}, ${state.outcome ?? 'in play'}, active seat ${state.active}`,
      `  banked ${state.banked}, haul ${state.haul}, gusts ${state.gusts}, turns used ${state.turnsUsed}`,
    ],
  }),
  saveFormat: 1,
  migrations: [],
}
