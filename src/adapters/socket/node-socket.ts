/**
 * SocketTransport for Node (tests, scripts, bench): the browser adapter driven by the `ws` package.
 * Kept in its own file so the browser bundle never pulls in `ws`.
 */
import { WebSocket as NodeWebSocket } from 'ws'
import type { SocketTransport } from '../../ports'
import { createBrowserSocketTransport, type WebSocketConstructor } from './browser-socket'

/**
 * A SocketTransport over `ws`, with the same guarantees as createBrowserSocketTransport: binary frames
 * as Uint8Array, text frames dropped, `error` then `close` on failures.
 */
export const createNodeSocketTransport = (): SocketTransport =>
  // `ws` implements the WHATWG surface the adapter uses (binaryType 'arraybuffer', readyState, on*
  // handlers, close code and reason) but its declared event types differ from lib.dom's, hence the cast.
  createBrowserSocketTransport(NodeWebSocket as unknown as WebSocketConstructor)
