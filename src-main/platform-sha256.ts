import { createHash } from 'node:crypto'
import { useSha256, type Sha256Hex } from '../src-shared/engine/state-hash'

/** node:crypto's SHA-256 (OpenSSL): the same hex as the portable digest, about 100x faster. */
export const nodeSha256Hex: Sha256Hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex')

/**
 * Makes `stateHash` use the platform's SHA-256 in this process. Called where main-process code
 * starts (AppServices.open, the `fogbound` CLI); shared code keeps the portable one elsewhere.
 */
export function installPlatformSha256(): void {
  useSha256(nodeSha256Hex)
}
