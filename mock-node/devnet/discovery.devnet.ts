/**
 * The SDK's discovery meets a network of more than one node (docs/protocol.md §8): given seeds whose first
 * is dead, `initWeb3MQ` reads the server list of the first seed that answers, pings every live node the
 * list names and settles on the fastest, which is another node than the seed it asked; a client made there
 * talks to someone on a third node.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFetchNodeProbe } from '../../src/adapters/http/node-probe'
import type { NodeProbe } from '../../src/ports'
import { initWeb3MQ } from '../../src/sdk'
import { signUpAndLogIn } from '../../tests/_util/node-client'
import { testPorts } from '../../tests/_util/sdk-context'
import { ethWallet } from '../../tests/fakes/wallets'
import { freePort, type NatsServer, removeStores, startNats } from '../test/_util/devnet-engine'
import { type RunningDevnetNode, startDevnetNode } from '../test/_util/devnet-nodes'

let nats: NatsServer
const nodes: RunningDevnetNode[] = []

beforeAll(async () => {
  nats = await startNats()
  // Node 2 answers pings at once; nodes 1 and 3 a little later, so node 2 is the fastest by any clock.
  for (const [i, pingDelayMs] of [250, 0, 250].entries())
    nodes.push(await startDevnetNode([nats.url], { nodeId: `node:seek-${i + 1}`, pingDelayMs }))
})

afterAll(async () => {
  for (const node of nodes) await node.stop()
  await nats?.stop()
  removeStores()
})

describe('discovery on a devnet', () => {
  it('asks the first live seed, pings every listed node and connects to the fastest', async () => {
    const [one, two, three] = nodes as [RunningDevnetNode, RunningDevnetNode, RunningDevnetNode]
    const dead = `http://127.0.0.1:${await freePort()}`
    const pinged: string[] = []
    const real = createFetchNodeProbe()
    const probe: NodeProbe = {
      ping: async (endpoint) => {
        pinged.push(endpoint)
        return real.ping(endpoint)
      },
    }
    const ports = testPorts({ probe })
    const web3mq = await initWeb3MQ({ seedNodes: [dead, three.url], env: 'dev' }, ports)
    expect(pinged.sort()).toEqual(nodes.map((n) => n.url).sort())
    expect(web3mq.fastUrl).toBe(two.url)

    const alice = await signUpAndLogIn(one.send, ethWallet('seek-alice'), { nickname: 'Alice' })
    const client = web3mq.createClient({
      PrivateKey: alice.sessionKeys.PrivateKey,
      PublicKey: alice.sessionKeys.PublicKey,
      userid: alice.userid,
    })
    // Signed up on node 1, served by node 2.
    expect(client.context.config.fastUrl).toBe(two.url)
    expect(await client.user.getMyProfile()).toMatchObject({ userid: alice.userid, nickname: 'Alice' })
  })
})
