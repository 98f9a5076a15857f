/**
 * `npm run bench -- failover`: how fast a client gets back online when its node dies (docs/protocol.md §3.9).
 *
 * - kill → online on another node: a three-node devnet of node processes on one nats-server; an SDK
 *   client (seeds: the three nodes) on node X; SIGKILL X; the time until the client's socket is open on
 *   another node; X restarted before the next kill. Reference, in the same rounds: a fresh client's start on
 *   the same devnet (discovery, then connect to open), what a person would wait for on a reload.
 * - reconnect after the same node returns: one plain node with fault injection (`POST /__mock/outage`
 *   drops every socket and refuses for the outage); two connections on it at once, the SDK's (back-off capped
 *   at 2 s) and one with the earlier 30 s cap as the reference; the time from the outage's end until each
 *   is open again, for outages of 1, 8 and 30 s.
 *
 * Every loop is bounded; everything runs on loopback and is stopped at the end, also when a round fails.
 */

import { buildApp, type MockNode } from '../../mock-node/src/app'
import {
  freePort,
  type NatsServer,
  removeStores,
  requireNatsServer,
  startNats,
} from '../../mock-node/test/_util/devnet-engine'
import { type SpawnedNode, spawnDevnetNode } from '../../mock-node/test/_util/devnet-nodes'
import { createFetchNodeProbe } from '../../src/adapters/http/node-probe'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { type Client, Connection, initWeb3MQ } from '../../src/sdk'
import { httpSend, signUpAndLogIn, type TestAccount } from '../../tests/_util/node-client'
import { testPorts } from '../../tests/_util/sdk-context'
import { cryptoRandom, MemoryLogger, systemClock } from '../../tests/fakes/ports'
import { ethWallet } from '../../tests/fakes/wallets'
import { type BenchSuite, printTable, QUICK } from '../harness'
import { comparison } from './devnet/rounds'

const KILLS = QUICK ? 3 : 10
const OUTAGES_MS = [1_000, 8_000, 30_000] as const
const OUTAGE_ROUNDS = QUICK ? 1 : 3
/** No client waits longer than this for any one event. */
const BOUND_MS = 60_000
const POLL_MS = 10

const keysOf = (account: TestAccount) => ({
  PrivateKey: account.sessionKeys.PrivateKey,
  PublicKey: account.sessionKeys.PublicKey,
  userid: account.userid,
})

/** Resolves once `done()` holds, checking every POLL_MS; rejects after BOUND_MS. */
const until = async (done: () => boolean, what: string): Promise<void> => {
  const deadline = Date.now() + BOUND_MS
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`bench failover: ${what} not within ${BOUND_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

interface Devnet {
  nats: NatsServer
  ports: number[]
  nodes: Map<number, SpawnedNode>
  clients: Client[]
}

const urlOf = (port: number) => `http://127.0.0.1:${port}`

const startNode = async (net: Devnet, port: number): Promise<void> => {
  const id = `node:bench-failover-${net.ports.indexOf(port) + 1}`
  const args = [
    '--cluster',
    net.nats.url,
    '--memory',
    '--node-id',
    id,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
  ]
  net.nodes.set(port, await spawnDevnetNode(args))
}

/** An SDK client started as the app starts on a devnet: the seeds, then discovery (or `connectUrl`). */
const client = async (net: Devnet, account: TestAccount, connectUrl?: string): Promise<Client> => {
  const ports = testPorts({ socket: createNodeSocketTransport(), probe: createFetchNodeProbe() })
  const seeds = net.ports.map(urlOf)
  const web3mq = await initWeb3MQ(
    { seedNodes: seeds, env: 'dev', ...(connectUrl ? { connectUrl } : {}) },
    ports,
  )
  const made = web3mq.createClient(keysOf(account))
  net.clients.push(made)
  await made.connect()
  return made
}

/** Kills the node the client is on; the time until the client is open on another one. */
const killUnder = async (net: Devnet, on: Client): Promise<number> => {
  const from = on.context.config.fastUrl
  const port = Number(new URL(from).port)
  await net.nodes.get(port)?.kill('SIGKILL')
  net.nodes.delete(port)
  const killedAt = performance.now()
  await until(() => on.context.config.fastUrl !== from && on.connection?.status === 'open', 'failover')
  const ms = performance.now() - killedAt
  await startNode(net, port)
  return ms
}

/** A fresh client's start on the devnet: discovery and connect, until open. */
const freshStart = async (net: Devnet, account: TestAccount): Promise<number> => {
  const startedAt = performance.now()
  const fresh = await client(net, account)
  const ms = performance.now() - startedAt
  fresh.close()
  return ms
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

const killRows = async (): Promise<void> => {
  const net: Devnet = { nats: await startNats(), ports: [], nodes: new Map(), clients: [] }
  try {
    for (let i = 0; i < 3; i++) net.ports.push(await freePort())
    for (const port of net.ports) await startNode(net, port)
    const account = await signUpAndLogIn(httpSend(urlOf(net.ports[0] as number)), ethWallet('bench-failover'))
    const on = await client(net, account, urlOf(net.ports[0] as number))
    const kills: number[] = []
    const starts: number[] = []
    for (let i = 0; i < KILLS; i++) {
      // Alternating which goes first, as the harness does.
      if (i % 2 === 0) {
        kills.push(await killUnder(net, on))
        starts.push(await freshStart(net, account))
      } else {
        starts.push(await freshStart(net, account))
        kills.push(await killUnder(net, on))
      }
    }
    printTable(
      `failover: SIGKILL of the client's node → open on another node (${KILLS} kills; ms, lower is faster)`,
      [
        comparison('kill → online (median of kills, min–max)', 'ms', kills, 'fresh start', starts),
        comparison('kill → online p95', 'ms', [percentile(kills, 95)], 'fresh start p95', [
          percentile(starts, 95),
        ]),
      ],
    )
  } finally {
    for (const c of net.clients) c.close()
    for (const node of net.nodes.values()) await node.kill('SIGKILL')
    await net.nats.stop()
    removeStores()
  }
}

/** A socket of `account` on `node`, with the SDK's back-off or the given cap. */
const connection = (wsUrl: string, account: TestAccount, capMs?: number): Connection =>
  new Connection({
    transport: createNodeSocketTransport(),
    clock: systemClock,
    random: cryptoRandom,
    logger: new MemoryLogger(),
    url: wsUrl,
    keys: keysOf(account),
    ...(capMs ? { backoff: { capMs } } : {}),
  })

const outageRows = async (): Promise<void> => {
  const node: MockNode = await buildApp({ faults: true })
  const url = await node.listen({ port: 0, host: '127.0.0.1' })
  const wsUrl = `${url.replace(/^http/, 'ws')}/messages`
  const sdk: Connection[] = []
  try {
    const ours = connection(wsUrl, await signUpAndLogIn(httpSend(url), ethWallet('bench-outage-a')))
    const old = connection(wsUrl, await signUpAndLogIn(httpSend(url), ethWallet('bench-outage-b')), 30_000)
    sdk.push(ours, old)
    await Promise.all([ours.connect(), old.connect()])
    const rows = []
    for (const ms of OUTAGES_MS) {
      const mine: number[] = []
      const theirs: number[] = []
      for (let round = 0; round < OUTAGE_ROUNDS; round++) {
        await fetch(`${url}/__mock/outage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ms }),
        })
        const endsAt = performance.now() + ms
        await until(() => ours.status !== 'open' && old.status !== 'open', 'the outage')
        const back = (c: Connection) =>
          until(() => c.status === 'open', 'reconnect').then(() => Math.max(0, performance.now() - endsAt))
        const [a, b] = await Promise.all([back(ours), back(old)])
        mine.push(a)
        theirs.push(b)
      }
      rows.push(comparison(`outage ${ms / 1000} s → open again`, 'ms', mine, '30 s cap', theirs))
    }
    printTable(
      `failover: the same node back after an outage, SDK back-off (2 s cap) against the earlier 30 s cap (${OUTAGE_ROUNDS} round(s); ms after the outage ended)`,
      rows,
    )
  } finally {
    for (const c of sdk) c.close()
    await node.close()
  }
}

const run = async (): Promise<void> => {
  console.log('\n## failover: a client whose node dies (docs/protocol.md §3.9)')
  await outageRows()
  let missing: string | undefined
  try {
    requireNatsServer()
  } catch (error) {
    missing = (error as Error).message
  }
  if (missing) console.log(`\nkill rows skipped (${missing})`)
  else await killRows()
}

export const failoverSuite: BenchSuite = { name: 'failover', run }
