import type { UserLike } from '../../domain/display'
import { displayName } from '../../domain/display'
import type { DisplayMessage } from '../../domain/messages'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'

/** A typer's name: the peer's profile, else the name their last message carried, else their short id. */
const nameOf = (userid: string, peer: UserLike | undefined, messages: readonly DisplayMessage[]): string => {
  if (peer?.userid === userid) return displayName(peer)
  const nickname = messages.find((m) => m.senderId === userid)?.username
  return displayName({ nickname, userid })
}

/** "Alice is typing…", "Alice and Bob are typing…", "Several people are typing…", or '' for nobody. */
export const typingText = (names: readonly string[]): string => {
  const [first, second] = names
  if (first === undefined) return ''
  if (second === undefined) return CHAT_COPY.typing.one(first)
  return names.length === 2 ? CHAT_COPY.typing.two(first, second) : CHAT_COPY.typing.several
}

interface TypingLineProps {
  typers: readonly string[]
  peer: UserLike | undefined
  messages: readonly DisplayMessage[]
}

/** Who is typing, under the history; a polite live region, so it is read without taking the focus. */
export const TypingLine = ({ typers, peer, messages }: TypingLineProps) => (
  <p id="conversation-typing" className={styles.typing} aria-live="polite">
    {typingText(typers.map((userid) => nameOf(userid, peer, messages)))}
  </p>
)
