/**
 * The push server's Web Push channel (docs/protocol.md §4.6): subscriptions, rules, and the pushes the node
 * sends to a push service on loopback, which checks each request's VAPID header and decrypts it with the
 * subscription's keys as a browser would (tests/_util/push-service.ts).
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  addFriend,
  sendMessage,
  userAuth,
  WebPushMessage,
  webPushRules,
  webPushServerKey,
  webPushSetRules,
  webPushSubscribe,
  webPushUnsubscribe,
} from '#domain/contract'
import { E2E_CIPHER_SUITE, E2E_PAYLOAD_TYPE } from '#domain/e2e/constants'
import { PUSH_SOURCES } from '#domain/push/rules'
import { messageId } from '#domain/signing/socket'
import type { TestAccount } from '../../../tests/_util/node-client'
import { type PushService, startPushService, type TestSubscription } from '../../../tests/_util/push-service'
import type { PushOutcome } from '../../src/push/sender'
import { expectRefusal } from '../_util/refusal'
import { NODE_ID, sendTextRequest, startNode, type TestNode } from '../_util/rest-node'
import { pushAuthBody } from '../_util/signed-bodies'

let service: PushService
afterEach(async () => service?.close())

/** A node whose pushes are seen one at a time, in order, and whose failed tries are retried at once. */
const pushNode = async (options: { timeoutMs?: number } = {}) => {
  service = await startPushService()
  const outcomes: PushOutcome[] = []
  const node = await startNode(Date.now(), {
    webPush: {
      concurrency: 1,
      backoffMs: 1,
      timeoutMs: options.timeoutMs ?? 10_000,
      observe: (o) => outcomes.push(o),
    },
  })
  const alice = await node.signUp('alice', 'Alice')
  const bob = await node.signUp('bob', 'Bob')
  return { node, alice, bob, outcomes }
}

const authorise = (node: TestNode, account: TestAccount, status: 0 | 1 = 1) =>
  node.ask(userAuth, pushAuthBody(account, status, node.tick()))

/** Bob authorises the push server and subscribes one device. */
const subscribed = async (node: TestNode, account: TestAccount): Promise<TestSubscription> => {
  await authorise(node, account)
  const device = service.subscribe()
  await account.call(webPushSubscribe, {
    endpoint: device.endpoint,
    p256dh: device.p256dh,
    auth: device.auth,
  })
  return device
}

const sendText = async (node: TestNode, from: TestAccount, to: string, text: string) => {
  const { req } = sendTextRequest(node, from, to, text)
  return (await node.send(req, from.headers)) as { code: number }
}

describe('Web Push channel', () => {
  it('a chat message reaches the recipient as an encrypted push signed with the node key', async () => {
    const { node, alice, bob } = await pushNode()
    const device = await subscribed(node, bob)
    const { public_key } = await node.ask(webPushServerKey, {})
    await sendText(node, alice, bob.userid, 'Lunch at noon?')
    const [push] = await service.waitFor(1)
    expect(push?.subscription).toBe(device.id)
    expect(push?.vapidKey).toBe(public_key)
    expect(push?.content).toEqual({
      v: 1,
      source: 'chats',
      title: 'Alice',
      body: 'Lunch at noon?',
      tag: `chat:${alice.userid}`,
      url: `/chat/${alice.userid}`,
      ts: expect.any(Number),
    })
    expect(push?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'high',
    })
    expect(push?.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/)
  })

  it('an encrypted message pushes no text, only who wrote', async () => {
    const { node, alice, bob } = await pushNode()
    await subscribed(node, bob)
    const ts = node.tick()
    const payload = Buffer.from('mls ciphertext bytes')
    await node.send(
      node.signed(
        alice,
        sendMessage,
        {
          nodeid: NODE_ID,
          payload_type: E2E_PAYLOAD_TYPE,
          payload: payload.toString('base64'),
          cipher_suite: E2E_CIPHER_SUITE,
          content_topic: bob.userid,
          messageid: messageId({ comeFrom: alice.userid, contentTopic: bob.userid, timestamp: ts, payload }),
        },
        ts,
      ),
      alice.headers,
    )
    const [push] = await service.waitFor(1)
    expect(push?.content).toMatchObject({ title: 'Alice', body: 'New message from Alice' })
    expect(JSON.stringify(push?.content)).not.toContain('mls ciphertext')
  })

  it('a muted chat and a switched-off source send nothing; the next allowed one does', async () => {
    const { node, alice, bob, outcomes } = await pushNode()
    await subscribed(node, bob)
    const carol = await node.signUp('carol', 'Carol')
    await bob.call(webPushSetRules, {
      sources: PUSH_SOURCES.filter((s) => s !== 'friendRequests'),
      muted: [alice.userid],
    })
    await sendText(node, alice, bob.userid, 'muted')
    await carol.call(addFriend, { target_userid: bob.userid, content: 'hi' })
    await sendText(node, carol, bob.userid, 'from Carol')
    // One at a time, in order: had either of the first two been pushed, it would have come first.
    const pushes = await service.waitFor(1)
    expect(pushes.map((p) => p.content.body)).toEqual(['from Carol'])
    await expect.poll(() => outcomes.map((o) => o.result)).toEqual(['sent'])
  })

  it('a friend request pushes with a link to the notifications', async () => {
    const { node, alice, bob } = await pushNode()
    await subscribed(node, bob)
    await alice.call(addFriend, { target_userid: bob.userid, content: 'hi Bob' })
    const [push] = await service.waitFor(1)
    expect(push?.content).toMatchObject({ source: 'friendRequests', url: '/notifications', body: 'hi Bob' })
    expect(push?.content.tag).toMatch(/^notification:/)
    expect(push?.headers.urgency).toBe('normal')
  })

  it('quiet hours hold pushes in the person’s own time zone', async () => {
    const { node, alice, bob } = await pushNode()
    await subscribed(node, bob)
    const utcMinutes = new Date(node.clock.t).getUTCHours() * 60 + new Date(node.clock.t).getUTCMinutes()
    // Tokyo is UTC+9 all year: quiet for the hour around now there.
    const tokyo = (utcMinutes + 9 * 60) % 1440
    await bob.call(webPushSetRules, {
      sources: [...PUSH_SOURCES],
      muted: [],
      quiet_from: (tokyo + 1410) % 1440,
      quiet_to: (tokyo + 30) % 1440,
      time_zone: 'Asia/Tokyo',
    })
    await sendText(node, alice, bob.userid, 'quiet please')
    await bob.call(webPushSetRules, { sources: [...PUSH_SOURCES], muted: [] })
    await sendText(node, alice, bob.userid, 'loud')
    expect((await service.waitFor(1)).map((p) => p.content.body)).toEqual(['loud'])
  })

  it('a subscription the push service calls gone (410) is removed', async () => {
    const { node, alice, bob, outcomes } = await pushNode()
    const device = await subscribed(node, bob)
    expect((await bob.call(webPushRules, {})).subscriptions).toBe(1)
    service.expire(device.id)
    await sendText(node, alice, bob.userid, 'anyone there?')
    await expect.poll(() => outcomes.map((o) => [o.result, o.status])).toEqual([['gone', 410]])
    await expect.poll(async () => (await bob.call(webPushRules, {})).subscriptions).toBe(0)
  })

  it('a push service that hangs or fails is tried again, and the message is acknowledged meanwhile', async () => {
    const { node, alice, bob, outcomes } = await pushNode({ timeoutMs: 1_000 })
    await subscribed(node, bob)
    service.nextAnswers({ kind: 'hang' }, { kind: 'status', status: 503 })
    const answer = await sendText(node, alice, bob.userid, 'third time lucky')
    expect(answer.code).toBe(0)
    const [push] = await service.waitFor(1)
    expect(push?.content.body).toBe('third time lucky')
    await expect.poll(() => outcomes.at(-1)?.result).toBe('sent')
    // The hung try is cut by the sender's own deadline; on a busy machine a slow answer may add one more.
    expect(outcomes.slice(0, 2).map((o) => [o.result, o.status])).toEqual([
      ['retry', undefined],
      ['retry', 503],
    ])
  })

  it('no push once the push server is revoked', async () => {
    const { node, alice, bob } = await pushNode()
    await subscribed(node, bob)
    await authorise(node, bob, 0)
    await sendText(node, alice, bob.userid, 'revoked')
    await authorise(node, bob, 1)
    await sendText(node, alice, bob.userid, 'authorised again')
    expect((await service.waitFor(1)).map((p) => p.content.body)).toEqual(['authorised again'])
  })
})

describe('Web Push subscriptions and rules', () => {
  it('a subscription needs the push server authorised, real keys and room', async () => {
    const { node, bob } = await pushNode()
    const device = service.subscribe()
    const fields = { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth }
    await expectRefusal(bob.call(webPushSubscribe, fields), 403, WebPushMessage.notAuthorized)
    await authorise(node, bob)
    await expectRefusal(
      bob.call(webPushSubscribe, { ...fields, p256dh: device.auth }),
      400,
      WebPushMessage.invalidSubscription,
    )
    expect(await bob.call(webPushSubscribe, fields)).toEqual({ endpoint: device.endpoint, subscriptions: 1 })
    // The same endpoint again replaces its keys rather than counting twice.
    expect(await bob.call(webPushSubscribe, fields)).toEqual({ endpoint: device.endpoint, subscriptions: 1 })
    for (let i = 1; i < 10; i++) {
      const more = service.subscribe()
      await bob.call(webPushSubscribe, { endpoint: more.endpoint, p256dh: more.p256dh, auth: more.auth })
    }
    const eleventh = service.subscribe()
    await expectRefusal(
      bob.call(webPushSubscribe, {
        endpoint: eleventh.endpoint,
        p256dh: eleventh.p256dh,
        auth: eleventh.auth,
      }),
      409,
      WebPushMessage.tooManySubscriptions,
    )
    await bob.call(webPushUnsubscribe, { endpoint: device.endpoint })
    await expectRefusal(
      bob.call(webPushUnsubscribe, { endpoint: device.endpoint }),
      404,
      WebPushMessage.subscriptionNotFound,
    )
  })

  it('an endpoint must be https, or http on this machine', async () => {
    const { node, bob } = await pushNode()
    await authorise(node, bob)
    const device = service.subscribe()
    const req = node.signed(bob, webPushSubscribe, {
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
    })
    const elsewhere = { ...req, body: { ...req.body, endpoint: 'http://push.example.com/x' } }
    expect(await node.send(elsewhere, bob.headers)).toMatchObject({ code: 400 })
  })

  it('rules start with everything on and read back as set', async () => {
    const { bob } = await pushNode()
    expect(await bob.call(webPushRules, {})).toEqual({
      sources: [...PUSH_SOURCES],
      muted: [],
      subscriptions: 0,
    })
    const set = {
      sources: ['chats' as const, 'topics' as const],
      muted: ['group:abc'],
      quiet_from: 22 * 60,
      quiet_to: 7 * 60,
      time_zone: 'Europe/Paris',
    }
    expect(await bob.call(webPushSetRules, set)).toEqual({ ...set, subscriptions: 0 })
    expect(await bob.call(webPushRules, {})).toEqual({ ...set, subscriptions: 0 })
  })

  it('the server key stays the same across a restart on the same state', async () => {
    const { node } = await pushNode()
    const first = await node.ask(webPushServerKey, {})
    expect(Buffer.from(first.public_key, 'base64url')).toHaveLength(65)
    const again = await startNode(Date.now(), { state: node.app.context.state })
    expect(await again.ask(webPushServerKey, {})).toEqual(first)
  })
})
