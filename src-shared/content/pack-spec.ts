/**
 * The seam between the generic pack loader and one ruleset (design §1: `content/` is generic,
 * `content/<ruleset>/` holds one ruleset's cards, effect terms and checks).
 *
 * The loader owns everything every pack has: `pack.json`'s shared fields and its `ruleset`,
 * dependencies, `i18n/<locale>.json`, `art/*.svg`, JSON syntax errors with line and column, schema
 * errors at their JSON path, unexpected files, and the problem format `file › json.path: message`.
 * A ruleset describes the rest in a `PackContentSpec`: its manifest fields, its folders of items
 * (cards, tiles, paragraphs…) and a `build` step that checks what only it understands and returns
 * its typed content. The GameModule of a ruleset holds its spec (`module.content`).
 */
import { z } from 'zod'
import type { PackStrings } from './i18n'
import type { PackManifestBase } from './manifest'
import type { JsonPath } from './problems'

/**
 * A folder of item lists: every `<folder>/*.json` holds `{ "<key>": Item[] }` (e.g. a card
 * game's `cards/*.json` with `{ "cards": [...] }`). Files are read in path order; any split is allowed.
 * Make one with `itemCollection`, once per module: the file schema it builds carries a JSON Schema id.
 */
export interface ItemCollection<Item> {
  /** The folder under the pack, e.g. 'cards'. */
  readonly folder: string
  /** The one property of each file, holding the list, e.g. 'cards'. */
  readonly key: string
  /** The schema of one item; an item failing it is reported and handed to `build` as rejected. */
  readonly item: z.ZodType<Item>
  /** The schema of a whole file, `{ [key]: Item[] }`, with its JSON Schema id (e.g. 'CardFile'). */
  readonly file: z.ZodType<Record<string, Item[]>>
  /** When set, a pack with no file in the folder is reported with this message. */
  readonly missing?: string
}

/** An `ItemCollection` whose file schema is `{ [key]: Item[] }` (strict), registered as `fileSchemaId`. */
export function itemCollection<Item>(o: {
  folder: string; key: string; item: z.ZodType<Item>; fileSchemaId: string; missing?: string
}): ItemCollection<Item> {
  return {
    folder: o.folder,
    key: o.key,
    item: o.item,
    file: z.strictObject({ [o.key]: z.array(o.item) }).meta({ id: o.fileSchemaId }),
    ...(o.missing === undefined ? {} : { missing: o.missing }),
  }
}

/** Where an item came from: its file (already prefixed with the pack id when several packs load), index and pack. */
export interface ItemOrigin { file: string; index: number; pack: number }

/** An item that passed its schema. */
export interface LoadedItem<Item> { item: Item; origin: ItemOrigin }

/**
 * An item that failed its schema (its problems are already reported). Kept raw so that the
 * ruleset can still learn what it names (an id, a number) and not report references to it as
 * missing: one mistake, one message.
 */
export interface RejectedItem { raw: unknown; origin: ItemOrigin }

/** What the loader read from one collection over every pack. */
export interface CollectionRead<Item> { items: LoadedItem<Item>[]; rejected: RejectedItem[] }

/** Everything the loader read and checked, handed to the ruleset's `build`. */
export interface PackParts<Manifest, Items> {
  /** Each pack's valid manifest, in load order (base first); an invalid manifest is left out. */
  manifests: Manifest[]
  /** Each pack's manifest file name as problems name it ('pack.json', or '<pack id>/pack.json'). */
  manifestFiles: string[]
  /** True when every pack's manifest is valid. */
  manifestsValid: boolean
  /** Each collection's items, over every pack, in load order. */
  collections: { [K in keyof Items]: CollectionRead<Items[K]> }
  /** Locale → key → text, every pack's strings merged. */
  strings: PackStrings
  /**
   * Every item file could be read as a list. When false, cross-reference checks would only echo
   * the unreadable file, so a ruleset should skip them until it is fixed.
   */
  readable: boolean
  /** No problem was found while reading the files (JSON, schemas, manifests, i18n, art names). */
  clean: boolean
}

/** How a ruleset's checks report problems and use the loader's reference checks. */
export interface PackChecks {
  /** Adds `file › json.path: message`. */
  report(file: string, path: JsonPath, message: string): void
  /** Reports the key as missing in every locale that lacks it (at `file › path`). */
  checkString(file: string, path: JsonPath, key: string): void
  /** True when pack number `pack` (load order) has `art/<name>`. */
  hasArt(pack: number, name: string): boolean
  /** How many problems have been reported so far, by the loader and the ruleset. */
  problemCount(): number
}

/** What every ruleset's content has, so that generic callers (card database, CLI) can read it. */
export interface PackContentBase {
  /** The merged manifest: the base pack's identity (a ruleset may merge more). */
  manifest: PackManifestBase
  /** Locale → key → text. */
  strings: PackStrings
}

/**
 * One ruleset's pack format. `Items` maps each collection name to its item type.
 *
 * `build` is declared as a method on purpose: method parameters are compared bivariantly, so a
 * spec for one ruleset's manifest and items still fits where a spec is typed by its content only
 * (`PackContentSpec<SomeContent>`), as the registry of rulesets needs. The loader always calls
 * `build` with the parts read by that same spec's schemas, so nothing unsound reaches it.
 */
export interface PackContentSpec<
  Content extends PackContentBase,
  Manifest extends PackManifestBase = PackManifestBase,
  Items extends object = Record<string, unknown>,
> {
  /** The ruleset id `pack.json` must name, as the registry knows it. */
  readonly ruleset: string
  /** The whole `pack.json` schema; build it with `packManifestSchema(ruleset, { …own fields })`. */
  readonly manifest: z.ZodType<Manifest>
  /** The ruleset's folders of items. */
  readonly collections: { readonly [K in keyof Items]: ItemCollection<Items[K]> }
  /**
   * The ruleset's own checks (report problems through `checks`, with file and JSON path), then its
   * indexed content. The loader returns the content only when no problem was reported at all.
   */
  build(parts: PackParts<Manifest, Items>, checks: PackChecks): Content | undefined
  /** Optional touch-up of a generated JSON Schema (e.g. tooltips for effect terms), in place. */
  describeJsonSchema?(schema: unknown): void
}

/** The content type of a spec, or the union of them for a union of specs (distributes over unions). */
export type ContentOf<Spec> = Spec extends PackContentSpec<infer Content, infer _Manifest, infer _Items> ? Content : never
