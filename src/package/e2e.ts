/**
 * `@w3mq/sdk/e2e`: what `createClient(keys, { e2e: endToEnd({ engine, store, mainKeys }) })` needs to encrypt chats (docs/protocol.md §3.10): the
 * MLS engine (ts-mls, about 37 kB gzipped, so it is an entry of its own) and the IndexedDB store of groups
 * and device keys, sealed by a vault.
 */
export { createE2EStore } from '../adapters/idb/e2e-store'
export { createMlsEngine } from '../adapters/mls'
export { createWebCryptoVault, memoryVaultKey, newVaultKey } from '../adapters/storage/web-crypto-vault'
export type { ChatSecurity, E2EModule, E2EOptions } from '../sdk/e2e/e2e'
export { type E2EAttachment, type EndToEnd, endToEnd } from '../sdk/e2e/plugin'
