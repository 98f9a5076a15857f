/**
 * One socket for every tab of a browser (docs/product.md §4 "Socket"): the tab that holds the lead runs the
 * real Connection and repeats its frames and status to the others; a follower tab sends through it. When
 * the leading tab closes, the browser hands the lead to a waiting tab, which opens its own Connection (the
 * catch-up after connecting fetches what arrived meanwhile, and unacknowledged sends are resent by the
 * outbox). Only the TabCoordinator port is used: the SDK never touches Web Locks or BroadcastChannel.
 */
import { catchUpSince, HEARTBEAT_DEFAULTS, type SocketStatus } from '../../domain/connection'
import { errors } from '../../domain/errors'
import { CloseCodes, type DecodedFrame, type OutboundFrame } from '../../domain/protocol'
import type { Clock, Logger, TabCoordinator } from '../../ports'
import { socketClosedError } from '../connection/frames'
import type { LiveSocket } from '../core/context'
import { type Relay, relayOf, Topics } from './relay'

type Role = 'off' | 'follower' | 'leader'

export interface SharedSessionOptions {
  /** This tab's own Connection, opened only while it leads. */
  local: LiveSocket
  tabs: TabCoordinator
  userid: string
  logger: Pick<Logger, 'warn'>
  clock: Pick<Clock, 'now'>
  /** The client's catch-up (message.resync) from `since`. */
  catchUp?: (since: number) => Promise<void>
}

export class SharedSession implements LiveSocket {
  private role: Role = 'off'
  private relayed: { status: SocketStatus; nodeId: string } = { status: 'idle', nodeId: '' }
  /** Gives the lead up (or the request for it) and stops hearing the other tabs; set while joined. */
  private leave: (() => void) | undefined
  /** Whether a leading tab ever answered: a tab that took over from one has something to catch up. */
  private followed = false
  private readonly frameListeners = new Set<(frame: DecodedFrame) => void>()
  private readonly statusListeners = new Set<(status: SocketStatus) => void>()
  private readonly relay: Relay

  private readonly local: LiveSocket
  private readonly logger: Pick<Logger, 'warn'>
  private readonly clock: Pick<Clock, 'now'>
  private readonly catchUp: (since: number) => Promise<void>
  /** When the leading tab was last heard: what arrived after it may not have reached this tab. */
  private lastHeardAt = 0

  constructor(options: SharedSessionOptions) {
    const { local, tabs, userid } = options
    this.local = local
    this.logger = options.logger
    this.clock = options.clock
    this.catchUp = options.catchUp ?? (async () => undefined)
    this.relay = relayOf(tabs, userid)
    local.onFrame((frame) => {
      if (this.role !== 'leader') return
      this.emitFrame(frame)
      this.relay.say(Topics.frame, frame)
    })
    local.onStatus((status) => {
      if (this.role !== 'leader') return
      this.emitStatus(status)
      this.relay.say(Topics.status, { status, nodeId: local.nodeId })
    })
  }

  get status(): SocketStatus {
    return this.role === 'follower' ? this.relayed.status : this.local.status
  }

  get nodeId(): string {
    return this.role === 'follower' ? this.relayed.nodeId : this.local.nodeId
  }

  /** Joins the tabs: follows the leading tab at once, and waits for the lead in case that tab goes. */
  connect(): Promise<void> {
    if (this.role === 'leader') return this.local.connect()
    if (this.role === 'off') {
      this.role = 'follower'
      this.relayed = { status: 'connecting', nodeId: '' }
      this.emitStatus('connecting')
      const stopHearing = this.relay.listen((message) => this.onTab(message))
      this.relay.say(Topics.hello, null)
      const giveUp = this.relay.tabs.lead(() => this.takeLead())
      this.leave = () => {
        giveUp()
        stopHearing()
      }
    }
    return this.whenOpen()
  }

  close(): void {
    this.leave?.()
    this.leave = undefined
    const wasLeader = this.role === 'leader'
    if (wasLeader) this.local.close()
    this.role = 'off'
    if (!wasLeader) this.emitStatus('closed')
  }

  /** The leader's Connection is catching up from `since` (before it reports `open`): the followers do too. */
  relayCatchUp(since: number): void {
    if (this.role === 'leader') this.relay.say(Topics.catchUp, since)
  }

  ping(): void {
    if (this.role === 'leader') this.local.ping()
  }

  /** Sends through the leading tab; throws "websocket Initialization failed" unless the link is open. */
  send(frame: OutboundFrame): void {
    if (this.role !== 'follower') this.local.send(frame)
    else if (this.relayed.status !== 'open') throw errors.socketSendUninitialised()
    else this.relay.say(Topics.send, frame)
  }

  reconnectNow(): void {
    if (this.role === 'follower') this.relay.say(Topics.retry, null)
    else this.local.reconnectNow()
  }

  onFrame(listener: (frame: DecodedFrame) => void): () => void {
    this.frameListeners.add(listener)
    return () => this.frameListeners.delete(listener)
  }

  onStatus(listener: (status: SocketStatus) => void): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  private takeLead(): void {
    if (this.role !== 'follower') return
    this.role = 'leader'
    this.emitStatus(this.local.status)
    // A first connect runs no catch-up of its own, but this tab was following: what arrived while the
    // lead changed hands is fetched from when the leader was last heard, less the margin.
    const since = catchUpSince(this.lastHeardAt, HEARTBEAT_DEFAULTS.catchUpMarginMs)
    const tookOver = this.followed
    this.local
      .connect()
      .then(() => (tookOver ? this.catchUp(since) : undefined))
      .catch((error: unknown) => this.logger.warn('socket did not open', error))
  }

  private onTab({ topic, body }: { topic: string; body: unknown }): void {
    if (this.role === 'leader') this.onFollower(topic, body)
    else if (this.role === 'follower') this.onLeader(topic, body)
  }

  private onFollower(topic: string, body: unknown): void {
    if (topic === Topics.hello)
      this.relay.say(Topics.status, { status: this.local.status, nodeId: this.local.nodeId })
    else if (topic === Topics.retry) this.local.reconnectNow()
    else if (topic === Topics.send) this.sendForFollower(body as OutboundFrame)
  }

  /** A follower's frame: a refusal (the link just dropped) is only logged; its outbox sends it again. */
  private sendForFollower(frame: OutboundFrame): void {
    try {
      this.local.send(frame)
    } catch (error) {
      this.logger.warn('a frame from another tab was not sent', error)
    }
  }

  private onLeader(topic: string, body: unknown): void {
    this.lastHeardAt = this.clock.now()
    if (topic === Topics.frame) this.emitFrame(body as DecodedFrame)
    else if (topic === Topics.catchUp) {
      this.catchUp(body as number).catch((error: unknown) => this.logger.warn('catch-up failed', error))
    } else if (topic === Topics.status) {
      this.followed = true
      this.relayed = body as SharedSession['relayed']
      this.emitStatus(this.relayed.status)
    }
  }

  private whenOpen(): Promise<void> {
    if (this.status === 'open') return Promise.resolve()
    return new Promise((resolve, reject) => {
      const stop = this.onStatus((status) => {
        if (status === 'open') resolve()
        else if (status === 'closed' && this.role === 'off')
          reject(socketClosedError(CloseCodes.normal, 'Client closed', false))
        else return
        stop()
      })
    })
  }

  private emitFrame(frame: DecodedFrame): void {
    for (const listener of [...this.frameListeners]) listener(frame)
  }

  private emitStatus(status: SocketStatus): void {
    for (const listener of [...this.statusListeners]) listener(status)
  }
}
