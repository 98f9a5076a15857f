/**
 * The devnet's engine: a NATS server with JetStream (mock-node/README.md "A devnet of many nodes"). One
 * stream is the log every node commits to and applies from; one key-value bucket holds who is live. The
 * connection reconnects by itself for as long as the node runs; `reachable` says whether it is up now.
 */
import {
  type JetStreamClient,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
  type StreamInfo,
} from '@nats-io/jetstream'
import type { NatsConnection } from '@nats-io/nats-core'
import { connect } from '@nats-io/transport-node'

/** JetStream's simplified consumer API, which the 3.x client is built around, came with 2.9.4. */
const MIN_SERVER = [2, 9, 4] as const

/** How long a node waits at start for the engine's JetStream to take the log. */
const READY_PATIENCE_MS = 15_000

/** Two minutes: a commit retried with its message id within this window is stored once. */
const DUPLICATE_WINDOW_NS = 120 * 1e9

export interface EngineOptions {
  /** `nats://host:port` URLs of the engine's servers; the client moves between them by itself. */
  servers: readonly string[]
  /** Names the stream, subject and bucket, so several devnets can share one engine. */
  namespace: string
  /** Copies of the log the engine keeps (1 on one server, 3 across a three-server cluster). */
  replicas: number
  /** The connection's name, as the server's monitoring shows it. */
  name: string
}

/** The engine cannot be reached or is too old; the message names the URLs and what to do. */
export class EngineError extends Error {
  override name = 'EngineError'
}

const olderThan = (version: string, min: readonly number[]): boolean => {
  const parts = version.split('.').map((p) => Number.parseInt(p, 10) || 0)
  for (let i = 0; i < min.length; i++) {
    const have = parts[i] ?? 0
    const want = min[i] ?? 0
    if (have !== want) return have < want
  }
  return false
}

/**
 * Asks again for up to READY_PATIENCE_MS: a cluster of servers that just started answers "timeout" or
 * "temporarily unavailable" until it has elected its JetStream leader.
 */
const untilReady = async <T>(ask: () => Promise<T>): Promise<T> => {
  const deadline = Date.now() + READY_PATIENCE_MS
  for (;;) {
    try {
      return await ask()
    } catch (error) {
      if (Date.now() >= deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

export class Engine {
  /** True while the connection is up; writes fail fast while it is not. */
  reachable = true
  readonly stream: string
  readonly subject: string
  readonly bucket: string

  private constructor(
    readonly nc: NatsConnection,
    readonly js: JetStreamClient,
    readonly jsm: JetStreamManager,
    readonly options: EngineOptions,
  ) {
    this.stream = `${options.namespace}-log`
    this.subject = `${options.namespace}.log`
    this.bucket = `${options.namespace}-nodes`
    void this.watchStatus()
  }

  /** Connects, checks the server's version and makes sure the log stream exists. */
  static async open(options: EngineOptions): Promise<Engine> {
    const where = options.servers.join(',')
    let nc: NatsConnection
    try {
      nc = await connect({
        servers: [...options.servers],
        name: options.name,
        timeout: 5000,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 250,
      })
    } catch (error) {
      throw new EngineError(`cannot reach the devnet engine at ${where}: ${(error as Error).message}`)
    }
    const version = nc.info?.version ?? '0.0.0'
    if (olderThan(version, MIN_SERVER)) {
      await nc.close()
      throw new EngineError(
        `the devnet engine at ${where} runs nats-server ${version}; 2.9.4 or newer is needed`,
      )
    }
    try {
      const jsm = await untilReady(() => jetstreamManager(nc, { timeout: 5000 }))
      const engine = new Engine(nc, jetstream(nc, { timeout: 5000 }), jsm, options)
      await untilReady(() => engine.findOrCreateStream())
      return engine
    } catch (error) {
      await nc.close()
      if (error instanceof EngineError) throw error
      throw new EngineError(
        `the devnet engine at ${where} has no usable JetStream (start nats-server with -js): ${(error as Error).message}`,
      )
    }
  }

  /** The log stream's state: its first and last sequence and when it was created. */
  info(): Promise<StreamInfo> {
    return this.jsm.streams.info(this.stream)
  }

  async close(): Promise<void> {
    this.reachable = false
    if (!this.nc.isClosed()) await this.nc.close()
  }

  private async findOrCreateStream(): Promise<void> {
    try {
      await this.jsm.streams.info(this.stream)
      return
    } catch {
      // Not there yet: the first node of a devnet creates it; a race with another first node is fine.
    }
    try {
      await this.jsm.streams.add({
        name: this.stream,
        subjects: [this.subject],
        // Kept whole: a node joining later, or restarted on memory, replays the log from its start.
        max_msgs: -1,
        max_bytes: -1,
        max_age: 0,
        duplicate_window: DUPLICATE_WINDOW_NS,
        num_replicas: this.options.replicas,
      })
    } catch (error) {
      await this.jsm.streams.info(this.stream).catch(() => {
        throw error
      })
    }
  }

  private async watchStatus(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect') this.reachable = false
      else if (status.type === 'reconnect') this.reachable = true
    }
  }
}
