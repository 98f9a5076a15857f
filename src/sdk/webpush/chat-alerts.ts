/**
 * A chat message from someone else as the alert it raises while the tab is hidden (docs/product.md §14.6):
 * the same words, link and tag as the node's push of it (domain/push/content.ts), named from the chat
 * list, and allowed or not by the person's rules. Wiring only; the words are the domain's.
 */
import { CIPHER_NONE } from '../domain/config'
import { base64ToBytes, bytesToUtf8 } from '../domain/crypto/encoding'
import { displayName } from '../domain/display'
import type { ReceivedChatMessage } from '../domain/messages'
import { isGroupTopic } from '../domain/protocol'
import { messageAlert } from '../domain/push/content'
import type { SystemAlert } from '../ports/system-notifications'
import type { Client } from '../sdk'

/** The text of a plain message; an encrypted one says only who wrote, as its push does. */
const textOf = (message: ReceivedChatMessage): string | undefined => {
  if (message.cipher_suite !== CIPHER_NONE) return undefined
  try {
    return bytesToUtf8(base64ToBytes(message.payload))
  } catch {
    return undefined
  }
}

export interface ChatAlert {
  alert: SystemAlert
  allowed: boolean
}

/** A conversation's name in the chat list, if it is listed with one. */
export const listedName = (client: Client, chatid: string): string | undefined =>
  client.channel.channelList.find((c) => c.chatid === chatid)?.chat_name || undefined

/**
 * The alert of `message`, or undefined for one the person sent from another device. `senderName` is the
 * sender's name when known (their profile); else the chat list's, else a short id.
 */
export const chatAlertOf = (
  client: Client,
  message: ReceivedChatMessage,
  senderName?: string,
): ChatAlert | undefined => {
  if (message.from === client.keys.userid) return undefined
  const group = isGroupTopic(message.contentTopic)
  const conversation = group ? message.contentTopic : message.from
  const nameIn = (chatid: string) => listedName(client, chatid)
  const content = messageAlert({
    conversation,
    group,
    senderName: senderName || (!group && nameIn(message.from)) || displayName({ userid: message.from }),
    ...(group ? { groupName: nameIn(conversation) || conversation } : {}),
    text: textOf(message),
    ts: message.timestamp,
  })
  return {
    alert: { title: content.title, body: content.body, tag: content.tag, url: content.url },
    allowed: client.webPush.mayAlert({ source: content.source, conversation }),
  }
}
