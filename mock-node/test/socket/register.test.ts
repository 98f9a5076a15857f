import websocket from '@fastify/websocket'
import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { pingFrame } from '#domain/protocol'
import { createContext } from '../../src/context'
import { registerSocket } from '../../src/socket'
import { TestClient } from '../_util/socket-client'

describe('registerSocket on a bare Fastify instance', () => {
  it('serves /messages, subscribes to the hub once and unsubscribes when the app closes', async () => {
    const ctx = createContext({ nodeId: 'node:bare', now: () => 1 })
    const unsubscribed = vi.fn()
    const subscribe = ctx.hub.subscribe.bind(ctx.hub)
    const spy = vi.spyOn(ctx.hub, 'subscribe').mockImplementation((listener) => {
      const off = subscribe(listener)
      return () => {
        unsubscribed()
        return off()
      }
    })
    const app = Fastify()
    await app.register(websocket)
    const registry = registerSocket(app, ctx)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (address === null || typeof address === 'string') throw new Error('no TCP address')
    const client = await TestClient.open(`ws://127.0.0.1:${address.port}/messages`)
    client.send(pingFrame({ timestamp: 9 }))
    expect((await client.nextOf('pong')).message).toMatchObject({ nodeId: 'node:bare', timestamp: 9n })
    expect(registry.size).toBe(1)
    await client.close()
    await vi.waitFor(() => expect(registry.size).toBe(0))
    expect(spy).toHaveBeenCalledTimes(1)
    expect(unsubscribed).not.toHaveBeenCalled()
    await app.close()
    expect(unsubscribed).toHaveBeenCalledTimes(1)
  })
})
