/**
 * The line under a conversation's name that says whether it is end-to-end encrypted and, when it is not,
 * why (docs/protocol.md §3.10: never a silent fallback), and names any device that was refused.
 */
import type { UserLike } from '../../domain/display'
import { displayName } from '../../domain/display'
import type { ConversationContext } from '../../machines/conversation/conversation.types'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'

const COPY = CHAT_COPY.security

interface Props {
  security: ConversationContext['security']
  /** The other person of a private chat, to name them. */
  peer: UserLike | undefined
}

export const ChatSecurityNote = ({ security, peer }: Props) => {
  const nameOf = (userid: string) =>
    (peer && peer.userid === userid && displayName(peer)) || displayName({ userid })
  const names = (userids: readonly string[]) => userids.map(nameOf).join(', ')
  if (security === 'checking')
    return (
      <p className={styles.security} role="status">
        {COPY.checking}
      </p>
    )
  if (security === 'unavailable') return <Plain text={COPY.unavailable} />
  if (security.state === 'plain') {
    if (security.reason === 'node') return <Plain text={COPY.node} />
    if (security.reason === 'refused') return <Plain text={COPY.refusedAll(names(security.userids))} />
    return <Plain text={COPY.unsupported(names(security.userids))} />
  }
  return (
    <div className={styles.security} data-security="encrypted">
      <p title={COPY.encryptedHint}>
        <span aria-hidden="true">🔒 </span>
        {COPY.encrypted}
      </p>
      {security.joinedLate ? <p className={styles.securityPlain}>{COPY.joinedLate}</p> : null}
      {security.missing.length ? (
        <p role="alert" className={styles.securityWarning}>
          {COPY.missing(names(security.missing))}
        </p>
      ) : null}
      {security.refused.map((device) => (
        <p key={device.device} role="alert" className={styles.securityWarning}>
          {COPY.refusedDevice(nameOf(device.userid))}
        </p>
      ))}
    </div>
  )
}

const Plain = ({ text }: { text: string }) => (
  <p className={`${styles.security} ${styles.securityPlain}`} data-security="plain">
    {text}
  </p>
)
