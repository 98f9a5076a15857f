/**
 * The Messages screens' machines from context, for a part of a screen that already runs under ChatScreen
 * (which suspended until they loaded, so this never suspends); undefined where no chats are composed.
 */
import { use } from 'react'
import type { ChatMachines } from '../../../machines/app/app-services'
import { useAppServices } from '../../app/services-context'

export const useChatMachines = (): ChatMachines | undefined => {
  const { chat } = useAppServices()
  return chat ? use(chat.machines()) : undefined
}
