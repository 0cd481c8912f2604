import type { GameEvent } from '../../../src-shared/engine/ruleset'
import type { PlanTarget } from '../../../src-shared/rulesets/island/types'
import type { RevealedFace } from '../../../src-shared/rulesets/island/view-faces'
import { optionLabel, promptLabel, type Has } from './choice-words'
import type { IslandWords, Translate } from './words'
import { nightLines, toldByNight } from './night-words'

/**
 * The log in player words (issue #16 item 6): each public event of a command as one sentence, en
 * and it. Events a player does not need to read (bookkeeping) give null. The weather and the
 * night are told with their arithmetic (the dice, what the roof or the food covered, what was missing).
 */
const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const num = (v: unknown): number => (typeof v === 'number' ? v : 0)
const faceOf = (e: GameEvent): RevealedFace | null => (typeof e['face'] === 'object' && e['face'] !== null ? (e['face'] as RevealedFace) : null)

interface Paid { asked: number; paid: number; missing: number }
interface WeatherStep { step: string; dice?: { rain: number; snow: number }; clouds?: number | { rain: number; snow: number }; roof?: number; unprotected?: number; snow?: number; woundsEach?: number; food?: Paid; wood?: Paid; palisade?: Paid; face?: { animals?: string }; strength?: number }

function weatherLines(e: GameEvent, t: Translate): string[] {
  const steps = Array.isArray(e['steps']) ? (e['steps'] as WeatherStep[]) : []
  const out: string[] = []
  const dice = Array.isArray(e['dice']) ? (e['dice'] as string[]).map((d) => t(`rulesets.island.weatherDie.${d}`)).join(', ') : ''
  out.push(dice ? t('rulesets.island.log.weatherRolled', { dice }) : t('rulesets.island.log.weatherNone'))
  for (const s of steps) {
    if (s.step === 'count' && s.dice) out.push(t('rulesets.island.log.weatherCount', { rain: s.dice.rain, snow: s.dice.snow }))
    else if (s.step === 'snow' && (s.snow ?? 0) > 0) out.push(t('rulesets.island.log.weatherSnow', { snow: s.snow ?? 0, asked: s.wood?.asked ?? 0, paid: s.wood?.paid ?? 0, missing: s.wood?.missing ?? 0 }))
    else if (s.step === 'clouds' && typeof s.clouds === 'number' && s.clouds > 0) out.push(t('rulesets.island.log.weatherClouds', { clouds: s.clouds, roof: s.roof ?? 0, over: s.unprotected ?? 0, wood: s.wood?.paid ?? 0, food: s.food?.paid ?? 0, missing: (s.wood?.missing ?? 0) + (s.food?.missing ?? 0) }))
    // The hungry animals' die (I-WEATHER-05) and the storm token (I-WEATHER-07): what they took, what was missing.
    else if (s.step === 'animals' && s.face?.animals === 'food') out.push(t('rulesets.island.log.weatherAnimalsFood', { paid: s.food?.paid ?? 0, missing: s.food?.missing ?? 0 }))
    else if (s.step === 'animals' && s.face?.animals === 'palisade') out.push(t('rulesets.island.log.weatherAnimalsPalisade', { paid: s.palisade?.paid ?? 0, missing: s.palisade?.missing ?? 0 }))
    else if (s.step === 'animals' && s.face?.animals === 'beast') out.push(t('rulesets.island.log.weatherAnimalsBeast', { strength: s.strength ?? 0 }))
    else if (s.step === 'storm') out.push(t('rulesets.island.log.weatherStorm', { paid: s.palisade?.paid ?? 0, missing: s.palisade?.missing ?? 0 }))
  }
  return out
}

function target(e: GameEvent, w: IslandWords): string {
  const x = e['target']
  return typeof x === 'object' && x !== null && 'kind' in x ? w.target(x as PlanTarget) : ''
}

/** The sentences of one event (most events give one, the weather several, bookkeeping none). */
export function logLines(e: GameEvent, w: IslandWords, t: Translate, has: Has): string[] {
  const k = (key: string, named: Record<string, unknown> = {}, plural?: number): string[] => [t(`rulesets.island.log.${key}`, named, plural)]
  const who = w.character(str(e['character']))
  const face = faceOf(e)
  const night = nightLines(e, w, t)
  if (night !== null) return night
  switch (e.type) {
    case 'planned': return k('planned', { target: target(e, w), n: num(e['pawns']) }, num(e['pawns']))
    case 'planConfirmed': return k('planConfirmed', { who: typeof e['seat'] === 'number' ? w.seat(e['seat']) : '' })
    case 'planCommitted': return k('planCommitted', { n: num(e['actions']) }, num(e['actions']))
    case 'actionResolved': return k(e['success'] === false ? 'actionFailed' : 'actionDone', { target: target(e, w), who: w.character(str(e['resolver'])) })
    case 'actionRoll': {
      if (e['window'] === true) return k('rollWindow', { colour: t(`rulesets.island.colour.${str(e['colour'])}`) })
      const steps = Array.isArray(e['steps']) ? (e['steps'] as { die: string; effect: string }[]) : []
      return k('rolled', { colour: t(`rulesets.island.colour.${str(e['colour'])}`), faces: steps.map((s) => t(`rulesets.island.dieEffect.${s.effect}`)).join(', ') })
    }
    case 'rerolled': return k('rerolled')
    // The card's name, then its effect as printed (its story line goes between them: revealedStory).
    case 'adventure': return [...k('adventure', { card: w.text(face?.title) }), w.text(face?.text)].filter((l) => l !== '')
    case 'mysteryRevealed': return [...k('mystery', { card: w.text(face?.title) }), w.text(face?.text)].filter((l) => l !== '')
    case 'eventRevealed': {
      // An Adventure or Mystery card an Event phase turns up shows its event half (I-EVENT-03).
      const half = face !== null && face.deck !== 'event'
      if (!half) return k('eventRevealed', { card: w.text(face?.title) })
      return [...k('eventRevealed', { card: w.text(face.eventTitle ?? face.title) }), w.text(face.eventText)].filter((l) => l !== '')
    }
    case 'slid': {
      if (!e['pushedOff']) return k('slid')
      const off = typeof e['pushedOffFace'] === 'object' && e['pushedOffFace'] !== null ? (e['pushedOffFace'] as RevealedFace) : null
      return k('slidOff', { card: off ? w.text(off.title) : w.card(str(e['pushedOff'])) })
    }
    case 'threatAction': return k('threatAction', { card: w.text(face?.title) || w.card(str(e['card'])), who: w.character(str(e['resolver'])) })
    case 'explored': return k('explored', { tile: w.tile(str(e['tile'])) })
    case 'built': return k('built', { card: w.card(str(e['invention'])) })
    case 'gain': return num(e['amount']) === 0 ? [] : k(e['to'] === 'future' ? 'gainFuture' : 'gain', { what: w.resource(str(e['resource']), num(e['amount'])) })
    // Nothing to give up (an empty store) is no news: what was missing is told as unfulfilled demand.
    case 'lose': return num(e['amount']) === 0 ? [] : k('lose', { what: w.resource(str(e['resource']), num(e['amount'])) })
    case 'produced': return k('produced', { what: w.resource(str(e['resource']), num(e['amount'])) })
    case 'productionSkipped': return k('productionSkipped')
    case 'track': return k('track', { track: t(`rulesets.island.track.${str(e['track'])}`), to: num(e['to']) })
    case 'morale': return k('morale', { from: num(e['from']), to: num(e['to']) })
    // A wound from a card's effect names no cause the player needs beyond the card just told (the
    // engine gives that card's id as the cause, or 'effect'): only the causes the table has words for are named.
    case 'wound': return str(e['cause']) !== 'effect' && has(`rulesets.island.cause.${str(e['cause'])}`) ? k('wound', { who, cause: t(`rulesets.island.cause.${str(e['cause'])}`), n: num(e['amount']) }, num(e['amount'])) : k('woundPlain', { who, n: num(e['amount']) }, num(e['amount']))
    case 'heal': return k('heal', { who, n: num(e['amount']) }, num(e['amount']))
    case 'death': return k('death', { who })
    case 'determination': return k(num(e['amount']) >= 0 ? 'determinationUp' : 'determinationDown', { who, n: Math.abs(num(e['amount'])) }, Math.abs(num(e['amount'])))
    case 'weather': return weatherLines(e, t)
    case 'spoiled': return num(e['amount']) > 0 ? k('spoiled', { n: num(e['amount']) }, num(e['amount'])) : []
    case 'unfulfilledDemand': return k('unfulfilled', { n: num(e['missing']) }, num(e['missing']))
    case 'campMoved': return k('campMoved', { where: w.space(str(e['to'])) })
    case 'roundEnded': return k('roundEnded', { round: num(e['round']) })
    case 'chose': return k('chose', { prompt: promptLabel(str(e['prompt']), w, t, has), option: optionLabel(str(e['option']), w, t, has, str(e['prompt'])) })
    case 'ability': return k('abilityNamed', { who, ability: w.ability(str(e['character']), str(e['ability'])) })
    case 'discoveryUsed': return k('discoveryUsed')
    case 'equipmentUsed': return k('equipmentUsed', { card: w.card(str(e['card'])) })
    case 'discovery': return k('discoveryDrawn', { n: Array.isArray(e['tokens']) ? e['tokens'].length : 0 }, Array.isArray(e['tokens']) ? e['tokens'].length : 0)
    case 'beastAdded': return k('beastAdded')
    case 'fight': {
      // A Beast card's fight tells its strength against the Weapon level (its steps); a bare strength, just that.
      const versus = Array.isArray(e['steps']) ? (e['steps'] as { step: string; strength?: number; weaponLevel?: number }[]).find((x) => x.step === 'strength') : undefined
      return versus ? k('fightBeast', { who, beast: w.text(face?.title) || w.card(str(e['card'])), strength: versus.strength ?? 0, weapons: versus.weaponLevel ?? 0 }) : k('fight', { who, strength: num(e['strength']) })
    }
    case 'intoEventDeck': return k('intoEventDeck')
    case 'stocked': return k('stocked', { n: num(e['amount']) })
    case 'flipped': return k('flipped', { card: w.card(str(e['invention'])) })
    case 'exhausted': return k('exhausted', { where: w.space(str(e['space'])) })
    case 'token': return k('token', { token: t(`rulesets.island.token.${str(e['token'])}`) })
    default: return []
  }
}

/** The events that reveal a card with its printed words (LatestPanel draws it). */
const REVEALS = ['adventure', 'mysteryRevealed', 'eventRevealed']

/** The story line of the card an event reveals (the event half's for an Adventure or Mystery card an Event phase turns up), or null. */
export function revealedStory(e: GameEvent, w: IslandWords): string | null {
  const face = faceOf(e)
  if (!face || !REVEALS.includes(e.type)) return null
  const key = e.type === 'eventRevealed' && face.deck !== 'event' ? face.eventStory : face.story
  return w.text(key) || null
}

/** One line of the log: a sentence, or a card's story line (drawn in italics). */
export interface LogLine { text: string; story: boolean }

/**
 * How a revealed card is told: `story` — its name, its story line, its effect (the Log tab);
 * `plain` — its name and effect (the round's log, under the card drawn); `shown` — not at all,
 * beside the card's own frame, which tells all of it (the latest move in the side column).
 */
export type CardTelling = 'story' | 'plain' | 'shown'

/** The log lines of a command's events, each revealed card told as `cards` says. */
export function logEntryLines(events: readonly GameEvent[], w: IslandWords, t: Translate, has: Has, cards: CardTelling): LogLine[] {
  return events.flatMap((e) => {
    // A wound the night's own lines already count ("Ada goes hungry: 2 wounds") is not told twice.
    if (toldByNight(e, events)) return []
    if (cards === 'shown' && faceOf(e) !== null && REVEALS.includes(e.type)) return []
    const lines: LogLine[] = logLines(e, w, t, has).map((text) => ({ text, story: false }))
    const story = cards === 'story' ? revealedStory(e, w) : null
    if (story !== null && lines.length > 0) lines.splice(1, 0, { text: story, story: true })
    return lines
  })
}
