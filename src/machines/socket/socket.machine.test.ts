import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { OFFLINE_GRACE_MS, socketMachine } from './socket.machine'

const start = () => {
  const clock = new SimulatedClock()
  const retries: number[] = []
  const actor = createActor(
    socketMachine.provide({
      actors: {
        retryNow: fromPromise(async () => {
          retries.push(clock.now())
        }),
      },
    }),
    { clock },
  ).start()
  return { actor, clock, retries }
}

describe('socket machine', () => {
  it('follows connect → handshake → open with the node id', () => {
    const { actor } = start()
    actor.send({ type: 'socket.status', status: 'connecting' })
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true)
    actor.send({ type: 'socket.status', status: 'handshaking' })
    actor.send({ type: 'socket.status', status: 'open', nodeId: 'node:1' })
    expect(actor.getSnapshot().hasTag('online')).toBe(true)
    expect(actor.getSnapshot().context.nodeId).toBe('node:1')
  })

  it('shows offline only after the grace period, then recovers when the link is back', () => {
    const { actor, clock } = start()
    actor.send({ type: 'socket.status', status: 'open', nodeId: 'n' })
    actor.send({ type: 'socket.status', status: 'backingOff' })
    expect(actor.getSnapshot().hasTag('reconnecting')).toBe(true)
    expect(actor.getSnapshot().hasTag('offline')).toBe(false)
    clock.increment(OFFLINE_GRACE_MS - 1)
    expect(actor.getSnapshot().hasTag('offline')).toBe(false)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    actor.send({ type: 'socket.status', status: 'connecting' })
    actor.send({ type: 'socket.status', status: 'open', nodeId: 'n2' })
    expect(actor.getSnapshot().hasTag('online')).toBe(true)
    expect(actor.getSnapshot().context).toEqual({ nodeId: 'n2', node: '', moving: false, recoveries: 1 })
  })

  it('never flashes offline for a blip shorter than the grace period', () => {
    const { actor, clock } = start()
    actor.send({ type: 'socket.status', status: 'open' })
    actor.send({ type: 'socket.status', status: 'backingOff' })
    clock.increment(500)
    actor.send({ type: 'socket.status', status: 'open' })
    clock.increment(OFFLINE_GRACE_MS * 2)
    expect(actor.getSnapshot().hasTag('online')).toBe(true)
  })

  it('asks the connection to retry now when the person says so', async () => {
    const { actor, clock, retries } = start()
    actor.send({ type: 'socket.status', status: 'open' })
    actor.send({ type: 'socket.status', status: 'backingOff' })
    clock.increment(OFFLINE_GRACE_MS)
    actor.send({ type: 'socket.retry' })
    await Promise.resolve()
    expect(retries).toEqual([OFFLINE_GRACE_MS])
  })

  it('ends in closed when the client closes, and reopens on a new connect', () => {
    const { actor } = start()
    actor.send({ type: 'socket.status', status: 'open' })
    actor.send({ type: 'socket.status', status: 'closed' })
    expect(actor.getSnapshot().hasTag('closed')).toBe(true)
    actor.send({ type: 'socket.status', status: 'connecting' })
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true)
  })
})

describe('the node the client is on', () => {
  it('keeps the node in every state, and moving until the socket is open again', () => {
    const actor = createActor(socketMachine).start()
    actor.send({ type: 'socket.node', node: 'a.node', moving: false })
    actor.send({ type: 'socket.status', status: 'open', nodeId: 'n1' })
    actor.send({ type: 'socket.status', status: 'backingOff' })
    actor.send({ type: 'socket.node', node: 'b.node', moving: true })
    expect(actor.getSnapshot().context).toMatchObject({ node: 'b.node', moving: true })
    actor.send({ type: 'socket.status', status: 'open', nodeId: 'n2' })
    expect(actor.getSnapshot().context).toMatchObject({ node: 'b.node', moving: false, nodeId: 'n2' })
  })
})
