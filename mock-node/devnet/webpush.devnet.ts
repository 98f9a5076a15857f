/**
 * Web Push on a devnet (docs/protocol.md §4.6, mock-node/README.md "Web Push"): every node signs with the one
 * VAPID key kept in the shared state, a subscription made on one node is pushed to by the others, each
 * message is pushed once (only the node that accepted it sends), and a subscription the push service calls
 * gone is forgotten on every node.
 */
import { afterAll, describe, expect, it } from 'vitest'
import {
  buildRequest,
  type Endpoint,
  type ParamsOf,
  readResponse,
  userAuth,
  webPushRules,
  webPushServerKey,
  webPushSubscribe,
} from '#domain/contract'
import { monotonicClock, signUpAndLogIn } from '../../tests/_util/node-client'
import { startPushService } from '../../tests/_util/push-service'
import { seedChat } from '../../tests/_util/seed-chat'
import { ethWallet } from '../../tests/fakes/wallets'
import { devnetOfThree } from '../test/_util/devnet-sockets'
import { pushAuthBody } from '../test/_util/signed-bodies'

const tick = monotonicClock()
const { node, call } = devnetOfThree('webpush', tick)
const service = await startPushService()
afterAll(() => service.close())

const ask = async <E extends Endpoint>(at: number, endpoint: E, params: ParamsOf<E>) =>
  readResponse(endpoint, await node(at).send(buildRequest(endpoint, params, { timestamp: tick() })))

describe('web push on a devnet', () => {
  it('one key on every node, one push per message whichever node took it, a gone subscription gone everywhere', async () => {
    const alice = await signUpAndLogIn(node(0).send, ethWallet('devnet-push-alice'), {
      now: tick,
      nickname: 'Alice',
    })
    const bob = await signUpAndLogIn(node(1).send, ethWallet('devnet-push-bob'), { now: tick })
    const keys = [
      await ask(0, webPushServerKey, {}),
      await ask(1, webPushServerKey, {}),
      await ask(2, webPushServerKey, {}),
    ]
    expect(new Set(keys.map((k) => k.public_key)).size).toBe(1)

    await ask(1, userAuth, pushAuthBody(bob, 1, tick()))
    const device = service.subscribe()
    await call(2, bob, webPushSubscribe, {
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
    })

    const write = (at: number, text: string) => seedChat(node(at).send, alice, bob, 1, () => text)
    // Each node starts its push worker at its first push: once all three run, a second sender would push
    // within moments of the first, long before the next message is even written.
    for (const at of [0, 1, 2]) await write(at, `warming node ${at}`)
    await service.waitFor(3)
    await write(0, 'through the first node')
    await service.waitFor(4)
    await write(1, 'through the second node')
    const pushes = (await service.waitFor(5)).slice(3)
    expect(pushes.map((p) => [p.content.title, p.content.body, p.vapidKey])).toEqual([
      ['Alice', 'through the first node', keys[0]?.public_key],
      ['Alice', 'through the second node', keys[0]?.public_key],
    ])

    service.expire(device.id)
    await write(2, 'to a browser that left')
    await expect.poll(() => service.requests.some((r) => r.status === 410)).toBe(true)
    for (const at of [0, 1, 2])
      await expect.poll(async () => (await call(at, bob, webPushRules, {})).subscriptions).toBe(0)
    expect(service.received).toHaveLength(5)
  })
})
