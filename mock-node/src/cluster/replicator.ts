/**
 * State-machine replication over the engine's log (mock-node/README.md "A devnet of many nodes"):
 *
 * - Commit: requests queue; each batch runs its handlers to completion on one overlay of the local replica,
 *   then publishes their writes and hub events as one entry, expecting the log to end where this replica's
 *   applied sequence is (JetStream's expected-last-sequence) and naming it with a message id (JetStream's
 *   dedup, so a retry after a lost answer is stored once). When another node committed first, the batch
 *   waits until that entry is applied here and runs again.
 * - Apply: every node applies every entry in log order, writes first (with the applied sequence, in one
 *   local write), then hands its events to the local hub. The origin applies its own entry as soon as the
 *   log took it, and only then answers the batch's requests.
 */
import { randomBytes } from 'node:crypto'
import { type ConsumerMessages, DeliverPolicy, JetStreamApiError } from '@nats-io/jetstream'
import { DevnetUnavailable } from '../context'
import type { NodeState } from '../state'
import { OverlayKeyValue, type ScopedKeyValue, type Write } from '../state/kv/overlay'
import type { KeyValue } from '../state/kv/port'
import type { Engine } from './engine'
import { decodeEntry, encodeEntry, type LogEntry } from './entry'
import type { HubEvent, RecordingHub } from './recording-hub'

/** Where a replica keeps the last log sequence it applied. */
export const APPLIED_KEY = ['meta', 'devnet-applied'] as const
/** Which log the replica follows (the stream's creation time): a folder of another devnet is refused. */
export const LOG_ID_KEY = ['meta', 'devnet-log'] as const

/** Requests run and committed together at most. */
const MAX_BATCH = 64
/** Runs of one batch before its requests are refused as busy (another node won every race). */
const MAX_TRIES = 50
/** How long one commit is retried (same bytes, same id) while the engine does not answer. */
const PUBLISH_PATIENCE_MS = 5000
const PUBLISH_TIMEOUT_MS = 2000
/** How often the follower checks that it keeps up with the log. */
const WATCHDOG_MS = 2000

export interface ReplicaParts {
  /** The local store: memory or the node's own LMDB folder. */
  replica: KeyValue
  /** What the node's state objects read and write: the replica, or a batch's overlay while it runs. */
  scoped: ScopedKeyValue
  state: NodeState
  hub: RecordingHub
}

/** The figures the bench and tests read. */
export interface ReplicatorStats {
  commits: number
  conflicts: number
  /** How many batches had each size: `batches[n]` counts the commits of n requests. */
  batches: number[]
}

interface Job {
  work: () => unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

type Published =
  | { kind: 'committed'; seq: number }
  | { kind: 'behind'; last: number }
  | { kind: 'unreachable'; error: unknown }

const WRONG_LAST = /wrong last sequence: (\d+)/

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Only replay records: what a signed read writes. */
const onlySeen = (writes: readonly Write[]): boolean => writes.every(([key]) => key[0] === 'seen')

export class Replicator {
  /** The last log sequence applied to the replica. */
  applied: number
  /** Where the replica stood when the node started: it follows the log from the entry after. */
  readonly resumedFrom: number
  /** The latest commit time applied: the node's clock never runs behind it. */
  lastAt = 0
  readonly stats: ReplicatorStats = { commits: 0, conflicts: 0, batches: [] }
  private readonly queue: Job[] = []
  private busy = false
  private waiters: { seq: number; resolve: () => void }[] = []
  private readonly boot = randomBytes(6).toString('hex')
  private counter = 0
  private following: ConsumerMessages | undefined
  private stopped = false
  private watchdog: NodeJS.Timeout | undefined

  constructor(
    private readonly engine: Engine,
    private readonly parts: ReplicaParts,
    private readonly origin: string,
    private readonly now: () => number,
  ) {
    this.applied = parts.replica.get<number>(APPLIED_KEY) ?? 0
    this.resumedFrom = this.applied
  }

  /** See `Devnet.run` (context.ts). */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
      void this.drain()
    })
  }

  /** Resolves once the replica has applied `seq`. */
  until(seq: number): Promise<void> {
    if (this.applied >= seq) return Promise.resolve()
    return new Promise((resolve) => this.waiters.push({ seq, resolve }))
  }

  /** Waits until `seq` is applied, for as long as a commit is retried; false when it was not. */
  private caughtUp(seq: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PUBLISH_PATIENCE_MS)
    })
    return Promise.race([this.until(seq).then(() => true), late]).finally(() => clearTimeout(timer))
  }

  /** Applies the log from the replica's next entry, keeps following it, and resolves once caught up. */
  async follow(): Promise<void> {
    const info = await this.engine.info()
    const logId = info.created
    const known = this.parts.replica.get<string>(LOG_ID_KEY)
    if (known !== undefined && known !== logId)
      throw new Error(
        `this data folder follows another devnet log (created ${known}, the engine's was created ${logId}); give the node a fresh --data folder`,
      )
    if (known === undefined && holdsState(this.parts.replica))
      throw new Error(
        'this data folder holds a single node’s state, which no devnet log has; give the node a fresh --data folder',
      )
    if (known === undefined) this.parts.replica.put(LOG_ID_KEY, logId)
    void this.consumeLoop()
    this.watchdog = setInterval(() => void this.checkPace(), WATCHDOG_MS)
    this.watchdog.unref()
    await this.until(info.state.last_seq)
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.watchdog)
    await this.following?.close()
  }

  private async drain(): Promise<void> {
    if (this.busy) return
    this.busy = true
    try {
      while (this.queue.length > 0) await this.commit(this.queue.splice(0, MAX_BATCH))
    } finally {
      this.busy = false
    }
  }

  /** Runs the batch on a fresh overlay: what each job answered, the writes and the events. */
  private execute(batch: readonly Job[]) {
    const overlay = new OverlayKeyValue(this.parts.replica)
    const events: HubEvent[] = []
    const outcomes = batch.map(
      (job): Outcome =>
        this.parts.scoped.within(overlay, () =>
          this.parts.hub.recording(events, () => {
            try {
              return { ok: true, value: job.work() }
            } catch (error) {
              return { ok: false, error }
            }
          }),
        ),
    )
    return { overlay, events, outcomes }
  }

  private async commit(first: readonly Job[]): Promise<void> {
    let batch = first
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const base = this.applied
      const { overlay, events, outcomes } = this.execute(batch)
      if (overlay.empty && events.length === 0) return settle(batch, outcomes)
      const entry: LogEntry = {
        origin: this.origin,
        at: this.now(),
        seq: overlay.currentSeq(),
        writes: overlay.recorded(),
        events,
      }
      const published = await this.publish(encodeEntry(entry), base)
      if (published.kind === 'committed') {
        this.stats.commits++
        this.stats.batches[batch.length] = (this.stats.batches[batch.length] ?? 0) + 1
        if (this.applied === published.seq - 1) this.apply(published.seq, entry)
        else await this.until(published.seq)
        return settle(batch, outcomes)
      }
      // What ran on the overlay is thrown away; caches may hold what it read.
      this.parts.state.notifications.forgetCached()
      if (published.kind === 'unreachable') return this.degrade(batch)
      this.stats.conflicts++
      if (!(await this.caughtUp(published.last))) break
      // The run is lost anyway: the requests that queued meanwhile join it (after the others, so each
      // socket's frames keep their order), and the next win commits more of them at once.
      batch = [...batch, ...this.queue.splice(0, MAX_BATCH - batch.length)]
    }
    for (const job of batch) job.reject(new DevnetUnavailable('the log stayed busy; try again'))
  }

  /** Publishes one entry, retrying the same bytes under the same id while the engine does not answer. */
  private async publish(bytes: Uint8Array, base: number): Promise<Published> {
    const msgID = `${this.origin}:${this.boot}:${++this.counter}`
    const deadline = Date.now() + PUBLISH_PATIENCE_MS
    for (;;) {
      if (!this.engine.reachable) return { kind: 'unreachable', error: new Error('engine disconnected') }
      try {
        const ack = await this.engine.js.publish(this.engine.subject, bytes, {
          msgID,
          expect: { lastSequence: base },
          timeout: PUBLISH_TIMEOUT_MS,
        })
        return { kind: 'committed', seq: ack.seq }
      } catch (error) {
        const wrong = error instanceof JetStreamApiError ? WRONG_LAST.exec(error.message) : null
        if (wrong) return { kind: 'behind', last: Number(wrong[1]) }
        if (Date.now() >= deadline) return { kind: 'unreachable', error }
        await sleep(100)
      }
    }
  }

  /**
   * The engine is away: a request that only records its signature (a signed read) is answered on this
   * replica alone, so reads keep serving (its replay record then holds on this node only); one that writes
   * anything else is refused as retryable.
   */
  private degrade(batch: readonly Job[]): void {
    for (const job of batch) {
      const { overlay, events, outcomes } = this.execute([job])
      const writes = overlay.recorded()
      const outcome = outcomes[0] as Outcome
      if (
        events.length === 0 &&
        onlySeen(writes) &&
        overlay.currentSeq() === this.parts.replica.currentSeq()
      ) {
        this.parts.replica.write(() => {
          for (const [key, value] of writes) this.parts.replica.put(key, value)
        })
        settle([job], [outcome])
      } else {
        job.reject(new DevnetUnavailable('the devnet engine is unreachable'))
      }
    }
  }

  /** Applies one entry: its writes and the applied sequence in one local write, then its events. */
  private apply(seq: number, entry: LogEntry): void {
    const { replica } = this.parts
    replica.write(() => {
      for (const [key, value] of entry.writes) {
        if (value === undefined) replica.remove(key)
        else replica.put(key, value)
      }
      replica.raiseSeq(entry.seq)
      replica.put(APPLIED_KEY, seq)
    })
    this.applied = seq
    this.lastAt = Math.max(this.lastAt, entry.at)
    if (entry.writes.some(([key]) => key[0] === 'subscribers')) this.parts.state.notifications.forgetCached()
    for (const event of entry.events) this.parts.hub.deliver(event)
    this.wake()
  }

  private wake(): void {
    if (!this.waiters.some((w) => w.seq <= this.applied)) return
    const ready = this.waiters.filter((w) => w.seq <= this.applied)
    this.waiters = this.waiters.filter((w) => w.seq > this.applied)
    for (const w of ready) w.resolve()
  }

  /**
   * Follows the log with an ordered consumer from the next unapplied entry; on any end (the engine lost,
   * the watchdog), starts again from wherever the replica is.
   */
  private async consumeLoop(): Promise<void> {
    while (!this.stopped) {
      try {
        const consumer = await this.engine.js.consumers.get(this.engine.stream, {
          deliver_policy: DeliverPolicy.StartSequence,
          opt_start_seq: this.applied + 1,
        })
        this.following = await consumer.consume()
        for await (const message of this.following) {
          if (message.seq <= this.applied) continue
          if (message.seq !== this.applied + 1) break
          this.apply(message.seq, this.decode(message.seq, message.data))
        }
      } catch {
        // The engine is away or the consumer was lost: try again shortly.
      }
      if (!this.stopped) await sleep(250)
    }
  }

  private lastPace = { applied: -1 }

  /**
   * An entry no node could have written (anything published on the log's subject by another program) is
   * applied as an empty one, on every node alike, so it cannot wedge the devnet.
   */
  private decode(seq: number, bytes: Uint8Array): LogEntry {
    try {
      const entry = decodeEntry(bytes)
      if (wellFormed(entry)) return entry
    } catch {
      // Reported below.
    }
    console.error(`mock node: log entry ${seq} is not a devnet entry; skipped`)
    return { origin: '', at: 0, seq: 0, writes: [], events: [] }
  }

  /** Restarts the consumer when the log is ahead of the replica and nothing was applied since last time. */
  private async checkPace(): Promise<void> {
    if (this.stopped || !this.engine.reachable) return
    try {
      const info = await this.engine.info()
      const stuck = info.state.last_seq > this.applied && this.lastPace.applied === this.applied
      this.lastPace = { applied: this.applied }
      if (stuck) await this.following?.close()
    } catch {
      // Asked again at the next tick.
    }
  }
}

const isKey = (key: unknown): boolean =>
  Array.isArray(key) && key.every((part) => typeof part === 'string' || typeof part === 'number')

/** The shape every node writes: writes of [key, value] and events named by a string. */
const wellFormed = (entry: LogEntry): boolean =>
  typeof entry === 'object' &&
  entry !== null &&
  Array.isArray(entry.writes) &&
  Array.isArray(entry.events) &&
  entry.writes.every((write) => Array.isArray(write) && isKey(write[0])) &&
  entry.events.every((event) => Array.isArray(event) && typeof event[0] === 'string')

/** A folder a single node wrote: a number drawn, or a user (every other record hangs off one). */
const holdsState = (replica: KeyValue): boolean =>
  replica.currentSeq() > 0 || replica.range(['user'], { limit: 1 }).length > 0

const settle = (batch: readonly Job[], outcomes: readonly Outcome[]): void => {
  batch.forEach((job, i) => {
    const outcome = outcomes[i] as Outcome
    if (outcome.ok) job.resolve(outcome.value)
    else job.reject(outcome.error)
  })
}
