/**
 * Setup (S-SETUP-01…S-SETUP-22, S-SOLO-01): the adventure's decks shuffled, the first Terrain card
 * on the path, the Action row in number order with the 4 tokens beside it, the Market, every
 * character at level 1 with its starting goods, Ability and item in the start Area, and the
 * adventure's own additions. The first round's start effects are queued (S-SHEET-07).
 */
import { ruleError, type RuleError } from '../../engine/rule-error'
import { seedRng, shuffle } from '../../engine/rng'
import type { SagaContent } from '../../content/saga/content'
import { freeGrid } from '../../content/saga/grid-text'
import { ENEMY_TOKENS, type EnemyToken } from '../../content/saga/vocabulary'
import { SAGA_DEFAULTS } from './options'
import { PLAYED_ACTIONS } from './actions'
import type { CharacterState, SagaConfig, SagaState } from './types'

const byToken = <T>(f: (s: EnemyToken) => T): Record<EnemyToken, T> => Object.fromEntries(ENEMY_TOKENS.map((s) => [s, f(s)])) as Record<EnemyToken, T>

export function setup(content: SagaContent, config: SagaConfig, seed: number): SagaState | RuleError {
  const adv = content.adventures[config.scenario]
  if (!adv) return ruleError('S-SETUP-01', `adventure "${config.scenario}" is not in this pack`)
  const seats = config.seats ?? config.characters.length
  if (seats < 1 || seats > 4) return ruleError('S-SETUP-14', 'a game has 1 to 4 players')
  if (config.characters.length !== (seats === 1 ? 2 : seats)) return ruleError('S-SOLO-01', seats === 1 ? 'a solo player plays two characters' : 'each player plays one character')
  if (new Set(config.characters).size !== config.characters.length) return ruleError('S-SETUP-14', 'no character is used twice')
  for (const id of config.characters) if (!content.characters[id]) return ruleError('S-SETUP-14', `character "${id}" is not in this pack`)
  for (const n of adv.actionRow) {
    for (const m of content.actionCards[n]?.mains ?? []) {
      // Honest limits of this version: a row card whose action is not played yet is refused here, never half-played.
      if (!PLAYED_ACTIONS.includes(m.action)) return ruleError('S-ROUND-13', `this version does not play the ${m.action} action yet (card ${n} of the row)`)
    }
  }
  const rng = seedRng(seed)
  const characters: CharacterState[] = config.characters.map((id, i) => {
    const def = content.characters[id]
    return {
      id, seat: seats === 1 ? 0 : i, area: adv.map.start, grid: freeGrid(def?.woundGrid ?? []), wounds: [],
      combat: 1, journey: 1, threats: 0, goods: { ...def?.startingGoods }, items: def ? [def.item] : [],
      abilityActive: true, abilityUsedRound: null,
    }
  })
  const characterItems = new Set(Object.values(content.characters).map((c) => c.item))
  const events = (deck: string): string[] => shuffle(rng, Object.values(content.events).filter((e) => e.deck === deck).map((e) => e.id))
  const terrain = shuffle(rng, Object.keys(content.terrain))
  const firstTerrain = terrain.shift()
  const items = shuffle(rng, Object.keys(content.items).filter((id) => !characterItems.has(id)))
  const market = items.splice(0, 5)
  const enemies = byToken((s) => shuffle(rng, Object.values(content.enemies).filter((e) => e.strength === s).map((e) => e.id)))
  const row = adv.actionRow.slice().sort((a, b) => a - b)
  const mapEnemies: Record<string, EnemyToken[]> = {}
  for (const e of adv.setup.enemies) (mapEnemies[e.location] ??= []).push(e.strength)
  const counters: Record<string, number> = {}
  for (const c of adv.counters) counters[c.id] = adv.setup.counters[c.id] ?? c.min
  return {
    settings: { ...SAGA_DEFAULTS, ...config.settings },
    rng,
    adventure: adv.id,
    seats,
    characters,
    round: 1,
    stage: 'action',
    turn: 0,
    placed: false,
    firstPlayer: Math.min(Math.max(0, config.firstPlayer ?? 0), characters.length - 1),
    row: { cards: row, tokens: [0, 1, 2, 3].map(() => ({ slot: null, active: true })), specials: {} },
    map: { enemies: mapEnemies, closed: [], blocked: [], increasedCost: {}, substitutes: {}, goodsOn: {} },
    counters,
    decks: {
      terrain, path: firstTerrain === undefined ? [] : [firstTerrain],
      discovery: shuffle(rng, Object.keys(content.discoveries)), discoveryDiscard: [],
      left: events(adv.sheet.eventDecks.left), right: events(adv.sheet.eventDecks.right), leftDiscard: [], rightDiscard: [], activeEvent: null,
      enemies, enemyDiscard: byToken(() => []),
      items, itemDiscard: [], market, itemsGone: [],
      unusedCards: Object.keys(content.actionCards).map(Number).filter((n) => !row.includes(n)).sort((a, b) => a - b),
      removedCards: [],
      unusedSpecials: Object.keys(content.specialCards).sort(),
    },
    journey: { tiles: [], gathering: [], revealed: [] },
    fight: null,
    read: [],
    queue: [{ t: 'event', step: 'roundStart' }],
    outcome: null,
    ending: null,
  }
}
