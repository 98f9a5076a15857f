/**
 * The REST contract: every endpoint of docs/product.md §7 and docs/protocol.md §4.4, described once. Import endpoints from
 * here; `allEndpoints` is what the mock node registers and what contract tests iterate.
 */
import type { Endpoint } from './endpoint'
import { authEndpoints } from './endpoints/auth'
import { chatEndpoints } from './endpoints/chat'
import { contactEndpoints } from './endpoints/contact'
import { dappEndpoints } from './endpoints/dapp'
import { discoveryEndpoints } from './endpoints/discovery'
import { e2eEndpoints } from './endpoints/e2e'
import { e2eEpochEndpoints } from './endpoints/e2e-epoch'
import { groupEndpoints } from './endpoints/group'
import { notifyEndpoints } from './endpoints/notify'
import { permissionEndpoints } from './endpoints/permission'
import { topicDirectoryEndpoints } from './endpoints/topic-directory'
import { userEndpoints } from './endpoints/user'
import { webPushEndpoints } from './endpoints/webpush'

export * from './endpoint'
export * from './endpoints/auth'
export * from './endpoints/chat'
export * from './endpoints/contact'
export * from './endpoints/dapp'
export * from './endpoints/discovery'
export * from './endpoints/e2e'
export * from './endpoints/e2e-epoch'
export * from './endpoints/group'
export * from './endpoints/notify'
export * from './endpoints/permission'
export * from './endpoints/topic-directory'
export * from './endpoints/user'
export * from './endpoints/webpush'
export * from './envelope'
export * from './group-join'
export * from './is-refusal'
export * from './refusals'
export * from './schemas'

export const allEndpoints: readonly Endpoint[] = [
  ...authEndpoints,
  ...userEndpoints,
  ...chatEndpoints,
  ...contactEndpoints,
  ...notifyEndpoints,
  ...groupEndpoints,
  ...permissionEndpoints,
  ...dappEndpoints,
  ...discoveryEndpoints,
  ...e2eEndpoints,
  ...e2eEpochEndpoints,
  ...webPushEndpoints,
  ...topicDirectoryEndpoints,
]
export * from './request'
