/**
 * A mock node as one node of a devnet (`--cluster nats://…`, mock-node/README.md "A devnet of many
 * nodes"): its own replica of the whole state (memory, or LMDB in its own folder) behind the unchanged
 * key-value port, requests committed through the engine's log, events delivered on every node, and its
 * record in the engine's membership bucket while it serves. Loaded only with `--cluster`.
 */

import { randomBytes } from 'node:crypto'
import { bytesToHex } from '#domain/crypto/encoding'
import type { Devnet, NodeOptions } from '../context'
import { NodeState } from '../state'
import { LmdbKeyValue } from '../state/kv/lmdb'
import { MemoryKeyValue } from '../state/kv/memory'
import { ScopedKeyValue } from '../state/kv/overlay'
import type { KeyValue } from '../state/kv/port'
import { migrate } from '../state/schema'
import { Engine } from './engine'
import { Membership } from './membership'
import { RecordingHub } from './recording-hub'
import { Replicator } from './replicator'

/** How often a replica drops replay records that can no longer match (see ReplayOptions). */
const PRUNE_EVERY_MS = 10_000

export interface DevnetOptions {
  /** The engine's URLs. */
  servers: readonly string[]
  nodeId?: string
  /** The node's own LMDB folder; memory without one (the whole log is replayed at each start). */
  dataDir?: string
  /** Names the log and the bucket in the engine (default `devnet`). */
  namespace?: string
  /** Copies of the log the engine keeps, when this node creates it (default 1). */
  replicas?: number
  serverRate?: string
}

export class DevnetNode implements Devnet {
  private membership: Membership | undefined
  private readonly pruner: NodeJS.Timeout

  private constructor(
    readonly nodeId: string,
    readonly engine: Engine,
    readonly state: NodeState,
    readonly hub: RecordingHub,
    readonly replicator: Replicator,
    private readonly serverRate: string,
  ) {
    this.pruner = setInterval(() => state.seenSignatures.pruneExpired(this.now()), PRUNE_EVERY_MS)
    this.pruner.unref()
  }

  /** Connects to the engine, opens the replica and applies the log up to its end. */
  static async join(options: DevnetOptions): Promise<DevnetNode> {
    const nodeId = options.nodeId ?? `node:${bytesToHex(new Uint8Array(randomBytes(16)))}`
    const engine = await Engine.open({
      servers: options.servers,
      namespace: options.namespace ?? 'devnet',
      replicas: options.replicas ?? 1,
      name: nodeId,
    })
    let replica: KeyValue | undefined
    try {
      replica = options.dataDir === undefined ? new MemoryKeyValue() : new LmdbKeyValue(options.dataDir)
      migrate(replica)
      const scoped = new ScopedKeyValue(replica)
      const state = new NodeState(scoped, { pruneInline: false })
      const hub = new RecordingHub()
      let node: DevnetNode | undefined
      const replicator = new Replicator(
        engine,
        { replica, scoped, state, hub },
        nodeId,
        () => node?.now() ?? Date.now(),
      )
      node = new DevnetNode(nodeId, engine, state, hub, replicator, options.serverRate ?? '1')
      await replicator.follow()
      return node
    } catch (error) {
      await replica?.close()
      await engine.close()
      throw error
    }
  }

  /** What `buildApp` takes to serve as this node. */
  get nodeOptions(): NodeOptions {
    return {
      nodeId: this.nodeId,
      state: this.state,
      hub: this.hub,
      devnet: this,
      serverRate: this.serverRate,
      now: () => this.now(),
    }
  }

  /** Never behind the last applied commit, so times rise in log order on every node (catch-up reads by time). */
  now(): number {
    return Math.max(Date.now(), this.replicator.lastAt)
  }

  run<T>(work: () => T): Promise<T> {
    return this.replicator.run(work)
  }

  endpoints(): readonly string[] {
    return this.membership?.members().map((m) => m.endpoint) ?? []
  }

  /** Joins the server lists: called once the node listens at `endpoint`. */
  async announce(endpoint: string): Promise<void> {
    this.membership = await Membership.join(this.engine, {
      nodeId: this.nodeId,
      endpoint,
      serverRate: this.serverRate,
      startedAt: Date.now(),
    })
  }

  /** Leaves the server lists at once; the app is closed after this, then `close`. */
  async leave(): Promise<void> {
    await this.membership?.leave()
  }

  /** Stops beating without a goodbye, as a crashed node would: the others drop it once it ages out. */
  membershipStop(): void {
    this.membership?.stop()
  }

  /** Stops following the log and closes the engine connection and the replica. */
  async close(): Promise<void> {
    clearInterval(this.pruner)
    this.membership?.stop()
    await this.replicator.stop()
    await this.engine.close()
    await this.state.close()
  }
}
