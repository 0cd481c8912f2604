/**
 * The generic pack loader (design §2). PURE: callers read the files and pass their texts in.
 * `parsePack` / `parsePacks` return a ruleset's indexed content or every problem found, as
 * `file › json.path: message` — a bad pack is rejected whole, never half-loaded.
 *
 * Order of the checks: each pack's files (manifest and its ruleset, dependencies, item files,
 * locale files, unexpected files, art names); then the translations (every locale has the same
 * keys; the manifest titles exist); then the ruleset's own `build` (its references and checks).
 */
import type { PackManifestBase } from './manifest'
import type { ItemCollection, PackChecks, PackContentBase, PackContentSpec, PackParts } from './pack-spec'
import { formatJsonPath, type JsonPath, type PackProblem } from './problems'
import type { PackFile } from './read-json'
import { emptyReading, readPack, type PackInput, type PackReading } from './read-pack'

export type { PackInput } from './read-pack'

/** The loader's answer: the content (and how many items it holds), or every problem. */
export type ParsedPack<Content> = { ok: true; content: Content; itemCount: number } | { ok: false; problems: PackProblem[] }

/**
 * Parse and validate one pack of `spec`'s ruleset from its files (paths relative to the pack
 * folder) and the names of the files in its `art/` folder.
 */
export function parsePack<Content extends PackContentBase, Manifest extends PackManifestBase, Items extends object>(
  files: readonly PackFile[], art: readonly string[], spec: PackContentSpec<Content, Manifest, Items>,
): ParsedPack<Content> {
  return parseUnits([{ files, art }], false, spec)
}

/**
 * Several packs validated and indexed together, in dependency order: the first is the base game,
 * each later pack may use what the packs before it define. Problems name files as
 * `<pack id>/<path>`. A dependency `{ id, version }` needs an earlier pack with that id, the same
 * major version and at least that version. String keys belong to one pack.
 */
export function parsePacks<Content extends PackContentBase, Manifest extends PackManifestBase, Items extends object>(
  packs: readonly PackInput[], spec: PackContentSpec<Content, Manifest, Items>,
): ParsedPack<Content> {
  return parseUnits(packs, true, spec)
}

function parseUnits<Content extends PackContentBase, Manifest extends PackManifestBase, Items extends object>(
  packs: readonly PackInput[], prefixed: boolean, spec: PackContentSpec<Content, Manifest, Items>,
): ParsedPack<Content> {
  if (packs.length === 0) return { ok: false, problems: [{ file: 'pack.json', path: '', message: 'no pack given' }] }
  const collections: [string, ItemCollection<unknown>][] = Object.entries<ItemCollection<unknown>>(spec.collections)
  const r: PackReading<Manifest> = emptyReading(collections.map(([name]) => name))
  const format = { ruleset: spec.ruleset, manifest: spec.manifest, collections }
  packs.forEach((input, i) => readPack(input, i, prefixed, format, r))
  const clean = r.problems.length === 0
  const checks = packChecks(r)
  checkTranslations(r, checks)

  const parts: PackParts<Manifest, Items> = {
    manifests: r.manifests,
    manifestFiles: r.manifestFiles,
    manifestsValid: r.manifestsValid,
    // Each list was filled by parsing with that same collection's item schema (read-pack.ts), so
    // it holds exactly the item type the spec declares for that name.
    collections: r.collections as PackParts<Manifest, Items>['collections'],
    strings: r.strings,
    readable: r.readable,
    clean,
  }
  const content = spec.build(parts, checks)
  if (r.problems.length > 0) return { ok: false, problems: r.problems }
  if (content === undefined) return { ok: false, problems: [{ file: r.manifestFiles[0] ?? 'pack.json', path: '', message: `the "${spec.ruleset}" loader built no content` }] }
  const itemCount = Object.values(r.collections).reduce((n, c) => n + c.items.length, 0)
  return { ok: true, content, itemCount }
}

/** The reference-check plumbing a ruleset's `build` reports through. */
function packChecks(r: PackReading<unknown>): PackChecks {
  const report = (file: string, path: JsonPath, message: string): void => { r.problems.push({ file, path: formatJsonPath(path), message }) }
  const locales = Object.keys(r.strings)
  return {
    report,
    checkString(file, path, key) {
      for (const l of locales) if (r.strings[l]?.[key] === undefined) report(file, path, `string "${key}" is missing in locale "${l}"`)
    },
    hasArt: (pack, name) => r.art[pack]?.has(name) ?? false,
    problemCount: () => r.problems.length,
  }
}

/** Translators: a key present in one locale must be present in all of them; manifest titles must exist. */
function checkTranslations(r: PackReading<PackManifestBase>, checks: PackChecks): void {
  const locales = Object.keys(r.strings)
  for (const l of locales) {
    for (const key of Object.keys(r.strings[l] ?? {})) {
      const owner = r.stringOwner[`${l}|${key}`] ?? `i18n/${l}.json`
      const missingIn = (other: string): string => `${owner.slice(0, owner.length - `${l}.json`.length)}${other}.json`
      for (const other of locales) if (r.strings[other]?.[key] === undefined && other !== l) checks.report(missingIn(other), [key], `missing (present in ${owner})`)
    }
  }
  if (r.manifestsValid && r.readable) r.manifests.forEach((m, i) => checks.checkString(r.manifestFiles[i] ?? 'pack.json', ['title'], m.title))
}
