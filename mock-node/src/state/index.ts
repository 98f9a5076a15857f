/**
 * All node state, consistent across endpoints: one instance per node, every store over one key-value
 * store, either LMDB in a data folder (`openState(dir)`) or memory (`new NodeState()`).
 */
import { type ChatRepository, ChatStore } from './chats'
import { DappStore } from './dapps'
import { E2eDeviceStore } from './e2e-devices'
import { E2eEpochStore } from './e2e-epochs'
import { GroupStore } from './groups'
import { IdentityStore } from './identity'
import { LmdbKeyValue } from './kv/lmdb'
import { MemoryKeyValue } from './kv/memory'
import type { KeyValue } from './kv/port'
import { NotificationStore } from './notifications'
import { PermissionStore } from './permissions'
import { ReplayCache, type ReplayOptions } from './replay'
import { migrate } from './schema'
import { type SocialRepository, SocialStore } from './social'
import { UserStore } from './users'
import { WebPushStore } from './webpush'

export class NodeState {
  readonly users: UserStore
  readonly social: SocialRepository
  readonly notifications: NotificationStore
  readonly chats: ChatRepository
  readonly groups: GroupStore
  readonly permissions: PermissionStore
  readonly identity: IdentityStore
  readonly dapps: DappStore
  /** The key-package directory of end-to-end encrypted chat (docs/protocol.md §4.5). */
  readonly e2e: E2eDeviceStore
  /** Which commit holds each epoch of an encrypted conversation (docs/protocol.md §3.10). */
  readonly e2eEpochs: E2eEpochStore
  /** Push subscriptions, alert rules and the VAPID key of the Web Push channel (docs/protocol.md §4.6). */
  readonly webPush: WebPushStore
  /** Signatures seen within the timestamp window, to refuse replays. */
  readonly seenSignatures: ReplayCache

  /** `kv` must be at the current schema version (`openState` sees to it); a new memory store is. */
  constructor(
    readonly kv: KeyValue = fresh(),
    replay: ReplayOptions = {},
  ) {
    this.users = new UserStore(kv)
    this.social = new SocialStore(kv)
    this.notifications = new NotificationStore(kv)
    this.chats = new ChatStore(kv)
    this.groups = new GroupStore(kv)
    this.permissions = new PermissionStore(kv)
    this.identity = new IdentityStore(kv)
    this.dapps = new DappStore(kv)
    this.e2e = new E2eDeviceStore(kv)
    this.e2eEpochs = new E2eEpochStore(kv)
    this.webPush = new WebPushStore(kv)
    this.seenSignatures = new ReplayCache(kv, replay)
  }

  close(): Promise<void> {
    return this.kv.close()
  }
}

const fresh = (): KeyValue => {
  const kv = new MemoryKeyValue()
  migrate(kv)
  return kv
}

/** The state kept in `dataDir` (created if missing, migrated if older), or in memory without one. */
export const openState = (dataDir?: string): NodeState => {
  if (dataDir === undefined) return new NodeState()
  const kv = new LmdbKeyValue(dataDir)
  try {
    migrate(kv)
  } catch (error) {
    void kv.close()
    throw error
  }
  return new NodeState(kv)
}
