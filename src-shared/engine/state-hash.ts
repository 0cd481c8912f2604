import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import stringify from 'safe-stable-stringify'

/** Canonical JSON: keys sorted, so equal states give equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  return stringify(value) ?? 'null'
}

/** SHA-256 of a text's UTF-8 bytes, as lowercase hex. */
export type Sha256Hex = (text: string) => string

/** The portable SHA-256 (pure JS, @noble/hashes): runs everywhere shared code runs. */
export const portableSha256Hex: Sha256Hex = (text) => bytesToHex(sha256(utf8ToBytes(text)))

// ASCII, a two-byte and a four-byte UTF-8 character: a digest that disagrees here would make every save unreadable.
const KNOWN_TEXT = 'abc\u00e9\u{1F0CF}'
let sha256Hex: Sha256Hex = portableSha256Hex

/**
 * Uses another SHA-256 implementation for `stateHash`: main installs the platform's (node:crypto,
 * ~100x faster; shared code may not import it). Refused unless it gives the portable digest's
 * answer on a test text, so hashes stay identical wherever they are computed.
 */
export function useSha256(digest: Sha256Hex): void {
  const expected = portableSha256Hex(KNOWN_TEXT)
  const got = digest(KNOWN_TEXT)
  if (got !== expected) throw new Error(`useSha256: the digest gives ${got} for a known text, not ${expected}`)
  sha256Hex = digest
}

/** SHA-256 (hex) of the canonical JSON of a state: the snapshot hash stored in saves. */
export function stateHash(value: unknown): string {
  return sha256Hex(canonicalJson(value))
}

/**
 * FNV-1a over the canonical JSON, as two 32-bit halves (64 bits of output). Not
 * cryptographic; meant for hot paths such as property tests and simulation, where
 * sha256 would dominate the cost.
 */
export function fastStateHash(value: unknown): string {
  const text = canonicalJson(value)
  let h1 = 0x811c9dc5
  let h2 = 0x01000193 ^ text.length
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 0x01000193)
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h2 >>> 15)
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0')
}
