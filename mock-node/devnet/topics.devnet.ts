/**
 * Finding and leaving topics on a devnet (docs/protocol.md §4.7): a topic created on one node is found by
 * name on another, and an unsubscribe taken by a third stops the posts a publish on the first sends, live and
 * in history, on every node.
 */
import { describe, expect, it } from 'vitest'
import {
  createTopic,
  notificationHistory,
  publishTopicMessage,
  searchTopics,
  subscribeTopic,
  unsubscribeTopic,
} from '#domain/contract'
import { bytesToUtf8 } from '#domain/crypto/encoding'
import { monotonicClock, signUpAndLogIn } from '../../tests/_util/node-client'
import { ethWallet } from '../../tests/fakes/wallets'
import { devnetOfThree, WAIT_MS } from '../test/_util/devnet-sockets'
import type { TestClient } from '../test/_util/socket-client'

const tick = monotonicClock()
const { node, call, connectAs } = devnetOfThree('topics', tick)

/** The title of the next type-20 frame's one notification. */
const nextTitle = async (socket: TestClient): Promise<string> => {
  const frame = await socket.nextOf('notificationList', WAIT_MS)
  const payload = JSON.parse(bytesToUtf8(frame.message.data[0]?.payload ?? new Uint8Array()))
  return String(payload.title)
}

describe('topics on a devnet', () => {
  it('finds a topic on another node, and leaving it on a third stops the next post', async () => {
    const alice = await signUpAndLogIn(node(0).send, ethWallet('devnet-topics-alice'), { now: tick })
    const bob = await signUpAndLogIn(node(1).send, ethWallet('devnet-topics-bob'), { now: tick })
    const ferries = await call(0, alice, createTopic, { topic_name: 'Devnet ferries' })
    const weather = await call(0, alice, createTopic, { topic_name: 'Devnet weather' })

    const found = await call(1, bob, searchTopics, { keyword: 'ferries' })
    expect(found.items.map((t) => [t.topicid, t.subscribed])).toEqual([[ferries.topicid, false]])
    await call(1, bob, subscribeTopic, { topicid: ferries.topicid })
    await call(1, bob, subscribeTopic, { topicid: weather.topicid })
    for (const at of [0, 1, 2])
      await expect
        .poll(async () => (await call(at, bob, searchTopics, { keyword: 'ferries' })).items[0]?.subscribed)
        .toBe(true)

    const socket = await connectAs(node(2), bob)
    await call(0, alice, publishTopicMessage, { topicid: ferries.topicid, title: 'Ferry 1', content: '' })
    expect(await nextTitle(socket)).toBe('Ferry 1')

    await call(2, bob, unsubscribeTopic, { topicid: ferries.topicid })
    // Node 1 took the write through the log before answering; node 0 publishes once it has applied it too.
    await expect
      .poll(async () => (await call(0, bob, searchTopics, { keyword: 'ferries' })).items[0]?.subscribed)
      .toBe(false)
    await call(0, alice, publishTopicMessage, { topicid: ferries.topicid, title: 'Ferry 2', content: '' })
    await call(0, alice, publishTopicMessage, { topicid: weather.topicid, title: 'Gale', content: '' })
    // In order on one socket: had Ferry 2 reached Bob, it would come before Gale.
    expect(await nextTitle(socket)).toBe('Gale')
    for (const at of [0, 1, 2])
      await expect
        .poll(async () => (await call(at, bob, notificationHistory, {})).items.map((i) => i.payload.title))
        .toEqual(['Gale', 'Ferry 1'])
  })
})
