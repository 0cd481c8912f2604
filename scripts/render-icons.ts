/**
 * Renders resources/icons/icon.svg into every icon file the installers need, fully offline:
 *   NxN.png (16…1024)  – the Linux icon set (electron-builder reads a folder of NxN.png files)
 *   icon.ico           – Windows (PNG-compressed entries 16…256)
 *   icon.icns          – macOS (PNG entries 16…1024)
 * electron-builder could convert a PNG itself, but only after downloading its icon tool from
 * GitHub; shipping ready-made .ico/.icns keeps `npm run dist` working without that download.
 *
 * Usage: npx tsx scripts/render-icons.ts   (needs rsvg-convert: apt-get install librsvg2-bin).
 * Headless Chromium was tried as a fallback renderer, but it cannot screenshot below ~128 px, so the
 * small Windows/Linux sizes need a real SVG rasteriser.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ICON_DIR = resolve(import.meta.dirname, '..', 'resources', 'icons')
const SOURCE = join(ICON_DIR, 'icon.svg')
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const
/** ICNS chunk types that hold PNG data, by pixel size (Apple "icns" format, macOS 10.7+). */
const ICNS_TYPES: readonly (readonly [string, number])[] = [
  ['icp4', 16], ['icp5', 32], ['icp6', 64], ['ic07', 128], ['ic08', 256], ['ic09', 512], ['ic10', 1024],
  ['ic11', 32], ['ic12', 64], ['ic13', 256], ['ic14', 512],
]

/** Builds a Windows .ico whose entries are PNG images (supported since Windows Vista). */
export function encodeIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry) // 0 means 256
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt8(0, entry + 2) // no palette
    header.writeUInt8(0, entry + 3)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map((image) => image.png)])
}

/** Builds a macOS .icns from PNG chunks. */
export function encodeIcns(chunks: readonly { type: string; png: Buffer }[]): Buffer {
  const parts = chunks.map(({ type, png }) => {
    const head = Buffer.alloc(8)
    head.write(type, 0, 'ascii')
    head.writeUInt32BE(png.length + 8, 4)
    return Buffer.concat([head, png])
  })
  const head = Buffer.alloc(8)
  head.write('icns', 0, 'ascii')
  head.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0), 4)
  return Buffer.concat([head, ...parts])
}

function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

function renderWithRsvg(size: number, out: string): void {
  execFileSync('rsvg-convert', ['-w', String(size), '-h', String(size), '-o', out, SOURCE])
}

function main(): void {
  if (!existsSync(SOURCE)) throw new Error(`render-icons: ${SOURCE} not found`)
  if (!hasCommand('rsvg-convert')) throw new Error('render-icons: needs rsvg-convert (apt-get install librsvg2-bin)')
  const pngs = new Map<number, Buffer>()
  for (const size of PNG_SIZES) {
    const file = join(ICON_DIR, `${size}x${size}.png`)
    renderWithRsvg(size, file)
    pngs.set(size, readFileSync(file))
  }
  const png = (size: number): Buffer => {
    const data = pngs.get(size)
    if (data === undefined) throw new Error(`render-icons: no ${size}px rendering`)
    return data
  }
  writeFileSync(join(ICON_DIR, 'icon.ico'), encodeIco(ICO_SIZES.map((size) => ({ size, png: png(size) }))))
  writeFileSync(join(ICON_DIR, 'icon.icns'), encodeIcns(ICNS_TYPES.map(([type, size]) => ({ type, png: png(size) }))))
  console.log(`render-icons: ${PNG_SIZES.length} PNGs, icon.ico, icon.icns written to ${ICON_DIR}`)
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) main()
