/**
 * The Messages screens' machines with their actors bound to the signed-in SDK client, in a chunk of their
 * own: imported when the Messages page first asks (`ChatServices.machines`), not with the first page.
 */
import type { ChatMachines } from '../machines/app/app-services'
import { conversationMachine } from '../machines/conversation/conversation.machine'
import { inboxMachine } from '../machines/inbox/inbox.machine'
import { muteMachine } from '../machines/mute/mute.machine'
import type { Client } from '../sdk'
import { conversationActors, inboxActors, muteActors } from './chat-actors'

export const chatMachines = (deps: { client: () => Client | undefined }): ChatMachines => ({
  inbox: inboxMachine.provide({ actors: inboxActors(deps) }),
  conversation: conversationMachine.provide({ actors: conversationActors(deps) }),
  mute: muteMachine.provide({ actors: muteActors(deps) }),
})
