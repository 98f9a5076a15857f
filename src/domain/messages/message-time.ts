import { datePartsAt } from '../signing/date-format'

const pad2 = (n: number): string => String(n).padStart(2, '0')

/**
 * `YYYY-MM-DD` and `HH:mm` (24-hour, zero padded) of an instant in milliseconds, at a fixed offset in
 * minutes east of UTC (UTC+08:00 → 480; the negation of `Date#getTimezoneOffset()`). No ambient time
 * zone is read. A non-finite timestamp gives empty strings rather than `NaN-NaN-NaN`.
 */
export const messageDateTime = (
  timestamp: number,
  tzOffsetMinutes: number,
): { date: string; time: string } => {
  if (!Number.isFinite(timestamp) || !Number.isFinite(tzOffsetMinutes)) return { date: '', time: '' }
  const { year, month, day, hour, minute } = datePartsAt(timestamp, tzOffsetMinutes)
  return { date: `${year}-${pad2(month)}-${pad2(day)}`, time: `${pad2(hour)}:${pad2(minute)}` }
}
