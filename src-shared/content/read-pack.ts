/**
 * Reading one pack folder's files for the generic loader: `pack.json` (its ruleset first), every
 * item collection of the ruleset, `i18n/<locale>.json`, the art names, and anything unexpected.
 * Results accumulate across packs in a `PackReading` so that several packs load as one.
 */
import type { z } from 'zod'
import { I18nFileSchema, LOCALE_PATTERN, type PackStrings } from './i18n'
import { satisfiesVersion, type PackManifestBase } from './manifest'
import type { CollectionRead, ItemCollection } from './pack-spec'
import { formatJsonPath, zodProblems, type JsonPath, type PackProblem } from './problems'
import { parseJsonFile, type PackFile } from './read-json'

/** One pack folder's contents: its files (paths relative to the folder, '/' separators) and the names in `art/`. */
export interface PackInput { files: readonly PackFile[]; art: readonly string[] }

/** What the loader has read so far, over every pack. */
export interface PackReading<Manifest> {
  problems: PackProblem[]
  manifests: Manifest[]
  manifestFiles: string[]
  manifestsValid: boolean
  collections: Record<string, CollectionRead<unknown>>
  strings: PackStrings
  /** `locale|key` → the file defining it: a string key belongs to one pack. */
  stringOwner: Record<string, string>
  readable: boolean
  /** Art names by pack (load order). */
  art: Set<string>[]
}

/** Nothing read yet, with an empty list for each collection name. */
export function emptyReading<Manifest>(collectionNames: readonly string[]): PackReading<Manifest> {
  return {
    problems: [], manifests: [], manifestFiles: [], manifestsValid: true,
    collections: Object.fromEntries(collectionNames.map((n) => [n, { items: [], rejected: [] }])),
    strings: {}, stringOwner: {}, readable: true, art: [],
  }
}

/** How one ruleset reads a pack: its id, manifest schema and collections. */
export interface PackFormat<Manifest> {
  ruleset: string
  manifest: z.ZodType<Manifest>
  collections: readonly (readonly [string, ItemCollection<unknown>])[]
}

const fileIn = (folder: string): RegExp => new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^/]+\\.json$`)
const byPath = (a: PackFile, b: PackFile): number => a.path.localeCompare(b.path)

/**
 * Reads pack number `packIndex` into `r`. With `prefixed`, problems name files as
 * `<pack id>/<path>` (or `pack<N>/` while the id is unknown), as several packs load together.
 */
export function readPack<Manifest extends PackManifestBase>(input: PackInput, packIndex: number, prefixed: boolean, format: PackFormat<Manifest>, r: PackReading<Manifest>): void {
  const report = (file: string, path: JsonPath, message: string): void => { r.problems.push({ file, path: formatJsonPath(path), message }) }
  let prefix = prefixed ? `pack${packIndex + 1}/` : ''
  const manifestFile = input.files.find((f) => f.path === 'pack.json')
  let manifest: Manifest | undefined
  if (manifestFile) {
    const raw = parseJsonFile({ path: `${prefix}pack.json`, text: manifestFile.text }, r.problems)
    const ruleset = typeof raw === 'object' && raw !== null && 'ruleset' in raw ? raw.ruleset : undefined
    if (typeof ruleset === 'string' && ruleset !== format.ruleset) {
      // Another ruleset's pack: its other files would only echo that, so nothing more is read.
      report(`${prefix}pack.json`, ['ruleset'], `this pack is for the "${ruleset}" ruleset; the "${format.ruleset}" loader cannot read it`)
      r.manifestFiles.push(`${prefix}pack.json`)
      r.manifestsValid = false
      r.art.push(new Set())
      return
    }
    if (raw !== undefined) {
      const parsed = format.manifest.safeParse(raw)
      if (parsed.success) {
        manifest = parsed.data
        if (prefixed) prefix = `${manifest.id}/`
      } else r.problems.push(...zodProblems(`${prefix}pack.json`, parsed.error))
    }
  } else report(`${prefix}pack.json`, [], 'missing: every pack needs a pack.json')
  r.manifestFiles.push(`${prefix}pack.json`)
  if (manifest) {
    const id = manifest.id
    if (r.manifests.some((m) => m.id === id)) report(`${prefix}pack.json`, ['id'], `pack "${id}" is given twice`)
    manifest.dependencies.forEach((d, i) => {
      const dep = r.manifests.find((m) => m.id === d.id)
      if (!dep) report(`${prefix}pack.json`, ['dependencies', i], `needs pack "${d.id}" ${d.version}, which is not loaded before it`)
      else if (!satisfiesVersion(dep.version, d.version)) report(`${prefix}pack.json`, ['dependencies', i], `needs pack "${d.id}" ${d.version} (same major version, at least that), found ${dep.version}`)
    })
    r.manifests.push(manifest)
  } else r.manifestsValid = false
  const named = (f: PackFile): PackFile => ({ path: `${prefix}${f.path}`, text: f.text })

  const known = new Set<PackFile>()
  for (const [name, collection] of format.collections) {
    const files = input.files.filter((f) => fileIn(collection.folder).test(f.path)).sort(byPath)
    files.forEach((f) => known.add(f))
    if (files.length === 0 && collection.missing !== undefined) report(`${prefix}${collection.folder}`, [], collection.missing)
    const read = r.collections[name] ?? { items: [], rejected: [] }
    r.collections[name] = read
    for (const f of files.map(named)) readItems(f, packIndex, collection, read, r)
  }

  const i18nFiles = input.files.filter((f) => /^i18n\/[^/]+\.json$/.test(f.path)).sort(byPath)
  i18nFiles.forEach((f) => known.add(f))
  if (i18nFiles.length === 0) report(`${prefix}i18n`, [], 'no locale files (i18n/<locale>.json)')
  for (const f of i18nFiles.map(named)) readStrings(f, prefix, r)

  const layout = ['pack.json', ...format.collections.map(([, c]) => `${c.folder}/*.json`), 'i18n/*.json', 'art/*.svg'].join(', ')
  for (const f of input.files) {
    if (f.path !== 'pack.json' && !known.has(f)) report(`${prefix}${f.path}`, [], `unexpected file (a pack holds ${layout})`)
  }
  for (const a of input.art) if (!/^[a-z0-9][a-z0-9-]*\.svg$/.test(a)) report(`${prefix}art/${a}`, [], 'art files must be SVGs named like "forest.svg"')
  r.art.push(new Set(input.art))
}

/** One item file: its schema problems are reported; good items are kept even when others in the file fail. */
function readItems(f: PackFile, pack: number, collection: ItemCollection<unknown>, read: CollectionRead<unknown>, r: PackReading<unknown>): void {
  const raw = parseJsonFile(f, r.problems)
  if (raw === undefined) { r.readable = false; return }
  const parsed = collection.file.safeParse(raw)
  if (parsed.success) {
    const list = parsed.data[collection.key] ?? []
    list.forEach((item, index) => read.items.push({ item, origin: { file: f.path, index, pack } }))
    return
  }
  r.problems.push(...zodProblems(f.path, parsed.error))
  const list = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[collection.key] : undefined
  if (!Array.isArray(list)) { r.readable = false; return }
  list.forEach((one: unknown, index) => {
    const origin = { file: f.path, index, pack }
    const item = collection.item.safeParse(one)
    if (item.success) read.items.push({ item: item.data, origin })
    else read.rejected.push({ raw: one, origin })
  })
}

/** One locale file; a key already defined by another pack's file is a problem. */
function readStrings(f: PackFile, prefix: string, r: PackReading<unknown>): void {
  const locale = f.path.slice(`${prefix}i18n/`.length, -'.json'.length)
  if (!LOCALE_PATTERN.test(locale)) r.problems.push({ file: f.path, path: '', message: `"${locale}" is not a locale like "en" or "pt-BR"` })
  const table = (r.strings[locale] ??= {})
  const raw = parseJsonFile(f, r.problems)
  if (raw === undefined) return
  const parsed = I18nFileSchema.safeParse(raw)
  if (!parsed.success) { r.problems.push(...zodProblems(f.path, parsed.error)); return }
  for (const [k, v] of Object.entries(parsed.data)) {
    const owner = r.stringOwner[`${locale}|${k}`]
    if (owner !== undefined && owner !== f.path) r.problems.push({ file: f.path, path: formatJsonPath([k]), message: `already defined in ${owner}` })
    else { table[k] = v; r.stringOwner[`${locale}|${k}`] = f.path }
  }
}
