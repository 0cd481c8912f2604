/**
 * Content packs (design §2): a folder with `pack.json`, `cards/*.json`, `i18n/<locale>.json` and
 * `art/*.svg`. This module is PURE: callers read the files and pass their texts in. `parsePack`
 * returns either the indexed `ContinentContent` or every problem found, as
 * `file › json.path: message` — a bad pack is rejected whole, never half-loaded.
 */
import { z } from 'zod'
import { CardFileSchema, edgeProfilesFit, OPPOSITE_EDGE, PLAYER_COUNTS } from './cards'
import type {
  AdventureCard, Card, CardFront, CharacterCard, ClueCard, CurseCard, ExplorationCard, PlayerLimits, SatchelCard, SkillCard,
} from './cards'
import {
  CardNumberSchema, EFFECTS_VERSION, I18nKeySchema, IdSchema, OP_DOCS, walkCondition, walkConsequences,
} from './effects'
import type { Action, CardNumber, Condition, Consequence, Modifier } from './effects'
import { jsonSyntaxError } from './json-position'

/** The pack folder format this build reads (pack.json `formatVersion`). */
export const PACK_FORMAT_VERSION = 1

const SemverSchema = z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'must be a version like "1.0.0"')

/** The special Adventure numbers of the rules (C-SETUP-6, C-END-6, C-END-7, C-ACT-40). */
export interface SpecialNumbers { easy: CardNumber; hardcore: CardNumber; paranoid: CardNumber }

/** `pack.json`. `curses` declares the curse ids Clue and Curse cards name ('death' is implicit). */
export interface PackManifest {
  id: string
  version: string
  formatVersion: number
  ruleset: 'continent'
  title: string
  dependencies: { id: string; version: string }[]
  effectsVersion: number
  curses: { id: string; title: string }[]
  /** Required in the base pack (the first one); expansions may leave it out. */
  special?: SpecialNumbers
  edgeCompatibility?: [string, string][]
}

export const PackManifestSchema = z.strictObject({
  id: IdSchema,
  version: SemverSchema,
  formatVersion: z.literal(PACK_FORMAT_VERSION, `this build reads pack format ${PACK_FORMAT_VERSION}`),
  ruleset: z.literal('continent', 'only the "continent" ruleset is supported'),
  title: I18nKeySchema,
  dependencies: z.array(z.strictObject({ id: IdSchema, version: SemverSchema })),
  effectsVersion: z.literal(EFFECTS_VERSION, `this build interprets effects version ${EFFECTS_VERSION}`),
  curses: z.array(z.strictObject({ id: IdSchema, title: I18nKeySchema })),
  special: z.strictObject({ easy: CardNumberSchema, hardcore: CardNumberSchema, paranoid: CardNumberSchema }).optional(),
  edgeCompatibility: z.array(z.tuple([IdSchema, IdSchema])).optional(),
}).meta({ id: 'PackManifest' })

/** `i18n/<locale>.json`: a flat map from key to text. */
export const I18nFileSchema = z.record(I18nKeySchema, z.string().min(1, 'must not be empty')).meta({ id: 'I18nFile' })

/** One file of a pack, path relative to the pack folder with '/' separators. */
export interface PackFile { path: string; text: string }

/** One validation problem. */
export interface PackProblem { file: string; path: string; message: string }

/** `file › json.path: message` (design §2). */
export function formatProblem(p: PackProblem): string {
  return `${p.file} › ${p.path === '' ? '(root)' : p.path}: ${p.message}`
}

/**
 * The validated, indexed pack. Plain JSON (no Maps), so it can be sent or hashed. Lists of uids keep
 * the file order, except `numbers` which keeps greens before golds (C-SETUP-14, C-CONSEQ-33).
 */
export interface ContinentContent {
  manifest: PackManifest
  /** Every pack's own manifest, base first (set by the loader; absent in hand-built test content). */
  packs?: PackManifest[]
  cards: Record<string, Card>
  /** Adventure uids by number, greens first then golds (C-SETUP-14). */
  numbers: Record<CardNumber, string[]>
  /** Exploration uids by area (C-SETUP-13). */
  areas: Record<string, string[]>
  /** uids of every card whose front, skill, crafted item or quest item shows the keyword (C-DEF-26). */
  keywords: Record<string, string[]>
  /** The 35 common Skills (no owner, not advanced) (C-CARD-20). */
  commonSkills: string[]
  /** Advanced Skills, bought with experience (C-CARD-22). */
  advancedSkills: string[]
  /** Character id → Character card uid. */
  characters: Record<string, string>
  /** Character id → its 5 specific Skill uids (C-CARD-20, C-D-17). */
  characterSkills: Record<string, string[]>
  /** Curse id → Clue uids (C-CARD-26). */
  clues: Record<string, string[]>
  /** Curse id ('death' for "Death is lurking") → Curse card uids (C-SETUP-11). */
  curseCards: Record<string, string[]>
  /** The Satchel & Journal uid (C-CARD-25). */
  satchel: string
  special: SpecialNumbers
  /** Locale → key → text. */
  strings: Record<string, Record<string, string>>
}

type PathPart = string | number
const fmtPath = (parts: readonly PathPart[]): string =>
  parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('')

function parseJson(file: PackFile, problems: PackProblem[]): unknown {
  try {
    return JSON.parse(file.text) as unknown
  } catch {
    const e = jsonSyntaxError(file.text)
    problems.push({ file: file.path, path: '', message: e ? `malformed JSON at line ${e.line}, column ${e.column}: ${e.reason}` : 'malformed JSON' })
    return undefined
  }
}

function zodProblems(file: string, error: z.ZodError, prefix: PathPart[] = []): PackProblem[] {
  return error.issues.map((i) => ({ file, path: fmtPath([...prefix, ...(i.path as PathPart[])]), message: i.message }))
}

/** Where a card came from, to name it in problems. */
interface Origin { file: string; index: number; pack: number }

/** Every reference a card makes, with the JSON path where it makes it. */
interface Refs {
  numbers: { number: CardNumber; path: PathPart[]; reach: boolean; source?: CardNumber }[]
  keywords: { keyword: string; path: PathPart[] }[]
  states: { number: CardNumber; path: PathPart[] }[]
  strings: { key: string; path: PathPart[] }[]
  curses: { curse: string; path: PathPart[] }[]
  areas: { area: string; path: PathPart[] }[]
  art: { name: string; path: PathPart[] }[]
  buysAdvanced: boolean
  banishReplace: PathPart[][]
  crossObstacle: PathPart[][]
  /** Numbers that must be terrains (newBoard). */
  terrains: { number: CardNumber; path: PathPart[] }[]
  /** Ops that only make sense on an Exploration card (C-EXPLORE-5, C-ICON-32), with their paths. */
  exploration: { op: 'revealExploration' | 'exploreReplace'; path: PathPart[] }[]
}

const emptyRefs = (): Refs => ({
  numbers: [], keywords: [], states: [], strings: [], curses: [], areas: [], art: [], buysAdvanced: false, banishReplace: [], crossObstacle: [],
  exploration: [], terrains: [],
})

function addNumber(n: number): CardNumber | null {
  return n >= 0 && n <= 999 ? String(n).padStart(3, '0') : null
}

function collectCondition(cond: Condition, base: PathPart[], refs: Refs): void {
  walkCondition(cond, (c, p) => {
    if (c.op === 'hasKeyword') refs.keywords.push({ keyword: c.keyword, path: [...p, 'keyword'] })
    else if (c.op === 'hasCard') refs.numbers.push({ number: c.number, path: [...p, 'number'], reach: false })
    else if (c.op === 'curseActive') refs.curses.push({ curse: c.curse, path: [...p, 'curse'] })
  }, base)
}

function collectConsequences(list: readonly Consequence[], base: PathPart[], refs: Refs, self: CardNumber | undefined): void {
  walkConsequences(list, (c, p) => {
    switch (c.op) {
      case 'take':
        refs.numbers.push({ number: c.number, path: [...p, 'number'], reach: true })
        if (c.flag) {
          const plus = addNumber(Number(c.number) + c.flag.add)
          // C-CONSEQ-11, C-Q-9: the XXX+N copy must name the card holding the numbox on its back.
          if (plus === null) refs.numbers.push({ number: '1000', path: [...p, 'flag', 'add'], reach: true })
          else refs.numbers.push({ number: plus, path: [...p, 'flag', 'add'], reach: true, ...(self === undefined ? {} : { source: self }) })
        }
        break
      case 'discard': case 'banish': case 'return':
        if (c.card !== 'this') refs.numbers.push({ number: c.card, path: [...p, 'card'], reach: false })
        break
      case 'banishNumber':
        refs.numbers.push({ number: c.number, path: [...p, 'number'], reach: false })
        break
      case 'newBoard':
        refs.numbers.push({ number: c.number, path: [...p, 'number'], reach: true })
        refs.terrains.push({ number: c.number, path: [...p, 'number'] })
        break
      case 'banishReplace': refs.banishReplace.push(p); break
      case 'crossObstacle': refs.crossObstacle.push(p); break
      case 'revealExploration': case 'exploreReplace': refs.exploration.push({ op: c.op, path: p }); break
      case 'liftCurse': refs.curses.push({ curse: c.curse, path: [...p, 'curse'] }); break
      case 'buyAdvancedSkills': refs.buysAdvanced = true; break
      case 'narrate': refs.strings.push({ key: c.text, path: [...p, 'text'] }); break
      case 'if': collectCondition(c.cond, [...p, 'cond'], refs); break
      case 'choose':
        c.options.forEach((o, j) => {
          refs.strings.push({ key: o.label, path: [...p, 'options', j, 'label'] })
          if (o.when) collectCondition(o.when, [...p, 'options', j, 'when'], refs)
        })
        break
      default: break
    }
  }, base)
}

function collectModifiers(list: readonly Modifier[], base: PathPart[], refs: Refs): void {
  list.forEach((m, i) => {
    const p = [...base, i]
    if (m.op === 'preventState') refs.states.push({ number: m.number, path: [...p, 'number'] })
    if ('when' in m && m.when) collectCondition(m.when, [...p, 'when'], refs)
  })
}

function collectAction(a: Action, base: PathPart[], refs: Refs, self: CardNumber | undefined): void {
  if (a.text !== undefined) refs.strings.push({ key: a.text, path: [...base, 'text'] })
  a.prerequisites?.forEach((c, i) => collectCondition(c, [...base, 'prerequisites', i], refs))
  collectConsequences(a.success, [...base, 'success'], refs, self)
  if (a.failure) collectConsequences(a.failure, [...base, 'failure'], refs, self)
}

function collectFront(f: CardFront, base: PathPart[], refs: Refs, self: CardNumber | undefined): void {
  refs.strings.push({ key: f.title, path: [...base, 'title'] })
  if (f.text !== undefined) refs.strings.push({ key: f.text, path: [...base, 'text'] })
  f.keywords.forEach((k, i) => refs.strings.push({ key: `keyword.${k}`, path: [...base, 'keywords', i] }))
  f.actions.forEach((a, i) => collectAction(a, [...base, 'actions', i], refs, self))
  collectModifiers(f.effects, [...base, 'effects'], refs)
  if (f.onReveal) collectConsequences(f.onReveal, [...base, 'onReveal'], refs, self)
  f.arrows?.forEach((a, i) => {
    refs.numbers.push({ number: a.numbox, path: [...base, 'arrows', i, 'numbox'], reach: true })
    refs.areas.push({ area: a.area, path: [...base, 'arrows', i, 'area'] })
  })
  f.hiddenNumbers?.forEach((n, i) => refs.numbers.push({
    number: n, path: [...base, 'hiddenNumbers', i], reach: true, ...(self === undefined ? {} : { source: self }),
  }))
  if (f.art !== undefined) refs.art.push({ name: f.art, path: [...base, 'art'] })
}

function collectCard(card: Card): Refs {
  const refs = emptyRefs()
  switch (card.type) {
    case 'adventure':
      refs.strings.push({ key: card.backText, path: ['backText'] })
      collectFront(card, [], refs, card.number)
      break
    case 'exploration':
      collectAction(card.backAction, ['backAction'], refs, undefined)
      collectFront(card.front, ['front'], refs, undefined)
      break
    case 'skill':
      refs.strings.push({ key: card.title, path: ['title'] })
      card.keywords.forEach((k, i) => refs.strings.push({ key: `keyword.${k}`, path: ['keywords', i] }))
      collectModifiers(card.effects, ['effects'], refs)
      card.actions?.forEach((a, i) => collectAction(a, ['actions', i], refs, undefined))
      if (card.craft) {
        collectAction(card.craft.action, ['craft', 'action'], refs, undefined)
        card.craft.item.keywords.forEach((k, i) => refs.strings.push({ key: `keyword.${k}`, path: ['craft', 'item', 'keywords', i] }))
        collectModifiers(card.craft.item.effects, ['craft', 'item', 'effects'], refs)
        card.craft.item.actions.forEach((a, i) => collectAction(a, ['craft', 'item', 'actions', i], refs, undefined))
      }
      break
    case 'curse':
      refs.strings.push({ key: card.title, path: ['title'] })
      if (card.curse !== 'death') refs.curses.push({ curse: card.curse, path: ['curse'] })
      break
    case 'character':
      refs.strings.push({ key: card.title, path: ['title'] }, { key: card.backstory, path: ['backstory'] })
      collectModifiers(card.ability, ['ability'], refs)
      card.actions?.forEach((a, i) => collectAction(a, ['actions', i], refs, undefined))
      break
    case 'clue':
      refs.strings.push({ key: card.title, path: ['title'] }, { key: card.text, path: ['text'] })
      refs.curses.push({ curse: card.curse, path: ['curse'] })
      refs.numbers.push({ number: card.start, path: ['start'], reach: true })
      collectModifiers(card.effects, ['effects'], refs)
      card.actions.forEach((a, i) => collectAction(a, ['actions', i], refs, undefined))
      break
    case 'satchel':
      refs.strings.push({ key: card.title, path: ['title'] }, { key: card.text, path: ['text'] })
      break
  }
  return refs
}

function keywordsOf(card: Card): string[] {
  switch (card.type) {
    case 'adventure': return card.keywords
    case 'exploration': return card.front.keywords
    case 'skill': return [...card.keywords, ...(card.craft?.item.keywords ?? [])]
    default: return []
  }
}

const push = (rec: Record<string, string[]>, key: string, uid: string): void => {
  const list = rec[key]
  if (list) list.push(uid)
  else rec[key] = [uid]
}

/** Per-kind sanity rules of §3 that a schema cannot express on its own. */
function checkFront(f: CardFront, base: PathPart[], explorationFront: boolean): { path: PathPart[]; message: string }[] {
  const out: { path: PathPart[]; message: string }[] = []
  if (f.kind === 'item' && f.durability === undefined) out.push({ path: [...base, 'kind'], message: 'an item needs a durability (C-CARD-11)' })
  if (f.kind !== 'item' && f.durability !== undefined) out.push({ path: [...base, 'durability'], message: 'only items have a durability' })
  if (f.kind === 'terrain' && f.area === undefined) out.push({ path: [...base, 'kind'], message: 'a terrain needs an area (C-EXPLORE-9)' })
  if (f.kind === 'terrain' && explorationFront) out.push({ path: [...base, 'kind'], message: 'an Exploration card front cannot be a terrain (C-CARD-16)' })
  if (f.kind !== 'terrain' && f.arrows !== undefined) out.push({ path: [...base, 'arrows'], message: 'only terrains have arrows (C-CARD-5)' })
  if (f.kind !== 'permanentEvent' && f.placement !== undefined) out.push({ path: [...base, 'placement'], message: 'only permanent events have placement arrows (C-CARD-7)' })
  if (f.kind === 'permanentEvent' && f.placement === undefined && !explorationFront) out.push({ path: [...base, 'kind'], message: 'a permanent event needs placement arrows (C-CARD-7)' })
  if (f.kind !== 'state' && f.lifeLoss !== undefined) out.push({ path: [...base, 'lifeLoss'], message: 'only states show the life-loss icon (C-CARD-13)' })
  const seen = new Set<string>()
  f.arrows?.forEach((a, i) => {
    if (seen.has(a.edge)) out.push({ path: [...base, 'arrows', i, 'edge'], message: `two arrows toward ${a.edge}` })
    seen.add(a.edge)
  })
  return out
}

/** One pack folder's contents, for `parsePacks`. */
export interface PackInput { files: readonly PackFile[]; art: readonly string[] }

/**
 * Parse and validate a pack from its files (paths relative to the pack folder) and the names of the
 * files in its `art/` folder. Returns the indexed content, or every problem found.
 */
export function parsePack(files: readonly PackFile[], artFiles: readonly string[]): { ok: true; content: ContinentContent } | { ok: false; problems: PackProblem[] } {
  return parseUnits([{ files, art: artFiles }], false)
}

/**
 * Several packs validated and indexed together (C-COMP-16: expansions mixed in), in dependency
 * order: the first is the base game, each later pack may use the cards, keywords, curses and strings
 * of the packs before it. Problems name files as `<pack id>/cards/x.json`. A dependency `{ id,
 * version }` needs an earlier pack with that id, the same major version and at least that version.
 */
export function parsePacks(packs: readonly PackInput[]): { ok: true; content: ContinentContent } | { ok: false; problems: PackProblem[] } {
  return parseUnits(packs, true)
}

const semverParts = (v: string): number[] => v.split(/[.-]/).slice(0, 3).map(Number)
function satisfies(have: string, want: string): boolean {
  const [hM = 0, hm = 0, hp = 0] = semverParts(have)
  const [wM = 0, wm = 0, wp = 0] = semverParts(want)
  return hM === wM && (hm > wm || (hm === wm && hp >= wp))
}

function parseUnits(packs: readonly PackInput[], prefixed: boolean): { ok: true; content: ContinentContent } | { ok: false; problems: PackProblem[] } {
  const problems: PackProblem[] = []
  const report = (file: string, path: PathPart[], message: string): void => { problems.push({ file, path: fmtPath(path), message }) }
  if (packs.length === 0) return { ok: false, problems: [{ file: 'pack.json', path: '', message: 'no pack given' }] }

  // 1. Files and JSON.
  const manifests: PackManifest[] = []
  const cards: { card: Card; origin: Origin }[] = []
  const strings: Record<string, Record<string, string>> = {}
  const stringOwner: Record<string, string> = {}
  // Identity of cards that failed their schema, so that references to them are not reported as
  // missing (one mistake, one message). `unreadable` = a whole card file could not be read: then
  // the reference checks would only echo that, so they wait until it is fixed.
  const partial = { uids: new Set<string>(), numbers: new Set<string>(), areas: new Set<string>(), keywords: new Set<string>() }
  let unreadable = false
  const artByPack: Set<string>[] = []
  let manifestsOk = true
  const manifestFiles: string[] = []
  packs.forEach(({ files, art: artFiles }, packIndex) => {
    const manifestFile = files.find((f) => f.path === 'pack.json')
    let manifest: PackManifest | undefined
    let prefix = prefixed ? `pack${packIndex + 1}/` : ''
    if (manifestFile) {
      const raw = parseJson({ path: `${prefix}pack.json`, text: manifestFile.text }, problems)
      if (raw !== undefined) {
        const r = PackManifestSchema.safeParse(raw)
        if (r.success) {
          manifest = r.data as PackManifest
          if (prefixed) prefix = `${manifest.id}/`
        } else problems.push(...zodProblems(`${prefix}pack.json`, r.error))
      }
    } else report(`${prefix}pack.json`, [], 'missing: every pack needs a pack.json')
    manifestFiles.push(`${prefix}pack.json`)
    if (manifest) {
      if (manifests.some((m) => m.id === manifest.id)) report(`${prefix}pack.json`, ['id'], `pack "${manifest.id}" is given twice`)
      manifest.dependencies.forEach((d, i) => {
        const dep = manifests.find((m) => m.id === d.id)
        if (!dep) report(`${prefix}pack.json`, ['dependencies', i], `needs pack "${d.id}" ${d.version}, which is not loaded before it`)
        else if (!satisfies(dep.version, d.version)) report(`${prefix}pack.json`, ['dependencies', i], `needs pack "${d.id}" ${d.version} (same major version, at least that), found ${dep.version}`)
      })
      manifests.push(manifest)
    } else manifestsOk = false
    const named = (f: PackFile): PackFile => ({ path: `${prefix}${f.path}`, text: f.text })

    const cardFiles = files.filter((f) => /^cards\/[^/]+\.json$/.test(f.path)).sort((a, b) => a.path.localeCompare(b.path))
    if (cardFiles.length === 0) report(`${prefix}cards`, [], 'no card files (cards/*.json)')
    for (const f of cardFiles.map(named)) {
      const raw = parseJson(f, problems)
      if (raw === undefined) { unreadable = true; continue }
      const r = CardFileSchema.safeParse(raw)
      if (!r.success) {
        // Report the bad cards, keep the good ones so cross-checks still run on them.
        problems.push(...zodProblems(f.path, r.error))
        const list = (raw as { cards?: unknown }).cards
        if (!Array.isArray(list)) { unreadable = true; continue }
        list.forEach((c: unknown, index) => {
          const one = CardFileSchema.shape.cards.element.safeParse(c)
          if (one.success) { cards.push({ card: one.data as Card, origin: { file: f.path, index, pack: packIndex } }); return }
          const o = (typeof c === 'object' && c !== null ? c : {}) as Record<string, unknown>
          if (typeof o.uid === 'string') partial.uids.add(o.uid)
          if (typeof o.number === 'string') partial.numbers.add(o.number)
          if (typeof o.area === 'string') partial.areas.add(o.area)
          const front = (typeof o.front === 'object' && o.front !== null ? o.front : o) as Record<string, unknown>
          if (Array.isArray(front.keywords)) for (const k of front.keywords) if (typeof k === 'string') partial.keywords.add(k)
        })
        continue
      }
      r.data.cards.forEach((card, index) => cards.push({ card: card as Card, origin: { file: f.path, index, pack: packIndex } }))
    }
    const i18nFiles = files.filter((f) => /^i18n\/[^/]+\.json$/.test(f.path)).sort((a, b) => a.path.localeCompare(b.path))
    if (i18nFiles.length === 0) report(`${prefix}i18n`, [], 'no locale files (i18n/<locale>.json)')
    for (const f of i18nFiles.map(named)) {
      const locale = f.path.slice(`${prefix}i18n/`.length, -'.json'.length)
      if (!/^[a-z]{2}(?:-[A-Z]{2})?$/.test(locale)) report(f.path, [], `"${locale}" is not a locale like "en" or "pt-BR"`)
      const table = (strings[locale] ??= {})
      const raw = parseJson(f, problems)
      if (raw === undefined) continue
      const r = I18nFileSchema.safeParse(raw)
      if (!r.success) { problems.push(...zodProblems(f.path, r.error)); continue }
      for (const [k, v] of Object.entries(r.data)) {
        const owner = stringOwner[`${locale}|${k}`]
        if (owner !== undefined && owner !== f.path) report(f.path, [k], `already defined in ${owner}`)
        else { table[k] = v; stringOwner[`${locale}|${k}`] = f.path }
      }
    }
    for (const f of files) {
      if (f.path !== 'pack.json' && !cardFiles.includes(f) && !i18nFiles.includes(f)) report(`${prefix}${f.path}`, [], 'unexpected file (a pack holds pack.json, cards/*.json, i18n/*.json, art/*.svg)')
    }
    for (const a of artFiles) if (!/^[a-z0-9][a-z0-9-]*\.svg$/.test(a)) report(`${prefix}art/${a}`, [], 'art files must be SVGs named like "forest.svg"')
    artByPack.push(new Set(artFiles))
  })
  const base = manifests[0]
  // The merged manifest: the base game's identity and special numbers, every pack's curses and edges.
  const manifest: PackManifest | undefined = base && manifestsOk
    ? {
        ...base,
        curses: manifests.flatMap((m) => m.curses),
        ...(manifests.some((m) => m.edgeCompatibility) ? { edgeCompatibility: manifests.flatMap((m) => m.edgeCompatibility ?? []) } : {}),
      }
    : undefined
  const manifestFile = manifestFiles[0] ?? 'pack.json'
  if (base && !base.special) report(manifestFile, [], 'the base pack must name its special numbers: "special": { "easy", "hardcore", "paranoid" } (C-SETUP-6, C-ACT-40)')
  if (base && manifests.every((m) => m.curses.length === 0)) report(manifestFile, ['curses'], 'at least one curse is needed (C-GEN-3)')

  // Cross-file checks need every file readable; reachability needs every card well-formed.
  const crossCheck = !unreadable
  let wellFormed = problems.length === 0

  // 2. Identity: unique uids, one Satchel.
  const byUid = new Map<string, { card: Card; origin: Origin }>()
  for (const entry of cards) {
    const prev = byUid.get(entry.card.uid)
    if (prev) {
      report(entry.origin.file, ['cards', entry.origin.index, 'uid'], `duplicate uid "${entry.card.uid}" (first in ${prev.origin.file} › cards[${prev.origin.index}])`)
      // The second copy is left out of the index; keep what it names so nothing else is reported for it.
      wellFormed = false
      if (entry.card.type === 'adventure') partial.numbers.add(entry.card.number)
      if (entry.card.type === 'exploration') partial.areas.add(entry.card.area)
      for (const k of keywordsOf(entry.card)) partial.keywords.add(k)
    } else byUid.set(entry.card.uid, entry)
  }
  const satchels = cards.filter((c) => c.card.type === 'satchel')
  if (satchels.length === 0 && wellFormed) report('cards', [], 'no Satchel & Journal card (C-CARD-25)')
  satchels.slice(1).forEach((s) => report(s.origin.file, ['cards', s.origin.index], 'a pack has exactly one Satchel & Journal card'))

  // 3. Indexes used by the reference checks.
  const numbers: Record<string, string[]> = {}
  const areas: Record<string, string[]> = {}
  const keywords: Record<string, string[]> = {}
  const characters: Record<string, string> = {}
  for (const { card } of byUid.values()) {
    if (card.type === 'adventure') push(numbers, card.number, card.uid)
    if (card.type === 'exploration') push(areas, card.area, card.uid)
    if (card.type === 'character') characters[card.id] = card.uid
    for (const k of new Set(keywordsOf(card))) push(keywords, k, card.uid)
  }
  for (const n of Object.keys(numbers)) {
    const list = numbers[n] ?? []
    const color = (uid: string): number => ((byUid.get(uid)?.card as AdventureCard).back === 'green' ? 0 : 1)
    numbers[n] = [...list.filter((u) => color(u) === 0), ...list.filter((u) => color(u) === 1)]
  }
  const adv = (uid: string): AdventureCard => byUid.get(uid)?.card as AdventureCard
  const curseIds = new Set(manifest?.curses.map((c) => c.id) ?? [])
  const locales = Object.keys(strings)

  const checkString = (file: string, path: PathPart[], key: string): void => {
    for (const l of locales) if (strings[l]?.[key] === undefined) report(file, path, `string "${key}" is missing in locale "${l}"`)
  }
  // Translators: a key present in one locale must be present in all of them.
  for (const l of locales) {
    for (const key of Object.keys(strings[l] ?? {})) {
      const owner = stringOwner[`${l}|${key}`] ?? `i18n/${l}.json`
      const missingIn = (other: string): string => `${owner.slice(0, owner.length - `${l}.json`.length)}${other}.json`
      for (const other of locales) if (strings[other]?.[key] === undefined && other !== l) report(missingIn(other), [key], `missing (present in ${owner})`)
    }
  }
  if (manifest && crossCheck) {
    manifests.forEach((m, i) => {
      checkString(manifestFiles[i] ?? 'pack.json', ['title'], m.title)
      m.curses.forEach((c, j) => checkString(manifestFiles[i] ?? 'pack.json', ['curses', j, 'title'], c.title))
    })
    for (const [k, n] of Object.entries(manifest.special ?? {}) as [keyof SpecialNumbers, CardNumber][]) {
      if (!numbers[n] && !partial.numbers.has(n)) report(manifestFile, ['special', k], `card ${n} does not exist`)
    }
    const paranoid = manifest.special ? numbers[manifest.special.paranoid] : undefined
    if (paranoid?.some((u) => adv(u).kind !== 'state')) report(manifestFile, ['special', 'paranoid'], `every card ${manifest.special?.paranoid ?? ''} must be a state (C-ACT-40)`)
  }

  // 4. Per-card references.
  const refsByUid = new Map<string, Refs>()
  for (const { card, origin } of crossCheck ? byUid.values() : []) {
    const at = (p: PathPart[]): PathPart[] => ['cards', origin.index, ...p]
    const refs = collectCard(card)
    refsByUid.set(card.uid, refs)
    for (const r of refs.numbers) {
      const copies = numbers[r.number]
      if (!copies) { if (!partial.numbers.has(r.number)) report(origin.file, at(r.path), `card ${r.number} does not exist`); continue }
      if (r.source !== undefined && !partial.numbers.has(r.number) && !copies.some((u) => adv(u).sources?.includes(r.source ?? ''))) {
        report(origin.file, at(r.path), `no copy of card ${r.number} shows the source icon ${r.source} (C-CONSEQ-11)`)
      }
    }
    for (const r of refs.terrains) if ((numbers[r.number] ?? []).some((u) => adv(u).kind !== 'terrain')) report(origin.file, at(r.path), `card ${r.number} is not a terrain (C-ICON-18)`)
    for (const r of refs.keywords) if (!keywords[r.keyword] && !partial.keywords.has(r.keyword)) report(origin.file, at(r.path), `no card has the keyword "${r.keyword}"`)
    for (const r of refs.states) {
      const copies = numbers[r.number]
      if (!copies) { if (!partial.numbers.has(r.number)) report(origin.file, at(r.path), `card ${r.number} does not exist`) } else if (copies.some((u) => adv(u).kind !== 'state')) report(origin.file, at(r.path), `card ${r.number} is not a state`)
    }
    for (const r of refs.curses) if (manifest && !curseIds.has(r.curse)) report(origin.file, at(r.path), `curse "${r.curse}" is not declared in pack.json`)
    for (const r of refs.areas) if (!areas[r.area] && !partial.areas.has(r.area)) report(origin.file, at(r.path), `no Exploration card of area ${r.area}`)
    for (const r of refs.art) if (!artByPack[origin.pack]?.has(r.name)) report(origin.file, at(r.path), `art file "art/${r.name}" does not exist`)
    for (const r of refs.strings) checkString(origin.file, at(r.path), r.key)
    for (const p of refs.banishReplace) {
      if (card.type !== 'adventure' || card.back !== 'green') report(origin.file, at(p), 'banish-and-replace is printed only on green Adventure cards (C-CONSEQ-31)')
      else if (!(numbers[card.number] ?? []).some((u) => adv(u).back === 'gold')) report(origin.file, at(p), `no gold card ${card.number} to replace it (C-CONSEQ-31)`)
    }
    for (const x of refs.exploration) {
      // C-EXPLORE-5: the back action turns the card over; C-ICON-32: the front's icon frees the space.
      const where = x.op === 'revealExploration' ? 'backAction' : 'front'
      if (card.type !== 'exploration' || x.path[0] !== where) {
        report(origin.file, at(x.path), x.op === 'revealExploration' ? 'revealExploration belongs on the back action of an Exploration card (C-EXPLORE-5)' : 'exploreReplace belongs on the front of an Exploration card (C-ICON-32)')
      }
    }
    for (const p of refs.crossObstacle) {
      const f = card.type === 'adventure' ? card : card.type === 'exploration' ? card.front : undefined
      if (f?.kind !== 'permanentEvent') report(origin.file, at(p), 'only permanent events can be crossed (C-EXPLORE-18)')
    }
    if (card.type === 'adventure') for (const x of checkFront(card, [], false)) report(origin.file, at(x.path), x.message)
    if (card.type === 'exploration') for (const x of checkFront(card.front, ['front'], true)) report(origin.file, at(x.path), x.message)
    if (card.type === 'skill') {
      if (card.owner !== undefined && !characters[card.owner]) report(origin.file, at(['owner']), `character "${card.owner}" does not exist`)
      if (card.owner !== undefined && card.advanced) report(origin.file, at(['advanced']), 'a character-specific skill cannot be advanced')
      if (card.craft && card.craft.action.type !== 'craft') report(origin.file, at(['craft', 'action', 'type']), 'a craft recipe needs a craft action (C-ITEM-10)')
    }
    if (card.type === 'character') {
      card.skills.forEach((uid, i) => {
        const s = byUid.get(uid)?.card
        if (!s) { if (!partial.uids.has(uid)) report(origin.file, at(['skills', i]), `card "${uid}" does not exist`) }
        else if (s.type !== 'skill' || s.owner !== card.id) report(origin.file, at(['skills', i]), `card "${uid}" is not a skill owned by "${card.id}"`)
      })
    }
  }
  for (const [id] of Object.entries(characters)) {
    const owned = [...byUid.values()].filter((e) => e.card.type === 'skill' && e.card.owner === id)
    const listed = (byUid.get(characters[id] ?? '')?.card as CharacterCard).skills
    for (const o of owned) if (!listed.includes(o.card.uid)) report(o.origin.file, ['cards', o.origin.index, 'owner'], `skill is not listed by character "${id}"`)
  }
  if (manifest && wellFormed) {
    for (const c of manifest.curses) {
      const i = manifest.curses.indexOf(c)
      const file = manifestFiles[manifests.findIndex((m) => m.curses.some((x) => x.id === c.id))] ?? manifestFile
      const j = manifests.find((m) => m.curses.some((x) => x.id === c.id))?.curses.findIndex((x) => x.id === c.id) ?? i
      if (![...byUid.values()].some((e) => e.card.type === 'clue' && e.card.curse === c.id)) report(file, ['curses', j], `no Clue card for curse "${c.id}"`)
      if (![...byUid.values()].some((e) => e.card.type === 'curse' && e.card.curse === c.id)) report(file, ['curses', j], `no Curse card for curse "${c.id}"`)
    }
  }
  // C-EXPLORE-11: a terrain summoned by an arrow must fit the edge that arrow leaves from (the
  // jigsaw is static data, so a misfit is a content error, not a game event).
  const fits = edgeProfilesFit(manifest?.edgeCompatibility ?? [])
  for (const { card, origin } of crossCheck ? byUid.values() : []) {
    if (card.type !== 'adventure' || card.kind !== 'terrain') continue
    card.arrows?.forEach((arrow, i) => {
      for (const u of numbers[arrow.numbox] ?? []) {
        const target = adv(u)
        if (target.kind !== 'terrain') continue
        const mine = card.edges?.[arrow.edge]
        const theirs = target.edges?.[OPPOSITE_EDGE[arrow.edge]]
        if (!fits(mine, theirs)) report(origin.file, ['cards', origin.index, 'arrows', i], `terrain ${arrow.numbox} ("${u}") does not fit: its ${OPPOSITE_EDGE[arrow.edge]} edge is ${theirs ?? '-'}, this ${arrow.edge} edge is ${mine ?? '-'} (C-EXPLORE-11)`)
      }
    })
  }
  for (const { card, origin } of crossCheck ? byUid.values() : []) {
    if (card.type === 'clue') {
      const start = numbers[card.start]
      if (start?.some((u) => adv(u).kind !== 'terrain')) report(origin.file, ['cards', origin.index, 'start'], `card ${card.start} is not a terrain (C-SETUP-15)`)
    }
  }

  // 5. Reachability (design §2): from the clue start numbers and the special numbers, through
  //    numboxes, arrows, hidden numbers and flags; Exploration areas through terrain arrows.
  const reachedNumbers = new Set<string>()
  const reachedAreas = new Set<string>()
  let buysAdvanced = false
  const queue: string[] = []
  const visitRefs = (refs: Refs | undefined): void => {
    if (!refs) return
    if (refs.buysAdvanced) buysAdvanced = true
    for (const r of refs.numbers) if (r.reach && numbers[r.number] && !reachedNumbers.has(r.number)) { reachedNumbers.add(r.number); queue.push(r.number) }
    for (const a of refs.areas) {
      if (!reachedAreas.has(a.area)) {
        reachedAreas.add(a.area)
        for (const u of areas[a.area] ?? []) visitRefs(refsByUid.get(u))
      }
    }
  }
  if (manifest) for (const n of Object.values(manifest.special ?? {})) if (numbers[n] && !reachedNumbers.has(n)) { reachedNumbers.add(n); queue.push(n) }
  for (const { card } of byUid.values()) {
    if (card.type !== 'adventure' && card.type !== 'exploration' && !(card.type === 'skill' && card.advanced)) visitRefs(refsByUid.get(card.uid))
  }
  for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
    for (const u of numbers[n] ?? []) visitRefs(refsByUid.get(u))
    if (buysAdvanced) {
      for (const { card } of byUid.values()) if (card.type === 'skill' && card.advanced) visitRefs(refsByUid.get(card.uid))
    }
  }
  for (const { card, origin } of wellFormed ? byUid.values() : []) {
    if (card.type === 'adventure' && !reachedNumbers.has(card.number)) report(origin.file, ['cards', origin.index], `card ${card.number} ("${card.uid}") cannot be reached from any clue start`)
    if (card.type === 'exploration' && !reachedAreas.has(card.area)) report(origin.file, ['cards', origin.index], `area ${card.area} ("${card.uid}") is named by no reachable terrain arrow`)
    if (card.type === 'skill' && card.advanced && !buysAdvanced) report(origin.file, ['cards', origin.index], `advanced skill "${card.uid}" can never be bought: no reachable card buys advanced skills`)
  }

  if (problems.length > 0 || !manifest) return { ok: false, problems }

  // 6. The index.
  return { ok: true, content: { ...indexCards([...byUid.values()].map((e) => e.card), manifest, strings), packs: manifests } }
}

/**
 * Index cards into `ContinentContent` WITHOUT validating them (the indexing step of `parsePack`).
 * For tests that build content by hand; shipped content always goes through `parsePack`.
 * Lists keep the given order, except `numbers` (greens before golds, C-SETUP-14).
 */
export function indexCards(all: readonly Card[], manifest: PackManifest, strings: Record<string, Record<string, string>> = {}): ContinentContent {
  const special = manifest.special
  if (!special) throw new ContentError(`pack "${manifest.id}" names no special numbers (easy, hardcore, paranoid)`)
  const of = <T extends Card['type']>(t: T): Extract<Card, { type: T }>[] => all.filter((c): c is Extract<Card, { type: T }> => c.type === t)
  const numbers: Record<string, string[]> = {}
  for (const c of of('adventure')) push(numbers, c.number, c.uid)
  const byUid = new Map(all.map((c) => [c.uid, c]))
  const back = (uid: string): string => (byUid.get(uid) as AdventureCard).back
  const areas: Record<string, string[]> = {}
  for (const c of of('exploration')) push(areas, c.area, c.uid)
  const keywords: Record<string, string[]> = {}
  for (const c of all) for (const k of new Set(keywordsOf(c))) push(keywords, k, c.uid)
  const characters: Record<string, string> = {}
  const characterSkills: Record<string, string[]> = {}
  for (const c of of('character')) { characters[c.id] = c.uid; characterSkills[c.id] = [...c.skills] }
  const clues: Record<string, string[]> = {}
  for (const c of of('clue')) push(clues, c.curse, c.uid)
  const curseCards: Record<string, string[]> = {}
  for (const c of of('curse')) push(curseCards, c.curse, c.uid)
  return {
    manifest,
    cards: Object.fromEntries(all.map((c) => [c.uid, c])),
    numbers: Object.fromEntries(Object.keys(numbers).sort().map((n) => {
      const list = numbers[n] ?? []
      return [n, [...list.filter((u) => back(u) === 'green'), ...list.filter((u) => back(u) === 'gold')]]
    })),
    areas,
    keywords,
    commonSkills: of('skill').filter((c) => c.owner === undefined && !c.advanced).map((c) => c.uid),
    advancedSkills: of('skill').filter((c) => c.advanced).map((c) => c.uid),
    characters,
    characterSkills,
    clues,
    curseCards,
    satchel: of('satchel')[0]?.uid ?? '',
    special,
    strings,
  }
}

/** A content error for an engine caller: the pack lacks data it needs (C-Q-1). */
export class ContentError extends Error {
  override name = 'ContentError'
}

function getCard<T extends Card['type']>(content: ContinentContent, uid: string, type: T): Extract<Card, { type: T }> {
  const c = content.cards[uid]
  if (c?.type !== type) throw new ContentError(`card "${uid}" is not ${c ? `a ${type} card (it is ${c.type})` : 'in the content'}`)
  return c as Extract<Card, { type: T }>
}

/** The Adventure copy with this uid (throws ContentError otherwise). */
export const adventureCard = (content: ContinentContent, uid: string): AdventureCard => getCard(content, uid, 'adventure')
/** The Exploration card with this uid. */
export const explorationCard = (content: ContinentContent, uid: string): ExplorationCard => getCard(content, uid, 'exploration')
/** The Skill card with this uid. */
export const skillCard = (content: ContinentContent, uid: string): SkillCard => getCard(content, uid, 'skill')
/** The Curse card with this uid. */
export const curseCard = (content: ContinentContent, uid: string): CurseCard => getCard(content, uid, 'curse')
/** The Character card with this uid. */
export const characterCard = (content: ContinentContent, uid: string): CharacterCard => getCard(content, uid, 'character')
/** The Clue card with this uid. */
export const clueCard = (content: ContinentContent, uid: string): ClueCard => getCard(content, uid, 'clue')
/** The Satchel & Journal. */
export const satchelCard = (content: ContinentContent): SatchelCard => getCard(content, content.satchel, 'satchel')

/**
 * The limits for a player count (§0.4, C-HAND-3, C-ITEM-3, C-ITEM-4). C-Q-1: when the Satchel has
 * no data for that count this throws, naming the file field — never a silent default.
 */
export function limitsFor(content: ContinentContent, playerCount: number): PlayerLimits {
  const key = String(playerCount)
  if (!(PLAYER_COUNTS as readonly string[]).includes(key)) throw new ContentError(`the Continent rules are for 1 to 4 players, not ${playerCount} (C-Q-40)`)
  const limits = satchelCard(content).limits[key as (typeof PLAYER_COUNTS)[number]]
  if (!limits) throw new ContentError(`Satchel & Journal "${content.satchel}" › limits.${key}: no hand and inventory limits for ${playerCount} players (C-Q-1)`)
  return limits
}

/** Problems that make the content unplayable with this player count (C-Q-1), e.g. for the new-game screen. */
export function checkPlayerCount(content: ContinentContent, playerCount: number): string[] {
  try { limitsFor(content, playerCount); return [] } catch (e) { return [e instanceof Error ? e.message : String(e)] }
}

/**
 * The starting Action Deck, unshuffled (C-SETUP-11): the common Skills, the 5 specific Skills of each
 * character taking part, the Curse card(s) of each chosen curse and the "death" Curse cards.
 */
export function startingActionDeck(content: ContinentContent, characterIds: readonly string[], curseIds: readonly string[]): string[] {
  const deck = [...content.commonSkills]
  for (const id of characterIds) {
    const skills = content.characterSkills[id]
    if (!skills) throw new ContentError(`character "${id}" is not in the content`)
    deck.push(...skills)
  }
  for (const id of curseIds) {
    const cs = content.curseCards[id]
    if (!cs || id === 'death') throw new ContentError(`curse "${id}" has no Curse card in the content`)
    deck.push(...cs)
  }
  deck.push(...(content.curseCards.death ?? []))
  return deck
}

/** The starting terrain number for the chosen clues: the lowest start (C-SETUP-15). */
export function startingNumber(content: ContinentContent, clueUids: readonly string[]): CardNumber {
  const starts = clueUids.map((u) => clueCard(content, u).start).sort()
  const first = starts[0]
  if (first === undefined) throw new ContentError('at least one Clue must be chosen (C-SETUP-8)')
  return first
}

/** The front to resolve for an Adventure or Exploration uid. */
export function frontOfUid(content: ContinentContent, uid: string): CardFront {
  const c = content.cards[uid]
  if (c?.type === 'adventure') return c
  if (c?.type === 'exploration') return c.front
  throw new ContentError(`card "${uid}" has no front to resolve`)
}

/** The text of an i18n key in a locale, falling back to English then to the key itself. */
export function text(content: ContinentContent, locale: string, key: string): string {
  return content.strings[locale]?.[key] ?? content.strings.en?.[key] ?? key
}

/**
 * JSON Schemas of the pack files, generated from the zod schemas, for editors. Keys are suggested
 * file names; the lead writes them to disk.
 */
export function packJsonSchemas(): Record<string, unknown> {
  return {
    'pack.schema.json': z.toJSONSchema(PackManifestSchema),
    'cards.schema.json': describeOps(z.toJSONSchema(CardFileSchema)),
    'i18n.schema.json': z.toJSONSchema(I18nFileSchema),
  }
}

/** Adds each effect term's one-line rule reference as `description`, for editor tooltips. */
function describeOps<T>(node: T): T {
  if (Array.isArray(node)) { node.forEach(describeOps); return node }
  if (typeof node !== 'object' || node === null) return node
  const o = node as Record<string, unknown>
  const op = ((o.properties as Record<string, { const?: unknown }> | undefined)?.op)?.const
  if (typeof op === 'string' && op in OP_DOCS && o.description === undefined) o.description = OP_DOCS[op as keyof typeof OP_DOCS]
  for (const v of Object.values(o)) describeOps(v)
  return node
}

