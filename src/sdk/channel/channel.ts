/**
 * The chat list (docs/product.md §3 "Channel", §4 "Messages and unread"): chats from the node with paging, the
 * open chat, and per-chat unread counts, last message and update time kept locally with the domain
 * rules (a message on a chat that is not open counts as unread; opening a chat resets it to 0).
 * Live messages come from a ChatActivitySource (normally the MessageModule, so frames are decoded
 * once); without one the module reads chat frames of `ctx.session` itself.
 *
 * Local first: the list with its local fields is kept in the chat store per account (`channel-store.ts`),
 * read back when the module starts (or on the first page-1 query, if the store opened later), so a
 * reload lists the chats, their last messages and unread counts before the node answers, or without it.
 * Screens subscribe to the list (`watchChannels`) and to the badge (`watchUnread`), which carry the data;
 * the events and getters are the same state in the official SDK's shape.
 */
import { chatsList, chatsUpdate } from '../../domain/contract'
import type { PublicProfile } from '../../domain/contract/schemas'
import type { EventMap } from '../../domain/events'
import {
  type Channel,
  type ChannelListState,
  newChannel,
  openChannel,
  receiveMessage,
  totalUnread,
} from '../../domain/messages'
import type { ClientContext } from '../core/context'
import { Watchers } from '../core/watchers'
import type { ChatActivity, ChatActivitySource, ChatOpening } from '../message/activity'
import { sessionActivity } from '../message/incoming'
import { Notifier } from '../message/notifier'
import { type ChannelPatch, channelOf, mergeChannels, upsertChannel } from './channel-rows'
import { ChannelStore } from './channel-store'
import { type ChatList, ChatListWatch, type ProfileSource, peerProfile } from './chat-list-watch'

type ListEvent = 'channel.getList' | 'channel.updated' | 'channel.activeChange'

/** Whether the stored list has been read into the state: saves wait for it, so they never drop it. */
type Restore = 'pending' | 'running' | 'done'

export class ChannelModule {
  private state: ChannelListState = { channels: [], activeChatId: null }
  private readonly notifier: Notifier
  private readonly unsubscribe: () => void
  private readonly saved: ChannelStore
  private restore: Restore = 'pending'
  private restoring: Promise<void> | undefined
  /** Messages heard while the stored list is being read, applied after it. */
  private early: ChatActivity[] = []
  /** Each restored chat's update time: a message caught up at or before it was counted before the reload. */
  private readonly restoredAt = new Map<string, number>()
  /** Every subscription of `watchChannels` and `watchUnread`, told after each change of the list. */
  private readonly watchers: Watchers<void>

  constructor(
    private readonly ctx: ClientContext,
    source?: ChatActivitySource,
    /** Names private chats for `watchChannels` and reads a chat's other person (`peerProfile`). */
    private readonly profiles?: ProfileSource,
  ) {
    this.notifier = new Notifier(ctx.events, ctx.ports.logger)
    this.watchers = new Watchers(ctx.ports.logger, 'chat list')
    this.saved = new ChannelStore(ctx.ports.chatStore, ctx.keys.userid, ctx.ports.logger)
    const from = source ?? sessionActivity(ctx)
    const offActivity = from.onActivity((activity) => this.onActivity(activity))
    const offOpening = from.onOpening?.((opening) => this.onOpening(opening))
    this.unsubscribe = () => {
      offActivity()
      offOpening?.()
    }
    void this.restoreChannels()
  }

  /**
   * Gives `listener` the chat list as the inbox shows it now and after every change, naming chats that
   * have no name (`chat-list-watch.ts`; a group by reading page 1 of `pageSize` again), until the
   * returned function is called.
   */
  watchChannels(listener: (list: ChatList) => void, pageSize = 20): () => void {
    const parts = {
      list: () => this.state.channels,
      requery: () => this.queryChannels(1, pageSize),
      profiles: this.profiles,
    }
    // Its own Watchers: a profile read later tells the list again outside any change of it.
    const told = this.told<ChatList>('watchChannels', listener)
    const watch = new ChatListWatch(parts, (list) => told.tell(list))
    return this.watch(
      () => watch.changed(),
      () => watch.stop(),
    )
  }

  /** Gives `listener` the sum of unread counts (the badge) now and after every change of the list. */
  watchUnread(listener: (total: number) => void): () => void {
    const told = this.told('watchUnread', listener)
    return this.watch(() => told.tell(this.totalUnread))
  }

  /** The public profile of a private chat's other person (it names their messages); undefined for a group. */
  peerProfile(chatid: string): Promise<PublicProfile | undefined> {
    return peerProfile(this.profiles, chatid)
  }

  /** Most recently active first. */
  get channelList(): readonly Channel[] {
    return this.state.channels
  }

  get activeChannel(): Channel | null {
    return this.state.channels.find((channel) => channel.chatid === this.state.activeChatId) ?? null
  }

  set activeChannel(channel: Channel | string | null) {
    this.setActiveChannel(channel)
  }

  /** The sum of unread counts, for a badge. */
  get totalUnread(): number {
    return totalUnread(this.state.channels)
  }

  dispose(): void {
    this.unsubscribe()
    this.watchers.clear()
  }

  /**
   * The chat list as the store kept it, merged into what this module already holds (event
   * `channel.getList` when it adds any); read once, and only when the chat store is open.
   */
  async restoreChannels(): Promise<readonly Channel[]> {
    if (this.restore === 'pending' && this.saved.usable) {
      this.restore = 'running'
      this.restoring = this.readStored()
    }
    await this.restoring
    return this.state.channels
  }

  /**
   * Loads a page of the chat list (page 1 replaces, later pages append), keeping local unread counts.
   * Page 1 shows the stored list first (event `channel.getList` at once), then merges the node's page;
   * when the node cannot be reached and chats are listed, they stay (offline) and the failure is logged.
   */
  async queryChannels(page = 1, size = 20): Promise<readonly Channel[]> {
    if (page === 1) await this.restoreChannels()
    let data: Awaited<ReturnType<typeof this.fetchPage>>
    try {
      data = await this.fetchPage(page, size)
    } catch (error) {
      if (page !== 1 || this.state.channels.length === 0) throw error
      this.ctx.ports.logger.warn('chat list not fetched; the stored chats stay shown', error)
      return this.state.channels
    }
    const channels = mergeChannels(this.state.channels, data.items.map(channelOf), page)
    this.state = { ...this.state, channels }
    this.emit('channel.getList', { channels })
    this.persist()
    return channels
  }

  /** Adds or updates a chat on the node (`POST /api/chats/`) and in the list. */
  async updateChannel(
    patch: ChannelPatch & { topic: string; topic_type: 'user' | 'group' },
  ): Promise<Channel> {
    await this.ctx.api.call(chatsUpdate, {
      chatid: patch.chatid,
      chat_type: patch.chat_type,
      topic: patch.topic,
      topic_type: patch.topic_type,
    })
    const channels = upsertChannel(this.state.channels, patch)
    this.state = { ...this.state, channels }
    this.emit('channel.updated', { channels })
    this.persist()
    return channels.find((channel) => channel.chatid === patch.chatid)!
  }

  /**
   * Opens a chat (by id or row; a row not listed yet is added) or none with null. Its unread count
   * resets to 0 and stays there while it is open.
   */
  setActiveChannel(target: Channel | string | null): void {
    const chatid = typeof target === 'string' ? target : (target?.chatid ?? null)
    if (target && typeof target !== 'string' && !this.state.channels.some((c) => c.chatid === chatid)) {
      this.state = { ...this.state, channels: [target, ...this.state.channels] }
    }
    const hadUnread = (this.state.channels.find((c) => c.chatid === chatid)?.unread ?? 0) > 0
    this.state = openChannel(this.state, chatid)
    this.emit('channel.activeChange', { channel: this.activeChannel })
    if (hadUnread) this.emit('channel.updated', { channels: this.state.channels })
    this.persist()
  }

  /** One subscription's listener, so its throw is logged under its own name. */
  private told<T>(name: string, listener: (change: T) => void): Watchers<T> {
    const told = new Watchers<T>(this.ctx.ports.logger, name)
    told.add(listener)
    return told
  }

  private watch(tell: () => void, stop?: () => void): () => void {
    const off = this.watchers.add(tell)
    this.watchers.tellOne(tell, undefined)
    return () => {
      off()
      stop?.()
    }
  }

  /** A change of the list: its event, then every watcher. */
  private emit<K extends ListEvent>(name: K, payload: EventMap[K]): void {
    this.notifier.emit(name, payload)
    this.watchers.tell()
  }

  /** A screen opened a chat (its count resets and stays 0 while open) or closed it. */
  private onOpening({ chatId, open }: ChatOpening): void {
    if (open)
      this.setActiveChannel(this.state.channels.find((c) => c.chatid === chatId) ?? newChannel(chatId))
    else if (this.activeChannel?.chatid === chatId) this.setActiveChannel(null)
  }

  private fetchPage(page: number, size: number) {
    return this.ctx.api.call(chatsList, { page, size })
  }

  /** Reads the stored list in behind what this session already holds, then what was heard meanwhile. */
  private async readStored(): Promise<void> {
    const stored = await this.saved.load()
    for (const channel of stored) this.restoredAt.set(channel.chatid, channel.updatedAt ?? 0)
    const held = new Set(this.state.channels.map((channel) => channel.chatid))
    const channels = [...this.state.channels, ...stored.filter((channel) => !held.has(channel.chatid))]
    // The open chat stays at 0 unread whatever the store said.
    this.state = openChannel({ ...this.state, channels }, this.state.activeChatId)
    this.restore = 'done'
    const early = this.early
    this.early = []
    for (const activity of early) this.apply(activity)
    if (stored.length > 0) this.emit('channel.getList', { channels: this.state.channels })
    else if (early.length > 0) this.emit('channel.updated', { channels: this.state.channels })
    this.persist()
  }

  private persist(): void {
    if (this.restore === 'done') void this.saved.save(this.state.channels)
  }

  private onActivity(activity: ChatActivity): void {
    if (this.restore === 'running') this.early.push(activity)
    else {
      this.apply(activity)
      this.emit('channel.updated', { channels: this.state.channels })
      this.persist()
    }
  }

  private apply(activity: ChatActivity): void {
    const known = this.restoredAt.get(activity.chatId)
    if (activity.source === 'catchUp' && known !== undefined && activity.message.timestamp <= known) return
    this.state = receiveMessage(this.state, {
      chatid: activity.chatId,
      text: activity.message.content,
      timestamp: activity.message.timestamp,
      // The domain never counts own messages; a message already read elsewhere must not count either.
      fromSelf: !activity.countsAsUnread,
    })
  }
}
