/**
 * Unit-test support for the social SDK modules: a ClientContext whose HttpTransport records every
 * request and answers from a table of canned envelopes, a hand-driven clock at the golden-vector time
 * and the golden session key (seedA) signing for the golden userid, so signatures can be compared to
 * tests/fixtures/vectors.json. Plus a SocketSession the test feeds frames into.
 */
import type { BuiltRequest } from '../../../src/domain/contract'
import { ok } from '../../../src/domain/contract'
import { createEventCenter } from '../../../src/domain/events'
import { type DecodedFrame, decodeFrame, encodeFrame, type OutboundFrame } from '../../../src/domain/protocol'
import { createSigner } from '../../../src/domain/signing/sign'
import type { HttpTransport } from '../../../src/ports'
import { NodeApi } from '../../../src/sdk/core/api'
import type { ClientContext, SocketSession, SocketStatus } from '../../../src/sdk/core/context'
import { ManualClock, MemoryLogger, seededRandom } from '../../fakes/ports'
import vectors from '../../fixtures/vectors.json'

export const USERID = vectors.userid.expected
export const START = vectors.restSignature.timestamp

export interface RecordedCall extends BuiltRequest {
  headers: Readonly<Record<string, string>>
  /** The request's fields: the query of a GET, the body of a POST. */
  fields: Record<string, unknown>
}

/** What a route answers: a whole envelope body, or a function of the call giving one. */
export type Reply = unknown | ((call: RecordedCall) => unknown)

export interface FakeContext {
  ctx: ClientContext
  calls: RecordedCall[]
  clock: ManualClock
  logger: MemoryLogger
  /** Replaces or adds the reply of `"METHOD /path/"`. */
  reply(route: string, answer: Reply): void
}

/** Success envelope for `data`. */
export const okBody = (data: unknown): unknown => ok(data)

export const fakeContext = (routes: Record<string, Reply> = {}, tzOffsetMinutes = 0): FakeContext => {
  const table = new Map<string, Reply>(Object.entries(routes))
  const calls: RecordedCall[] = []
  const http: HttpTransport = {
    send: async ({ request, headers }) => {
      const call: RecordedCall = { ...request, headers, fields: { ...(request.query ?? request.body ?? {}) } }
      calls.push(call)
      const answer = table.get(`${request.method} ${request.path}`)
      if (answer === undefined) return { code: 404, msg: 'Route not found', data: null }
      return typeof answer === 'function' ? (answer as (c: RecordedCall) => unknown)(call) : answer
    },
  }
  const clock = new ManualClock(START, tzOffsetMinutes)
  const logger = new MemoryLogger()
  const api = new NodeApi({ http, clock, logger, baseUrl: 'http://node.test' })
  const signer = createSigner({ userid: USERID, privateKeyHex: vectors.keys.seedA })
  api.setSession({ signer, didKey: `eth:${vectors.userid.did_value}` })
  const ctx: ClientContext = {
    ports: { http, clock, random: seededRandom(), logger },
    api,
    events: createEventCenter(),
    keys: { PrivateKey: vectors.keys.seedA, PublicKey: vectors.keys.pubA, userid: USERID },
    config: {
      env: 'dev',
      fastUrl: 'http://node.test',
      wsUrl: 'ws://node.test/messages',
      appKey: 'k',
      didKey: `eth:${vectors.userid.did_value}`,
    },
  }
  return { ctx, calls, clock, logger, reply: (route, answer) => table.set(route, answer) }
}

/** A session that is open and delivers whatever frames the test pushes, after a real encode/decode. */
export class FakeSession implements SocketSession {
  status: SocketStatus = 'open'
  nodeId = 'node-test'
  readonly sent: OutboundFrame[] = []
  private readonly frameListeners = new Set<(frame: DecodedFrame) => void>()

  send(frame: OutboundFrame): void {
    this.sent.push(frame)
  }

  onFrame(listener: (frame: DecodedFrame) => void): () => void {
    this.frameListeners.add(listener)
    return () => this.frameListeners.delete(listener)
  }

  onStatus(): () => void {
    return () => {}
  }

  get listenerCount(): number {
    return this.frameListeners.size
  }

  push(frame: OutboundFrame): void {
    const decoded = decodeFrame(encodeFrame(frame, 0))
    for (const listener of this.frameListeners) listener(decoded)
  }
}
