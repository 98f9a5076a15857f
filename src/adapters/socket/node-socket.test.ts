import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'
import { type RunningNode, startMockNode } from '../../../tests/_util/mock-node'
import { ErrorCode, Web3MQError } from '../../domain/errors'
import { decodeFrame, encodeFrame, pingFrame } from '../../domain/protocol'
import type { SocketClose, SocketConnection, SocketHandlers } from '../../ports'
import { createBrowserSocketTransport } from './browser-socket'
import { createNodeSocketTransport } from './node-socket'

type Event =
  | { kind: 'open' }
  | { kind: 'message'; bytes: Uint8Array }
  | { kind: 'close'; close: SocketClose }
  | { kind: 'error'; error: Error }

/** Records what a connection reports and lets a test wait for the n-th event of a kind. */
const recorder = () => {
  const events: Event[] = []
  const waiters: (() => void)[] = []
  const push = (event: Event) => {
    events.push(event)
    for (const w of waiters.splice(0)) w()
  }
  const handlers: SocketHandlers = {
    open: () => push({ kind: 'open' }),
    message: (bytes) => push({ kind: 'message', bytes }),
    close: (close) => push({ kind: 'close', close }),
    error: (error) => push({ kind: 'error', error }),
  }
  const until = async <K extends Event['kind']>(kind: K): Promise<Extract<Event, { kind: K }>> => {
    for (;;) {
      const found = events.find((e) => e.kind === kind)
      if (found) return found as Extract<Event, { kind: K }>
      await new Promise<void>((r) => waiters.push(r))
    }
  }
  return { events, handlers, until }
}

let node: RunningNode
const open: SocketConnection[] = []
beforeAll(async () => {
  node = await startMockNode()
})
afterEach(() => {
  for (const c of open.splice(0)) if (c.isOpen) c.close()
})
afterAll(() => node.close())

const connectTo = (url: string) => {
  const rec = recorder()
  const connection = createNodeSocketTransport().connect(url, rec.handlers)
  open.push(connection)
  return { rec, connection }
}

describe('socket transport against a real mock node', () => {
  it('opens, sends a ping frame and receives the pong as bytes', async () => {
    const { rec, connection } = connectTo(node.wsUrl)
    await rec.until('open')
    expect(connection.isOpen).toBe(true)
    connection.send(encodeFrame(pingFrame({ timestamp: 1_700_000_000_000 })))
    const { bytes } = await rec.until('message')
    expect(bytes).toBeInstanceOf(Uint8Array)
    expect([bytes[0], bytes[1]]).toEqual([0x0a, 129])
    const frame = decodeFrame(bytes)
    expect(frame.kind).toBe('pong')
    expect(frame.kind === 'pong' && frame.message.timestamp).toBe(1_700_000_000_000n)
  })

  it('reports a close it asked for as byClient, with its code and reason', async () => {
    const { rec, connection } = connectTo(node.wsUrl)
    await rec.until('open')
    connection.close(1000, 'bye')
    const { close } = await rec.until('close')
    expect(close).toEqual({ code: 1000, reason: 'bye', byClient: true })
    expect(connection.isOpen).toBe(false)
    expect(() => connection.send(new Uint8Array([1]))).toThrow('websocket Initialization failed')
  })

  it('reports a close by the server as not byClient', async () => {
    const own = await startMockNode()
    const { rec } = connectTo(own.wsUrl)
    await rec.until('open')
    await own.app.close()
    const { close } = await rec.until('close')
    expect(close.byClient).toBe(false)
    console.log('CLOSE', close)
    expect(typeof close.code).toBe('number')
    expect(rec.events.filter((e) => e.kind === 'close')).toHaveLength(1)
  })

  it('refuses to send before the socket is open', async () => {
    const { rec, connection } = connectTo(node.wsUrl)
    expect(connection.isOpen).toBe(false)
    let thrown: unknown
    try {
      connection.send(new Uint8Array([0x0a, 0x80]))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Web3MQError)
    expect((thrown as Web3MQError).message).toBe('websocket Initialization failed')
    expect((thrown as Web3MQError).code).toBe(ErrorCode.SocketSendUninitialised)
    await rec.until('open')
  })

  it('reports a refused connection as error then close, never as a throw', async () => {
    const { rec } = connectTo('ws://127.0.0.1:1/messages')
    await rec.until('close')
    expect(rec.events.map((e) => e.kind)).toEqual(['error', 'close'])
    const close = rec.events[1]
    expect(close?.kind === 'close' && close.close.byClient).toBe(false)
    expect(close?.kind === 'close' && close.close.code).toBe(1006)
  })
})

describe('socket transport guards', () => {
  const thrownBy = (fn: () => unknown): Web3MQError => {
    try {
      fn()
    } catch (error) {
      if (error instanceof Web3MQError) return error
      throw error
    }
    throw new Error('expected a throw')
  }
  const noop: SocketHandlers = { open() {}, message() {}, close() {}, error() {} }

  it('[P5.6] [P8.14] throws "Browser not supported WebSocket" when there is no WebSocket implementation', () => {
    const error = thrownBy(() => createBrowserSocketTransport(null).connect('ws://127.0.0.1/messages', noop))
    expect(error.message).toBe('Browser not supported WebSocket')
    expect(error.code).toBe(ErrorCode.SocketUnsupported)
  })

  it('[P5.7] throws "The url is required!" for an empty url', () => {
    const error = thrownBy(() => createNodeSocketTransport().connect('', noop))
    expect(error.message).toBe('The url is required!')
    expect(error.code).toBe(ErrorCode.SocketUrlRequired)
  })

  it('drops text frames and delivers binary ones', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
    await new Promise<void>((r) => server.once('listening', () => r()))
    server.on('connection', (peer) => {
      peer.send('not a frame')
      peer.send(new Uint8Array([0x0a, 0x81, 0x18, 0x01]))
    })
    const { port } = server.address() as AddressInfo
    const { rec } = connectTo(`ws://127.0.0.1:${port}`)
    const { bytes } = await rec.until('message')
    expect([...bytes]).toEqual([0x0a, 0x81, 0x18, 0x01])
    expect(rec.events.filter((e) => e.kind === 'message')).toHaveLength(1)
    for (const client of server.clients) client.terminate()
    await new Promise<void>((r) => server.close(() => r()))
  })
})
