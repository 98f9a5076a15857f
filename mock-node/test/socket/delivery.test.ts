/** Fan-out in batches: nothing before the publisher's turn ends, every target reached, no batch over budget. */
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { DeliveryQueue, STALL_LIMIT_MS } from '../../src/socket/delivery'
import type { SocketEnv } from '../../src/socket/env'
import type { Peer } from '../../src/socket/peer'
import { hubListener } from '../../src/socket/push'
import type { NotificationRecord } from '../../src/state/notifications'

/** A queue whose clock advances 1 ms per send and whose batches run only when the test says so. */
const steppedQueue = (budgetMs = 20) => {
  let t = 0
  const pending: Array<() => void> = []
  const queue = new DeliveryQueue({ budgetMs, now: () => t, defer: (run) => pending.push(run) })
  const tick = () => {
    t += 1
  }
  /** Runs one scheduled batch; false when none is scheduled. */
  const runBatch = (): boolean => {
    const run = pending.shift()
    run?.()
    return run !== undefined
  }
  return { queue, tick, runBatch, clock: () => t }
}

const ids = (n: number, prefix = 'u') => Array.from({ length: n }, (_, i) => `${prefix}${i}`)

describe('delivery queue', () => {
  it('sends nothing in the publisher’s turn, then everyone in batches that stay within the budget', () => {
    const { queue, tick, runBatch, clock } = steppedQueue(20)
    const sent: string[] = []
    queue.enqueue(ids(100), (id) => {
      sent.push(id)
      tick()
    })
    expect(sent).toEqual([])
    const batches: number[] = []
    for (let before = clock(); runBatch(); before = clock()) batches.push(clock() - before)
    expect(sent).toEqual(ids(100))
    expect(batches).toEqual([20, 20, 20, 20, 20])
  })

  it('sends for half the 20 ms stall limit by default, so the send that crosses it and waiting I/O still fit', () => {
    let t = 0
    const pending: Array<() => void> = []
    const queue = new DeliveryQueue({ now: () => t, defer: (run) => pending.push(run) })
    const perBatch: number[] = []
    queue.enqueue(ids(25), () => {
      t += 1
    })
    for (let run = pending.shift(); run; run = pending.shift()) {
      const before = t
      run()
      perBatch.push(t - before)
    }
    expect(STALL_LIMIT_MS).toBe(20)
    expect(perBatch).toEqual([10, 10, 5])
  })

  it('keeps publishes in order and lets one failing target cost only itself', () => {
    const { queue, runBatch } = steppedQueue()
    const sent: string[] = []
    queue.enqueue(ids(3, 'a'), (id) => {
      if (id === 'a1') throw new Error('socket gone')
      sent.push(id)
    })
    queue.enqueue(ids(2, 'b'), (id) => sent.push(id))
    while (runBatch());
    expect(sent).toEqual(['a0', 'a2', 'b0', 'b1'])
  })

  it('resolves drained once all queued deliveries are sent (real scheduling)', async () => {
    const queue = new DeliveryQueue()
    const sent: string[] = []
    queue.enqueue(ids(5000), (id) => sent.push(id))
    expect(sent).toHaveLength(0)
    await queue.drained()
    expect(sent).toHaveLength(5000)
    await queue.drained()
  })
})

const record: NotificationRecord = {
  messageid: 'feed',
  from: 'user:creator',
  topic: 'topic:news',
  from_sign: '',
  cipher_suite: 'NONE',
  payload_type: 'application/json',
  payload: { title: 'Hello', content: 'First', type: 'subscription', version: 1, timestamp: 1 },
  timestamp: 1,
  version: 1,
  read: false,
  status: 'received',
}

describe('hub fan-out', () => {
  it('encodes a publish once and reaches every socket of every subscriber after the publisher’s turn', async () => {
    const received = new Map<string, Uint8Array[]>()
    const peerOf = (userid: string, device: number): Peer =>
      ({
        socket: {
          readyState: WebSocket.OPEN,
          send: (bytes: Uint8Array) =>
            received.set(`${userid}#${device}`, [...(received.get(`${userid}#${device}`) ?? []), bytes]),
        },
      }) as unknown as Peer
    const env = {
      ctx: { nodeId: 'node:test' },
      registry: { ofUser: (userid: string) => [peerOf(userid, 1), peerOf(userid, 2)] },
    } as unknown as SocketEnv
    const queue = new DeliveryQueue()
    const subscribers = ids(3000)
    hubListener(env, queue).notification?.(subscribers, record)
    expect(received.size).toBe(0)
    await queue.drained()
    expect(received.size).toBe(6000)
    const frames = [...received.values()].map((list) => {
      expect(list).toHaveLength(1)
      return list[0]
    })
    expect(new Set(frames).size).toBe(1)
  })
})
