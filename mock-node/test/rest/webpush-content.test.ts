/**
 * Reactions, edits and deletes push nothing; a reply pushes like any message (docs/product.md §14.9,
 * docs/protocol.md §3.11): Bob has Web Push on, Alice sends him a question, reacts to it, edits and deletes it,
 * then replies to it; Bob's device gets the question and the reply only, in that order.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { userAuth, webPushSetRules, webPushSubscribe } from '#domain/contract'
import { PUSH_SOURCES } from '#domain/push/rules'
import { type MessageContent, toPlain, typedContent } from '../../../src/domain/messages/content'
import type { TestAccount } from '../../../tests/_util/node-client'
import { type PushService, startPushService } from '../../../tests/_util/push-service'
import type { PushOutcome } from '../../src/push/sender'
import { sendTextRequest, startNode, type TestNode } from '../_util/rest-node'
import { pushAuthBody } from '../_util/signed-bodies'

let service: PushService
afterEach(async () => service?.close())

/** `content` from `from` to `to` through REST as the SDK signs it; answers its message id. */
const sendTo = async (node: TestNode, from: TestAccount, to: string, content: MessageContent) => {
  const { payloadType, text } = toPlain(content)
  const { id, req } = sendTextRequest(node, from, to, text, payloadType)
  expect(await node.send(req, from.headers)).toMatchObject({ code: 0 })
  return id
}

describe('Web Push: content types', () => {
  it('pushes the question and the reply, not the reaction, the edit or the delete', async () => {
    service = await startPushService()
    const outcomes: PushOutcome[] = []
    const node = await startNode(Date.now(), {
      webPush: { concurrency: 1, backoffMs: 1, timeoutMs: 10_000, observe: (o) => outcomes.push(o) },
    })
    const alice = await node.signUp('alice', 'Alice')
    const bob = await node.signUp('bob', 'Bob')
    await node.ask(userAuth, pushAuthBody(bob, 1, node.tick()))
    const device = service.subscribe()
    await bob.call(webPushSubscribe, { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth })
    await bob.call(webPushSetRules, { sources: [...PUSH_SOURCES], muted: [] })

    const question = await sendTo(node, alice, bob.userid, { type: 'text', text: 'Lunch?' })
    const context = { targetExcerpt: 'Lunch?' }
    await sendTo(
      node,
      alice,
      bob.userid,
      typedContent('reaction', { emoji: '👍', action: 'add' }, question, context),
    )
    await sendTo(node, alice, bob.userid, typedContent('edit', { text: 'Lunch at one?' }, question))
    await sendTo(node, alice, bob.userid, typedContent('delete', {}, question))
    const reply = typedContent('reply', { text: 'Well?', from: alice.userid, excerpt: 'Lunch?' }, question, {
      targetName: 'Alice',
    })
    await sendTo(node, alice, bob.userid, reply)
    // One at a time, in order: a push of any of the three changes would have come before the reply's.
    const pushes = await service.waitFor(2)
    expect(pushes.map((p) => p.content.body)).toEqual(['Lunch?', '↩ Alice: “Lunch?” Well?'])
    await expect.poll(() => outcomes.map((o) => o.result)).toEqual(['sent', 'sent'])
  })
})
