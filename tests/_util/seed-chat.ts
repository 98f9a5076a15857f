/**
 * Fills a private chat through the node's REST send: `count` text messages from `from` to `to`, each
 * signed as the SDK signs for its own timestamp (the node checks that the id hashes the message), one
 * millisecond apart at least so their order is their timestamps' order, across calls too. A batch ends at
 * the clock, not past it: a thousand messages stamped from now on, faster than one a millisecond, would run
 * ahead of the clock, and a message sent after them (seeded, or from a composer) would not be the newest. Message n reads
 * `message n of count: hello from the bench`, or what `text` gives.
 */
import { buildRequest, readResponse, sendMessage } from '#domain/contract'
import { bytesToBase64, utf8ToBytes } from '#domain/crypto/encoding'
import { messageId } from '#domain/signing/socket'
import type { Send, TestAccount } from './node-client'

/** The newest timestamp seeded in this process. */
let lastSeeded = 0

export const seededText = (n: number, count: number): string =>
  `message ${n} of ${count}: hello from the bench`

export const seedChat = async (
  send: Send,
  from: TestAccount,
  to: TestAccount,
  count: number,
  text: (n: number, count: number) => string = seededText,
): Promise<void> => {
  for (let n = 0; n < count; n++) {
    const timestamp = Math.max(Date.now() - (count - 1 - n), lastSeeded + 1)
    lastSeeded = timestamp
    const payload = utf8ToBytes(text(n, count))
    const params = {
      nodeid: 'bench',
      payload_type: 'text/plain; charset=utf-8',
      payload: bytesToBase64(payload),
      cipher_suite: 'NONE',
      content_topic: to.userid,
      messageid: messageId({ comeFrom: from.userid, contentTopic: to.userid, timestamp, payload }),
    }
    const request = buildRequest(sendMessage, params, { signer: from.signer, timestamp })
    readResponse(sendMessage, await send(request, from.headers))
  }
}
