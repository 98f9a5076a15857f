import { Link } from 'react-router-dom'
import { displayName, shorten } from '../../domain/display'
import { Alert, Avatar, Button, kitStyles } from '../kit'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'
import { chatPath } from './chat-path'
import type { InboxProps } from './chat-view'

/** Starting a conversation: search people by wallet address, handle or nickname, then "Message <name>". */
export const NewChat = ({ state, send, selfId }: InboxProps & { selfId: string }) => {
  const { query, results, searchError } = state.context
  const searching = state.hasTag('searching')
  const people = results?.filter((person) => person.userid !== selfId)
  return (
    <section className={`${kitStyles.card} ${styles.panel}`} aria-labelledby="new-chat-title">
      <h2 id="new-chat-title">{CHAT_COPY.newChat}</h2>
      <form
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: 'search.submit' })
        }}
      >
        <label htmlFor="chat-search">{CHAT_COPY.searchLabel}</label>
        <div className={styles.searchRow}>
          <input
            id="chat-search"
            type="search"
            value={query}
            autoComplete="off"
            onChange={(event) => send({ type: 'search.change', query: event.target.value })}
          />
          <Button type="submit" busy={searching}>
            {CHAT_COPY.search}
          </Button>
        </div>
      </form>
      {searchError ? <Alert tone="error">{searchError.message}</Alert> : null}
      {people && people.length === 0 ? <p role="status">{CHAT_COPY.noResults}</p> : null}
      {people && people.length > 0 ? (
        <ul className={styles.people} aria-label="Search results">
          {people.map((person) => {
            const name = displayName(person)
            return (
              <li key={person.userid} className={styles.person}>
                <Avatar user={person} size={32} alt="" />
                <span className={styles.chatText}>
                  <span className={styles.chatName}>{name}</span>
                  {person.wallet_address ? (
                    <span className={styles.chatLast}>{shorten(person.wallet_address)}</span>
                  ) : null}
                </span>
                <Link to={chatPath(person.userid)} className={styles.messageLink}>
                  {CHAT_COPY.message(name)}
                </Link>
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
