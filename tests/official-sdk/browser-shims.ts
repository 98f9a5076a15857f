/**
 * The browser globals `@web3mq/client` 1.0.25 touches, provided for this suite only: `window` (crypto, atob),
 * `localStorage`, `indexedDB` (fake-indexeddb), `WebSocket` (the `ws` package), `location.origin` (its sign-in
 * texts) and `navigator.userAgent`. The SDK always opens `wss://`, so its sockets and its HTTP client trust the
 * test node's self-signed certificate explicitly (ws `ca`, an https agent); nothing turns verification off.
 * Every chat frame (type 16) a socket receives is recorded with its cipher suite, so a test can show what
 * reached a person's socket, not only what the SDK chose to render.
 */
import 'fake-indexeddb/auto'
import { Agent } from 'node:https'
import { createRequire } from 'node:module'
import { vi } from 'vitest'
import WebSocket, { type RawData } from 'ws'
import { decodeFrame, FrameType } from '#domain/protocol'

/** The page origin the SDK writes into register texts. */
export const PAGE_ORIGIN = 'http://localhost:5173'

/** `Storage` over a Map: what the SDK caches (user ids, profiles, the last sync time). */
class MemoryStorage {
  private readonly items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  clear() {
    this.items.clear()
  }
}

/** The cipher suite of every chat frame each socket of this file received, in order (reset per file). */
const chatFrames = new Map<object, string[]>()

/** The cipher suites of the chat frames `socket` received, oldest first. */
export const receivedCipherSuites = (socket: object): string[] => [...(chatFrames.get(socket) ?? [])]

const bytesOf = (data: RawData): Uint8Array =>
  Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? new Uint8Array(data) : data

/** A browser-shaped WebSocket (constructor takes only a URL) that trusts `ca` and records chat frames. */
const trustingWebSocket = (ca: string) =>
  class TrustingWebSocket extends WebSocket {
    constructor(url: string | URL) {
      super(url, { ca })
      const suites: string[] = []
      chatFrames.set(this, suites)
      // Registered before the SDK's own handler, so a frame is recorded before the SDK emits its event.
      this.on('message', (data, isBinary) => {
        const bytes = bytesOf(data)
        if (!isBinary || bytes[1] !== FrameType.message) return
        const frame = decodeFrame(bytes)
        if (frame.kind === 'message') suites.push(frame.message.cipherSuite)
      })
    }
  }

/** The axios copy the SDK itself loads: its `axios.create` merges these defaults into its one client. */
const sdkAxios = () => {
  const requireFromSdk = createRequire(createRequire(import.meta.url).resolve('@web3mq/client'))
  return requireFromSdk('axios') as { defaults: { httpsAgent?: unknown } }
}

/** Installs the globals for this test file (vitest isolates files) and silences the SDK's console.log. */
export const installBrowserShims = (ca: string): void => {
  chatFrames.clear()
  vi.stubGlobal('window', globalThis)
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal('location', { origin: PAGE_ORIGIN })
  vi.stubGlobal('navigator', { userAgent: 'node (web3mq official-sdk suite)' })
  vi.stubGlobal('WebSocket', trustingWebSocket(ca))
  sdkAxios().defaults.httpsAgent = new Agent({ ca })
  // The SDK logs on most calls ("connection is successful", "indexDB init success", ...).
  vi.spyOn(console, 'log').mockImplementation(() => {})
}
