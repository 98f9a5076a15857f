/**
 * End-to-end encryption is given to a client, not built into every one: `createClient(keys, { e2e:
 * endToEnd({ engine, store, mainKeys }) })`. The client's own module imports only types from here, so a
 * dapp that never encrypts does not bundle the E2E module, its wallet-attestation checks (secp256k1,
 * Starknet) or the MLS glue — about a fifth of a chat-only bundle (docs/packages/sdk/README.md "Size").
 */
import type { ClientContext, SocketSession } from '../core/context'
import { E2EModule, type E2EOptions } from './e2e'
import { openedSession } from './session'

/** The E2E module of one client, and its socket as the chat modules must hear it (frames opened first). */
export interface E2EAttachment {
  readonly module: E2EModule
  open<S extends SocketSession>(session: S): S
}

/** What `createClient` takes: attaches E2E to a client's context, or nothing without a main key. */
export interface EndToEnd {
  attach(context: ClientContext): E2EAttachment | undefined
}

export const endToEnd = (options: E2EOptions): EndToEnd => ({
  attach(context) {
    // Without the main key that certifies this device the client does not encrypt (E2EOptions.mainKeys).
    if (!options.mainKeys) return undefined
    const module = new E2EModule(context, options)
    return { module, open: (session) => openedSession(session, module, context.ports.logger) }
  },
})
