/**
 * A devnet when things break (mock-node/README.md "A devnet of many nodes"): no engine at start is one
 * line and a non-zero exit; an engine lost while running refuses writes with a retryable envelope error and
 * keeps serving reads, and the nodes recover by themselves with nothing lost when it returns; a node
 * restarted on its own folder catches up from where it stood; and three servers keeping a 3-replica log
 * lose no acknowledged entry when the log's leader is killed.
 */
import { jetstream, jetstreamManager } from '@nats-io/jetstream'
import { connect } from '@nats-io/transport-node'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  buildRequest,
  messageHistory,
  myProfile,
  NodeCode,
  NodeMessage,
  readResponse,
  sendMessage,
  serverList,
  updateMyProfile,
} from '#domain/contract'
import { base64ToBytes, bytesToBase64, bytesToUtf8, utf8ToBytes } from '#domain/crypto/encoding'
import { messageId } from '#domain/signing/socket'
import { monotonicClock, type Send, signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { ethWallet } from '../../tests/fakes/wallets'
import { tempDataDir } from '../test/_util/data-dir'
import {
  freePort,
  type NatsServer,
  removeStores,
  startNats,
  startNatsCluster,
} from '../test/_util/devnet-engine'
import { type RunningDevnetNode, runToExit, startDevnetNode } from '../test/_util/devnet-nodes'

const WAIT = { timeout: 20_000, interval: 100 }
const tick = monotonicClock()
const running: { nodes: RunningDevnetNode[]; servers: NatsServer[] } = { nodes: [], servers: [] }

afterAll(async () => {
  for (const n of running.nodes) await n.stop()
  for (const s of running.servers) await s.stop()
  removeStores()
})

const nodeOn = async (servers: readonly string[], options: Parameters<typeof startDevnetNode>[1] = {}) => {
  const node = await startDevnetNode(servers, options)
  running.nodes.push(node)
  return node
}

const signed = (
  account: TestAccount,
  send: Send,
  endpoint: typeof myProfile | typeof updateMyProfile,
  params = {},
) => send(buildRequest(endpoint, params, { signer: account.signer, timestamp: tick() }), account.headers)

/** A text message from `from` to `to` over REST, signed for its own timestamp. */
const restMessage = (from: TestAccount, to: TestAccount, text: string) => {
  const timestamp = tick()
  const payload = utf8ToBytes(text)
  const params = {
    nodeid: 'devnet',
    payload_type: 'text/plain; charset=utf-8',
    payload: bytesToBase64(payload),
    cipher_suite: 'NONE',
    content_topic: to.userid,
    messageid: messageId({ comeFrom: from.userid, contentTopic: to.userid, timestamp, payload }),
  }
  return buildRequest(sendMessage, params, { signer: from.signer, timestamp })
}

const historyTexts = async (
  at: RunningDevnetNode,
  reader: TestAccount,
  peer: TestAccount,
): Promise<string[]> => {
  const texts: string[] = []
  for (let page = 1; ; page++) {
    const request = buildRequest(
      messageHistory,
      { topic: peer.userid, page, size: 100 },
      { signer: reader.signer, timestamp: tick() },
    )
    const { items } = readResponse(messageHistory, await at.send(request, reader.headers))
    texts.push(...items.map((m) => bytesToUtf8(base64ToBytes(m.payload))))
    if (items.length < 100) return texts.sort()
  }
}

describe('the engine missing or lost', () => {
  it('refuses to start without an engine: one line naming the URL, a non-zero exit', async () => {
    const url = `nats://127.0.0.1:${await freePort()}`
    const { code, output } = await runToExit(['--cluster', url, '--memory', '--port', '0'])
    expect(code).toBe(1)
    const lines = output.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^mock node: cannot reach the devnet engine at ${url}: `))
  })

  it('answers writes 503 and reads as usual while the engine is away, then recovers with nothing lost', async () => {
    const nats = await startNats()
    running.servers.push(nats)
    const one = await nodeOn([nats.url], { nodeId: 'node:fault-1' })
    const two = await nodeOn([nats.url], { nodeId: 'node:fault-2' })
    const alice = await signUpAndLogIn(one.send, ethWallet('fault-alice'), { now: tick })
    const bob = await signUpAndLogIn(two.send, ethWallet('fault-bob'), { now: tick })
    expect(await one.send(restMessage(alice, bob, 'before the outage'), alice.headers)).toMatchObject({
      code: 0,
    })

    await nats.stop()
    await vi.waitFor(() => expect(one.node.engine.reachable).toBe(false), WAIT)
    expect(await signed(alice, one.send, updateMyProfile, { nickname: 'Offline Alice' })).toEqual({
      code: NodeCode.unavailable,
      msg: NodeMessage.devnetUnavailable,
      data: null,
    })
    expect(await signed(alice, one.send, myProfile)).toMatchObject({
      code: 0,
      data: { userid: alice.userid },
    })

    await nats.start()
    await vi.waitFor(async () => {
      expect(await signed(alice, one.send, updateMyProfile, { nickname: 'Alice again' })).toMatchObject({
        code: 0,
      })
    }, WAIT)
    expect(await one.send(restMessage(alice, bob, 'after the outage'), alice.headers)).toMatchObject({
      code: 0,
    })
    // Node 2 follows the log again by itself: it has the write made through node 1 after the return.
    await vi.waitFor(async () => {
      expect(await signed(bob, two.send, myProfile)).toMatchObject({ code: 0 })
      expect(await historyTexts(two, bob, alice)).toEqual(['after the outage', 'before the outage'])
    }, WAIT)
  })
})

describe('the server list through an engine outage', () => {
  it('ages the other nodes out while the engine is away and lists them again once it is back', async () => {
    const nats = await startNats()
    running.servers.push(nats)
    const one = await nodeOn([nats.url], { nodeId: 'node:list-out-1' })
    const two = await nodeOn([nats.url], { nodeId: 'node:list-out-2' })
    const listed = async () => {
      const body = await (await fetch(new URL('/api/server-list/', one.url))).json()
      return readResponse(serverList, body)
        .map((s) => s.endpoint)
        .sort()
    }
    const both = [one.url, two.url].sort()
    await vi.waitFor(async () => expect(await listed()).toEqual(both), WAIT)
    await nats.stop()
    // Nothing refreshes node 2's record for node 1 meanwhile: it ages out, node 1 still lists itself.
    await vi.waitFor(async () => expect(await listed()).toEqual([one.url]), WAIT)
    await nats.start()
    await vi.waitFor(async () => expect(await listed()).toEqual(both), WAIT)
  })
})

describe('a log written to by something else', () => {
  it('skips an entry no node wrote, on every node alike, and goes on', async () => {
    const nats = await startNats()
    running.servers.push(nats)
    const one = await nodeOn([nats.url], { nodeId: 'node:odd-1' })
    const two = await nodeOn([nats.url], { nodeId: 'node:odd-2' })
    const alice = await signUpAndLogIn(one.send, ethWallet('odd-alice'), { now: tick })
    const nc = await connect({ servers: nats.url })
    try {
      await jetstream(nc).publish('devnet.log', utf8ToBytes('{"not":"an entry"}'))
    } finally {
      await nc.close()
    }
    expect(await signed(alice, one.send, updateMyProfile, { nickname: 'After the odd entry' })).toMatchObject(
      {
        code: 0,
      },
    )
    await vi.waitFor(async () => {
      expect(await signed(alice, two.send, myProfile)).toMatchObject({
        data: { nickname: 'After the odd entry' },
      })
    }, WAIT)
    // The read on node 2 is a log commit of its own (its replay record), which node 1 applies a moment later.
    await vi.waitFor(() => expect(two.node.replicator.applied).toBe(one.node.replicator.applied), WAIT)
  })
})

describe('a node restarted on its own folder', () => {
  it('resumes from the entry it had applied and catches up on what it missed', async () => {
    const nats = await startNats()
    running.servers.push(nats)
    const one = await nodeOn([nats.url], { nodeId: 'node:stay' })
    const alice = await signUpAndLogIn(one.send, ethWallet('restart-alice'), { now: tick })
    const dataDir = tempDataDir()
    const first = await startDevnetNode([nats.url], { nodeId: 'node:restarted', dataDir })
    const stoodAt = first.node.replicator.applied
    expect(stoodAt).toBeGreaterThan(0)
    await first.stop()

    expect(
      await signed(alice, one.send, updateMyProfile, { nickname: 'Changed while it was down' }),
    ).toMatchObject({
      code: 0,
    })
    const again = await nodeOn([nats.url], { nodeId: 'node:restarted', dataDir })
    expect(again.node.replicator.resumedFrom).toBe(stoodAt)
    expect(again.node.replicator.applied).toBeGreaterThan(stoodAt)
    expect(await signed(alice, again.send, myProfile)).toMatchObject({
      code: 0,
      data: { nickname: 'Changed while it was down' },
    })
  })
})

describe('three servers keeping a 3-replica log', () => {
  it('lose no acknowledged message when the log’s leader is killed', async () => {
    const servers = await startNatsCluster()
    running.servers.push(...servers)
    const urls = servers.map((s) => s.url)
    const one = await nodeOn(urls, { nodeId: 'node:r3-1', replicas: 3, namespace: 'r3' })
    const two = await nodeOn(urls, { nodeId: 'node:r3-2', replicas: 3, namespace: 'r3' })
    const alice = await signUpAndLogIn(one.send, ethWallet('r3-alice'), { now: tick })
    const bob = await signUpAndLogIn(two.send, ethWallet('r3-bob'), { now: tick })

    const acked: string[] = []
    const sendAll = async (from: number, to: number) => {
      for (let n = from; n < to; n++) {
        const text = `message ${n}`
        // Retried with a fresh signature until acknowledged; the leader's election answers 503 meanwhile.
        await vi.waitFor(
          async () => {
            expect(await one.send(restMessage(alice, bob, text), alice.headers)).toMatchObject({ code: 0 })
          },
          { timeout: 45_000, interval: 200 },
        )
        acked.push(text)
      }
    }
    await sendAll(0, 20)
    const nc = await connect({ servers: urls })
    const leader = (await (await jetstreamManager(nc)).streams.info('r3-log')).cluster?.leader
    await nc.close()
    const victim = servers.find((s) => s.name === leader)
    expect(victim).toBeDefined()
    await victim?.stop('SIGKILL')
    await sendAll(20, 40)

    for (const at of [one, two]) {
      // A signed read is a log commit too (replay record), so it meets the same election: a node whose
      // engine connection was on the killed server answers 503 until it has reconnected. Retried like a
      // client would; what must hold is the content once it answers.
      await vi.waitFor(
        async () => {
          const texts = await historyTexts(at, bob, alice)
          for (const text of acked) expect(texts).toContain(text)
          expect(new Set(texts)).toEqual(new Set(acked))
        },
        { timeout: 45_000, interval: 200 },
      )
    }
  }, 180_000)
})
