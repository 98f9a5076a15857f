import { useMachine } from '@xstate/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
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
import { MessageList } from './MessageList'
import { MuteToggle } from './MuteToggle'
import type { SeenRange } from './seen-range'

interface ConversationProps {
  machine: ChatMachines['conversation']
  /** The chat's "Mute notifications" toggle. */
  mute: ChatMachines['mute']
  topic: string
  selfId: string
  channel: Channel | undefined
}

/**
 * One chat: its name (a group links to its page), its mute, the virtualised history, and the composer.
 */
export const Conversation = ({ machine, mute, topic, selfId, channel }: ConversationProps) => {
  const { chat } = useAppServices()
  const [draft] = useState(() => chat?.drafts.get(topic) ?? '')
  const [state, send] = useMachine(machine, { input: { topic, selfId, draft } })
  const { messages, error, olderError, peer, hasMore } = state.context
  useEffect(() => chat?.drafts.set(topic, state.context.draft), [chat, topic, state.context.draft])
  const name = (peer && displayName(peer)) || chatName(topic, channel, messages)
  const rows = useMemo(() => rowsOf(messages, selfId), [messages, selfId])
  const loading = state.hasTag('loading')
  const onOlder = useCallback(() => send({ type: 'conversation.older' }), [send])
  const onSeen = useCallback(
    ({ oldest, newest }: SeenRange) => send({ type: 'messages.seen', oldest, newest }),
    [send],
  )
  const onRetry = useCallback((id: string) => send({ type: 'message.retry', id }), [send])
  return (
    <section className={`${kitStyles.card} ${styles.panel}`} aria-labelledby="conversation-title">
      <div className={styles.conversationHead}>
        <Link to="/chat" className={styles.back}>
          {CHAT_COPY.back}
        </Link>
        <h2 id="conversation-title">{name}</h2>
        {isGroupTopic(topic) ? (
          <Link to={`/groups/${encodeURIComponent(topic).replace(/%3A/gi, ':')}`}>{CHAT_COPY.groupInfo}</Link>
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
      {!loading && !error && messages.length === 0 ? (
        <p className={styles.muted}>{CHAT_COPY.noMessages}</p>
      ) : null}
      <MessageList
        rows={rows}
        label={CHAT_COPY.messagesLabel(name)}
        peer={peer}
        hasMore={hasMore && !loading}
        loadingOlder={state.hasTag('loadingOlder')}
        onOlder={onOlder}
        located={state.context.located}
        firstUnread={state.context.firstUnread}
        onSeen={onSeen}
        onRetry={onRetry}
      />
      <Composer
        draft={state.context.draft}
        error={state.context.sendError?.message}
        sending={state.hasTag('sending')}
        onChange={(text) => send({ type: 'draft.change', text })}
        onSend={() => send({ type: 'composer.send' })}
      />
    </section>
  )
}
