import { useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import type { socketMachine } from '../../machines/socket/socket.machine'
import { Button } from '../kit'
import styles from './app.module.css'
import { useAppServices } from './services-context'

type Mode = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline' | 'closed'

const TEXT: Readonly<Record<Mode, string>> = {
  idle: '',
  connecting: 'Connecting…',
  online: 'Online',
  reconnecting: 'Reconnecting…',
  offline: 'Offline — retrying',
  closed: 'Offline',
}

// 'offline' first: the offline sub-states also carry the 'reconnecting' tag.
const ORDER: readonly Exclude<Mode, 'idle'>[] = ['offline', 'reconnecting', 'online', 'connecting', 'closed']

const modeOf = (snapshot: SnapshotFrom<typeof socketMachine>): Mode =>
  ORDER.find((tag) => snapshot.hasTag(tag)) ?? 'idle'

const MOVING = 'Moving to another node…'

/**
 * The socket as a person sees it, from the socket actor's tags: a polite status ("Online",
 * "Reconnecting…", "Moving to another node…", "Offline — retrying"), the node's host on hover, and while
 * offline "Retry now" to skip the back-off wait.
 */
export const ConnectionStatus = () => {
  const { socket } = useAppServices()
  const mode = useSelector(socket, modeOf)
  const node = useSelector(socket, (snapshot) => snapshot.context.node)
  const moving = useSelector(socket, (snapshot) => snapshot.context.moving) && mode !== 'online'
  // Hovering the status names the node; a move to another one is said as such, never as a sign-in.
  return (
    <div className={styles.connection}>
      <p
        role="status"
        className={styles.connectionText}
        data-mode={mode}
        {...(node && mode !== 'idle' ? { title: `Node: ${node}` } : {})}
      >
        {moving ? MOVING : TEXT[mode]}
      </p>
      {mode === 'offline' ? (
        <Button variant="ghost" onClick={() => socket.send({ type: 'socket.retry' })}>
          Retry now
        </Button>
      ) : null}
    </div>
  )
}
