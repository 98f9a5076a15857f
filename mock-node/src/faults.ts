/**
 * Fault injection for tests and demos (none of the peer SDKs ships this in-process): an outage drops
 * every socket and refuses REST and socket upgrades for a while, then the node serves again with its
 * state intact — what a person sees when their node restarts. Only registered with `faults: true`.
 */
import type { FastifyInstance } from 'fastify'
import { NodeCode } from '#domain/contract'
import type { NodeContext } from './context'
import type { SocketRegistry } from './socket'

export const FAULT_PATH = '/__mock/outage'
const MAX_OUTAGE_MS = 120_000

export interface Outage {
  /** Milliseconds since the epoch (node clock) when the outage ends; 0 when serving. */
  until: number
}

export const registerFaults = (app: FastifyInstance, ctx: NodeContext, registry: SocketRegistry): Outage => {
  const outage: Outage = { until: 0 }
  const down = () => ctx.now() < outage.until

  app.addHook('onRequest', async (request, reply) => {
    if (!down() || request.url.startsWith(FAULT_PATH)) return
    // A socket upgrade is refused the same way: the client sees the connection fail and backs off.
    return reply
      .code(503)
      .send({ code: NodeCode.internal, msg: 'Node unavailable (injected outage)', data: null })
  })

  app.post(FAULT_PATH, async (request) => {
    const ms = Number((request.body as { ms?: unknown } | undefined)?.ms ?? 0)
    if (!Number.isFinite(ms) || ms < 0 || ms > MAX_OUTAGE_MS) {
      return { code: NodeCode.badRequest, msg: `ms must be between 0 and ${MAX_OUTAGE_MS}`, data: null }
    }
    outage.until = ctx.now() + ms
    if (ms > 0) registry.terminateAll()
    return { code: NodeCode.ok, msg: 'ok', data: { until: outage.until } }
  })

  return outage
}
