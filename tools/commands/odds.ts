import { skillCard, startingActionDeck } from '../../src-shared/content/continent/lookups'
import type { ContinentContent } from '../../src-shared/content/continent/content'
import type { SuccessStrip } from '../../src-shared/content/continent/strip'
import { oddsTable, type HalfStarRule } from '../../src-shared/rulesets/continent/odds'
import { largestDeviation, RULEBOOK_ODDS } from '../../src-shared/rulesets/continent/rulebook-odds'
import { UsageError, type CliCommand } from '../cli-io'
import { parseArgs, stringFlag } from '../args'
import { packFromArgs } from './pack-arg'

/** A Curse drawn from the Action Deck is harmless and worth nothing (C-ACT-21, C-DECK-3). */
const CURSE_STRIP: SuccessStrip = { stars: 0, leftHalves: 0, rightHalves: 0, lucky7: 0 }

export interface DeckOdds {
  deckSize: number
  /** Curse cards in this deck (0 for the Skills-only table). */
  curseCards: number
  /** Rows difficulty 1…7, columns 1…6 cards drawn. */
  table: number[][]
}

export interface CharacterOdds {
  /** C-PROB-2: the 35 common Skills and the character's own five — the sample the rulebook's table describes. */
  skillsOnly: DeckOdds
  /**
   * The Action Deck a solo game with this character really starts with (C-SETUP-11): the same
   * Skills plus the Curse cards of the chosen curse and of death, each worth 0. This is what the
   * players face; the rulebook does not say whether its table counts them (C-Q-6).
   */
  startingDeck: DeckOdds & { curse: string }
}

export function characterOdds(content: ContinentContent, character: string, rule: HalfStarRule, curse: string): CharacterOdds {
  const skills = [...content.commonSkills, ...(content.characterSkills[character] ?? [])]
  const stripOf = (uid: string): SuccessStrip => (content.cards[uid]?.type === 'curse' ? CURSE_STRIP : skillCard(content, uid).strip)
  const real = startingActionDeck(content, [character], [curse])
  return {
    skillsOnly: { deckSize: skills.length, curseCards: 0, table: oddsTable(skills.map(stripOf), 6, 7, { halfStarRule: rule }) },
    startingDeck: {
      deckSize: real.length,
      curseCards: real.filter((u) => content.cards[u]?.type === 'curse').length,
      curse,
      table: oddsTable(real.map(stripOf), 6, 7, { halfStarRule: rule }),
    },
  }
}

const pct = (p: number): string => `${(p * 100).toFixed(1)}%`

const CARD_COLUMNS = [1, 2, 3, 4, 5, 6].map((c) => `${c} card${c > 1 ? 's' : ' '}`.padStart(16)).join('')

function printTable(io: { out(line: string): void }, table: readonly (readonly number[])[], withRulebook: boolean): void {
  io.out(`  successes |${CARD_COLUMNS}`)
  table.forEach((row, d) => {
    const cells = row.map((p, c) => (withRulebook ? `${pct(p)} (${pct(RULEBOOK_ODDS[d]?.[c] ?? 0)})` : pct(p)).padStart(16))
    io.out(`  ${`${d + 1}+`.padStart(9)} |${cells.join('')}`)
  })
}

export const oddsCommand: CliCommand = {
  name: 'odds',
  summary: "Continent: exact odds of d successes drawing c cards: each character's Skills only (beside the rulebook's table) and the real starting Action Deck with its Curses",
  usage: 'fogbound odds --pack <dir> [--character <id>] [--curse <id>] [--any-halves] [--json]',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['pack', 'character', 'curse'], booleans: ['json', 'any-halves'] })
    const pack = await packFromArgs(parsed, true)
    // The odds of the life-force deck are a Continent matter: other rulesets have no such deck.
    if (pack.module.id !== 'continent') throw new UsageError(`odds works on Continent packs; this pack is a ${pack.module.id} pack`)
    const content = pack.content as ContinentContent
    const only = stringFlag(parsed, 'character')
    const ids = only === undefined ? Object.keys(content.characterSkills).sort() : [only]
    if (only !== undefined && !(only in content.characterSkills)) {
      throw new UsageError(`no character '${only}' in this pack (it has: ${Object.keys(content.characterSkills).join(', ')})`)
    }
    const playable = content.manifest.curses.map((c) => c.id).filter((id) => id !== 'death' && (content.curseCards[id]?.length ?? 0) > 0)
    const curse = stringFlag(parsed, 'curse') ?? playable[0]
    if (curse === undefined || !playable.includes(curse)) {
      throw new UsageError(`no curse '${curse ?? ''}' with Curse cards in this pack (it has: ${playable.join(', ')})`)
    }
    const rule: HalfStarRule = parsed.flags.has('any-halves') ? 'any' : 'leftRight'
    const results = Object.fromEntries(ids.map((id) => [id, characterOdds(content, id, rule, curse)]))
    if (parsed.flags.has('json')) {
      const rows = (t: number[][]): Record<string, number[]> => Object.fromEntries(t.map((row, d) => [String(d + 1), row]))
      const characters = Object.fromEntries(
        Object.entries(results).map(([id, r]) => [
          id,
          {
            skillsOnly: { ...r.skillsOnly, table: rows(r.skillsOnly.table) },
            startingDeck: { ...r.startingDeck, table: rows(r.startingDeck.table) },
          },
        ]),
      )
      io.out(JSON.stringify({ characters }, null, 2))
      return 0
    }
    for (const [id, r] of Object.entries(results)) {
      const worst = largestDeviation(r.skillsOnly.table)
      io.out(`${id}`)
      io.out(`  Skills only (${r.skillsOnly.deckSize} cards, no Curses: the sample of the rulebook's table, C-PROB-2); largest deviation from it ${(worst.delta * 100).toFixed(1)} points (${worst.difficulty}+ with ${worst.cards} cards)`)
      printTable(io, r.skillsOnly.table, true)
      io.out('  (in brackets: the rulebook table, C-PROB-1)')
      const s = r.startingDeck
      io.out(`  Real starting Action Deck (${s.deckSize} cards: ${s.deckSize - s.curseCards} Skills + ${s.curseCards} Curses worth 0, curse '${s.curse}', solo): what the players face`)
      printTable(io, s.table, false)
    }
    return 0
  },
}
