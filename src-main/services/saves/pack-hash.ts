import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * A stable hash of a pack's file contents: sha256 over every file (sorted by its `/` path,
 * each as path, byte length and bytes). Independent of the OS, folder location and file
 * times; any edited byte, added or removed file changes it.
 */
export async function hashPackFolder(dir: string): Promise<string> {
  const files: string[] = []
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.isFile()) files.push(full)
    }
  }
  await walk(dir)
  const named = files.map((full) => ({ full, path: relative(dir, full).split(sep).join('/') }))
  named.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const h = sha256.create()
  for (const { full, path } of named) {
    const bytes = await readFile(full)
    h.update(utf8ToBytes(`${path}\0${bytes.length}\0`))
    h.update(bytes)
  }
  return bytesToHex(h.digest())
}
