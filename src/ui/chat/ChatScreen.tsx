import { useMachine } from '@xstate/react'
import { use } from 'react'
import type { ChatMachines } from '../../machines/app/app-services'
import { useAppServices } from '../app/services-context'
import styles from './Chat.module.css'
import { Conversation } from './Conversation'
import { CHAT_COPY } from './chat-copy'
import { Inbox } from './Inbox'
import { NewChat } from './NewChat'
import { CHAT_SIDE } from './use-focus-on-open'

const NO_CHAT: Promise<ChatMachines> = Promise.reject(new Error('This app was composed without chats'))
NO_CHAT.catch(() => undefined)

/**
 * The signed-in Messages screen: one inbox machine, and a conversation machine per open chat. The
 * machines load with this screen (suspending until they are there), not with the first page.
 */
export const ChatScreen = ({ selfId, chatid }: { selfId: string; chatid: string | undefined }) => {
  const { chat } = useAppServices()
  const machines = use(chat ? chat.machines() : NO_CHAT)
  const [state, send] = useMachine(machines.inbox, { input: { selfId } })
  const channel = chatid ? state.context.channels.find((c) => c.chatid === chatid) : undefined
  return (
    <div className={styles.layout} data-view={chatid ? 'conversation' : 'inbox'}>
      <div className={styles.side} {...CHAT_SIDE}>
        <Inbox state={state} send={send} activeId={chatid} selfId={selfId} search={machines.search} />
        <NewChat state={state} send={send} selfId={selfId} />
      </div>
      <div className={styles.main}>
        {chatid ? (
          <Conversation
            key={chatid}
            machine={machines.conversation}
            mute={machines.mute}
            typing={machines.typing}
            search={machines.search}
            topic={chatid}
            selfId={selfId}
            channel={channel}
          />
        ) : (
          <p className={styles.muted}>{CHAT_COPY.chooseChat}</p>
        )}
      </div>
    </div>
  )
}
