/**
 * An asynchronous Ed25519 signer (the shape of the browser's WebCrypto) whose answers the test releases,
 * newest request first, so code that signs asynchronously is seen keeping its order. Bytes are noble's.
 */
import { nobleEd25519 } from '#domain/crypto/ed25519'
import type { Ed25519Signer } from '../../src/ports'

export class HeldSigner implements Ed25519Signer {
  private held: (() => void)[] = []
  private wanted: { count: number; resolve: () => void }[] = []

  sign(message: Uint8Array, seed: Uint8Array): Promise<Uint8Array> {
    return new Promise((resolve) => {
      this.held.push(() => resolve(nobleEd25519.sign(message, seed)))
      for (const want of this.wanted.filter((w) => this.held.length >= w.count)) want.resolve()
    })
  }

  /** Resolves once `count` signatures are waiting. */
  waitingFor(count: number): Promise<void> {
    if (this.held.length >= count) return Promise.resolve()
    return new Promise((resolve) => this.wanted.push({ count, resolve }))
  }

  /** Answers every waiting request, the newest first. */
  releaseNewestFirst(): void {
    for (const answer of this.held.splice(0).reverse()) answer()
  }
}
