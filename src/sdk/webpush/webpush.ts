/**
 * The push server's Web Push channel as this client uses it (docs/protocol.md §4.6): the node's key a
 * browser subscribes with, this device's subscription, and the person's alert rules, which govern pushes
 * and the app's in-tab alerts alike (docs/product.md §14.6). On a node without the channel (every public
 * Web3MQ node today) the calls answer 404: `serverKey` and `rules` then resolve undefined, and the app says
 * it cannot push while a tab still alerts.
 */
import {
  webPushRules,
  webPushServerKey,
  webPushSetRules,
  webPushSubscribe,
  webPushUnsubscribe,
} from '../../domain/contract'
import { HttpError, NodeError } from '../../domain/errors'
import {
  type AlertSubject,
  DEFAULT_PUSH_RULES,
  mayAlert,
  PUSH_SOURCES,
  type PushRules,
} from '../../domain/push/rules'
import type { ClientContext } from '../core/context'
import { type ChatArrival, type ChatArrivalWatch, watchChatArrivals } from './chat-alerts'

/** A browser's push subscription as the node takes it: the endpoint and its keys, base64url. */
export interface DevicePushSubscription {
  endpoint: string
  p256dh: string
  auth: string
}

export interface PushSettings {
  rules: PushRules
  /** How many of the person's devices receive pushes. */
  subscriptions: number
}

/** The node has no Web Push channel: an HTTP 404, or a route-not-found envelope. */
const isMissingChannel = (error: unknown): boolean =>
  (error instanceof HttpError && error.status === 404) ||
  (error instanceof NodeError && error.nodeCode === 404 && !/user|subscription/i.test(error.message))

const absentOnMissing = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await work()
  } catch (error) {
    if (isMissingChannel(error)) return undefined
    throw error
  }
}

type WireRules = Awaited<ReturnType<WebPushModule['wireRules']>>

const settingsOf = (wire: NonNullable<WireRules>): PushSettings => ({
  rules: {
    sources: Object.fromEntries(
      PUSH_SOURCES.map((s) => [s, wire.sources.includes(s)]),
    ) as PushRules['sources'],
    muted: [...wire.muted],
    quiet:
      wire.quiet_from !== undefined && wire.quiet_to !== undefined && wire.time_zone !== undefined
        ? { from: wire.quiet_from, to: wire.quiet_to, timeZone: wire.time_zone }
        : null,
  },
  subscriptions: Number(wire.subscriptions),
})

export class WebPushModule {
  /** The rules last read or written; everything alerts until the node's are known. */
  private known: PushRules = DEFAULT_PUSH_RULES
  private readonly listeners = new Set<(rules: PushRules) => void>()

  constructor(
    private readonly ctx: ClientContext,
    /** The chat list, to name a conversation in an alert. */
    private readonly chats: () => readonly { chatid: string; chat_name: string }[] = () => [],
  ) {}

  /**
   * Calls `listener` with the alert of each chat message someone else sends while the page is hidden
   * (docs/product.md §14.6): the words and tag of its push, and whether the rules let it alert now.
   */
  watchChatArrivals(watch: ChatArrivalWatch, listener: (arrival: ChatArrival) => void): () => void {
    const parts = {
      userid: this.ctx.keys.userid,
      chats: this.chats,
      mayAlert: (subject: AlertSubject) => this.mayAlert(subject),
    }
    return watchChatArrivals(this.ctx.events, parts, watch, listener)
  }

  /** The rules as last read from or written to the node. */
  rules(): PushRules {
    return this.known
  }

  /** Whether an arrival may alert in this tab now, under the same rules the node pushes by. */
  mayAlert(subject: AlertSubject): boolean {
    return mayAlert(this.known, subject, this.ctx.ports.clock.now())
  }

  /** Calls `listener` whenever the rules change here (read anew, or set by this client). */
  watchRules(listener: (rules: PushRules) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The node's VAPID public key (base64url), or undefined when the node cannot push. */
  async serverKey(): Promise<string | undefined> {
    return absentOnMissing(async () => (await this.ctx.api.call(webPushServerKey, {})).public_key)
  }

  /** Registers this device's subscription; the push server must be authorised (docs/protocol.md §9.4). */
  async subscribe(subscription: DevicePushSubscription): Promise<number> {
    return (await this.ctx.api.call(webPushSubscribe, { ...subscription })).subscriptions
  }

  /** Stops pushes to this device. A subscription the node no longer has is already stopped. */
  async unsubscribe(endpoint: string): Promise<void> {
    try {
      await this.ctx.api.call(webPushUnsubscribe, { endpoint })
    } catch (error) {
      if (error instanceof NodeError && error.nodeCode === 404) return
      throw error
    }
  }

  /** The person's rules, or undefined when the node has no channel. */
  async settings(): Promise<PushSettings | undefined> {
    const wire = await this.wireRules()
    return wire ? this.keep(settingsOf(wire)) : undefined
  }

  /** Replaces the rules; resolves with what the node now keeps. */
  async setRules(rules: PushRules): Promise<PushSettings> {
    const wire = await this.ctx.api.call(webPushSetRules, {
      sources: PUSH_SOURCES.filter((s) => rules.sources[s]),
      muted: [...rules.muted],
      ...(rules.quiet
        ? { quiet_from: rules.quiet.from, quiet_to: rules.quiet.to, time_zone: rules.quiet.timeZone }
        : {}),
    })
    return this.keep(settingsOf(wire))
  }

  private keep(settings: PushSettings): PushSettings {
    this.known = settings.rules
    for (const listener of this.listeners) listener(settings.rules)
    return settings
  }

  private wireRules() {
    return absentOnMissing(() => this.ctx.api.call(webPushRules, {}))
  }
}
