/**
 * A mention lets a push through the mute of its group (docs/product.md §14.8, docs/protocol.md §3.11): Bob muted
 * the group, so a message that does not name him sends him nothing, and one that mentions him does.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createGroup, groupInvitation, userAuth, webPushSetRules, webPushSubscribe } from '#domain/contract'
import { PUSH_SOURCES } from '#domain/push/rules'
import { toPlain, typedContent } from '../../../src/domain/messages/content'
import type { TestAccount } from '../../../tests/_util/node-client'
import { type PushService, startPushService } from '../../../tests/_util/push-service'
import type { PushOutcome } from '../../src/push/sender'
import { sendTextRequest, startNode, type TestNode } from '../_util/rest-node'
import { pushAuthBody } from '../_util/signed-bodies'

let service: PushService
afterEach(async () => service?.close())

/** A group message with this payloadType and text, sent through REST as the SDK signs it. */
const sendTo = async (
  node: TestNode,
  from: TestAccount,
  groupid: string,
  payloadType: string,
  text: string,
) => {
  const { req } = sendTextRequest(node, from, groupid, text, payloadType)
  return (await node.send(req, from.headers)) as { code: number }
}

describe('Web Push: mentions', () => {
  it('a muted group pushes only the message that mentions him', async () => {
    service = await startPushService()
    const outcomes: PushOutcome[] = []
    const node = await startNode(Date.now(), {
      webPush: { concurrency: 1, backoffMs: 1, timeoutMs: 10_000, observe: (o) => outcomes.push(o) },
    })
    const alice = await node.signUp('alice', 'Alice')
    const bob = await node.signUp('bob', 'Bob')
    const group = await alice.call(createGroup, { group_name: 'Crew' })
    await alice.call(groupInvitation, { groupid: group.groupid, members: [bob.userid] })
    await node.ask(userAuth, pushAuthBody(bob, 1, node.tick()))
    const device = service.subscribe()
    await bob.call(webPushSubscribe, { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth })
    await bob.call(webPushSetRules, { sources: [...PUSH_SOURCES], muted: [group.groupid] })

    expect(
      await sendTo(node, alice, group.groupid, 'text/plain; charset=utf-8', '@Bob plain text'),
    ).toMatchObject({
      code: 0,
    })
    const mention = toPlain(
      typedContent(
        'mention',
        { text: '@Bob you there?', mentions: [{ user: bob.userid, at: 0, length: 4 }] },
        undefined,
      ),
    )
    expect(await sendTo(node, alice, group.groupid, mention.payloadType, mention.text)).toMatchObject({
      code: 0,
    })
    // One at a time, in order: had the plain one been pushed, it would have come first.
    const pushes = await service.waitFor(1)
    expect(pushes.map((p) => p.content.body)).toEqual(['Alice: @Bob you there?'])
    await expect.poll(() => outcomes.map((o) => o.result)).toEqual(['sent'])
  })
})
