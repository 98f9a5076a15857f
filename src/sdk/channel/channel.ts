/**
 * The chat list (docs/product.md §3 "Channel", §4 "Messages and unread"): chats from the node with paging, the
 * open chat, and per-chat unread counts, last message and update time kept locally with the domain
 * rules (a message on a chat that is not open counts as unread; opening a chat resets it to 0).
 * Live messages come from a ChatActivitySource (normally the MessageModule, so frames are decoded
 * once); without one the module reads chat frames of `ctx.session` itself.
 */
import { chatsList, chatsUpdate } from '../../domain/contract'
import { Messages } from '../../domain/errors'
import {
  type Channel,
  type ChannelListState,
  openChannel,
  receiveMessage,
  totalUnread,
} from '../../domain/messages'
import type { ClientContext } from '../core/context'
import type { ChatActivity, ChatActivitySource } from '../message/activity'
import { isBridgeMessage, liveActivity } from '../message/incoming'
import { Notifier } from '../message/notifier'
import { type ChannelPatch, channelOf, mergeChannels, upsertChannel } from './channel-rows'

export class ChannelModule {
  private state: ChannelListState = { channels: [], activeChatId: null }
  private readonly notifier: Notifier
  private readonly unsubscribe: () => void

  constructor(
    private readonly ctx: ClientContext,
    source?: ChatActivitySource,
  ) {
    this.notifier = new Notifier(ctx.events, ctx.ports.logger)
    this.unsubscribe = source
      ? source.onActivity((activity) => this.onActivity(activity))
      : this.listenToSession()
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
  }

  /** Loads a page of the chat list (page 1 replaces, later pages append), keeping local unread counts. */
  async queryChannels(page = 1, size = 20): Promise<readonly Channel[]> {
    const data = await this.ctx.api.call(chatsList, { page, size })
    const channels = mergeChannels(this.state.channels, data.items.map(channelOf), page)
    this.state = { ...this.state, channels }
    this.notifier.emit('channel.getList', { channels })
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
    this.notifier.emit('channel.updated', { channels })
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
    this.notifier.emit('channel.activeChange', { channel: this.activeChannel })
    if (hadUnread) this.notifier.emit('channel.updated', { channels: this.state.channels })
  }

  private onActivity(activity: ChatActivity): void {
    this.state = receiveMessage(this.state, {
      chatid: activity.chatId,
      text: activity.message.content,
      timestamp: activity.message.timestamp,
      // The domain never counts own messages; a message already read elsewhere must not count either.
      fromSelf: !activity.countsAsUnread,
    })
    this.notifier.emit('channel.updated', { channels: this.state.channels })
  }

  private listenToSession(): () => void {
    const session = this.ctx.session
    if (!session) return () => {}
    return session.onFrame((frame) => {
      if (frame.kind !== 'message' || isBridgeMessage(frame.message)) return
      try {
        this.onActivity(
          liveActivity(frame.message, this.ctx.keys.userid, this.ctx.ports.clock.tzOffsetMinutes()),
        )
      } catch (error) {
        this.ctx.ports.logger.warn(Messages.messageDecode, error)
      }
    })
  }
}
