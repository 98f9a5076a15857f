/**
 * The mock node under load, in its own process, each row against a bare Fastify server (also in its
 * own process) doing the same I/O without the node's work: REST lookups unsigned and session-signed,
 * and chat frames signed by the SDK's signer, routed between two sockets. The signed rows are also
 * measured, in the same rounds, against a second bare server that does the one check the node must do,
 * one native Ed25519 verify per signed request and per chat frame (bench/node/bare.ts). Load comes from
 * this process.
 */
import { type BenchSuite, compareAll, QUICK, type Round } from '../harness'
import { type ServerProcess, startServer } from '../node/process'
import { ackLatencyP95, type ChatPair, routeAll, routePresigned } from './mock-node-chat'
import {
  LOOKUP_PATH,
  lookupAnswer,
  profileHeaders,
  profilePath,
  signedProfile,
  unsignedLookup,
} from './mock-node-rest'
import { type BenchUser, benchUser, connectUser } from './mock-node-setup'

const CHAT_MESSAGES = QUICK ? 500 : 2_000
/** More than CHAT_MESSAGES: signed beforehand, a bare relay would finish 2,000 in a tenth of a second. */
const PRESIGNED_MESSAGES = QUICK ? 1_000 : 5_000
const ACKED_MESSAGES = QUICK ? 200 : 500

const chatPair = async (url: string, from: BenchUser, to: BenchUser): Promise<ChatPair> => ({
  from,
  to,
  sender: await connectUser(url, from),
  receiver: await connectUser(url, to),
})

/** The node's answers to both REST rows, for the bare server to repeat byte for byte. */
const nodeAnswers = async (url: string, user: BenchUser): Promise<Record<string, string>> => {
  const profile = await fetch(`${url}${profilePath(user, Date.now() - 1)}`, { headers: profileHeaders(user) })
  const body = await profile.text()
  if (!body.startsWith('{"code":0,')) throw new Error(`my_profile preflight refused: ${body}`)
  return { [`POST ${LOOKUP_PATH}`]: await lookupAnswer(url, user), 'GET /api/my_profile/': body }
}

/**
 * Sizes the next round's signed pool from the best round so far: sized from a slow round (a loaded moment,
 * the warm-up), a pool would run out in a fast one, which would then wait on signing inside the clock.
 */
const remembering =
  (round: Round, best: { value: number }): Round =>
  async () => {
    const figure = await round()
    best.value = Math.max(best.value, figure)
    return figure
  }

const run = async (): Promise<void> => {
  const servers: ServerProcess[] = []
  try {
    const node = await startServer({ mode: 'node' })
    servers.push(node)
    const [alice, bob] = node.users.map(benchUser)
    if (!alice || !bob) throw new Error('the bench node seeded no users')
    const answers = await nodeAnswers(node.url, alice)
    const bare = await startServer({ mode: 'bare', answers })
    servers.push(bare)
    const checking = await startServer({ mode: 'bare', answers, verify: true })
    servers.push(checking)
    const nodeChat = await chatPair(node.url, alice, bob)
    const bareChat = await chatPair(bare.url, alice, bob)
    const checkingChat = await chatPair(checking.url, alice, bob)
    const nodeRate = { value: 1_000 }
    const bareName = 'bare Fastify'
    const verifyName = 'bare Fastify + 1 native verify'
    await compareAll('mock node: own process, loopback, load from the bench process', [
      {
        name: 'POST /api/get_user_info/ unsigned (10 connections)',
        unit: 'req/s',
        ours: unsignedLookup(node.url, alice),
        reference: { name: bareName, round: unsignedLookup(bare.url, alice) },
      },
      {
        name: 'GET /api/my_profile/ session-signed (10 connections)',
        unit: 'req/s',
        ours: remembering(
          signedProfile(node.url, alice, { fresh: true, expected: () => nodeRate.value }),
          nodeRate,
        ),
        reference: { name: bareName, round: signedProfile(bare.url, alice, { fresh: false }) },
        alsoAgainst: [{ name: verifyName, round: signedProfile(checking.url, alice, { fresh: false }) }],
      },
      {
        name: `chat A→B, SDK-signed, fromSign verified (${CHAT_MESSAGES} msgs, window 256)`,
        unit: 'msg/s',
        ours: () => routeAll(nodeChat, CHAT_MESSAGES),
        reference: { name: 'bare relay', round: () => routeAll(bareChat, CHAT_MESSAGES) },
      },
      {
        name: `chat A→B, signed before the clock, fromSign verified (${PRESIGNED_MESSAGES} msgs, window 256)`,
        unit: 'msg/s',
        ours: () => routePresigned(nodeChat, PRESIGNED_MESSAGES),
        reference: { name: 'bare relay', round: () => routePresigned(bareChat, PRESIGNED_MESSAGES) },
        alsoAgainst: [
          {
            name: 'bare relay + 1 native verify',
            round: () => routePresigned(checkingChat, PRESIGNED_MESSAGES),
          },
        ],
      },
    ])
    // Latency, lower is faster: the ratio above 1 is how much longer the node takes than a bare relay.
    await compareAll('mock node: send → ack, one sender, one message in flight (ms, lower is faster)', [
      {
        name: `chat A→B send → ack p95, SDK-signed (${ACKED_MESSAGES} msgs)`,
        unit: 'ms',
        ours: () => ackLatencyP95(nodeChat, ACKED_MESSAGES),
        reference: { name: 'bare relay', round: () => ackLatencyP95(bareChat, ACKED_MESSAGES) },
      },
    ])
    for (const pair of [nodeChat, bareChat, checkingChat])
      for (const s of [pair.sender, pair.receiver]) s.ws.close()
  } finally {
    for (const server of servers) await server.stop()
  }
}

export const mockNodeSuite: BenchSuite = { name: 'mock-node', run }
