/**
 * An in-memory node for SDK module tests: answers contract endpoints with handlers the test writes,
 * in the real envelope, and records every request (fields as the node would read them). Plus a
 * ClientContext built around it with real signing, so requests are exactly what a node would get.
 */
import type { Endpoint } from '../../domain/contract'
import { createEventCenter } from '../../domain/events'
import { createSigner } from '../../domain/signing/sign'
import type { HttpCall, HttpTransport } from '../../ports'
import { NodeApi } from '../core/api'
import type { ClientContext, SdkPorts, SessionKeys, SocketSession } from '../core/context'

export type FakeHandler = (fields: Record<string, unknown>) => unknown

export interface RecordedCall {
  method: string
  path: string
  fields: Record<string, unknown>
}

export class FakeNodeHttp implements HttpTransport {
  readonly calls: RecordedCall[] = []
  private readonly handlers = new Map<string, FakeHandler>()

  /** Answers `endpoint` with `{code: 0, data: handler(fields)}`; a throwing handler gives code 400. */
  on(endpoint: Endpoint, handler: FakeHandler): this {
    this.handlers.set(`${endpoint.method} ${endpoint.path}`, handler)
    return this
  }

  /** The recorded calls of one endpoint. */
  callsTo(endpoint: Endpoint): RecordedCall[] {
    return this.calls.filter((c) => c.method === endpoint.method && c.path === endpoint.path)
  }

  async send(call: HttpCall): Promise<unknown> {
    const { method, path } = call.request
    const fields = { ...(call.request.query ?? {}), ...(call.request.body ?? {}) }
    this.calls.push({ method, path, fields })
    const handler = this.handlers.get(`${method} ${path}`)
    if (!handler) return { code: 404, msg: 'Route not found', data: null }
    try {
      return { code: 0, msg: 'ok', data: handler(fields) }
    } catch (error) {
      return { code: 400, msg: error instanceof Error ? error.message : String(error), data: null }
    }
  }
}

/** A context whose API signs with `keys` and talks to `http`; `session` is optional. */
export const fakeContext = (
  ports: Omit<SdkPorts, 'http'>,
  http: FakeNodeHttp,
  keys: SessionKeys,
  session?: SocketSession,
): ClientContext => {
  const api = new NodeApi({ http, clock: ports.clock, logger: ports.logger, baseUrl: 'http://node.test' })
  api.setSession({
    signer: createSigner({ userid: keys.userid, privateKeyHex: keys.PrivateKey }),
    didKey: 'eth:0x0',
  })
  return {
    ports: { ...ports, http },
    api,
    events: createEventCenter(),
    keys,
    ...(session ? { session } : {}),
    config: {
      env: 'dev',
      fastUrl: 'http://node.test',
      wsUrl: 'ws://node.test/messages',
      appKey: '',
      didKey: 'eth:0x0',
    },
  }
}
