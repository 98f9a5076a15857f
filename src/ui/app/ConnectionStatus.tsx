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

/**
 * The socket as a person sees it, from the socket actor's tags: a polite status ("Online",
 * "Reconnecting…", "Offline — retrying") and, while offline, "Retry now" to skip the back-off wait.
 */
export const ConnectionStatus = () => {
  const { socket } = useAppServices()
  const mode = useSelector(socket, modeOf)
  return (
    <div className={styles.connection}>
      <p role="status" className={styles.connectionText} data-mode={mode}>
        {TEXT[mode]}
      </p>
      {mode === 'offline' ? (
        <Button variant="ghost" onClick={() => socket.send({ type: 'socket.retry' })}>
          Retry now
        </Button>
      ) : null}
    </div>
  )
}
