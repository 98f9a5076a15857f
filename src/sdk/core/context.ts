/**
 * What every SDK module receives: the ports it may use, the signed API, the event center and the
 * resolved configuration. Modules hold no globals, so two clients in one process never share state.
 */

import type { NodeEnv } from '../../domain/config'
import type { SocketStatus } from '../../domain/connection'
import type { EventCenter } from '../../domain/events'
import type { DecodedFrame, OutboundFrame } from '../../domain/protocol'
import type {
  ChatStore,
  Clock,
  Ed25519Signer,
  FileSaver,
  HttpTransport,
  KeyStore,
  Logger,
  NodeProbe,
  OutboxStore,
  PreviewFetcher,
  Random,
  SocketTransport,
  SyncCursorStore,
  TabCoordinator,
} from '../../ports'
import type { NodeRoute } from '../discovery/route'
import type { E2EModule } from '../e2e/e2e'
import type { NodeApi } from './api'

export type { EventCenter }

/** The ports an integrator hands the SDK (the app's composition root, or tests' fakes). */
export interface SdkPorts {
  http: HttpTransport
  clock: Clock
  random: Random
  logger: Logger
  probe?: NodeProbe
  socket?: SocketTransport
  keyStore?: KeyStore
  chatStore?: ChatStore
  fileSaver?: FileSaver
  previewFetcher?: PreviewFetcher
  /** The other tabs of this app: with it, one tab holds the socket for all (sdk/tabs). */
  tabs?: TabCoordinator
  /** The platform's Ed25519 (WebCrypto in a browser that has it, node:crypto in Node); noble without it. */
  ed25519?: Ed25519Signer
}

/**
 * Stores that make sends and sync outlive the page (IndexedDB ones in `adapters/idb`). Optional beyond
 * the ports above: without them the outbox lives in memory and the cursor is LAST_MESSAGE_UPDATED_AT in
 * keyStore/chatStore.
 */
export interface MessageStores {
  /** Where unacknowledged sends wait. */
  outboxStore?: OutboxStore
  /** Each user's sync cursor. */
  syncCursor?: SyncCursorStore
}

export interface SdkConfig {
  env: NodeEnv
  /** The chosen node's origin. */
  fastUrl: string
  /** `ws(s)://<host>/messages`, derived from fastUrl. */
  wsUrl: string
  /** Fed into registration as `testnet_access_key` (docs/protocol.md §8). */
  appKey: string
  /** `did_type:did_value` of the signed-in wallet, when known. */
  didKey: string
  bindServiceUrl?: string
  /** Where the node is read from and how the client moves when it dies (sdk/discovery/route.ts). */
  route?: NodeRoute
}

/** The session (temp) keys a client signs with. */
export interface SessionKeys {
  PrivateKey: string
  PublicKey: string
  userid: string
}

/** Lifecycle of a socket, as explicit states (never boolean flags); the table is in domain/connection. */
export type { SocketStatus } from '../../domain/connection'

/**
 * The live socket as modules see it (implemented by sdk/connection). `send` throws
 * "websocket Initialization failed" unless the status is `open`.
 */
export interface SocketSession {
  readonly status: SocketStatus
  /** The node id from the connect reply (type 3); '' before it arrives. */
  readonly nodeId: string
  send(frame: OutboundFrame): void
  /** Every decoded inbound frame; returns an unsubscribe function. */
  onFrame(listener: (frame: DecodedFrame) => void): () => void
  onStatus(listener: (status: SocketStatus) => void): () => void
}

export interface ClientContext {
  ports: SdkPorts & MessageStores
  config: SdkConfig
  api: NodeApi
  events: EventCenter
  keys: SessionKeys
  /** Present once the client opened its socket; modules that send or listen live require it. */
  session?: SocketSession
  /** End-to-end encryption (docs/protocol.md §3.10), when the client was given an MLS engine and main key. */
  e2e?: E2EModule
}

/** The client's socket as its owner drives it: the main Connection, or the one shared by every tab. */
export interface LiveSocket extends SocketSession {
  connect(): Promise<void>
  close(): void
  ping(): void
  reconnectNow(): void
}
