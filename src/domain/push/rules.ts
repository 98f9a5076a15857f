/**
 * Which arrivals may alert a person, in a tab and by Web Push alike (docs/product.md §14.6): a switch per
 * source, a mute per chat and per group, and quiet hours in the person's own time zone. The node keeps one
 * set per user beside their push subscriptions; the app reads the same set for its in-tab alerts.
 */

/** Where an alert comes from; each has its own switch. */
export const PUSH_SOURCES = [
  'chats',
  'groups',
  'followerPosts',
  'topics',
  'friendRequests',
  'groupRequests',
] as const

export type PushSource = (typeof PUSH_SOURCES)[number]

/** Quiet hours: minutes after local midnight, `from` inclusive and `to` exclusive; may wrap past midnight. */
export interface QuietHours {
  from: number
  to: number
  /** An IANA zone such as `Europe/Paris`: the person's clock, which the node does not share. */
  timeZone: string
}

export interface PushRules {
  sources: Record<PushSource, boolean>
  /** Chat topics (`user:…`) and group ids (`group:…`) that never alert. */
  muted: readonly string[]
  quiet: QuietHours | null
}

/** Everything alerts until the person says otherwise: that is what turning notifications on means. */
export const DEFAULT_PUSH_RULES: PushRules = {
  sources: {
    chats: true,
    groups: true,
    followerPosts: true,
    topics: true,
    friendRequests: true,
    groupRequests: true,
  },
  muted: [],
  quiet: null,
}

const MINUTES_PER_DAY = 24 * 60

/** Minutes after local midnight at `nowMs` in `timeZone`; undefined for a zone this runtime does not know. */
export const localMinutes = (nowMs: number, timeZone: string): number | undefined => {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(nowMs)
    const hour = Number(parts.find((p) => p.type === 'hour')?.value)
    const minute = Number(parts.find((p) => p.type === 'minute')?.value)
    return Number.isFinite(hour) && Number.isFinite(minute)
      ? (hour * 60 + minute) % MINUTES_PER_DAY
      : undefined
  } catch {
    return undefined
  }
}

/** Whether `nowMs` falls in the quiet hours; an empty span (from = to) is never quiet. */
export const inQuietHours = (quiet: QuietHours | null, nowMs: number): boolean => {
  if (!quiet || quiet.from === quiet.to) return false
  const now = localMinutes(nowMs, quiet.timeZone)
  if (now === undefined) return false
  return quiet.from < quiet.to ? now >= quiet.from && now < quiet.to : now >= quiet.from || now < quiet.to
}

/** One arrival as the rules see it: its source, and the chat or group it belongs to, if any. */
export interface AlertSubject {
  source: PushSource
  /** The chat topic or group id; a notification has none. */
  conversation?: string
  /** The arrival mentions the person (docs/product.md §14.8): a mute of its conversation does not hold it back. */
  mentionsMe?: boolean
}

/**
 * Whether an arrival may alert now: its source is on, its conversation not muted (unless it mentions the
 * person), and it is not quiet.
 */
export const mayAlert = (rules: PushRules, subject: AlertSubject, nowMs: number): boolean =>
  rules.sources[subject.source] &&
  !(
    subject.conversation !== undefined &&
    !subject.mentionsMe &&
    rules.muted.includes(subject.conversation)
  ) &&
  !inQuietHours(rules.quiet, nowMs)

/** The rules with one conversation muted or unmuted. */
export const withMuted = (rules: PushRules, conversation: string, muted: boolean): PushRules => ({
  ...rules,
  muted: muted
    ? [...rules.muted.filter((c) => c !== conversation), conversation]
    : rules.muted.filter((c) => c !== conversation),
})

/** Minutes after midnight as `HH:MM`, and back (undefined for anything else). */
export const clockText = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export const clockMinutes = (text: string): number | undefined => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text)
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined
}
