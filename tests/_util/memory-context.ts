/**
 * A ClientContext for SDK module unit tests, built around the in-memory node: a hand-driven clock at the
 * golden-vector time and the golden session key (seedA) signing for the golden userid by default, so
 * requests and signatures are exactly what a node would get and can be compared to
 * tests/fixtures/vectors.json.
 */
import { createEventCenter } from '#domain/events'
import { createSigner } from '#domain/signing/sign'
import { NodeApi } from '../../src/sdk/core/api'
import type { ClientContext, SdkPorts, SessionKeys, SocketSession } from '../../src/sdk/core/context'
import { MemoryNode } from '../fakes/memory-node'
import { ManualClock, MemoryLogger, seededRandom } from '../fakes/ports'
import vectors from '../fixtures/vectors.json'

export const USERID = vectors.userid.expected
export const START = vectors.restSignature.timestamp
const GOLDEN_KEYS: SessionKeys = {
  PrivateKey: vectors.keys.seedA,
  PublicKey: vectors.keys.pubA,
  userid: USERID,
}
const DID_KEY = `eth:${vectors.userid.did_value}`

interface MemoryContextOptions {
  /** The clock's local offset from UTC; 0 by default. */
  tzOffsetMinutes?: number
  keys?: SessionKeys
  /** Ports other than `http`, which is always the node; `clock` and `logger` replace the defaults. */
  ports?: Partial<Omit<SdkPorts, 'http'>>
  session?: SocketSession
  /** The node to answer with, when the test registers answers before it builds the context. */
  node?: MemoryNode
  /** Where the bind service's calls go; the node's base URL when absent, as in the SDK. */
  bindServiceUrl?: string
}

interface MemoryContext {
  ctx: ClientContext
  node: MemoryNode
  clock: ManualClock
  logger: MemoryLogger
}

export const memoryContext = (options: MemoryContextOptions = {}): MemoryContext => {
  const node = options.node ?? new MemoryNode()
  const clock = new ManualClock(START, options.tzOffsetMinutes ?? 0)
  const logger = new MemoryLogger()
  const ports: SdkPorts = { clock, random: seededRandom(), logger, ...options.ports, http: node }
  const keys = options.keys ?? GOLDEN_KEYS
  const api = new NodeApi({
    http: node,
    clock: ports.clock,
    logger: ports.logger,
    baseUrl: 'http://node.test',
    ...(options.bindServiceUrl ? { bindServiceUrl: options.bindServiceUrl } : {}),
  })
  api.setSession({
    signer: createSigner({ userid: keys.userid, privateKeyHex: keys.PrivateKey }),
    didKey: DID_KEY,
  })
  const ctx: ClientContext = {
    ports,
    api,
    events: createEventCenter(),
    keys,
    ...(options.session ? { session: options.session } : {}),
    config: {
      env: 'dev',
      fastUrl: 'http://node.test',
      wsUrl: 'ws://node.test/messages',
      appKey: 'k',
      didKey: DID_KEY,
    },
  }
  return { ctx, node, clock, logger }
}
