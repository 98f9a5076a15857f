import { Link } from 'react-router-dom'
import { displayName } from '../../domain/display'
import { Alert, Avatar, Button, kitStyles } from '../kit'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'
import { chatPath } from './chat-path'
import { chatName } from './chat-rows'
import type { InboxProps } from './chat-view'
import { localOffset, rowTime } from './inbox-view'

/** The chat list: latest activity first, each with its last message, time and unread count. */
export const Inbox = ({ state, send, activeId }: InboxProps & { activeId: string | undefined }) => {
  const { channels, error, people } = state.context
  const now = Date.now()
  const offset = localOffset(now)
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
      {channels.length === 0 && !state.hasTag('loading') ? (
        <p className={styles.muted}>{CHAT_COPY.noChats}</p>
      ) : (
        <ul className={styles.chatList}>
          {channels.map((channel) => {
            const person = people[channel.chatid]
            const name = (person && displayName(person)) || chatName(channel.chatid, channel)
            const unread = channel.unread ?? 0
            return (
              <li key={channel.chatid}>
                <Link
                  to={chatPath(channel.chatid)}
                  className={styles.chatLink}
                  aria-current={channel.chatid === activeId ? 'page' : undefined}
                >
                  <Avatar
                    user={{ ...person, avatar_url: channel.avatar_url || person?.avatar_url, name }}
                    size={40}
                    alt=""
                  />
                  <span className={styles.chatText}>
                    <span className={styles.chatName}>{name}</span>
                    <span className={styles.chatLast}>{channel.lastMessage ?? ''}</span>
                  </span>
                  <span className={styles.chatMeta}>
                    <span>{rowTime(channel.updatedAt, now, offset)}</span>
                    {unread > 0 ? (
                      <span className={styles.unread}>
                        {unread}
                        <span className="visually-hidden"> unread</span>
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
