/**
 * The I/O behind the inbox and conversation machines, each one SDK call on the signed-in client:
 * the chat list (`client.channel`), history, sends, retries and read marks (`client.message`), and the
 * people search (`client.user`). Live changes arrive as the client's events.
 */
import { type EventObject, fromCallback, fromPromise } from 'xstate'
import type { Contact } from '../domain/contract/schemas'
import type { UserLike } from '../domain/display'
import { type Channel, newChannel } from '../domain/messages'
import { isGroupTopic } from '../domain/protocol/topics'
import type {
  LoadPageInput,
  LoadPageOutput,
  MarkReadInput,
  SendInput,
  WatchInput,
} from '../machines/conversation/conversation.types'
import type { SearchUsersInput } from '../machines/inbox/inbox.types'
import type { Client } from '../sdk'

interface ChatDeps {
  client: () => Client | undefined
}

/** Chats listed in the inbox (the node's first page; the SDK keeps local unread counts). */
const CHANNEL_PAGE = 100
const SEARCH_PAGE = 20

const needClient = (deps: ChatDeps): Client => {
  const client = deps.client()
  if (!client) throw new Error('Sign in first')
  return client
}

export const inboxActors = (deps: ChatDeps) => ({
  loadChannels: fromPromise<readonly Channel[]>(async () =>
    needClient(deps).channel.queryChannels(1, CHANNEL_PAGE),
  ),
  watchChannels: fromCallback<EventObject>(({ sendBack }) => {
    const client = deps.client()
    if (!client) return undefined
    // A chat first heard of through a live message has no name: a group is named by the node's list,
    // a private chat by the other person's public profile (which also names their messages).
    const asked = new Set<string>()
    const name = (chatid: string) => {
      asked.add(chatid)
      if (isGroupTopic(chatid)) {
        client.channel.queryChannels(1, CHANNEL_PAGE).catch(() => undefined)
        return
      }
      client.user
        .getPublicProfile({ did_type: 'web3mq', did_value: chatid })
        .then((person) => sendBack({ type: 'inbox.person', userid: chatid, person }))
        .catch(() => asked.delete(chatid))
    }
    const send = () => {
      const channels = client.channel.channelList
      sendBack({ type: 'inbox.channels', channels })
      for (const c of channels) if (c.chat_name === '' && !asked.has(c.chatid)) name(c.chatid)
    }
    send()
    const offs = [
      client.events.on('channel.updated', send),
      client.events.on('channel.getList', send),
      client.events.on('channel.activeChange', send),
    ]
    return () => {
      for (const off of offs) off()
    }
  }),
  searchUsers: fromPromise<readonly Contact[], SearchUsersInput>(
    async ({ input }) => (await needClient(deps).user.searchUsers(input.keyword, 1, SEARCH_PAGE)).items,
  ),
})

export const conversationActors = (deps: ChatDeps) => ({
  watchConversation: fromCallback<EventObject, WatchInput>(({ sendBack, input }) => {
    const client = deps.client()
    if (!client) return undefined
    const { topic } = input
    // Opening the chat resets its unread count and keeps it at 0 while open (docs/product.md §4).
    const listed = client.channel.channelList.find((channel) => channel.chatid === topic)
    client.channel.setActiveChannel(listed ?? newChannel(topic))
    const send = () => {
      if (client.message.topic === topic)
        sendBack({ type: 'conversation.messages', messages: client.message.messageList })
    }
    const offs = [
      client.events.on('message.getList', send),
      client.events.on('message.updated', send),
      client.events.on('message.send', send),
    ]
    return () => {
      for (const off of offs) off()
      if (client.channel.activeChannel?.chatid === topic) client.channel.setActiveChannel(null)
      if (client.message.topic === topic) client.message.setTopic(null)
    }
  }),
  // The held rows reach the page's end only when it came back full: a message that arrived meanwhile is
  // both held and repeated on the page, so it counts once.
  loadPage: fromPromise<LoadPageOutput, LoadPageInput>(async ({ input }) => {
    const messages = await needClient(deps).message.getMessageList(input.topic, input.page, input.size)
    return { messages, more: messages.length >= input.page * input.size }
  }),
  sendMessage: fromPromise<void, SendInput>(async ({ input }) => {
    await needClient(deps).message.queueMessage(input.text, input.topic)
  }),
  retryMessage: fromPromise<void, { id: string }>(async ({ input }) => {
    if (!needClient(deps).message.retryMessage(input.id))
      throw new Error('This message is no longer waiting to be sent.')
  }),
  markRead: fromPromise<void, MarkReadInput>(async ({ input }) =>
    needClient(deps).message.changeMessageStatus(input.ids, 'read', input.topic),
  ),
  // The node looks userids up under the `web3mq` DID type; reading the profile also caches it for the SDK.
  loadPeer: fromPromise<UserLike | undefined, WatchInput>(async ({ input }) =>
    isGroupTopic(input.topic)
      ? undefined
      : needClient(deps).user.getPublicProfile({ did_type: 'web3mq', did_value: input.topic }),
  ),
})
