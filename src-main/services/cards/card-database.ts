import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { formatProblem } from '../../../src-shared/content/problems'
import { text } from '../../../src-shared/content/i18n'
import type { RulesetContent } from '../../../src-shared/pack-formats'
import { loadPackFolder } from './pack-files'

const LINKED_PACK_REASON = 'is a symbolic link; a pack must be a real folder inside the packs folder'

export type PackSource = 'built-in' | 'user'

/** What the renderer may know about a pack: public data only (design §2, C-D-2). */
export interface PackSummary {
  id: string
  version: string
  source: PackSource
  /** The ruleset the pack is for (its `pack.json`). */
  ruleset: string
  /** Title by locale. */
  title: Record<string, string>
  cardCount: number
}

/** A pack that was refused, with every problem (`file › json.path: message`). */
export interface RejectedPack {
  folder: string
  source: PackSource
  problems: string[]
}

export interface CardDatabaseOptions {
  /** Packs shipped with the app (`resources/packs`, or `process.resourcesPath/packs` when packaged). */
  builtInDir: string
  /** `<userData>/packs`; may be missing. */
  userDir?: string
  now?: () => number
}

/**
 * The card database owned by the main process (design §1, §2): every valid pack, indexed
 * by the content module, plus the list of rejected packs with their problems. A pack that
 * fails validation is never half-loaded, and a user pack can never replace a built-in
 * pack's id.
 */
export class CardDatabase {
  readonly #packs = new Map<string, { summary: PackSummary; content: RulesetContent; folder: string }>()
  readonly rejected: RejectedPack[] = []
  /** Milliseconds the last load took (design budget: built-in packs ≤ 150 ms). */
  loadMs = 0

  static async load(options: CardDatabaseOptions): Promise<CardDatabase> {
    const db = new CardDatabase()
    const now = options.now ?? (() => performance.now())
    const t0 = now()
    await db.#loadFolder(options.builtInDir, 'built-in')
    if (options.userDir !== undefined) await db.#loadFolder(options.userDir, 'user')
    db.loadMs = now() - t0
    return db
  }

  async #loadFolder(dir: string, source: PackSource): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort()
    // A linked pack folder could bring in any folder of the disk: refused and listed, never skipped in silence.
    for (const link of entries.filter((e) => e.isSymbolicLink()).map((e) => e.name).sort()) {
      this.rejected.push({ folder: join(dir, link), source, problems: [formatProblem({ file: link, path: '', message: LINKED_PACK_REASON })] })
    }
    // Packs are independent of each other: validate them in parallel.
    const loaded = await Promise.all(folders.map(async (name) => ({ name, result: await loadPackFolder(join(dir, name)) })))
    for (const { name, result } of loaded) {
      const folder = join(dir, name)
      if (!result.ok) {
        this.rejected.push({ folder, source, problems: result.problems.map(formatProblem) })
        continue
      }
      const { manifest } = result.content
      const existing = this.#packs.get(manifest.id)
      if (existing) {
        const why =
          existing.summary.source === 'built-in' && source === 'user'
            ? `pack.json › id: "${manifest.id}" is the id of a built-in pack; a user pack cannot replace it`
            : `pack.json › id: "${manifest.id}" is already used by another ${existing.summary.source} pack`
        this.rejected.push({ folder, source, problems: [why] })
        continue
      }
      const title = Object.fromEntries(
        Object.keys(result.content.strings).map((locale) => [locale, text(result.content, locale, manifest.title)]),
      )
      this.#packs.set(manifest.id, {
        content: result.content,
        folder,
        summary: {
          id: manifest.id,
          version: manifest.version,
          source,
          ruleset: manifest.ruleset,
          title,
          cardCount: result.itemCount,
        },
      })
    }
  }

  /** Loaded packs, built-in first, then by id. */
  packs(): PackSummary[] {
    return [...this.#packs.values()]
      .map((p) => p.summary)
      .sort((a, b) => (a.source === b.source ? a.id.localeCompare(b.id) : a.source === 'built-in' ? -1 : 1))
  }

  /** The full content of a pack, for the engine in main. Never sent to the renderer whole. */
  content(packId: string): RulesetContent {
    const pack = this.#packs.get(packId)
    if (!pack) throw new Error(`no loaded pack "${packId}"`)
    return pack.content
  }

  /** The folder a loaded pack was read from (for its art), never sent to the renderer. */
  folder(packId: string): string | undefined {
    return this.#packs.get(packId)?.folder
  }

  has(packId: string): boolean {
    return this.#packs.has(packId)
  }
}
