/** The legacy sign client: a dapp obtains a user's session keys from the Web3MQ wallet app (docs/protocol.md §7.3). */

export { keySyncComeFrom, type SyncedKeys } from './key-sync'
export type { SignClientOptions, SignClientPorts } from './options'
export { type KeyRequest, type KeyRequestTarget, SignClient } from './sign-client'
