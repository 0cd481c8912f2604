/**
 * Island's pack checks (design §2): what a schema cannot see — unique ids, the board's spaces, the
 * nine action dice, wound tracks and personal inventions, scenario sheets (weather per round, start
 * tile and space, wreckage, special inventions and tokens, enough Event cards), and the reference
 * check: every id an effect names exists, every string key is in every locale.
 */
import type { LoadedItem, PackChecks } from '../pack-spec'
import type { JsonPath } from '../problems'
import { ACTION_DIE_ROLES, HEX_DIRECTIONS, type Board, type Dice } from './board'
import type { IslandCard } from './cards'
import type { Character } from './characters'
import type { DiscoveryToken } from './discoveries'
import { collectCondition, collectEffects, emptyRefs, type Refs } from './refs'
import type { Scenario } from './scenario'
import type { Tile } from './tiles'
import { ADVENTURE_KINDS } from './vocabulary'

/** Everything the loader read, as the checks need it. */
export interface IslandItems {
  scenarios: LoadedItem<Scenario>[]
  characters: LoadedItem<Character>[]
  tiles: LoadedItem<Tile>[]
  cards: LoadedItem<IslandCard>[]
  discoveries: LoadedItem<DiscoveryToken>[]
}

type Report = (path: JsonPath, message: string) => void

/** I-COMP-01, I-GOLD-15: unique space ids and coordinates; the island is one connected piece. */
export function checkBoard(board: Board, file: string, checks: PackChecks): void {
  const ids = new Set<string>()
  const coords = new Map<string, string>()
  board.spaces.forEach((s, i) => {
    if (ids.has(s.id)) checks.report(file, ['board', 'spaces', i, 'id'], `space "${s.id}" appears twice`)
    ids.add(s.id)
    const key = `${s.q},${s.r}`
    const other = coords.get(key)
    if (other !== undefined) checks.report(file, ['board', 'spaces', i], `space "${s.id}" has the same coordinates as "${other}"`)
    coords.set(key, s.id)
  })
  const first = board.spaces[0]
  if (!first) return
  const seen = new Set([`${first.q},${first.r}`])
  const todo = [first]
  for (let s = todo.pop(); s; s = todo.pop()) {
    for (const [dq, dr] of HEX_DIRECTIONS) {
      const k = `${s.q + dq},${s.r + dr}`
      const next = board.spaces.find((x) => `${x.q},${x.r}` === k)
      if (next && !seen.has(k)) { seen.add(k); todo.push(next) }
    }
  }
  board.spaces.forEach((s, i) => {
    if (!seen.has(`${s.q},${s.r}`)) checks.report(file, ['board', 'spaces', i], `space "${s.id}" touches no other space of the island`)
  })
}

/** I-COMP-16, I-DICE-02, I-DICE-10: one die per colour and role, faces allowed for the role, unique ids. */
export function checkDice(dice: Dice, file: string, checks: PackChecks): void {
  const ids = new Set<string>()
  const seenId = (id: string, path: JsonPath): void => {
    if (ids.has(id)) checks.report(file, path, `die "${id}" appears twice`)
    ids.add(id)
  }
  for (const colour of ADVENTURE_KINDS) {
    for (const role of Object.keys(ACTION_DIE_ROLES) as (keyof typeof ACTION_DIE_ROLES)[]) {
      const n = dice.action.filter((d) => d.colour === colour && d.role === role).length
      if (n !== 1) checks.report(file, ['dice', 'action'], `there must be exactly one ${colour} ${role} die (found ${n}) (I-COMP-16)`)
    }
  }
  dice.action.forEach((d, i) => {
    seenId(d.id, ['dice', 'action', i, 'id'])
    const allowed: readonly string[] = ACTION_DIE_ROLES[d.role]
    d.faces.forEach((f, j) => {
      if (!allowed.includes(f)) checks.report(file, ['dice', 'action', i, 'faces', j], `a ${d.role} die shows only ${allowed.join(' or ')} (I-DICE-02)`)
    })
  })
  // I-COMP-17: one Rain, one Winter and one Hungry-animals die (a scenario names the ones it rolls).
  for (const role of ['rain', 'winter', 'animals'] as const) {
    const n = dice.weather.filter((d) => d.role === role).length
    if (n !== 1) checks.report(file, ['dice', 'weather'], `there must be exactly one ${role} weather die (found ${n}) (I-COMP-17)`)
  }
  dice.weather.forEach((d, i) => {
    seenId(d.id, ['dice', 'weather', i, 'id'])
    d.faces.forEach((f, j) => {
      if (f.animals !== undefined && d.role !== 'animals') checks.report(file, ['dice', 'weather', i, 'faces', j, 'animals'], 'only a hungry-animals die shows animals (I-DICE-10)')
      if (d.role === 'animals' && (f.rain !== undefined || f.snow !== undefined)) checks.report(file, ['dice', 'weather', i, 'faces', j], 'a hungry-animals die shows no clouds (I-DICE-10)')
    })
    if (d.faces.some((f) => f.animals === 'beast') && d.beastStrength === undefined) checks.report(file, ['dice', 'weather', i], 'a die with a beast face needs "beastStrength" (I-WEATHER-05)')
  })
}

/** Reports an id seen twice in one collection; returns the ids. */
function uniqueIds<T extends { id: string }>(items: readonly LoadedItem<T>[], key: string, what: string, checks: PackChecks): Set<string> {
  const ids = new Set<string>()
  for (const { item, origin } of items) {
    if (ids.has(item.id)) checks.report(origin.file, [key, origin.index, 'id'], `${what} "${item.id}" appears twice`)
    ids.add(item.id)
  }
  return ids
}

/** What the reference checks compare against. */
export interface Known {
  cards: Map<string, IslandCard>
  characters: Map<string, Character>
  tiles: Map<string, Tile>
  discoveries: Map<string, DiscoveryToken>
  spaces: Set<string>
  weatherDice: Set<string>
  counters: Set<string>
  piles: Set<string>
  /** I-SCEN-08: each scenario's place in the order of play. */
  scenarioOrders: Map<string, number>
}

export function knownOf(items: IslandItems, board: Board | undefined, dice: Dice | undefined, checks: PackChecks): Known {
  uniqueIds(items.cards, 'cards', 'card', checks)
  uniqueIds(items.characters, 'characters', 'character', checks)
  uniqueIds(items.tiles, 'tiles', 'tile', checks)
  uniqueIds(items.discoveries, 'discoveries', 'discovery token', checks)
  uniqueIds(items.scenarios, 'scenarios', 'scenario', checks)
  return {
    cards: new Map(items.cards.map((x) => [x.item.id, x.item])),
    characters: new Map(items.characters.map((x) => [x.item.id, x.item])),
    tiles: new Map(items.tiles.map((x) => [x.item.id, x.item])),
    discoveries: new Map(items.discoveries.map((x) => [x.item.id, x.item])),
    spaces: new Set(board?.spaces.map((s) => s.id) ?? []),
    weatherDice: new Set(dice?.weather.map((d) => d.id) ?? []),
    counters: new Set(items.scenarios.flatMap((s) => s.item.counters?.map((c) => c.id) ?? [])),
    piles: new Set(items.scenarios.flatMap((s) => s.item.piles?.map((p) => p.id) ?? [])),
    scenarioOrders: new Map(items.scenarios.flatMap((s) => (s.item.order === undefined ? [] : [[s.item.id, s.item.order] as const]))),
  }
}

/** Reports every reference in `refs` that names nothing, and checks its strings. */
export function checkRefs(refs: Refs, file: string, at: (p: JsonPath) => JsonPath, known: Known, checks: PackChecks): void {
  for (const r of refs.items) {
    const c = known.cards.get(r.id)
    if (!c) checks.report(file, at(r.path), `invention "${r.id}" does not exist`)
    else if (c.deck !== 'invention') checks.report(file, at(r.path), `card "${r.id}" is not an invention`)
  }
  for (const r of refs.counters) if (!known.counters.has(r.id)) checks.report(file, at(r.path), `no scenario declares the counter "${r.id}"`)
  for (const r of refs.piles) if (!known.piles.has(r.id)) checks.report(file, at(r.path), `no scenario declares the pile "${r.id}"`)
  for (const r of refs.weatherDice) if (!known.weatherDice.has(r.id)) checks.report(file, at(r.path), `weather die "${r.id}" does not exist`)
  for (const r of refs.spaces) if (!known.spaces.has(r.id)) checks.report(file, at(r.path), `board space "${r.id}" does not exist`)
  for (const r of refs.travellers) {
    const c = known.characters.get(r.id)
    if (!c) checks.report(file, at(r.path), `character "${r.id}" does not exist`)
    else if (c.kind !== 'traveller') checks.report(file, at(r.path), `character "${r.id}" is not a traveller (I-SCEN3-04)`)
  }
  for (const r of refs.strings) checks.checkString(file, at(r.path), r.key)
  for (const p of refs.again) checks.report(file, at(p), '"resolveAgain" repeats an Event card\'s event half: it belongs in that card\'s threatEffect only (I-GOLD-14)')
}

const strs = (file: string, at: (p: JsonPath) => JsonPath, o: { title: string; text?: string | undefined; story?: string | undefined }, checks: PackChecks): void => {
  checks.checkString(file, at(['title']), o.title)
  if (o.text !== undefined) checks.checkString(file, at(['text']), o.text)
  if (o.story !== undefined) checks.checkString(file, at(['story']), o.story)
}

const artOf = (o: object): string | undefined => ('art' in o && typeof o.art === 'string' ? o.art : undefined)

/** One card's anatomy and references. */
export function checkCard(card: IslandCard, origin: LoadedItem<IslandCard>['origin'], known: Known, checks: PackChecks): void {
  const at = (p: JsonPath): JsonPath => ['cards', origin.index, ...p]
  const report: Report = (p, m) => checks.report(origin.file, at(p), m)
  strs(origin.file, at, card, checks)
  const art = artOf(card)
  if (art !== undefined && !checks.hasArt(origin.pack, art)) report(['art'], `art file "art/${art}" does not exist`)
  const refs = emptyRefs()
  switch (card.deck) {
    case 'event':
      checks.checkString(origin.file, at(['threat', 'title']), card.threat.title)
      if (card.threat.text !== undefined) checks.checkString(origin.file, at(['threat', 'text']), card.threat.text)
      if (card.threatEffectText !== undefined) checks.checkString(origin.file, at(['threatEffectText']), card.threatEffectText)
      collectEffects(card.event, ['event'], refs)
      collectEffects(card.threat.reward, ['threat', 'reward'], refs)
      if (card.threat.requires) collectCondition(card.threat.requires, ['threat', 'requires'], refs)
      collectEffects(card.threatEffect, ['threatEffect'], refs)
      // I-GOLD-14: here "resolve again" repeats this card's event half, which must not do it again.
      refs.again = refs.again.filter((p) => p[0] !== 'threatEffect')
      break
    case 'wreckage':
      collectEffects(card.minor, ['minor'], refs)
      collectEffects(card.major, ['major'], refs)
      break
    case 'adventure': {
      collectEffects(card.effects, ['effects'], refs)
      if (card.event) collectEffects(card.event, ['event'], refs)
      if (card.eventTitle !== undefined) checks.checkString(origin.file, at(['eventTitle']), card.eventTitle)
      if (card.eventText !== undefined) checks.checkString(origin.file, at(['eventText']), card.eventText)
      if (card.eventStory !== undefined) checks.checkString(origin.file, at(['eventStory']), card.eventStory)
      const goesIn = JSON.stringify(card.effects).includes('"intoEventDeck"')
      if (goesIn && card.event === undefined) report(['event'], 'a card shuffled into the Event deck needs its event half (I-DICE-08, I-EVENT-03)')
      break
    }
    case 'mystery':
      if (card.eventText !== undefined) checks.checkString(origin.file, at(['eventText']), card.eventText)
      if (card.eventStory !== undefined) checks.checkString(origin.file, at(['eventStory']), card.eventStory)
      collectEffects(card.effects, ['effects'], refs)
      if (card.event) collectEffects(card.event, ['event'], refs)
      if (card.keep?.use) collectEffects(card.keep.use, ['keep', 'use'], refs)
      if (card.keep?.site) {
        collectEffects(card.keep.site.effects, ['keep', 'site', 'effects'], refs)
        checks.checkString(origin.file, at(['keep', 'site', 'title']), card.keep.site.title)
        if (card.keep.site.on !== 'camp') report(['keep', 'site', 'on'], 'an action printed on a kept card is planned at the camp (I-MYSTERY-C10)')
      }
      card.keep?.passive?.forEach((x, i) => { if (x.op === 'afterAction') collectEffects(x.effects, ['keep', 'passive', i, 'effects'], refs) })
      if (JSON.stringify(card.effects).includes('"intoEventDeck"') && card.event === undefined) report(['event'], 'a card shuffled into the Event deck needs its event half (I-EVENT-03)')
      if (card.keep?.untilEvent === true && card.event === undefined) report(['event'], 'a card lasting until the Event phase needs its event half (I-MYSTERY-C04)')
      break
    case 'beast':
      collectEffects(card.extra, ['extra'], refs)
      break
    case 'invention': {
      collectEffects(card.onBuild, ['onBuild'], refs)
      if (card.use) collectEffects(card.use, ['use'], refs)
      card.passive.forEach((x, i) => { if (x.op === 'afterAction') collectEffects(x.effects, ['passive', i, 'effects'], refs) })
      card.requires.items?.forEach((id, i) => refs.items.push({ id, path: ['requires', 'items', i] }))
      if (card.requires.cond) collectCondition(card.requires.cond, ['requires', 'cond'], refs)
      if (card.requires.items?.includes(card.id)) report(['requires', 'items'], 'an invention cannot require itself')
      if ((card.placement === 'personal') !== (card.owner !== undefined)) report(['owner'], 'a personal invention names its owner, and only a personal one (I-CHAR-15)')
      if (card.owner !== undefined) {
        const owner = known.characters.get(card.owner)
        if (!owner) report(['owner'], `character "${card.owner}" does not exist`)
        else if (owner.kind !== 'castaway') report(['owner'], `"${card.owner}" is not a castaway (I-CHAR-15)`)
        else if (owner.personalInvention !== card.id) report(['owner'], `"${card.owner}" names another personal invention`)
      }
      if (card.repeatable && card.placement !== 'scenario') report(['repeatable'], 'only scenario inventions may be built again (I-INV-05)')
      if (card.onTile && card.placement !== 'scenario') report(['onTile'], 'only scenario inventions are built on island tiles (I-SCEN2-02)')
      break
    }
    case 'equipment':
      collectEffects(card.use, ['use'], refs)
      break
  }
  checkRefs(refs, origin.file, at, known, checks)
}

/** I-CHAR-09, I-CHAR-10, I-CHAR-15, I-CHAR-18: a character's sheet. */
export function checkCharacter(ch: Character, origin: LoadedItem<Character>['origin'], known: Known, checks: PackChecks): void {
  const at = (p: JsonPath): JsonPath => ['characters', origin.index, ...p]
  const report: Report = (p, m) => checks.report(origin.file, at(p), m)
  strs(origin.file, at, ch, checks)
  const art = artOf(ch)
  if (art !== undefined && !checks.hasArt(origin.pack, art)) report(['art'], `art file "art/${art}" does not exist`)
  if (ch.kind !== 'dog' && !ch.woundTrack) report(['woundTrack'], `a ${ch.kind} needs a wound track (I-CHAR-10)`)
  if (ch.kind === 'dog' && ch.woundTrack) report(['woundTrack'], 'the dog cannot be wounded (I-2P-19)')
  ch.woundTrack?.arrowsAfter.forEach((k, i) => {
    if (k >= (ch.woundTrack?.length ?? 0)) report(['woundTrack', 'arrowsAfter', i], `an arrow after space ${k} lies beyond the track's last space`)
  })
  if (ch.kind === 'castaway') {
    if (ch.abilities.length !== 4) report(['abilities'], 'a castaway has 4 special abilities (I-CHAR-18)')
    if (ch.personalInvention === undefined) report(['personalInvention'], 'a castaway has a personal invention (I-CHAR-15)')
  }
  if (ch.personalInvention !== undefined) {
    const c = known.cards.get(ch.personalInvention)
    if (!c) report(['personalInvention'], `invention "${ch.personalInvention}" does not exist`)
    else if (c.deck !== 'invention' || c.placement !== 'personal' || c.owner !== ch.id) report(['personalInvention'], `"${ch.personalInvention}" must be a personal invention owned by "${ch.id}"`)
  }
  const refs = emptyRefs()
  ch.abilities.forEach((a, i) => {
    checks.checkString(origin.file, at(['abilities', i, 'title']), a.title)
    if (a.text !== undefined) checks.checkString(origin.file, at(['abilities', i, 'text']), a.text)
    collectEffects(a.effects, ['abilities', i, 'effects'], refs)
  })
  checkRefs(refs, origin.file, at, known, checks)
}

/** A tile's anatomy: one source of each kind at most. */
export function checkTile(tile: Tile, origin: LoadedItem<Tile>['origin'], checks: PackChecks): void {
  const at = (p: JsonPath): JsonPath => ['tiles', origin.index, ...p]
  checks.checkString(origin.file, at(['title']), tile.title)
  if (new Set(tile.sources).size !== tile.sources.length) checks.report(origin.file, at(['sources']), 'a tile shows each kind of source at most once')
  if (tile.art !== undefined && !checks.hasArt(origin.pack, tile.art)) checks.report(origin.file, at(['art']), `art file "art/${tile.art}" does not exist`)
}

/** A discovery token's references. */
export function checkDiscovery(t: DiscoveryToken, origin: LoadedItem<DiscoveryToken>['origin'], known: Known, scenarioIds: Set<string>, checks: PackChecks): void {
  const at = (p: JsonPath): JsonPath => ['discoveries', origin.index, ...p]
  strs(origin.file, at, t, checks)
  if (t.art !== undefined && !checks.hasArt(origin.pack, t.art)) checks.report(origin.file, at(['art']), `art file "art/${t.art}" does not exist`)
  if (t.scenario !== undefined && !scenarioIds.has(t.scenario)) checks.report(origin.file, at(['scenario']), `scenario "${t.scenario}" does not exist`)
  if (t.kept !== undefined && t.mandatory === true) checks.report(origin.file, at(['kept']), 'a kept token is never traded in at once (I-SCEN2-10)')
  const refs = emptyRefs()
  collectEffects(t.effects, ['effects'], refs)
  if (t.requires) collectCondition(t.requires, ['requires'], refs)
  checkRefs(refs, origin.file, at, known, checks)
}
