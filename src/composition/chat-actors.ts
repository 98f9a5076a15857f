/**
 * The I/O behind the inbox and conversation machines, each one SDK call on the signed-in client: the chat
 * list and its one subscription (`client.channel`), a chat's rows and its one subscription, history pages,
 * sends, retries and read marks (`client.message`), the people search (`client.user`), and a chat's mute in
 * the person's alert rules (`client.webPush`). Wiring only:
 * how a chat is named and whether older pages exist are the SDK's and the domain's rules.
 */
import { fromPromise } from 'xstate'
import type { Contact } from '../domain/contract/schemas'
import type { UserLike } from '../domain/display'
import type { Channel } from '../domain/messages'
import { composedContent } from '../domain/messages/content/mention-text'
import { withMuted } from '../domain/push/rules'
import type { ChatPrefs, SearchResult } from '../domain/search'
import type {
  DeleteInput,
  EditInput,
  ReactInput,
  ReplyInput,
} from '../machines/conversation/conversation.compose.types'
import type {
  ConversationEvent,
  LoadPageInput,
  LoadPageOutput,
  MarkReadInput,
  SendInput,
  WatchInput,
} from '../machines/conversation/conversation.types'
import type { InboxEvent, SearchUsersInput } from '../machines/inbox/inbox.types'
import { fromWatch } from '../machines/kit'
import type { SearchMessagesInput } from '../machines/message-search/message-search.types'
import { mutedIn, muteReadingOf } from '../machines/mute/mute.reading'
import type { MuteInput, MuteReading, SetMuteInput } from '../machines/mute/mute.types'
import type { Client } from '../sdk'
import type { ChatSecurity } from '../sdk/e2e/e2e'
import { signedIn } from './own-did'

interface ChatDeps {
  client: () => Client | undefined
}

/** Chats listed in the inbox (the node's first page; the SDK keeps local unread counts). */
const CHANNEL_PAGE = 100
const SEARCH_PAGE = 20

const needClient = (deps: ChatDeps): Client => {
  return signedIn(deps.client())
}

export const inboxActors = (deps: ChatDeps) => ({
  loadChannels: fromPromise<readonly Channel[]>(async () =>
    needClient(deps).channel.queryChannels(1, CHANNEL_PAGE),
  ),
  watchChannels: fromWatch<InboxEvent>((send) =>
    deps.client()?.channel.watchChannels((list) => send({ type: 'inbox.list', list }), CHANNEL_PAGE),
  ),
  searchUsers: fromPromise<readonly Contact[], SearchUsersInput>(
    async ({ input }) => (await needClient(deps).user.searchUsers(input.keyword, 1, SEARCH_PAGE)).items,
  ),
  loadPrefs: fromPromise<ChatPrefs>(async () => needClient(deps).chatPrefs.load()),
  savePrefs: fromPromise<void, ChatPrefs>(async ({ input }) => needClient(deps).chatPrefs.save(input)),
  watchMuted: fromWatch<InboxEvent>((send) =>
    deps.client()?.chatPrefs.watchMuted((muted) => send({ type: 'inbox.muted', muted })),
  ),
})

/** The search over the messages this device keeps: the SDK walks the local store, never the node. */
export const searchActors = (deps: ChatDeps) => ({
  searchMessages: fromPromise<SearchResult, SearchMessagesInput>(async ({ input }) =>
    needClient(deps).search.search(input.query, { chatId: input.chatId }),
  ),
})

export const conversationActors = (deps: ChatDeps) => ({
  watchConversation: fromWatch<ConversationEvent, WatchInput>((send, { topic }) =>
    deps.client()?.message.watch(topic, (messages) => send({ type: 'conversation.messages', messages })),
  ),
  loadPage: fromPromise<LoadPageOutput, LoadPageInput>(async ({ input }) =>
    needClient(deps).message.getHistoryPage(input.topic, input.page, input.size),
  ),
  sendMessage: fromPromise<void, SendInput>(async ({ input }) => {
    // Plain text, or a `mention` when it names members (docs/protocol.md §3.11).
    await needClient(deps).message.queueContent(composedContent(input.text, input.members ?? []), input.topic)
  }),
  // Replies, reactions, edits and deletes (docs/protocol.md §3.11), through the same outbox as text.
  sendReply: fromPromise<void, ReplyInput>(async ({ input }) => {
    await needClient(deps).message.sendReply(input.parent, input.text, input.topic)
  }),
  reactMessage: fromPromise<void, ReactInput>(async ({ input }) => {
    await needClient(deps).message.react(input.target, input.emoji, input.on, input.topic)
  }),
  editMessage: fromPromise<void, EditInput>(async ({ input }) => {
    await needClient(deps).message.editMessage(input.target, input.text, input.topic)
  }),
  deleteMessage: fromPromise<string, DeleteInput>(async ({ input }) => {
    await needClient(deps).message.deleteMessage(input.target, input.topic)
    return input.target.id
  }),
  retryMessage: fromPromise<boolean, { id: string }>(async ({ input }) =>
    needClient(deps).message.retryMessage(input.id),
  ),
  markRead: fromPromise<void, MarkReadInput>(async ({ input }) =>
    needClient(deps).message.changeMessageStatus(input.ids, 'read', input.topic),
  ),
  loadPeer: fromPromise<UserLike | undefined, WatchInput>(async ({ input }) =>
    needClient(deps).channel.peerProfile(input.topic),
  ),
  loadSecurity: fromPromise<ChatSecurity | undefined, WatchInput>(async ({ input }) =>
    needClient(deps).e2e?.security(input.topic),
  ),
})

/** A chat's mute is one entry of the rules the node keeps (docs/protocol.md §4.6); no rules, no mute. */
export const muteActors = (deps: ChatDeps) => ({
  readMute: fromPromise<MuteReading, MuteInput>(async ({ input }) =>
    muteReadingOf(await needClient(deps).webPush.settings(), input.topic),
  ),
  setMute: fromPromise<boolean, SetMuteInput>(async ({ input }) => {
    const { webPush } = needClient(deps)
    return mutedIn(await webPush.setRules(withMuted(webPush.rules(), input.topic, input.muted)), input.topic)
  }),
})
