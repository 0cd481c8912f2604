/**
 * Electron fuses for `dist:check`, through @electron/fuses (the library electron-builder flips them
 * with): which fuses exist and in what order, a stand-in Electron executable carrying a real fuse
 * wire, and reading a packed executable's fuses back.
 */
import { writeFileSync } from 'node:fs'
import { FuseV1Options, FuseVersion, flipFuses, getCurrentFuseWire, type FuseV1Config } from '@electron/fuses'
// The sentinel and the fuse states are not re-exported by the package's index.
import { FuseState, SENTINEL } from '@electron/fuses/dist/constants'

/** electron-builder's `electronFuses` key of each fuse (`RunAsNode` → `runAsNode`), in wire order. */
export const FUSE_KEYS: readonly string[] = Object.entries(FuseV1Options)
  .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
  .sort((a, b) => a[1] - b[1])
  .map(([name]) => `${name.charAt(0).toLowerCase()}${name.slice(1)}`)

/** Electron's own fuse settings before electron-builder flips any (the Electron docs' defaults). */
const ELECTRON_DEFAULT_FUSES: FuseV1Config = {
  version: FuseVersion.V1,
  [FuseV1Options.RunAsNode]: true,
  [FuseV1Options.EnableCookieEncryption]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: true,
  [FuseV1Options.EnableNodeCliInspectArguments]: true,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: false,
  [FuseV1Options.OnlyLoadAppFromAsar]: false,
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: true,
}

/**
 * Writes a stand-in for the Electron executable that carries a real fuse wire (@electron/fuses'
 * sentinel, version 1, one byte per fuse) set to Electron's defaults, so electron-builder's fuse
 * flipping runs for real and can be read back.
 */
export async function writeStandInElectron(path: string): Promise<void> {
  const wire = [Number(FuseVersion.V1), FUSE_KEYS.length, ...FUSE_KEYS.map(() => FuseState.DISABLE)]
  writeFileSync(path, Buffer.concat([
    Buffer.from('#!/bin/sh\necho "stand-in Electron for dist:check --pack"\nexit 0\n'),
    Buffer.from(SENTINEL, 'ascii'), Buffer.from(wire), Buffer.from('\n'),
  ]), { mode: 0o755 })
  await flipFuses(path, ELECTRON_DEFAULT_FUSES)
}

/** Reads the fuse wire of an Electron executable with @electron/fuses: config key → on/off. */
export async function readFuses(path: string): Promise<Map<string, boolean>> {
  const wire = await getCurrentFuseWire(path)
  const fuses = new Map<string, boolean>()
  FUSE_KEYS.forEach((key, index) => {
    const state = wire[index as FuseV1Options]
    if (state === FuseState.ENABLE || state === FuseState.DISABLE) fuses.set(key, state === FuseState.ENABLE)
  })
  return fuses
}
