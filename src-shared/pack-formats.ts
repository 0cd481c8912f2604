/**
 * The pack formats this build reads, by the ruleset id `pack.json` names: each ruleset's
 * `GameModule.content` spec, from the registry. Generic callers (the card database, save content,
 * the CLI) read packs through here and never name a ruleset.
 */
import type { PackContentSpec } from './content/pack-spec'
import { parsePack, parsePacks, type PackInput, type ParsedPack } from './content/parse-pack'
import type { PackFile } from './content/read-json'
import { moduleOf, rulesetIds } from './registry'
import type { RulesetId, RulesetTypeMap } from './ruleset-types'

/** The content of a pack of any known ruleset (a union; narrow it by `manifest.ruleset`). */
export type RulesetContent = RulesetTypeMap[RulesetId]['content']

/** Ruleset ids with a pack format, sorted. */
export function contentRulesets(): string[] {
  return rulesetIds().sort()
}

/** The pack format of a ruleset, or undefined for an id this build does not know. */
export function contentSpecFor(ruleset: string): PackContentSpec<RulesetContent> | undefined {
  return moduleOf(ruleset)?.content as PackContentSpec<RulesetContent> | undefined
}

/** Every known spec, typed by its content only. */
export function contentSpecs(): PackContentSpec<RulesetContent>[] {
  return contentRulesets().flatMap((id) => contentSpecFor(id) ?? [])
}

/**
 * The ruleset a pack names in its `pack.json`, read leniently before any validation. Undefined when
 * the file is missing, not JSON or has no string `ruleset` (the full check then explains why).
 */
export function rulesetOf(files: readonly PackFile[]): string | undefined {
  const manifest = files.find((f) => f.path === 'pack.json')
  if (!manifest) return undefined
  try {
    const raw: unknown = JSON.parse(manifest.text)
    const ruleset = typeof raw === 'object' && raw !== null && 'ruleset' in raw ? raw.ruleset : undefined
    return typeof ruleset === 'string' ? ruleset : undefined
  } catch {
    return undefined
  }
}

function unknownRuleset(ruleset: string | undefined, file: string): ParsedPack<never> {
  const known = contentRulesets().map((id) => `"${id}"`).join(', ')
  return {
    ok: false,
    problems: [{ file, path: ruleset === undefined ? '' : 'ruleset', message: ruleset === undefined ? `cannot tell the ruleset: pack.json needs a "ruleset" (one of ${known})` : `unknown ruleset "${ruleset}" (this build reads ${known})` }],
  }
}

/**
 * One pack of whichever ruleset its `pack.json` names. A missing or unreadable `pack.json` falls
 * back to the only known ruleset when there is just one, so its problems are still all listed.
 */
export function parseAnyPack(files: readonly PackFile[], art: readonly string[]): ParsedPack<RulesetContent> {
  const ruleset = rulesetOf(files) ?? soleRuleset()
  const spec = ruleset === undefined ? undefined : contentSpecFor(ruleset)
  return spec ? parsePack(files, art, spec) : unknownRuleset(ruleset, 'pack.json')
}

/** Several packs (base first) of the ruleset the base pack names; see `parsePacks`. */
export function parseAnyPacks(packs: readonly PackInput[]): ParsedPack<RulesetContent> {
  const first = packs[0]
  const ruleset = (first && rulesetOf(first.files)) ?? soleRuleset()
  const spec = ruleset === undefined ? undefined : contentSpecFor(ruleset)
  return spec ? parsePacks(packs, spec) : unknownRuleset(ruleset, 'pack.json')
}

function soleRuleset(): string | undefined {
  const all = contentRulesets()
  return all.length === 1 ? all[0] : undefined
}

/** A pack's content as the ruleset `id` reads it; throws when the pack is another ruleset's. */
export function contentOf<Id extends RulesetId>(content: RulesetContent, id: Id): RulesetTypeMap[Id]['content'] {
  if (content.manifest.ruleset !== id) throw new Error(`expected a ${id} pack, got a ${content.manifest.ruleset} pack (${content.manifest.id})`)
  return content as RulesetTypeMap[Id]['content']
}
