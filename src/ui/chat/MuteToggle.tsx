import { useMachine } from '@xstate/react'
import type { ChatMachines } from '../../machines/app/app-services'
import { Alert, Button } from '../kit'
import styles from './Chat.module.css'
import { CHAT_COPY } from './chat-copy'

interface MuteToggleProps {
  machine: ChatMachines['mute']
  /** The chat's topic as routed: the peer's `user:…` id, or the `group:…` id. */
  topic: string
}

/**
 * "Mute notifications" for one chat or group (docs/product.md §14.6): pressed while muted. Nothing shows until
 * the node's rules are read, nor on a node that keeps none (no Web Push channel).
 */
export const MuteToggle = ({ machine, topic }: MuteToggleProps) => {
  const [state, send] = useMachine(machine, { input: { topic } })
  if (!state.matches('ready') && !state.matches('saving')) return null
  const { muted, error } = state.context
  return (
    <>
      <Button
        className={styles.muteButton}
        aria-pressed={muted}
        busy={state.hasTag('saving')}
        onClick={() => send({ type: 'mute.toggle' })}
      >
        {muted ? CHAT_COPY.unmute : CHAT_COPY.mute}
      </Button>
      {error ? (
        <div className={styles.muteError}>
          <Alert tone="error">{error.message}</Alert>
        </div>
      ) : null}
    </>
  )
}
