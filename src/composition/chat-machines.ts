/**
 * The Messages screens' machines with their actors bound to the signed-in SDK client, in a chunk of their
 * own: imported when the Messages page first asks (`ChatServices.machines`), not with the first page.
 */
import type { ChatMachines } from '../machines/app/app-services'
import { attachmentMachine } from '../machines/attachment/attachment.machine'
import { conversationMachine } from '../machines/conversation/conversation.machine'
import { inboxMachine } from '../machines/inbox/inbox.machine'
import { mentionsMachine } from '../machines/mentions/mentions.machine'
import { messageSearchMachine } from '../machines/message-search/message-search.machine'
import { muteMachine } from '../machines/mute/mute.machine'
import { typingMachine } from '../machines/typing/typing.machine'
import type { Client } from '../sdk'
import { conversationActors, inboxActors, muteActors, searchActors } from './chat-actors'
import { attachmentActors, mentionsActors } from './composer-actors'
import { typingActors } from './typing-actors'

export const chatMachines = (deps: { client: () => Client | undefined }): ChatMachines => ({
  inbox: inboxMachine.provide({ actors: inboxActors(deps) }),
  conversation: conversationMachine.provide({ actors: conversationActors(deps) }),
  mute: muteMachine.provide({ actors: muteActors(deps) }),
  typing: typingMachine.provide({ actors: typingActors(deps) }),
  search: messageSearchMachine.provide({ actors: searchActors(deps) }),
  attachment: attachmentMachine.provide({ actors: attachmentActors(deps) }),
  mentions: mentionsMachine.provide({ actors: mentionsActors(deps) }),
})
