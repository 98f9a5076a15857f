/** What every handler and the socket layer share: state, the hub, the clock, randomness and identity. */
import { randomBytes } from 'node:crypto'
import { bytesToHex } from '../../src/domain/crypto/encoding'
import { sha1Hex } from '../../src/domain/crypto/hash'
import { Hub } from './hub'
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
}

export interface NodeContext {
  readonly state: NodeState
  readonly hub: Hub
  readonly nodeId: string
  readonly timestampWindowMs: number
  readonly serverRate: string
  /** The devnet this node belongs to; undefined for the single node. */
  readonly devnet?: Devnet
  now(): number
  random(n: number): Uint8Array
  /** A fresh id: `prefix` (such as `topic:`) + 40 hex chars, the shape of real group and topic ids. */
  newId(prefix: string): string
}

export const DEFAULT_TIMESTAMP_WINDOW_MS = 5 * 60_000

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
    now,
    random,
    newId: (prefix) => `${prefix}${sha1Hex(random(32))}`,
  }
}
