import { useMachine } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { displayName } from '../../domain/display'
import type { Channel } from '../../domain/messages'
import { isGroupTopic } from '../../domain/protocol'
import type { ChatMachines } from '../../machines/app/app-services'
import { useAppServices } from '../app/services-context'
import { Alert, Button, kitStyles } from '../kit'
import styles from './Chat.module.css'
import { ChatSecurityNote } from './ChatSecurityNote'
import { Composer } from './Composer'
import { CHAT_COPY } from './chat-copy'
import { chatName, rowsOf } from './chat-rows'
import { CONTENT_COPY } from './content/content-copy'
import { MessageActionsContext } from './content/message-actions-context'
import { ReplyBar } from './content/ReplyBar'
import { useComposeMode } from './content/use-compose-mode'
import { MessageList } from './MessageList'
import { MuteToggle } from './MuteToggle'
import { ConversationSearch } from './search/ConversationSearch'
import { SEARCH_COPY } from './search/search-copy'
import { useOpenAt } from './search/use-open-at'
import type { SeenRange } from './seen-range'
import { TypingLine } from './TypingLine'
import { useFocusOnOpen } from './use-focus-on-open'
import { useTyping } from './use-typing'

interface ConversationProps {
  machine: ChatMachines['conversation']
  /** The chat's "Mute notifications" toggle. */
  mute: ChatMachines['mute']
  /** Who is typing, and telling the others (docs/product.md §14.11); absent: nothing is heard or told. */
  typing?: ChatMachines['typing']
  /** The search over this chat's messages kept on this device (docs/product.md §14.12); absent: none offered. */
  search?: ChatMachines['search']
  topic: string
  selfId: string
  channel: Channel | undefined
}

/**
 * One chat: its name (a group links to its page), its mute, the virtualised history, and the composer.
 */
export const Conversation = ({
  machine,
  mute,
  typing,
  search,
  topic,
  selfId,
  channel,
}: ConversationProps) => {
  const { chat } = useAppServices()
  const [draft] = useState(() => chat?.drafts.get(topic) ?? '')
  const [state, send] = useMachine(machine, { input: { topic, selfId, draft } })
  const { messages, error, olderError, peer, hasMore } = state.context
  useEffect(() => chat?.drafts.set(topic, state.context.draft), [chat, topic, state.context.draft])
  const name = (peer && displayName(peer)) || chatName(topic, channel, messages)
  // The unread divider stands above the message the chat opened at, for as long as it is open.
  const { firstUnread } = state.context
  const rows = useMemo(() => rowsOf(messages, selfId, firstUnread), [messages, selfId, firstUnread])
  const loading = state.hasTag('loading')
  const onOlder = useCallback(() => send({ type: 'conversation.older' }), [send])
  const onSeen = useCallback(
    ({ oldest, newest }: SeenRange) => send({ type: 'messages.seen', oldest, newest }),
    [send],
  )
  const onRetry = useCallback((id: string) => send({ type: 'message.retry', id }), [send])
  const { typers, onTyped } = useTyping(typing, { topic, selfId, messages })
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnOpen(heading)
  // A search result opens the chat at its message (docs/product.md §14.12).
  const goTo = useOpenAt(send)
  const { target } = state.context
  // Replies, reactions, edits and deletes (docs/product.md §14.9).
  const { compose: mode, changeError } = state.context
  const compose = useComposeMode({ messages, compose: mode, selfId, peer, send })
  return (
    <section className={`${kitStyles.card} ${styles.panel}`} aria-labelledby="conversation-title">
      <div className={styles.conversationHead}>
        <Link to="/chat" className={styles.back}>
          {CHAT_COPY.back}
        </Link>
        <h2 id="conversation-title" ref={heading} tabIndex={-1}>
          {name}
        </h2>
        {isGroupTopic(topic) ? (
          <Link to={`/groups/${encodeURIComponent(topic).replace(/%3A/gi, ':')}`}>{CHAT_COPY.groupInfo}</Link>
        ) : null}
        {search ? (
          <ConversationSearch
            {...{ machine: search, topic, name, selfId }}
            newest={messages[0]?.id}
            onOpen={goTo}
          />
        ) : null}
        <MuteToggle machine={mute} topic={topic} />
      </div>
      <ChatSecurityNote security={state.context.security} peer={peer} />
      {loading && messages.length === 0 ? <p role="status">{CHAT_COPY.loadingMessages}</p> : null}
      {error ? (
        <Alert tone="error">
          {CHAT_COPY.messagesFailed} ({error.message}){' '}
          <Button onClick={() => send({ type: 'conversation.reload' })}>{CHAT_COPY.retry}</Button>
        </Alert>
      ) : null}
      {olderError ? <Alert tone="error">{olderError.message}</Alert> : null}
      {target?.state === 'missing' ? <p role="status">{SEARCH_COPY.notFound}</p> : null}
      {!loading && !error && messages.length === 0 ? (
        <p className={styles.muted}>{CHAT_COPY.noMessages}</p>
      ) : null}
      <MessageActionsContext.Provider value={compose.actions}>
        <MessageList
          rows={rows}
          label={CHAT_COPY.messagesLabel(name)}
          peer={peer}
          hasMore={hasMore && !loading}
          loadingOlder={state.hasTag('loadingOlder')}
          onOlder={onOlder}
          located={state.context.located}
          firstUnread={state.context.firstUnread}
          target={target}
          onSeen={onSeen}
          onRetry={onRetry}
        />
      </MessageActionsContext.Provider>
      <TypingLine typers={typers} peer={peer} messages={messages} />
      <ReplyBar compose={mode} changeError={changeError} nameOf={compose.nameOf} onCancel={compose.cancel} />
      <Composer
        draft={state.context.draft}
        error={state.context.sendError?.message}
        sending={state.hasTag('sending')}
        onChange={(text) => {
          send({ type: 'draft.change', text })
          onTyped(text)
        }}
        onSend={(members) => send({ type: 'composer.send', members })}
        topic={topic}
        selfId={selfId}
        onEscape={mode.kind === 'new' ? undefined : compose.cancel}
        submitLabel={mode.kind === 'edit' ? CONTENT_COPY.save : undefined}
      />
    </section>
  )
}
