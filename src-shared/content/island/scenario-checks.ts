/**
 * A scenario sheet's checks (I-SCEN-01…I-SCEN-07): a weather entry per round naming real weather
 * dice, the start tile and space, the wreckage card, starting equipment, special inventions and
 * tokens, enough Event and Invention cards for setup, and every reference its effects make.
 */
import type { LoadedItem, PackChecks } from '../pack-spec'
import type { JsonPath } from '../problems'
import { checkRefs, type Known } from './checks'
import { collectCondition, collectEffects, emptyRefs } from './refs'
import type { Scenario } from './scenario'

export function checkScenario(s: Scenario, origin: LoadedItem<Scenario>['origin'], known: Known, checks: PackChecks): void {
  const at = (p: JsonPath): JsonPath => ['scenarios', origin.index, ...p]
  const report = (p: JsonPath, m: string): void => checks.report(origin.file, at(p), m)
  checks.checkString(origin.file, at(['title']), s.title)
  if (s.order !== undefined && [...known.scenarioOrders.entries()].some(([id, o]) => o === s.order && id !== s.id)) report(['order'], `another scenario is already number ${s.order} in the order of play (I-SCEN-08)`)
  if (s.text !== undefined) checks.checkString(origin.file, at(['text']), s.text)
  if (s.goal.text !== undefined) checks.checkString(origin.file, at(['goal', 'text']), s.goal.text)

  if (s.weather.length !== s.rounds) report(['weather'], `the weather schedule needs one entry per round (${s.rounds}), found ${s.weather.length} (I-SCEN-03)`)
  s.weather.forEach((dice, r) => dice.forEach((d, j) => {
    if (!known.weatherDice.has(d)) report(['weather', r, j], `weather die "${d}" does not exist`)
  }))
  s.weather.forEach((dice, r) => { if (new Set(dice).size !== dice.length) report(['weather', r], 'each weather die is rolled at most once per round (I-DICE-11)') })

  if (!known.tiles.has(s.start.tile)) report(['start', 'tile'], `tile "${s.start.tile}" does not exist`)
  s.tilesOut?.forEach((id, i) => {
    if (!known.tiles.has(id)) report(['tilesOut', i], `tile "${id}" does not exist`)
    if (id === s.start.tile) report(['tilesOut', i], 'the start tile cannot be left out')
  })
  s.inventionsOut?.forEach((id, i) => {
    if (known.cards.get(id)?.deck !== 'invention') report(['inventionsOut', i], `invention "${id}" does not exist`)
    else if (s.inventions.includes(id)) report(['inventionsOut', i], 'a special invention of this scenario cannot be left out')
  })
  if (!known.spaces.has(s.start.space)) report(['start', 'space'], `board space "${s.start.space}" does not exist`)
  const wreck = known.cards.get(s.wreckage)
  if (!wreck || wreck.deck !== 'wreckage') report(['wreckage'], `"${s.wreckage}" is not a wreckage card (I-SETUP-14)`)
  s.startingEquipment.fixed?.forEach((id, i) => {
    if (known.cards.get(id)?.deck !== 'equipment') report(['startingEquipment', 'fixed', i], `"${id}" is not a starting equipment card`)
  })
  const equipment = [...known.cards.values()].filter((c) => c.deck === 'equipment').length
  if ((s.startingEquipment.fixed?.length ?? s.startingEquipment.draw) > equipment) report(['startingEquipment'], `the pack has only ${equipment} starting equipment cards (I-SETUP-11)`)

  s.inventions.forEach((id, i) => {
    const c = known.cards.get(id)
    if (!c || c.deck !== 'invention' || c.placement !== 'scenario') report(['inventions', i], `"${id}" must be an invention with placement "scenario" (I-SCEN-07)`)
  })
  s.discoveries.forEach((id, i) => {
    const t = known.discoveries.get(id)
    if (!t) report(['discoveries', i], `discovery token "${id}" does not exist`)
    else if (t.scenario !== s.id) report(['discoveries', i], `discovery token "${id}" must name scenario "${s.id}" (I-SCEN-05)`)
  })

  const events = [...known.cards.values()].filter((c) => c.deck === 'event')
  const books = events.filter((c) => c.deck === 'event' && c.icon === 'book').length
  const half = Math.ceil(s.rounds / 2)
  const wantBook = s.eventDeck?.book ?? half
  const wantAdventure = s.eventDeck?.adventure ?? half
  if (books < wantBook) report(['eventDeck'], `the Event deck needs ${wantBook} book cards, the pack has ${books} (I-SETUP-15)`)
  if (events.length - books < wantAdventure) report(['eventDeck'], `the Event deck needs ${wantAdventure} adventure-icon cards, the pack has ${events.length - books} (I-SETUP-15)`)
  const inDeck = [...known.cards.values()].filter((c) => c.deck === 'invention' && c.placement === 'deck').length
  if (s.inventionDraw > inDeck) report(['inventionDraw'], `the Invention deck holds only ${inDeck} cards (I-SETUP-05)`)

  const ids = new Set<string>()
  for (const [key, list] of [['piles', s.piles ?? []], ['counters', s.counters ?? []], ['sites', s.sites ?? []]] as const) {
    list.forEach((x, i) => {
      if (ids.has(x.id)) report([key, i, 'id'], `"${x.id}" is declared twice`)
      ids.add(x.id)
      checks.checkString(origin.file, at([key, i, 'title']), x.title)
    })
  }
  s.roundNotes?.forEach((n, i) => {
    if (n.round > s.rounds) report(['roundNotes', i, 'round'], `round ${n.round} is beyond the last round (${s.rounds})`)
    if (n.text !== undefined) checks.checkString(origin.file, at(['roundNotes', i, 'text']), n.text)
    if (n.text === undefined && n.effects.length === 0) report(['roundNotes', i], 'a round note needs effects or a text')
  })
  s.rules?.forEach((key, i) => checks.checkString(origin.file, at(['rules', i]), key))

  const refs = emptyRefs()
  collectEffects(s.setup, ['setup'], refs)
  collectEffects(s.book, ['book'], refs)
  s.totems.forEach((t, i) => collectEffects(t, ['totems', i], refs))
  collectCondition(s.goal.cond, ['goal', 'cond'], refs)
  s.defeats?.forEach((d, i) => collectCondition(d, ['defeats', i], refs))
  s.roundNotes?.forEach((n, i) => collectEffects(n.effects, ['roundNotes', i, 'effects'], refs))
  s.everyRound?.forEach((n, i) => collectEffects(n.effects, ['everyRound', i, 'effects'], refs))
  if (s.palisadeBreach) collectEffects(s.palisadeBreach, ['palisadeBreach'], refs)
  s.sites?.forEach((x, i) => {
    collectEffects(x.effects, ['sites', i, 'effects'], refs)
    if (x.requires) collectCondition(x.requires, ['sites', i, 'requires'], refs)
  })
  s.faceDown?.forEach((x, i) => {
    if (!known.tiles.has(x.tile)) report(['faceDown', i, 'tile'], `tile "${x.tile}" does not exist`)
    if (!known.spaces.has(x.space)) report(['faceDown', i, 'space'], `board space "${x.space}" does not exist`)
    if (x.tile === s.start.tile || x.space === s.start.space) report(['faceDown', i], 'the start tile and space cannot lie face down')
  })
  s.cardsOut?.forEach((id, i) => {
    if (!known.cards.has(id)) report(['cardsOut', i], `card "${id}" does not exist`)
    if (id === s.wreckage || (s.startingEquipment.fixed ?? []).includes(id)) report(['cardsOut', i], `"${id}" is used by this sheet and cannot be left out`)
  })
  checkRefs(refs, origin.file, at, known, checks)
}
