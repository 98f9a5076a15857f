/**
 * The "Issued At" dates of the wallet-signed texts. The SDKs render local wall-clock time; the domain
 * never reads a clock or a time zone, so callers pass the instant and the offset, or the parts.
 *
 * Offset convention: `tzOffsetMinutes` is what to ADD to UTC to get local time (UTC+01:00 → 60,
 * UTC−05:00 → −300). That is the negation of JavaScript's `Date#getTimezoneOffset()`.
 */

/** Local calendar parts; month 1–12, hour 0–23. */
interface DateParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

const MS_PER_MINUTE = 60_000

/** Splits the instant `now` (ms since the epoch) into local parts at `tzOffsetMinutes`. */
export const datePartsAt = (now: number, tzOffsetMinutes: number): DateParts => {
  // Shifting the instant and reading the UTC fields yields wall-clock time at that fixed offset.
  const shifted = new Date(now + tzOffsetMinutes * MS_PER_MINUTE)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  }
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

/** moment.js `hh`: 12-hour clock with no am/pm marker, so 00:xx and 12:xx both read `12`. */
const hour12 = (hour: number): number => (hour % 12 === 0 ? 12 : hour % 12)

/** `DD/MM/YYYY HH:mm`, 24-hour (register/reset text, docs/protocol.md §5.4). */
export const formatDmy24 = ({ year, month, day, hour, minute }: DateParts): string =>
  `${pad2(day)}/${pad2(month)}/${year} ${pad2(hour)}:${pad2(minute)}`

/** `DD/MM/YYYY hh:mm`, 12-hour without am/pm (Telegram bind §9.5, push authorisation §9.4). */
export const formatDmy12 = ({ year, month, day, hour, minute }: DateParts): string =>
  `${pad2(day)}/${pad2(month)}/${year} ${pad2(hour12(hour))}:${pad2(minute)}`

/** `Y/m/d h:i` as the follow text renders it, e.g. `2023/01/05 03:07`: zero padded, 24-hour (§9.1). */
export const formatYmd24 = ({ year, month, day, hour, minute }: DateParts): string =>
  `${year}/${pad2(month)}/${pad2(day)} ${pad2(hour)}:${pad2(minute)}`

/** An instant with the offset to render it at; the alternative to passing pre-split parts. */
interface LocalInstant {
  now: number
  tzOffsetMinutes: number
}

/** What every text builder accepts as its "Issued At". */
export type IssuedAt = DateParts | LocalInstant

/** Normalises either form of `IssuedAt` to parts. */
export const issuedAtParts = (issuedAt: IssuedAt): DateParts =>
  'now' in issuedAt ? datePartsAt(issuedAt.now, issuedAt.tzOffsetMinutes) : issuedAt
