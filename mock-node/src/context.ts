/** What every handler and the socket layer share: state, the hub, the clock, randomness and identity. */
import { randomBytes } from 'node:crypto'
import { bytesToHex } from '#domain/crypto/encoding'
import { sha1Hex } from '#domain/crypto/hash'
import { Hub } from './hub'
import type { SenderOptions } from './push/sender'
import { type NodeState, openState } from './state'

/**
 * A devnet node's commit path (mock-node/README.md "A devnet of many nodes"): absent on a single node,
 * where a handler's writes land as it makes them.
 */
export interface Devnet {
  /**
   * Runs a request's work in the node's next batch, on an overlay of its replica, and resolves with what
   * the work answered once the batch's writes and events are committed to the log and applied here.
   * Rejects with `DevnetUnavailable` when the engine cannot take the writes.
   */
  run<T>(work: () => T): Promise<T>
  /** The endpoints of the live nodes, this one's among them, for the server list. */
  endpoints(): readonly string[]
}

/** The engine could not commit a request's writes; the client may try again. */
export class DevnetUnavailable extends Error {
  override name = 'DevnetUnavailable'
}

export interface NodeOptions {
  /** The node's id, answered in connect replies and ping headers. */
  nodeId?: string
  /** Milliseconds clock; tests inject a fixed or stepping clock. */
  now?: () => number
  random?: (n: number) => Uint8Array
  /** How far a signed request's timestamp may be from the node's clock, either way (default 5 min). */
  timestampWindowMs?: number
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimit?: number
  /** Fastify logger on or off (off by default: tests and benchmarks stay quiet). */
  logger?: boolean
  /** A folder with the built app to serve beside the API (`npm start`). */
  serveAppDir?: string
  /** `server-rate` header of ping answers. */
  serverRate?: string
  /** Registers the fault-injection endpoint (`POST /__mock/outage`); off unless asked for. */
  faults?: boolean
  /**
   * Which browser origins may call the REST API: `true` (the default) answers any origin, since dapps on
   * their own origins talk to a node; a list allows exactly those origins and no other.
   */
  corsOrigins?: true | readonly string[]
  /** The state to serve: a node restarted with its predecessor's state keeps users, sessions and messages. */
  state?: NodeState
  /**
   * The folder the node keeps its state in (LMDB; created if missing, migrated if older); without it (and
   * without `state`) the state lives in memory. The node closes a folder it opened when it closes.
   */
  dataDir?: string
  /** The hub to push through (a devnet passes one that records events into its log entries). */
  hub?: Hub
  /** Set when the node is one of a devnet's: requests then commit through its log. */
  devnet?: Devnet
  /** The socket limits (mock-node/README.md "Socket limits"); each unset one is its default. */
  socketLimits?: Partial<SocketLimits>
  /** How the Web Push channel sends (push/sender.ts); each unset one is its default. */
  webPush?: Partial<SenderOptions>
}

/** What one socket, one user and one bridge topic may hold on the node (mock-node/README.md "Socket limits"). */
export interface SocketLimits {
  /** How long a socket may stay open without a connect (type 2, 5 or 100) that the node accepted. */
  connectDeadlineMs: number
  /** Sockets one user may hold; a connect beyond it closes that user's oldest socket. */
  perUser: number
  /** Sockets one bridge or temp topic may hold; a join beyond it is refused. */
  perTopic: number
  /** Unsent bytes a socket may hold; one more send beyond it closes the socket instead. */
  sendBufferBytes: number
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  // Longer than the SDK's own handshake deadline (10 s, src/sdk/connection/options.ts), which runs from
  // before the socket opens: a client that sends its connect at open, as every SDK does, is never cut.
  connectDeadlineMs: 30_000,
  perUser: 20,
  perTopic: 20,
  // One frame of the largest size the node accepts (the 1 MiB body and frame limit of src/app.ts).
  sendBufferBytes: 1024 * 1024,
}

export interface NodeContext {
  readonly state: NodeState
  readonly hub: Hub
  readonly nodeId: string
  readonly timestampWindowMs: number
  readonly serverRate: string
  /** The devnet this node belongs to; undefined for the single node. */
  readonly devnet?: Devnet
  readonly socketLimits: SocketLimits
  now(): number
  random(n: number): Uint8Array
  /** A fresh id: `prefix` (such as `topic:`) + 40 hex chars, the shape of real group and topic ids. */
  newId(prefix: string): string
}

export const DEFAULT_TIMESTAMP_WINDOW_MS = 5 * 60_000

/** The fields that are set: `{ perUser: undefined }` keeps the default rather than erasing it. */
const definedOnly = <T extends object>(partial: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined)) as Partial<T>

export const createContext = (options: NodeOptions = {}): NodeContext => {
  const random = options.random ?? ((n: number) => new Uint8Array(randomBytes(n)))
  const now = options.now ?? (() => Date.now())
  return {
    state: options.state ?? openState(options.dataDir),
    hub: options.hub ?? new Hub(),
    ...(options.devnet ? { devnet: options.devnet } : {}),
    nodeId: options.nodeId ?? `node:${bytesToHex(random(16))}`,
    timestampWindowMs: options.timestampWindowMs ?? DEFAULT_TIMESTAMP_WINDOW_MS,
    serverRate: options.serverRate ?? '1',
    socketLimits: { ...DEFAULT_SOCKET_LIMITS, ...definedOnly(options.socketLimits ?? {}) },
    now,
    random,
    newId: (prefix) => `${prefix}${sha1Hex(random(32))}`,
  }
}
