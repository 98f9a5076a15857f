/**
 * Where the chat list outlives the page: each account's channels with their local fields (last message,
 * update time, unread count; docs/product.md §3 Channel) in the ChatStore port, when the app gave one
 * that keeps channels and opened it. Saves made in the same task join one write of the latest list, as
 * message records join one batch. Storage is best effort: a failing store is logged, never thrown.
 */
import type { Channel } from '../../domain/messages'
import type { ChatStore, Logger } from '../../ports'

type ChannelKeeping = Required<Pick<ChatStore, 'channelsOf' | 'putChannels'>> & Pick<ChatStore, 'ready'>

const keepsChannels = (store: ChatStore | undefined): store is ChatStore & ChannelKeeping =>
  store?.ready === true && typeof store.channelsOf === 'function' && typeof store.putChannels === 'function'

export class ChannelStore {
  /** The list to write when the current task ends, and the promise of that write. */
  private next: { channels: readonly Channel[]; written: Promise<void> } | undefined

  constructor(
    private readonly store: ChatStore | undefined,
    private readonly userid: string,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  /** Whether there is an open store that keeps channels. */
  get usable(): boolean {
    return keepsChannels(this.store)
  }

  /** The stored list, most recently active first; [] without a store that keeps channels. */
  async load(): Promise<Channel[]> {
    const { store } = this
    if (!keepsChannels(store)) return []
    try {
      return await store.channelsOf(this.userid)
    } catch (error) {
      this.logger.warn('chat store: channels not read', error)
      return []
    }
  }

  /** Saves `channels` (the whole list) once this task's synchronous work is done; the latest save wins. */
  save(channels: readonly Channel[]): Promise<void> {
    const { store } = this
    if (!keepsChannels(store)) return Promise.resolve()
    if (this.next) {
      this.next.channels = channels
      return this.next.written
    }
    const next = { channels, written: Promise.resolve() }
    this.next = next
    next.written = Promise.resolve().then(async () => {
      this.next = undefined
      try {
        await store.putChannels(this.userid, next.channels)
      } catch (error) {
        this.logger.warn('chat store: channels not saved', error)
      }
    })
    return next.written
  }
}
