/**
 * The push server's Web Push channel (docs/protocol.md §4.6): each user's push subscriptions, one record
 * under `webpush-sub <userid> <sha-256 of the endpoint>`; their alert rules under `webpush-rules <userid>`;
 * and the node's VAPID key pair under `meta vapid`, kept with the state so every node of a devnet signs
 * with the one key its subscribers' browsers were given.
 */
import { sha256Hex } from '#domain/crypto/hash'
import { DEFAULT_PUSH_RULES, PUSH_SOURCES, type PushRules, type PushSource } from '#domain/push/rules'
import type { KeyValue } from './kv/port'

export interface PushSubscriptionRecord {
  endpoint: string
  /** base64url of the browser's P-256 public key (65 bytes) and auth secret (16 bytes). */
  p256dh: string
  auth: string
  created_at: number
}

/** The node's VAPID pair: the private scalar (hex) and the public point (base64url, the browser's key). */
export interface VapidRecord {
  private_key: string
  public_key: string
}

const SUBS = 'webpush-sub'
const RULES = 'webpush-rules'
const VAPID = ['meta', 'vapid']

/** The rules as stored: what docs/protocol.md §4.6 carries, without the count. */
export interface StoredRules {
  sources: PushSource[]
  muted: string[]
  quiet_from?: number
  quiet_to?: number
  time_zone?: string
}

export const storedRulesOf = (rules: PushRules): StoredRules => ({
  sources: PUSH_SOURCES.filter((s) => rules.sources[s]),
  muted: [...rules.muted],
  ...(rules.quiet
    ? { quiet_from: rules.quiet.from, quiet_to: rules.quiet.to, time_zone: rules.quiet.timeZone }
    : {}),
})

/** The rules a stored record means; quiet hours need all three of their fields. */
export const rulesOf = (stored: StoredRules): PushRules => ({
  sources: Object.fromEntries(
    PUSH_SOURCES.map((s) => [s, stored.sources.includes(s)]),
  ) as PushRules['sources'],
  muted: stored.muted,
  quiet:
    stored.quiet_from !== undefined && stored.quiet_to !== undefined && stored.time_zone !== undefined
      ? { from: stored.quiet_from, to: stored.quiet_to, timeZone: stored.time_zone }
      : null,
})

export class WebPushStore {
  constructor(private readonly kv: KeyValue) {}

  subscriptionsOf(userid: string): PushSubscriptionRecord[] {
    return this.kv.range<PushSubscriptionRecord>([SUBS, userid]).map((e) => e.value)
  }

  get(userid: string, endpoint: string): PushSubscriptionRecord | undefined {
    return this.kv.get([SUBS, userid, sha256Hex(endpoint)])
  }

  /** Adds the subscription, or replaces the one with the same endpoint (new keys after a resubscribe). */
  put(userid: string, record: PushSubscriptionRecord): void {
    this.kv.put([SUBS, userid, sha256Hex(record.endpoint)], record)
  }

  /** Removes it; false when the user had no such subscription. */
  remove(userid: string, endpoint: string): boolean {
    if (!this.get(userid, endpoint)) return false
    this.kv.remove([SUBS, userid, sha256Hex(endpoint)])
    return true
  }

  rules(userid: string): PushRules {
    const stored = this.kv.get<StoredRules>([RULES, userid])
    return stored ? rulesOf(stored) : DEFAULT_PUSH_RULES
  }

  setRules(userid: string, rules: StoredRules): void {
    this.kv.put([RULES, userid], rules)
  }

  vapid(): VapidRecord | undefined {
    return this.kv.get(VAPID)
  }

  setVapid(record: VapidRecord): void {
    this.kv.put(VAPID, record)
  }
}
