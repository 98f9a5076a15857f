/**
 * Who is live in the devnet (mock-node/README.md "A devnet of many nodes"): each node puts its record in the
 * engine's key-value bucket at start and every `HEARTBEAT_MS`, and deletes it when it stops. Every node
 * watches the bucket; a record not refreshed for `EXPIRY_MS` is dropped from its view, since the engine of
 * 2.9 sends no event when a key ages out. The bucket's own age limit is the same, so a node starting later
 * never sees a dead node's record. A killed node thus leaves every server list within EXPIRY_MS plus one
 * sweep (`HEARTBEAT_MS`); a stopped one at once.
 */
import { type KV, Kvm, type KvWatchEntry } from '@nats-io/kv'
import type { Engine } from './engine'

export const HEARTBEAT_MS = 1000
export const EXPIRY_MS = 5000

export interface Member {
  nodeId: string
  /** The URL clients reach the node at. */
  endpoint: string
  serverRate: string
  startedAt: number
}

/** Bucket keys allow letters, digits and `-/_=.`; node ids hold `:`. */
const keyOf = (nodeId: string): string => Buffer.from(nodeId, 'utf8').toString('hex')

export class Membership {
  /** The view: node id → record and when this node last heard of it (its own clock). */
  private readonly view = new Map<string, { member: Member; heardAt: number }>()
  private timer: NodeJS.Timeout | undefined
  private watching: (AsyncIterable<KvWatchEntry> & { stop(): void }) | undefined

  private constructor(
    private readonly kv: KV,
    readonly self: Member,
  ) {}

  /** Opens the bucket, announces this node and starts watching the others. */
  static async join(engine: Engine, self: Member): Promise<Membership> {
    const kv = await new Kvm(engine.js).create(engine.bucket, { ttl: EXPIRY_MS, history: 1 })
    const membership = new Membership(kv, self)
    await membership.beat()
    await membership.watch()
    membership.timer = setInterval(() => {
      membership.beat().catch(() => {
        // The engine is away: the record ages out elsewhere, and returns with the next beat that lands.
      })
      membership.sweep()
    }, HEARTBEAT_MS)
    membership.timer.unref()
    return membership
  }

  /** The live nodes, this one first, then by endpoint. */
  members(): Member[] {
    this.sweep()
    const others = [...this.view.values()]
      .map((v) => v.member)
      .filter((m) => m.nodeId !== this.self.nodeId)
      .sort((a, b) => a.endpoint.localeCompare(b.endpoint))
    return [this.self, ...others]
  }

  /** Leaves at once: the record is deleted, so every other node drops it from its view now. */
  async leave(): Promise<void> {
    this.stop()
    await this.kv.delete(keyOf(this.self.nodeId)).catch(() => {})
  }

  /** Stops beating and watching without deleting the record (as a crash would). */
  stop(): void {
    clearInterval(this.timer)
    this.watching?.stop()
  }

  private async beat(): Promise<void> {
    await this.kv.put(keyOf(this.self.nodeId), JSON.stringify(this.self))
  }

  private async watch(): Promise<void> {
    const watcher = await this.kv.watch()
    this.watching = watcher
    void (async () => {
      for await (const entry of watcher) {
        if (entry.operation !== 'PUT') {
          for (const [id] of this.view) if (keyOf(id) === entry.key) this.view.delete(id)
          continue
        }
        try {
          const member = entry.json<Member>()
          this.view.set(member.nodeId, { member, heardAt: Date.now() })
        } catch {
          // Not a member record: ignored.
        }
      }
    })()
  }

  private sweep(): void {
    const oldest = Date.now() - EXPIRY_MS
    for (const [id, v] of this.view) if (v.heardAt < oldest) this.view.delete(id)
  }
}
