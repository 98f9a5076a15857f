/**
 * The Web Push channel under load (docs/protocol.md §4.6): a node with 1,000 subscribed devices, each a
 * user who authorised the push server, and a push service on loopback that answers 201 at once. One
 * sender writes to the 1,000 in turn, one message in flight. Rows: the sender's send → ack p95 with pushes
 * going out against the same node whose recipients keep no subscription (a push must never slow an ack);
 * and a message's stored → push answered p95 against a bare POST of the same size to the same service (what
 * the queue, the encryption and the signature add). The node, the push service and this load generator each
 * run in a process of their own.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { FrameType } from '#domain/protocol'
import { type BenchSuite, compareAll, QUICK } from '../harness'
import { forkChild } from '../node/ipc'
import type { SeededUser } from '../node/process'
import { percentile, signedChatFrame } from './mock-node-chat'
import { type BenchSocket, type BenchUser, benchUser, connectUser } from './mock-node-setup'

const DEVICES = 1_000
const MESSAGES = QUICK ? 200 : 500
/** A push body is about this size: one record of a short alert (docs/protocol.md §4.6). */
const BODY = new Uint8Array(320)

/**
 * A loopback push service in a process of its own (a push service is another machine), answering every
 * request 201 at once.
 */
const SERVICE = `
const server = require('node:http').createServer((request, response) => {
  request.resume()
  request.on('end', () => response.writeHead(201).end())
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

const startService = async () => {
  const child = spawn(process.execPath, ['-e', SERVICE], { stdio: ['ignore', 'pipe', 'inherit'] })
  const [line] = (await once(child.stdout, 'data')) as [Buffer]
  const url = `http://127.0.0.1:${line.toString('utf8').trim()}`
  return {
    url,
    close: async () => {
      child.kill()
      await once(child, 'exit')
    },
  }
}

/** Sends `count` frames from `from`, each to the next of `to`, one in flight; resolves with the ack p95. */
const ackP95 = (from: BenchUser, socket: BenchSocket, to: readonly BenchUser[], count: number) =>
  new Promise<number>((resolve, reject) => {
    const latencies: number[] = []
    let sentAt = 0
    const sendNext = () => {
      const target = to[latencies.length % to.length] as BenchUser
      sentAt = performance.now()
      socket.ws.send(signedChatFrame(from, target, socket.nodeId))
    }
    const timer = setTimeout(() => reject(new Error(`only ${latencies.length}/${count} acked`)), 120_000)
    const onAck = (data: Buffer) => {
      if (data[1] !== FrameType.messageStatus) return
      latencies.push(performance.now() - sentAt)
      if (latencies.length < count) return sendNext()
      clearTimeout(timer)
      socket.ws.off('message', onAck)
      resolve(percentile(latencies, 95))
    }
    socket.ws.on('message', onAck)
    sendNext()
  })

/** Bare POSTs of a push's size to the service, `parallel` at a time; resolves with each one's time. */
const barePosts = async (service: string, count: number, parallel: number): Promise<number[]> => {
  const times: number[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const i = next++
      const start = performance.now()
      const response = await fetch(`${service}/push/${i % DEVICES}`, { method: 'POST', body: BODY })
      await response.body?.cancel()
      times.push(performance.now() - start)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return times
}

/** The bench's node in its own process, its users, and the sender's socket. */
const startNode = async (service: string, held = false) => {
  const node = forkChild(fileURLToPath(new URL('../node/webpush-node.ts', import.meta.url)))
  const started = await node.call<{
    url: string
    subscribed: SeededUser[]
    unsubscribed: SeededUser[]
    sender: SeededUser
  }>('start', { service, devices: DEVICES, held })
  const sender = benchUser(started.sender)
  return {
    node,
    sender,
    socket: await connectUser(started.url, sender),
    subscribed: started.subscribed.map(benchUser),
    unsubscribed: started.unsubscribed.map(benchUser),
  }
}

const run = async (): Promise<void> => {
  const service = await startService()
  const { node, sender, socket, subscribed, unsubscribed } = await startNode(service.url)
  try {
    // Every message to a subscribed user makes one push; a round starts once the ones before are answered.
    let expected = 0
    const toSubscribed = async () => {
      await node.call('drain', { count: expected })
      expected += MESSAGES
      return ackP95(sender, socket, subscribed, MESSAGES)
    }
    await compareAll(
      `web push: ${DEVICES.toLocaleString('en-US')} subscribed devices, node in its own process (ms, lower is faster)`,
      [
        {
          name: `send → ack p95, each message to the next device's user (${MESSAGES} msgs)`,
          unit: 'ms',
          ours: toSubscribed,
          reference: {
            name: 'recipients without a subscription',
            round: () => ackP95(sender, socket, unsubscribed, MESSAGES),
          },
        },
        {
          name: `stored → push answered p95 (${MESSAGES} msgs)`,
          unit: 'ms',
          ours: async () => {
            await node.call('drain', { count: expected })
            await toSubscribed()
            return percentile(await node.call<number[]>('drain', { count: expected }), 95)
          },
          reference: {
            name: `bare ${BODY.length}-byte POST`,
            round: async () => percentile(await barePosts(service.url, MESSAGES, 1), 95),
          },
        },
      ],
    )
    socket.ws.close()
    await heldRow(service.url)
  } finally {
    await node.stop()
    await service.close()
  }
}

/**
 * What the node's event loop itself pays per push: the same rounds against a node whose push worker takes
 * each push and sends none, so the alerts are worked out and handed over but no encryption, signature or
 * HTTP competes for the machine's cores.
 */
const heldRow = async (service: string): Promise<void> => {
  const { node, sender, socket, subscribed, unsubscribed } = await startNode(service, true)
  try {
    await compareAll(
      "web push: the node's own part, pushes handed to a worker that sends none (ms, lower is faster)",
      [
        {
          name: `send → ack p95, each message to the next device's user (${MESSAGES} msgs)`,
          unit: 'ms',
          ours: () => ackP95(sender, socket, subscribed, MESSAGES),
          reference: {
            name: 'recipients without a subscription',
            round: () => ackP95(sender, socket, unsubscribed, MESSAGES),
          },
        },
      ],
    )
    socket.ws.close()
  } finally {
    await node.stop()
  }
}

export const webPushSuite: BenchSuite = { name: 'webpush', run }
