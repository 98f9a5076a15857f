import { displayName, type UserLike } from '../../domain/display'
import type { DisplayMessage } from '../../domain/messages'
import { Avatar, Button } from '../kit'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'
import { sendStateOf } from './chat-rows'
import { ContentBody } from './content/ContentBody'
import { MessageActions } from './content/MessageActions'
import { MessageContent } from './media/MessageContent'

interface MessageRowProps {
  message: DisplayMessage
  own: boolean
  /** The other person of a private chat, to name their messages the cache has not named yet. */
  peer: UserLike | undefined
  onRetry: (id: string) => void
  /**
   * The row continues its sender's group (chat-rows.ts): a compact bubble without avatar and name, its time
   * in the avatar's place (shown on hover and focus, always read by screen readers) and in its title.
   */
  grouped?: boolean
}

/** The sender as the message names them, completed by the other person's profile when it is theirs. */
const senderOf = (message: DisplayMessage, peer: UserLike | undefined): UserLike => {
  const known = peer?.userid === message.senderId ? peer : undefined
  return {
    ...known,
    nickname: message.username || known?.nickname,
    avatar_url: message.avatar || known?.avatar_url,
    userid: message.senderId,
  }
}

/** One message: avatar, sender, time, the text (as text, links made links) and, for own ones, its state. */
export const MessageRow = ({ message, own, peer, onRetry, grouped = false }: MessageRowProps) => {
  const sender = senderOf(message, peer)
  const state = own ? sendStateOf(message) : undefined
  const time = <time dateTime={new Date(message.timestamp).toISOString()}>{message.time}</time>
  const classes = [styles.message, own ? styles.own : '', grouped ? styles.compact : ''].join(' ').trim()
  return (
    <div className={classes} data-state={state}>
      {grouped ? <span className={styles.gutter}>{time}</span> : <Avatar user={sender} size={32} alt="" />}
      <div className={styles.bubble} title={grouped ? message.time : undefined}>
        {grouped ? null : (
          <p className={styles.meta}>
            <span className={styles.sender}>{own ? CHAT_COPY.you : displayName(sender)}</span> {time}
          </p>
        )}
        <ContentBody message={message}>
          <MessageContent message={message} senderName={displayName(sender)} />
        </ContentBody>
        {state ? (
          <p className={styles.state}>
            {CHAT_COPY.state[state]}
            {state === 'failed' ? (
              <Button variant="ghost" onClick={() => onRetry(message.id)}>
                {CHAT_COPY.retrySend}
              </Button>
            ) : null}
          </p>
        ) : null}
      </div>
      <MessageActions message={message} own={own} />
    </div>
  )
}
