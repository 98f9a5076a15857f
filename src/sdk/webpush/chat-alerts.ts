/**
 * A chat message from someone else as the alert it raises while the tab is hidden (docs/product.md §14.6):
 * the same words, link and tag as the node's push of it (domain/push/content.ts), named from the chat
 * list or the sender's profile, and allowed or not by the person's rules.
 */
import { displayName } from '../../domain/display'
import type { EventCenter } from '../../domain/events'
import type { ReceivedChatMessage } from '../../domain/messages'
import { alertsForPayloadType } from '../../domain/messages/content'
import { mentionsUser } from '../../domain/messages/content/mention-text'
import { isGroupTopic } from '../../domain/protocol'
import { alertTextOf, messageAlert } from '../../domain/push/content'
import type { AlertSubject } from '../../domain/push/rules'
import type { SystemAlert } from '../../ports/system-notifications'

/** What an alert needs of the client: who is signed in, the chat list's names, the person's rules. */
export interface AlertParts {
  userid: string
  chats: () => readonly { chatid: string; chat_name: string }[]
  mayAlert: (subject: AlertSubject) => boolean
}

export interface ChatAlert {
  alert: SystemAlert
  allowed: boolean
}

/** A conversation's name in the chat list, if it is listed with one. */
export const listedName = (parts: AlertParts, chatid: string): string | undefined =>
  parts.chats().find((c) => c.chatid === chatid)?.chat_name || undefined

/**
 * The alert of `message`, or undefined for one the person sent from another device. `senderName` is the
 * sender's name when known (their profile); else the chat list's, else a short id.
 */
export const chatAlertOf = (
  parts: AlertParts,
  message: ReceivedChatMessage,
  senderName?: string,
): ChatAlert | undefined => {
  if (message.from === parts.userid) return undefined
  // Reactions, edits and deletes raise no alert (docs/product.md §14.9).
  if (message.payloadType && !alertsForPayloadType(message.payloadType)) return undefined
  const group = isGroupTopic(message.contentTopic)
  const conversation = group ? message.contentTopic : message.from
  const nameIn = (chatid: string) => listedName(parts, chatid)
  const content = messageAlert({
    conversation,
    group,
    senderName: senderName || (!group && nameIn(message.from)) || displayName({ userid: message.from }),
    ...(group ? { groupName: nameIn(conversation) || conversation } : {}),
    // An encrypted message opened here says only who wrote it, as its push does (docs/product.md §14.6).
    text: message.sealed
      ? undefined
      : alertTextOf({ cipherSuite: message.cipher_suite, payload: message.payload }),
    ts: message.timestamp,
  })
  return {
    alert: { title: content.title, body: content.body, tag: content.tag, url: content.url },
    allowed: parts.mayAlert({
      source: content.source,
      conversation,
      // A mention of the person is let through their mute (docs/product.md §14.8).
      mentionsMe: mentionsUser(message.payloadType, parts.userid),
    }),
  }
}

export interface ChatArrival extends ChatAlert {
  /** Whether the page was out of sight when the message came. */
  hidden: boolean
}

export interface ChatArrivalWatch {
  /** Whether the page is out of sight now. */
  hidden: () => boolean
  /** The sender's name from their public profile ('' when it names nobody). */
  profileName: (userid: string) => Promise<string>
}

/**
 * Calls `listener` with the alert of each chat message someone else sends while the page is hidden; a
 * visible page reads nobody's profile. Returns the unsubscribe function.
 */
export const watchChatArrivals = (
  events: EventCenter,
  parts: AlertParts,
  watch: ChatArrivalWatch,
  listener: (arrival: ChatArrival) => void,
): (() => void) =>
  events.on('message.received', ({ message }) => {
    const hidden = watch.hidden()
    if (!hidden || message.from === parts.userid) return
    const named = async () =>
      listedName(parts, message.from) || (await watch.profileName(message.from).catch(() => '')) || undefined
    void named().then((name) => {
      const arrival = chatAlertOf(parts, message, name)
      if (arrival) listener({ ...arrival, hidden })
    })
  })
