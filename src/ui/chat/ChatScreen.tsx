import { useMachine } from '@xstate/react'
import { useAppServices } from '../app/services-context'
import styles from './Chat.module.css'
import { Conversation } from './Conversation'
import { CHAT_COPY } from './chat-copy'
import { Inbox } from './Inbox'
import { NewChat } from './NewChat'

/** The signed-in Messages screen: one inbox machine, and a conversation machine per open chat. */
export const ChatScreen = ({ selfId, chatid }: { selfId: string; chatid: string | undefined }) => {
  const { machines } = useAppServices()
  const [state, send] = useMachine(machines.inbox, { input: { selfId } })
  const channel = chatid ? state.context.channels.find((c) => c.chatid === chatid) : undefined
  return (
    <div className={styles.layout} data-view={chatid ? 'conversation' : 'inbox'}>
      <div className={styles.side}>
        <Inbox state={state} send={send} activeId={chatid} />
        <NewChat state={state} send={send} selfId={selfId} />
      </div>
      <div className={styles.main}>
        {chatid ? (
          <Conversation key={chatid} topic={chatid} selfId={selfId} channel={channel} />
        ) : (
          <p className={styles.muted}>{CHAT_COPY.chooseChat}</p>
        )}
      </div>
    </div>
  )
}
