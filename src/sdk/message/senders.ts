/**
 * Names the senders of display messages (docs/product.md §3 Display message: `username` is the sender's
 * nickname, `avatar` their avatar_url) from the user-info cache kept per user id in the chat store
 * (docs/product.md §3 "User info is cached locally per user id"; profiles read through the SDK fill it).
 * Lookups are async, so what was read is remembered here: live messages are named at once from it.
 */
import type { DisplayMessage } from '../../domain/messages'
import type { CachedUserInfo, ChatStore, Logger } from '../../ports'

export class Senders {
  private readonly known = new Map<string, CachedUserInfo>()

  constructor(
    private readonly store: () => ChatStore | undefined,
    private readonly logger: Logger,
  ) {}

  /** Reads the cache for every sender of `messages` (misses are read again next time), then names them. */
  async load(messages: readonly DisplayMessage[]): Promise<DisplayMessage[]> {
    const store = this.store()
    if (store?.ready) {
      const ids = new Set(messages.map((m) => m.senderId))
      await Promise.all([...ids].map((id) => this.read(store, id)))
    }
    return this.name(messages)
  }

  /** Names messages from what was read before; a sender not read yet stays unnamed. */
  name(messages: readonly DisplayMessage[]): DisplayMessage[] {
    return messages.map((m) => {
      const info = this.known.get(m.senderId)
      if (!info || (m.username === info.nickname && m.avatar === info.avatar_url)) return m
      return { ...m, username: info.nickname, avatar: info.avatar_url }
    })
  }

  private async read(store: ChatStore, userid: string): Promise<void> {
    try {
      const info = await store.userInfo(userid)
      if (info) this.known.set(userid, info)
    } catch (error) {
      this.logger.warn('user info cache not read', error)
    }
  }
}
