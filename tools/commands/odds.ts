import { skillCard } from '../../src-shared/content/continent/lookups'
import type { ContinentContent } from '../../src-shared/content/continent/content'
import { oddsTable, type HalfStarRule } from '../../src-shared/rulesets/continent/odds'
import { largestDeviation, RULEBOOK_ODDS } from '../../src-shared/rulesets/continent/rulebook-odds'
import { UsageError, type CliCommand } from '../cli-io'
import { parseArgs, stringFlag } from '../args'
import { packFromArgs } from './pack-arg'

/**
 * The starting deck C-PROB-2 describes: the common Skills plus the character's own five;
 * no Advanced Skills, no Curses (C-Q-6: the rulebook does not say; curses are worth 0).
 */
export function characterOdds(content: ContinentContent, character: string, rule: HalfStarRule) {
  const uids = [...content.commonSkills, ...(content.characterSkills[character] ?? [])]
  const table = oddsTable(uids.map((u) => skillCard(content, u).strip), 6, 7, { halfStarRule: rule })
  return { deckSize: uids.length, table }
}

const pct = (p: number): string => `${(p * 100).toFixed(1)}%`.padStart(7)

export const oddsCommand: CliCommand = {
  name: 'odds',
  summary: "Continent: exact odds of d successes drawing c cards from each character's starting deck",
  usage: 'fogbound odds --pack <dir> [--character <id>] [--any-halves] [--json]',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['pack', 'character'], booleans: ['json', 'any-halves'] })
    const pack = await packFromArgs(parsed, true)
    // The odds of the life-force deck are a Continent matter: other rulesets have no such deck.
    if (pack.module.id !== 'continent') throw new UsageError(`odds works on Continent packs; this pack is a ${pack.module.id} pack`)
    const content = pack.content as ContinentContent
    const only = stringFlag(parsed, 'character')
    const ids = only === undefined ? Object.keys(content.characterSkills).sort() : [only]
    if (only !== undefined && !(only in content.characterSkills)) {
      throw new UsageError(`no character '${only}' in this pack (it has: ${Object.keys(content.characterSkills).join(', ')})`)
    }
    const rule: HalfStarRule = parsed.flags.has('any-halves') ? 'any' : 'leftRight'
    const results = Object.fromEntries(ids.map((id) => [id, characterOdds(content, id, rule)]))
    if (parsed.flags.has('json')) {
      const characters = Object.fromEntries(
        Object.entries(results).map(([id, r]) => [
          id,
          { deckSize: r.deckSize, table: Object.fromEntries(r.table.map((row, d) => [String(d + 1), row])) },
        ]),
      )
      io.out(JSON.stringify({ characters }, null, 2))
      return 0
    }
    for (const [id, r] of Object.entries(results)) {
      const worst = largestDeviation(r.table)
      io.out(`${id}: ${r.deckSize} cards; largest deviation from the rulebook table ${(worst.delta * 100).toFixed(1)} points (${worst.difficulty}+ with ${worst.cards} cards)`)
      io.out(`  successes |${[1, 2, 3, 4, 5, 6].map((c) => `${c} card${c > 1 ? 's' : ' '}`.padStart(16)).join('')}`)
      r.table.forEach((row, d) => {
        const cells = row.map((p, c) => `${pct(p)} (${pct(RULEBOOK_ODDS[d]?.[c] ?? 0).trim()})`.padStart(16))
        io.out(`  ${`${d + 1}+`.padStart(9)} |${cells.join('')}`)
      })
      io.out('  (in brackets: the rulebook table, C-PROB-1)')
    }
    return 0
  },
}
