/** Reasons a socket ended, as seen by the SDK: the close code and reason the peer or browser gave. */
export interface SocketClose {
  code: number
  reason: string
  /** True when the close was asked for by this side (logout, dispose), so no reconnect is wanted. */
  byClient: boolean
}

export interface SocketHandlers {
  open(): void
  /** One binary frame, as received. Text frames are ignored by adapters. */
  message(bytes: Uint8Array): void
  close(event: SocketClose): void
  /** A transport error; a `close` always follows it. */
  error(error: Error): void
}

/** One open WebSocket. `send` throws "websocket Initialization failed" unless the socket is open. */
export interface SocketConnection {
  send(bytes: Uint8Array): void
  close(code?: number, reason?: string): void
  readonly isOpen: boolean
}

/**
 * Opens binary WebSockets (browser WebSocket, or `ws` in Node). Throws "Browser not supported WebSocket"
 * where there is none and "The url is required!" for an empty url; connection failures arrive as
 * `error` then `close`, never as a throw.
 */
export interface SocketTransport {
  connect(url: string, handlers: SocketHandlers): SocketConnection
}
