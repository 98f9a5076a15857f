import { useNavigate } from 'react-router-dom'
import { displayName } from '../../domain/display'
import type { Channel } from '../../domain/messages'
import type { SearchHit } from '../../domain/search'
import type { ChatMachines } from '../../machines/app/app-services'
import { Alert, Button, kitStyles } from '../kit'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'
import { chatPath } from './chat-path'
import { chatName } from './chat-rows'
import type { InboxProps } from './chat-view'
import { ChatSections } from './search/ChatSections'
import { SearchPanel } from './search/SearchPanel'
import { SEARCH_COPY } from './search/search-copy'
import { hitNames, openAtState } from './search/search-view'

/** When the latest message of any chat arrived: the search runs again when it moves. */
const latestActivity = (channels: readonly Channel[]): number =>
  channels.reduce((latest, c) => Math.max(latest, c.updatedAt ?? 0), 0)

interface InboxViewProps extends InboxProps {
  activeId: string | undefined
  selfId: string
  /** The search over the messages kept on this device; without it none is offered. */
  search?: ChatMachines['search']
}

/**
 * The chat list: pinned chats first, then latest activity first, each with its last message, time and unread
 * count, archived chats apart (./search/ChatSections); above it the search over every chat's messages kept on
 * this device, whose results replace the list while a query is typed (docs/product.md §14.12).
 */
export const Inbox = ({ state, send, activeId, selfId, search }: InboxViewProps) => {
  const { channels, error, people, prefsError } = state.context
  const navigate = useNavigate()
  const nameOf = (chatid: string) => {
    const person = people[chatid]
    return (
      (person && displayName(person)) ||
      chatName(
        chatid,
        channels.find((c) => c.chatid === chatid),
      )
    )
  }
  const list =
    channels.length === 0 && !state.hasTag('loading') ? (
      <p className={styles.muted}>{activeId ? CHAT_COPY.noOtherChats : CHAT_COPY.noChats}</p>
    ) : (
      <ChatSections state={state} send={send} activeId={activeId} />
    )
  return (
    <section className={`${kitStyles.card} ${styles.panel}`} aria-labelledby="chats-title">
      <h2 id="chats-title">{CHAT_COPY.chats}</h2>
      {state.hasTag('loading') && channels.length === 0 ? (
        <p role="status">{CHAT_COPY.loadingChats}</p>
      ) : null}
      {error ? (
        <Alert tone="error">
          {CHAT_COPY.chatsFailed} ({error.message}){' '}
          <Button onClick={() => send({ type: 'inbox.retry' })}>{CHAT_COPY.retry}</Button>
        </Alert>
      ) : null}
      {prefsError ? <Alert tone="error">{SEARCH_COPY.prefsFailed}</Alert> : null}
      {search ? (
        <SearchPanel
          machine={search}
          label={SEARCH_COPY.label}
          hint={SEARCH_COPY.hint}
          shortcut
          freshness={latestActivity(channels)}
          names={(hit: SearchHit) => hitNames(hit, selfId, nameOf(hit.chatId))}
          onOpen={(hit) => navigate(chatPath(hit.chatId), { state: openAtState(hit) })}
        >
          {list}
        </SearchPanel>
      ) : (
        list
      )}
    </section>
  )
}
