/**
 * The node a client is on, and moving off it when it dies (docs/protocol.md §8 and §3.9 "Failover"): REST and
 * the socket read their URL here at each call and dial, so one move takes both. A move asks the server
 * list of a node it knows (the seeds, then the last list it saw), pings the live endpoints but the failed one
 * and takes the fastest; the failed node is avoided for a while, then may be chosen again. `FAST_URL`
 * follows each move, and the other tabs of the app follow `FAST_URL`.
 */
import { StorageKeys } from '../../domain/config'
import type { Clock, HttpTransport, KeyStore, Logger, NodeProbe } from '../../ports'
import { fastest, fetchServerList, pingAll, usableEndpoints, wsUrlFor } from './discovery'

/** How long a node that failed is passed over by moves (it may come back, and be chosen again, after). */
export const AVOID_MS = 60_000

export interface RoutePorts {
  http: HttpTransport
  probe?: NodeProbe | undefined
  logger: Logger
  clock: Clock
  keyStore?: KeyStore | undefined
}

export interface RouteOptions {
  /** The node to start on. */
  url: string
  /**
   * Where a move asks for the server list. Empty: the client has no network to move in (a fixed node),
   * and stays on `url`.
   */
  seeds: readonly string[]
  /** The server list the first discovery read, if any. */
  listed?: readonly string[]
  avoidMs?: number
}

/** What a move did: went to `url`, or stayed (nothing else answered). */
export type Move = { moved: true; url: string } | { moved: false }

/** What route listeners hear: a move begins, ends on another node, or ends where it began. */
export type RouteChange = { phase: 'moving' | 'moved' | 'stayed'; url: string }

const trim = (url: string): string => url.replace(/\/+$/, '')

export class NodeRoute {
  private current: string
  private listed: string[]
  private readonly avoided = new Map<string, number>()
  private moving: Promise<Move> | undefined
  private readonly listeners = new Set<(change: RouteChange) => void>()

  constructor(
    private readonly ports: RoutePorts,
    private readonly options: RouteOptions,
  ) {
    this.current = trim(options.url)
    this.listed = [...(options.listed ?? [])]
  }

  /** Whether this client can move at all: it has seeds and a way to ping. */
  get canMove(): boolean {
    return this.options.seeds.length > 0 && this.ports.probe !== undefined
  }

  /** The current node's origin; another tab's move (a new `FAST_URL`) is taken up here. */
  get url(): string {
    if (this.canMove) {
      const stored = this.ports.keyStore?.get(StorageKeys.fastUrl)
      if (stored && trim(stored) !== this.current && /^https?:\/\//i.test(stored)) this.take(trim(stored))
    }
    return this.current
  }

  get wsUrl(): string {
    return wsUrlFor(this.url)
  }

  /** Hears every move (this client's or another tab's), from its start to where it ended. */
  onMove(listener: (change: RouteChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * The current node stopped answering: avoid it and move to the fastest other live node. One move at a
   * time; a call during a move shares it.
   */
  moveAway(failedWsUrl?: string): Promise<Move> {
    if (!this.canMove) return Promise.resolve({ moved: false })
    // The socket failed on a node the client already left: the move it needs is done.
    if (failedWsUrl !== undefined && failedWsUrl !== this.wsUrl)
      return Promise.resolve({ moved: true, url: this.url })
    this.moving ??= this.move().finally(() => {
      this.moving = undefined
    })
    return this.moving
  }

  private async move(): Promise<Move> {
    const { logger, clock } = this.ports
    const from = this.current
    this.avoided.set(from, clock.now() + (this.options.avoidMs ?? AVOID_MS))
    this.tell({ phase: 'moving', url: from })
    const others = (await this.freshList()).filter((e) => e !== from)
    const now = clock.now()
    const fresh = others.filter((e) => (this.avoided.get(e) ?? 0) <= now)
    // Nodes that failed lately are passed over while another answers; when none does, one of them that
    // answers again beats staying on a node that does not.
    const best =
      (await this.fastestOf(fresh)) ?? (await this.fastestOf(others.filter((e) => !fresh.includes(e))))
    if (!best) {
      logger.warn(`no other live node to move to from ${from}`)
      this.tell({ phase: 'stayed', url: from })
      return { moved: false }
    }
    logger.info(`moving from ${from} to ${best.endpoint} (${best.roundTripMs} ms)`)
    this.ports.keyStore?.set(StorageKeys.fastUrl, best.endpoint)
    this.take(best.endpoint)
    return { moved: true, url: best.endpoint }
  }

  private async fastestOf(endpoints: readonly string[]) {
    if (endpoints.length === 0) return undefined
    return fastest((await pingAll(this.ports.probe as NodeProbe, endpoints, this.ports.logger)).results)
  }

  /** The server list of the first node that answers: the seeds, then the nodes of the last list. */
  private async freshList(): Promise<string[]> {
    const { http, logger } = this.ports
    const askers = [...new Set([...this.options.seeds.map(trim), ...this.listed])]
    for (const asker of askers) {
      if (asker === this.current) continue
      try {
        const endpoints = usableEndpoints(await fetchServerList(http, asker), logger)
        this.listed = endpoints
        return endpoints
      } catch (error) {
        logger.warn(`server-list from ${asker} failed`, error)
      }
    }
    return []
  }

  private take(url: string): void {
    this.current = url
    this.tell({ phase: 'moved', url })
  }

  private tell(change: RouteChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change)
      } catch (error) {
        this.ports.logger.error('route listener threw', error)
      }
    }
  }
}
