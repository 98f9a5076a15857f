/**
 * The web push bench's node, in a process of its own (forked by bench/suites/webpush.ts over IPC): the mock
 * node with `devices` users who authorised the push server and keep one subscription each at the given push
 * service, as many who keep none, and a sender. It reports how long its pushes took from queued to
 * answered, read from the sender's outcomes.
 */
import { p256 } from '@noble/curves/nist.js'
import { PUSH_DAPP_ID } from '#domain/config'
import { bytesToBase64Url } from '#domain/push/base64url'
import { buildApp, type MockNode } from '../../mock-node/src/app'
import type { PushOutcome } from '../../mock-node/src/push/sender'
import { vapidKey } from '../../mock-node/src/push/vapid-key'
import { answerCommands } from './ipc'
import type { SeededUser } from './process'
import { seedUser } from './seed-user'

const outcomes: PushOutcome[] = []
let app: MockNode | undefined
let read = 0

const users = (node: MockNode, service: string, count: number, subscribed: boolean): SeededUser[] => {
  const key = bytesToBase64Url(p256.getPublicKey(p256.utils.randomSecretKey(), false))
  const { state } = node.context
  return Array.from({ length: count }, (_, i) => {
    const user = seedUser(node, `device ${i}`)
    state.identity.setAuth({
      userid: user.userid,
      dapp_id: PUSH_DAPP_ID,
      auth_status: 1,
      scopes: { 'Web3MQ/user.message:receive': 'on' },
      create_at: node.context.now(),
    })
    if (subscribed)
      state.webPush.put(user.userid, {
        endpoint: `${service}/push/${i}`,
        p256dh: key,
        auth: bytesToBase64Url(new Uint8Array(16).fill(i % 256)),
        created_at: node.context.now(),
      })
    return user
  })
}

const answered = () => outcomes.filter((o) => o.result === 'sent').length

answerCommands({
  /** `held`: the worker takes each push and sends none, so only the node's own part of a push is paid. */
  start: async ({ service, devices, held }: { service: string; devices: number; held?: boolean }) => {
    app = await buildApp({
      webPush: { observe: (o) => outcomes.push(o), ...(held ? { concurrency: 0 } : {}) },
    })
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    // What a browser's first subscription would have made the node create.
    vapidKey(app.context)
    return {
      url,
      subscribed: users(app, service, devices, true),
      unsubscribed: users(app, service, devices, false),
      sender: seedUser(app, 'sender'),
    }
  },
  /** Once `count` pushes in all are answered: the queued → answered times of those not read before, in ms. */
  drain: async ({ count }: { count: number }) => {
    const started = Date.now()
    while (answered() < count) {
      if (Date.now() - started > 120_000) throw new Error(`only ${answered()} of ${count} pushes answered`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const fresh = outcomes.slice(read).filter((o) => o.result === 'sent')
    read = outcomes.length
    return fresh.map((o) => o.at - o.queuedAt)
  },
})
