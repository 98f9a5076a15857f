/** All node state, in memory and consistent across endpoints: one instance per node. */
import { type ChatRepository, MemoryChatRepository } from './chats'
import { DappStore } from './dapps'
import { GroupStore } from './groups'
import { IdentityStore } from './identity'
import { MemoryNotificationRepository, type NotificationRepository } from './notifications'
import { PermissionStore } from './permissions'
import { MemorySocialRepository, type SocialRepository } from './social'
import { UserStore } from './users'

export class NodeState {
  readonly users = new UserStore()
  readonly social: SocialRepository = new MemorySocialRepository()
  readonly notifications: NotificationRepository = new MemoryNotificationRepository()
  readonly chats: ChatRepository = new MemoryChatRepository()
  readonly groups = new GroupStore()
  readonly permissions = new PermissionStore()
  readonly identity = new IdentityStore()
  readonly dapps = new DappStore()
  /** Signatures seen within the timestamp window, to refuse replays. */
  readonly seenSignatures = new Map<string, number>()
}
