/** Randomness from the platform's CSPRNG (Web Crypto, also global in Node 20). */
import type { Random } from '../../ports'

// getRandomValues refuses more than 65536 bytes per call (QuotaExceededError).
const MAX_CHUNK = 65_536

/** Random over crypto.getRandomValues: `bytes(n)` returns n fresh cryptographically strong bytes. */
export const cryptoRandom: Random = {
  bytes(n: number): Uint8Array {
    const out = new Uint8Array(n)
    for (let offset = 0; offset < n; offset += MAX_CHUNK) {
      crypto.getRandomValues(out.subarray(offset, Math.min(n, offset + MAX_CHUNK)))
    }
    return out
  },
}
