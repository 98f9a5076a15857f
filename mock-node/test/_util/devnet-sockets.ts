/**
 * Three in-process nodes on one NATS server for a test file, and the sockets its tests connect on them
 * (mock-node/README.md "A devnet of many nodes"). The nodes start before the file's tests; after them the
 * sockets close, then the nodes and the server stop.
 */
import { afterAll, beforeAll } from 'vitest'
import { buildRequest, type Endpoint, type ParamsOf, readResponse } from '#domain/contract'
import type { TestAccount } from '../../../tests/_util/node-client'
import { type NatsServer, removeStores, startNats } from './devnet-engine'
import { type RunningDevnetNode, startDevnetNode } from './devnet-nodes'
import { TestClient } from './socket-client'
import { signedConnect } from './socket-node'

/** How long a devnet test waits for a frame. */
export const WAIT_MS = 10_000

/** Nodes `node:{name}-1` to `-3`; `tick` dates each connect, newer than any before it. */
export const devnetOfThree = (name: string, tick: () => number) => {
  let nats: NatsServer | undefined
  const nodes: RunningDevnetNode[] = []
  const clients: TestClient[] = []

  beforeAll(async () => {
    nats = await startNats()
    for (let i = 0; i < 3; i++)
      nodes.push(await startDevnetNode([nats.url], { nodeId: `node:${name}-${i + 1}` }))
  })

  afterAll(async () => {
    for (const client of clients) if (client.isOpen) await client.close()
    for (const n of nodes) await n.stop()
    await nats?.stop()
    removeStores()
  })

  /** A socket on `at`, connected as `account`. */
  const connectAs = async (at: RunningDevnetNode, account: TestAccount): Promise<TestClient> => {
    const client = await TestClient.open(at.wsUrl)
    clients.push(client)
    client.send(signedConnect({ userid: account.userid, session: account.sessionKeys }, tick()))
    await client.nextOf('connectReply', WAIT_MS)
    return client
  }

  const node = (i: number): RunningDevnetNode => nodes[i] as RunningDevnetNode

  /** `account`'s signed call sent to node `at`, its answer read with the contract. */
  const call = async <E extends Endpoint>(
    at: number,
    account: TestAccount,
    endpoint: E,
    params: ParamsOf<E>,
  ) => {
    const request = buildRequest(endpoint, params, { signer: account.signer, timestamp: tick() })
    return readResponse(endpoint, await node(at).send(request, account.headers))
  }

  return { nodes, node, connectAs, call }
}
