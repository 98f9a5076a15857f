/** Context, input and actor contracts of the mentions machine (a group's members as `@` suggestions). */
import type { Member } from '../../domain/messages/content/mention-text'

export interface MentionsInput {
  /** The chat: a `group:` id offers its members; any other chat offers nobody. */
  topic: string
}

export interface MentionsContext extends MentionsInput {
  members: readonly Member[]
}

export interface LoadMembersInput {
  groupid: string
}
