/**
 * `@w3mq/sdk/dapp-connect`: Web3MQ's own wallet bridge (docs/protocol.md §6) and the sign client that gets a
 * user's session keys from the wallet app over it (§7.3), apart from the core entry: both carry the
 * bridge's X25519 and AES-GCM, which a dapp that signs in with a browser wallet never needs.
 */
export * from '../sdk/dapp-connect'
export * from '../sdk/sign-client'
