/** What every handler and the socket layer share: state, the hub, the clock, randomness and identity. */
import { randomBytes } from 'node:crypto'
import { bytesToHex } from '../../src/domain/crypto/encoding'
import { sha1Hex } from '../../src/domain/crypto/hash'
import { Hub } from './hub'
import { type NodeState, openState } from './state'

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
}

export interface NodeContext {
  readonly state: NodeState
  readonly hub: Hub
  readonly nodeId: string
  readonly timestampWindowMs: number
  readonly serverRate: string
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
    hub: new Hub(),
    nodeId: options.nodeId ?? `node:${bytesToHex(random(16))}`,
    timestampWindowMs: options.timestampWindowMs ?? DEFAULT_TIMESTAMP_WINDOW_MS,
    serverRate: options.serverRate ?? '1',
    now,
    random,
    newId: (prefix) => `${prefix}${sha1Hex(random(32))}`,
  }
}
