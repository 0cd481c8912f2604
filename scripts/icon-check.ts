/**
 * The app icons for `dist:check`, resolved and converted by electron-builder's own code: each
 * platform's icon must be a ready-made file (anything else makes electron-builder download a
 * converter) and large enough.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { convertIcon } from 'app-builder-lib/out/util/iconConverter'
import type { IconFormat } from 'app-builder-lib/out/util/iconConverter'

type Json = Record<string, unknown>

/** Reads a dotted key ("mac.icon") from a plain object. */
function at(config: Json, dotted: string): unknown {
  let value: unknown = config
  for (const key of dotted.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    value = (value as Json)[key]
  }
  return value
}

/** Icons per platform: the format electron-builder wants and the smallest largest-size we accept. */
const ICONS: readonly { key: 'win' | 'mac' | 'linux'; format: IconFormat; minSize: number }[] = [
  { key: 'win', format: 'ico', minSize: 256 },
  { key: 'mac', format: 'icns', minSize: 1024 },
  { key: 'linux', format: 'set', minSize: 512 },
]

/** Chunk types of a macOS .icns file, with the pixel size of their PNG payload (0 if not PNG). */
export function icnsChunks(data: Buffer): { type: string; size: number }[] {
  if (data.length < 8 || data.toString('ascii', 0, 4) !== 'icns') throw new Error('not an .icns file')
  const chunks: { type: string; size: number }[] = []
  for (let offset = 8; offset + 8 <= data.length;) {
    const length = data.readUInt32BE(offset + 4)
    if (length < 8 || offset + length > data.length) throw new Error(`damaged chunk at byte ${offset}`)
    const payload = data.subarray(offset + 8, offset + length)
    const isPng = payload.length >= 24 && payload.readUInt32BE(0) === 0x89504e47
    chunks.push({ type: data.toString('ascii', offset, offset + 4), size: isPng ? payload.readUInt32BE(16) : 0 })
    offset += length
  }
  return chunks
}

/** Resolves a build resource the way electron-builder does: build resources folder first, then project. */
export function findResource(file: string, roots: readonly string[]): string | undefined {
  return roots.map((root) => resolve(root, file)).find((candidate) => existsSync(candidate))
}

export async function checkIcons(config: Json, roots: readonly string[], problems: string[]): Promise<string[]> {
  const described: string[] = []
  const work = mkdtempSync(join(tmpdir(), 'fogbound-dist-check-'))
  try {
    for (const { key, format, minSize } of ICONS) {
      // Linux falls back to the mac icon, like electron-builder's LinuxTargetHelper.
      const configured = at(config, `${key}.icon`) ?? (key === 'linux' ? at(config, 'mac.icon') : undefined) ?? config.icon
      if (typeof configured !== 'string' || configured === '') {
        problems.push(`${key}.icon is not set (electron-builder would fall back to the Electron icon)`)
        continue
      }
      const file = findResource(configured, roots)
      if (file === undefined) {
        problems.push(`${key}.icon: ${configured} does not exist`)
        continue
      }
      const isDir = statSync(file).isDirectory()
      // Anything but a ready-made file makes electron-builder download its icon tool from GitHub.
      const ready = format === 'set' ? isDir || /\.(png|svg)$/i.test(file) : file.toLowerCase().endsWith(`.${format}`)
      if (!ready) {
        problems.push(`${key}.icon: ${configured} must be a ready-made ${format === 'set' ? 'folder of NxN.png files' : `.${format}`} (run npx tsx scripts/render-icons.ts)`)
        continue
      }
      try {
        const result = await convertIcon({ sources: [configured], fallbackSources: [], roots: [...roots], format, outDir: join(work, key) })
        const largest = Math.max(0, ...result.icons.map((icon) => icon.size))
        const size = format === 'icns' ? Math.max(0, ...icnsChunks(readFileSync(file)).map((chunk) => chunk.size)) : largest
        if (result.icons.length === 0 || result.isFallback) {
          problems.push(`${key}.icon: electron-builder found no usable icon in ${configured}`)
        } else if (size < minSize) {
          problems.push(`${key}.icon: ${configured} is at most ${size}x${size}, needs ${minSize}x${minSize}`)
        } else {
          described.push(`${key} ${format === 'set' ? `${result.icons.length} PNGs` : format} ${size}px`)
        }
      } catch (error) {
        problems.push(`${key}.icon: ${configured}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  return described
}
