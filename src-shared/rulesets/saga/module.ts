/**
 * Saga behind the seam (`GameModule`), registered in `src-shared/registry.ts` and
 * `src-shared/ruleset-types.ts`; its table is `src-renderer/rulesets/saga/`.
 */
import type { GameModule } from '../../game-module'
import { withChanceCheckpoint } from '../../engine/chance'
import { isRuleError, type RuleError } from '../../engine/rule-error'
import { countEvents, type Ruleset } from '../../engine/ruleset'
import { byLocale } from '../../content/i18n'
import type { SagaContent } from '../../content/saga/content'
import { sagaPackSpec } from '../../content/saga/pack-spec'
import { apply } from './apply-command'
import { check } from './invariants'
import { legalCommands } from './legal-commands'
import { SAGA_DEFAULTS, SAGA_OPTIONS, type SagaSettings } from './options'
import { run } from './queue'
import { SagaCommandSchema, SagaConfigSchema, SagaSetupSchema } from './schemas'
import { setup } from './setup'
import { heuristicPlayer } from './players/heuristic'
import type { Pending, SagaCommand, SagaConfig, SagaState } from './types'
import { view, waitingOf, type SagaView } from './view'
import { sagaExtras, type SagaExtras } from './extras'

export interface SagaThumbnail { round: number; rounds: number; adventure: string }

export interface SagaTypes {
  state: SagaState
  config: SagaConfig
  command: SagaCommand
  decision: Pending
  view: SagaView
  content: SagaContent
  setup: { scenario: string }
  packSetup: { scenarios: { id: string; title: Record<string, string> }[] }
  extras: SagaExtras
  thumbnail: SagaThumbnail
}

type SagaRuleset = Ruleset<SagaState, SagaConfig, SagaCommand, Pending, SagaView>

/** Setup, then the first round's start effects run until a player is asked. */
export function setupAndRun(content: SagaContent, config: SagaConfig, seed: number): SagaState | RuleError {
  const s = setup(content, config, seed)
  if (isRuleError(s)) return s
  const adv = content.adventures[s.adventure]
  if (!adv) return s
  const d = { s, events: [], content, adv }
  run(d)
  return d.s
}

const cache = new WeakMap<SagaContent, SagaRuleset>()

export function sagaRules(content: SagaContent): SagaRuleset {
  let rules = cache.get(content)
  if (!rules) {
    rules = {
      id: 'saga',
      setup: (config, seed) => setupAndRun(content, config, seed),
      decision: (state) => {
        const w = waitingOf(state)
        return w ? { kind: w.kind, character: w.character } : null
      },
      apply: withChanceCheckpoint<SagaState, SagaCommand>((state, command) => apply(content, state, command), (state) => state.rng),
      legalCommands: (state) => legalCommands(content, state),
      view: (state) => view(content, state),
      check: (state) => check(content, state),
    }
    cache.set(content, rules)
  }
  return rules
}

const settingsOf = (options: Record<string, unknown>): SagaSettings => ({ ...SAGA_DEFAULTS, ...(options as Partial<SagaSettings>) })

export const sagaModule: GameModule<SagaTypes> = {
  id: 'saga',
  content: sagaPackSpec,
  rules: sagaRules,
  schemas: { command: SagaCommandSchema, setup: SagaSetupSchema, config: SagaConfigSchema },
  options: SAGA_OPTIONS,
  // S-SOLO-01: a solo player plays two characters.
  seats: { min: 1, max: 4, charactersPerSeat: { 1: 2 } },
  newGameConfig: ({ seats, setup: chosen, options }, content) => {
    if (!content.adventures[chosen.scenario]) return `adventure "${chosen.scenario}" is not in this pack`
    return {
      scenario: chosen.scenario,
      characters: seats.flatMap((s) => s.characters),
      seats: seats.length,
      settings: settingsOf(options),
      playerNames: seats.map((s) => s.name.trim()),
    }
  },
  seatsOf: (config) => {
    const seats = config.seats ?? config.characters.length
    return Array.from({ length: seats }, (_, seat) => {
      const characters = seats === 1 ? config.characters : [config.characters[seat] ?? '']
      return { seat, name: config.playerNames?.[seat] ?? `Player ${seat + 1}`, character: characters[0] ?? '', characters }
    })
  },
  sampleConfig(content, players, options = {}) {
    const count = players === 1 ? 2 : players
    const characters = Object.keys(content.characters).sort().slice(0, count)
    if (characters.length < count) throw new Error(`the pack has only ${characters.length} characters`)
    const scenario = Object.keys(content.adventures).sort()[0] ?? ''
    return { scenario, characters, seats: players, settings: settingsOf(options) }
  },
  packInfo: (content) => ({
    characters: Object.values(content.characters).map((c) => ({ id: c.id, name: byLocale(content, c.name) })).sort((a, b) => a.id.localeCompare(b.id)),
    setup: { scenarios: Object.values(content.adventures).map((a) => ({ id: a.id, title: byLocale(content, a.title) })) },
  }),
  // S-CORE-09: paragraph texts stay hidden until read; every other string names what is on the table or in the rules.
  publicStrings: (content, shown) => publicStrings(content, shown),
  extras: (content) => sagaExtras(content),
  outcome: (state) => state.outcome,
  summary: (state) => ({ phase: state.stage, outcome: state.outcome }),
  tally: (events) => ({ turns: countEvents(events, 'turnEnded'), actions: countEvents(events, 'action') }),
  // Events name revealed cards and read paragraphs only; deck orders never appear in them.
  publicEvents: (_content, events) => events.map((e) => ({ ...e })),
  thumbnail(snapshot, content) {
    if (typeof snapshot !== 'object' || snapshot === null) return undefined
    const s = snapshot as Partial<SagaState>
    if (typeof s.adventure !== 'string' || typeof s.round !== 'number') return undefined
    return { round: s.round, rounds: content.adventures[s.adventure]?.sheet.rounds ?? 0, adventure: s.adventure }
  },
  describe: (state) => ({
    summary: { round: state.round, stage: state.stage, turn: state.turn, outcome: state.outcome, counters: state.counters },
    lines: [
      `round ${state.round} ${state.stage} turn ${state.turn + 1}, ${state.outcome ?? 'in play'}, waiting for ${state.queue[0]?.t ?? 'a token'}`,
      ...state.characters.map((c) => `  ${c.id} in ${c.area}: threats ${c.threats}, wounds ${c.wounds.length}, goods ${JSON.stringify(c.goods)}`),
    ],
  }),
  saveFormat: 1,
  migrations: [],
  policies: {
    heuristic: {
      summary: 'a sensible group: one step of look-ahead toward the adventure\'s victory conditions, away from wounds and Threat',
      forContent: (content) => ({ pick: heuristicPlayer(content) }),
    },
  },
}

/** The paragraphs `shown` tells of: a view's `read` list (also inside `{ view }`) and `paragraphRead` events. */
function paragraphsShown(shown: unknown, into: Set<number>): Set<number> {
  if (Array.isArray(shown)) { shown.forEach((x) => paragraphsShown(x, into)); return into }
  if (typeof shown !== 'object' || shown === null) return into
  const o = shown as Record<string, unknown>
  if (Array.isArray(o.read)) for (const n of o.read) if (typeof n === 'number') into.add(n)
  if (o.type === 'paragraphRead' && typeof o.paragraph === 'number') into.add(o.paragraph)
  for (const k of ['view', 'events']) if (k in o) paragraphsShown(o[k], into)
  return into
}

/** Every string but the texts of paragraphs `shown` has not read (S-CORE-09). */
function publicStrings(content: SagaContent, shown: unknown): Record<string, Record<string, string>> {
  const read = paragraphsShown(shown, new Set())
  const hidden = new Set<string>()
  for (const paras of Object.values(content.paragraphs)) {
    for (const p of Object.values(paras)) {
      if (read.has(p.number)) continue
      hidden.add(p.text).add(p.name)
      for (const sub of p.subplots) hidden.add(sub.text)
    }
  }
  const out: Record<string, Record<string, string>> = {}
  for (const [locale, strings] of Object.entries(content.strings)) out[locale] = Object.fromEntries(Object.entries(strings).filter(([k]) => !hidden.has(k)))
  return out
}
