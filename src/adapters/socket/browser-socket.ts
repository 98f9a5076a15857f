/**
 * SocketTransport over the WHATWG WebSocket API (the browser's, or any implementation with the same
 * surface such as `ws`, see node-socket.ts). Binary frames only; text frames are dropped here so the SDK
 * never sees them.
 */
import { errors } from '../../domain/errors'
import type { SocketConnection, SocketHandlers, SocketTransport } from '../../ports'

/** A WebSocket class: the browser's global, or one with the same constructor and instance surface. */
export type WebSocketConstructor = new (url: string) => WebSocket

// readyState value shared by the browser API and `ws`.
const OPEN = 1

/** Turns what an `error` event carries into an Error; browsers give no detail, `ws` gives its cause. */
const errorOf = (event: Event): Error => {
  const detail = event as Event & { error?: unknown; message?: unknown }
  if (detail.error instanceof Error) return detail.error
  const message = typeof detail.message === 'string' && detail.message ? detail.message : 'WebSocket error'
  return new Error(message)
}

/** The bytes of a binary message, or undefined for a text message. */
const bytesOf = (data: unknown): Uint8Array | undefined => {
  if (typeof data === 'string') return undefined
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  // Not `instanceof ArrayBuffer`: a buffer from another realm (iframe, DOM test env) would fail it.
  if (data && typeof data === 'object' && 'byteLength' in data) return new Uint8Array(data as ArrayBuffer)
  return undefined
}

/** WebSocket.send refuses views on a SharedArrayBuffer; those (rare) are copied. */
const sendable = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice()

const wire = (socket: WebSocket, handlers: SocketHandlers, closedByClient: () => boolean): void => {
  let closed = false
  socket.onopen = () => handlers.open()
  socket.onmessage = (event: MessageEvent) => {
    const bytes = bytesOf(event.data)
    if (bytes) handlers.message(bytes)
  }
  socket.onerror = (event: Event) => handlers.error(errorOf(event))
  socket.onclose = (event: CloseEvent) => {
    // One close per socket, whatever the implementation emits.
    if (closed) return
    closed = true
    handlers.close({ code: event.code, reason: event.reason, byClient: closedByClient() })
  }
}

/**
 * Creates a SocketTransport over `WebSocketImpl` (default: the global WebSocket). `connect` throws
 * "Browser not supported WebSocket" when there is no implementation (pass `null` to say so) and
 * "The url is required!" for an empty url. The connection receives binary frames as Uint8Array, reports
 * an error as `error` then `close`, and marks `byClient` on closes it asked for itself.
 */
export const createBrowserSocketTransport = (
  WebSocketImpl: WebSocketConstructor | null | undefined = globalThis.WebSocket,
): SocketTransport => ({
  connect(url: string, handlers: SocketHandlers): SocketConnection {
    if (!WebSocketImpl) throw errors.socketUnsupported()
    if (!url) throw errors.socketUrlRequired()
    let byClient = false
    const socket = new WebSocketImpl(url)
    socket.binaryType = 'arraybuffer'
    wire(socket, handlers, () => byClient)
    return {
      send(bytes: Uint8Array): void {
        if (socket.readyState !== OPEN) throw errors.socketSendUninitialised()
        socket.send(sendable(bytes))
      },
      close(code?: number, reason?: string): void {
        byClient = true
        if (code === undefined) socket.close()
        else socket.close(code, reason)
      },
      get isOpen(): boolean {
        return socket.readyState === OPEN
      },
    }
  },
})
