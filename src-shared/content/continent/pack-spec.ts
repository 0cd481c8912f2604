/**
 * Continent's pack format for the generic loader (content/parse-pack.ts): its `pack.json` fields,
 * its one collection (`cards/*.json`) and its checks, in this order: the base pack's curses and
 * special numbers; unique uids and one Satchel; the manifest's references; every card's references
 * and anatomy; specific skills ↔ characters; Clue and Curse cards per curse; jigsaw edges and clue
 * starts; reachability. Then the index (`ContinentContent`).
 */
import { describeEffectTerms } from '../effect-docs'
import type { PackChecks, PackContentSpec, PackParts } from '../pack-spec'
import { CardCollection, type Card } from './cards'
import { indexForChecks } from './card-index'
import { collectCard, type Refs } from './card-refs'
import { checkCard, checkCurseCards, checkManifestRefs, checkPlacements, checkSkillOwners } from './card-checks'
import { indexCards, type ContinentContent } from './content'
import { OP_DOCS } from './effects'
import { CONTINENT_RULESET, PackManifestSchema, type PackManifest } from './manifest'
import { checkReachability } from './reachability'

/** The item collections of a Continent pack, by name. */
export interface ContinentItems { cards: Card }

/** The merged manifest: the base game's identity and special numbers, every pack's curses and edges. */
function mergeManifests(manifests: readonly PackManifest[]): PackManifest | undefined {
  const base = manifests[0]
  if (!base) return undefined
  return {
    ...base,
    curses: manifests.flatMap((m) => m.curses),
    ...(manifests.some((m) => m.edgeCompatibility) ? { edgeCompatibility: manifests.flatMap((m) => m.edgeCompatibility ?? []) } : {}),
  }
}

function buildContinent(parts: PackParts<PackManifest, ContinentItems>, checks: PackChecks): ContinentContent | undefined {
  const { manifests, manifestFiles } = parts
  const before = checks.problemCount()
  const base = manifests[0]
  const manifest = parts.manifestsValid ? mergeManifests(manifests) : undefined
  const manifestFile = manifestFiles[0] ?? 'pack.json'
  if (base && !base.special) checks.report(manifestFile, [], 'the base pack must name its special numbers: "special": { "easy", "hardcore", "paranoid" } (C-SETUP-6, C-ACT-40)')
  if (base && manifests.every((m) => m.curses.length === 0)) checks.report(manifestFile, ['curses'], 'at least one curse is needed (C-GEN-3)')

  // Cross-card checks need every file readable; reachability needs every card well-formed.
  const crossCheck = parts.readable
  const wellFormedSoFar = parts.clean && checks.problemCount() === before
  const ix = indexForChecks(parts.collections.cards.items, parts.collections.cards.rejected, checks, wellFormedSoFar)
  const wellFormed = wellFormedSoFar && ix.unique

  if (manifest && crossCheck) checkManifestRefs(manifests, manifestFiles, manifest, ix, checks)
  const refsByUid = new Map<string, Refs>()
  for (const { card, origin } of crossCheck ? ix.byUid.values() : []) {
    const refs = collectCard(card)
    refsByUid.set(card.uid, refs)
    checkCard(card, origin, refs, ix, manifest, checks)
  }
  checkSkillOwners(ix, checks)
  if (manifest && wellFormed) checkCurseCards(manifests, manifestFiles, manifest, ix, checks)
  if (crossCheck) checkPlacements(manifest, ix, checks)
  if (wellFormed) checkReachability(manifest, ix, refsByUid, checks)

  if (checks.problemCount() > 0 || !manifest) return undefined
  return { ...indexCards([...ix.byUid.values()].map((e) => e.card), manifest, parts.strings), packs: manifests }
}

/** How the generic loader reads a Continent pack. */
export const continentPackSpec: PackContentSpec<ContinentContent, PackManifest, ContinentItems> = {
  ruleset: CONTINENT_RULESET,
  manifest: PackManifestSchema,
  collections: { cards: CardCollection },
  build: buildContinent,
  describeJsonSchema: describeEffectTerms(OP_DOCS),
}
