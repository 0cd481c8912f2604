import type { SuccessStrip } from '../../content/continent/strip'

/**
 * Exact odds of an action's Result step (C-D-15, C-PROB-2): the probability of reaching
 * at least d successes when c Action cards are drawn at random from a known multiset of
 * cards. Computed by enumerating card *kinds* (multivariate hypergeometric), never by
 * sampling, so a 45-card deck and 6 cards cost a few thousand table entries.
 */

/** C-Q-2: 'leftRight' pairs one left half with one right half (recommended); 'any' pairs any two. */
export type HalfStarRule = 'leftRight' | 'any'

export interface OddsOptions {
  halfStarRule?: HalfStarRule
  /** Successes added by effects regardless of the cards (C-ACT-24). */
  flatBonus?: number
  /** Successes per lucky 7 revealed (C-ACT-25, C-ICON-26). */
  perLucky7?: number
}

/** Successes of a set of revealed strips taken together (C-ACT-22, C-ACT-23). */
export function stripSuccesses(total: SuccessStrip, rule: HalfStarRule = 'leftRight'): number {
  const halves =
    rule === 'leftRight'
      ? Math.min(total.leftHalves, total.rightHalves)
      : Math.floor((total.leftHalves + total.rightHalves) / 2)
  return total.stars + halves
}

interface Kind {
  strip: SuccessStrip
  copies: number
}

const keyOf = (s: SuccessStrip): string => `${s.stars}/${s.leftHalves}/${s.rightHalves}/${s.lucky7}`

function kindsOf(strips: readonly SuccessStrip[]): Kind[] {
  const byKey = new Map<string, Kind>()
  for (const strip of strips) {
    const key = keyOf(strip)
    const kind = byKey.get(key)
    if (kind) kind.copies++
    else byKey.set(key, { strip, copies: 1 })
  }
  return [...byKey.values()]
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  const m = Math.min(k, n - k)
  let r = 1
  for (let i = 1; i <= m; i++) r = (r * (n - m + i)) / i
  return Math.round(r)
}

/**
 * Joint distribution of the summed strip when `count` cards are drawn without
 * replacement: a list of (summed strip, probability), probabilities adding to 1.
 */
export function drawnStripDistribution(
  strips: readonly SuccessStrip[],
  count: number,
): { strip: SuccessStrip; p: number }[] {
  if (count < 0 || !Number.isInteger(count)) throw new RangeError(`cannot draw ${count} cards`)
  if (count > strips.length) throw new RangeError(`cannot draw ${count} cards from ${strips.length}`)
  // states: key "k/stars/l/r/lucky" → number of ways (card subsets) to reach it
  let states = new Map<string, { k: number; s: SuccessStrip; ways: number }>()
  states.set('0/0/0/0/0', { k: 0, s: { stars: 0, leftHalves: 0, rightHalves: 0, lucky7: 0 }, ways: 1 })
  for (const kind of kindsOf(strips)) {
    const next = new Map<string, { k: number; s: SuccessStrip; ways: number }>()
    for (const st of states.values()) {
      for (let j = 0; j <= kind.copies && st.k + j <= count; j++) {
        const s: SuccessStrip = {
          stars: st.s.stars + j * kind.strip.stars,
          leftHalves: st.s.leftHalves + j * kind.strip.leftHalves,
          rightHalves: st.s.rightHalves + j * kind.strip.rightHalves,
          lucky7: st.s.lucky7 + j * kind.strip.lucky7,
        }
        const k = st.k + j
        const key = `${k}/${keyOf(s)}`
        const ways = st.ways * binomial(kind.copies, j)
        const prev = next.get(key)
        if (prev) prev.ways += ways
        else next.set(key, { k, s, ways })
      }
    }
    states = next
  }
  const total = binomial(strips.length, count)
  const out: { strip: SuccessStrip; p: number }[] = []
  for (const st of states.values()) if (st.k === count) out.push({ strip: st.s, p: st.ways / total })
  return out
}

/** P(successes = n) for n = 0…max, drawing `count` cards from `strips`. */
export function successDistribution(
  strips: readonly SuccessStrip[],
  count: number,
  options: OddsOptions = {},
): number[] {
  const dist: number[] = []
  for (const { strip, p } of drawnStripDistribution(strips, count)) {
    const n =
      stripSuccesses(strip, options.halfStarRule) +
      (options.flatBonus ?? 0) +
      (options.perLucky7 ?? 0) * strip.lucky7
    while (dist.length <= n) dist.push(0)
    dist[n] = (dist[n] ?? 0) + p
  }
  return dist
}

/** P(successes ≥ difficulty) for a distribution from {@link successDistribution}. */
export function atLeast(dist: readonly number[], difficulty: number): number {
  let p = 0
  for (let n = Math.max(0, difficulty); n < dist.length; n++) p += dist[n] ?? 0
  return Math.min(1, p)
}

/** Exact P(successes ≥ difficulty) drawing `count` cards from `strips`. */
export function exactSuccessOdds(
  strips: readonly SuccessStrip[],
  count: number,
  difficulty: number,
  options: OddsOptions = {},
): number {
  return atLeast(successDistribution(strips, count, options), difficulty)
}

/**
 * The rulebook-style table (C-PROB-1): rows difficulty 1…maxDifficulty, columns 1…maxCards
 * cards drawn, each cell the exact probability of at least that many successes.
 */
export function oddsTable(
  strips: readonly SuccessStrip[],
  maxCards = 6,
  maxDifficulty = 7,
  options: OddsOptions = {},
): number[][] {
  const byCards = Array.from({ length: maxCards }, (_, i) => successDistribution(strips, i + 1, options))
  return Array.from({ length: maxDifficulty }, (_, d) => byCards.map((dist) => atLeast(dist, d + 1)))
}

/** A card of the real remaining deck or discard pile, for live odds. */
export interface OddsCard {
  strip: SuccessStrip
  curse: boolean
}

export interface LiveOdds {
  /** P(successes ≥ difficulty) */
  success: number
  /** P(a Curse comes from the face-down Discard Pile), i.e. immediate defeat (C-DECK-13, C-END-2). */
  curseFromDiscard: number
}

/**
 * Live odds for an action about to draw `count` cards (C-D-15): the top of the Action
 * Deck is unknown to the players but it is a uniform random subset of the remaining deck;
 * when the deck holds fewer cards than needed, all of it is drawn and the rest comes at
 * random from the Discard Pile (C-DECK-13) — where any Curse means defeat, so such a draw
 * counts as a failure here.
 */
export function liveOdds(
  deck: readonly OddsCard[],
  discard: readonly OddsCard[],
  count: number,
  difficulty: number,
  options: OddsOptions = {},
): LiveOdds {
  if (count <= deck.length) {
    return { success: exactSuccessOdds(deck.map((c) => c.strip), count, difficulty, options), curseFromDiscard: 0 }
  }
  const fromDiscard = Math.min(count - deck.length, discard.length)
  const sure = deck.reduce<SuccessStrip>(
    (acc, c) => ({
      stars: acc.stars + c.strip.stars,
      leftHalves: acc.leftHalves + c.strip.leftHalves,
      rightHalves: acc.rightHalves + c.strip.rightHalves,
      lucky7: acc.lucky7 + c.strip.lucky7,
    }),
    { stars: 0, leftHalves: 0, rightHalves: 0, lucky7: 0 },
  )
  const safe = discard.filter((c) => !c.curse)
  // P(no curse among the discard draws) = C(safe, m) / C(all, m)
  const pNoCurse = binomial(safe.length, fromDiscard) / binomial(discard.length, fromDiscard)
  let success = 0
  if (pNoCurse > 0) {
    for (const { strip, p } of drawnStripDistribution(safe.map((c) => c.strip), fromDiscard)) {
      const total: SuccessStrip = {
        stars: sure.stars + strip.stars,
        leftHalves: sure.leftHalves + strip.leftHalves,
        rightHalves: sure.rightHalves + strip.rightHalves,
        lucky7: sure.lucky7 + strip.lucky7,
      }
      const n =
        stripSuccesses(total, options.halfStarRule) +
        (options.flatBonus ?? 0) +
        (options.perLucky7 ?? 0) * total.lucky7
      if (n >= difficulty) success += p
    }
  }
  return { success: success * pNoCurse, curseFromDiscard: 1 - pNoCurse }
}
