/**
 * The chat list as the inbox shows it (docs/product.md §4 "Messages and unread"): the channels and, for a
 * private chat the node has no name for, the other person's public profile. A chat first heard of through a
 * live message has no name; where its name comes from is the domain's rule (`unnamedChats`): a group's with
 * the node's next list, a private chat's from the profile, asked once per watch (again after a failure).
 */
import { USERID_DID_TYPE } from '../../domain/config'
import type { PublicProfile } from '../../domain/contract/schemas'
import type { UserLike } from '../../domain/display'
import { type Channel, type ChatNameSource, peerOf, unnamedChats } from '../../domain/messages'

/** What `watchChannels` hands the inbox. */
export interface ChatList {
  /** Most recently active first, as the module holds them. */
  channels: readonly Channel[]
  /** The public profiles of the other people of private chats without a name, by userid. */
  people: Readonly<Record<string, UserLike>>
}

/** The user module's profile read, which also caches the person so their messages are named. */
export interface ProfileSource {
  getPublicProfile(query: { did_type: string; did_value: string }): Promise<PublicProfile>
}

/** The other person of a private chat; the node looks userids up under the `web3mq` DID type (docs/protocol.md §5.1). */
export const peerProfile = (
  profiles: ProfileSource | undefined,
  chatid: string,
): Promise<PublicProfile | undefined> => {
  const peer = peerOf(chatid)
  if (peer === undefined || !profiles) return Promise.resolve(undefined)
  return profiles.getPublicProfile({ did_type: USERID_DID_TYPE, did_value: peer })
}

interface WatchParts {
  list(): readonly Channel[]
  /** Reads the node's first page again (it names groups). */
  requery(): Promise<unknown>
  profiles: ProfileSource | undefined
}

/** One `watchChannels` subscription: the named list at once and after every `changed()`, until `stop`. */
export class ChatListWatch {
  private readonly asked = new Set<string>()
  private people: Readonly<Record<string, UserLike>> = {}
  private stopped = false

  constructor(
    private readonly parts: WatchParts,
    private readonly listener: (list: ChatList) => void,
  ) {}

  changed(): void {
    if (this.stopped) return
    const channels = this.parts.list()
    this.listener({ channels, people: this.people })
    for (const { chatid, from } of unnamedChats(channels, this.asked)) this.name(chatid, from)
  }

  stop(): void {
    this.stopped = true
  }

  private name(chatid: string, from: ChatNameSource): void {
    this.asked.add(chatid)
    if (from === 'list') {
      this.parts.requery().catch(() => undefined)
      return
    }
    peerProfile(this.parts.profiles, chatid)
      .then((person) => {
        if (!person || this.stopped) return
        this.people = { ...this.people, [chatid]: person }
        this.listener({ channels: this.parts.list(), people: this.people })
      })
      .catch(() => this.asked.delete(chatid))
  }
}
