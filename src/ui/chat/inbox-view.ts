/** The inbox row's time: the hour on the day of `now`, the date before it (at the browser's offset). */
import { messageDateTime } from '../../domain/messages'
import { dateLabel } from './chat-rows'

export const rowTime = (updatedAt: number | undefined, now: number, tzOffsetMinutes: number): string => {
  if (!updatedAt) return ''
  const at = messageDateTime(updatedAt, tzOffsetMinutes)
  return at.date === messageDateTime(now, tzOffsetMinutes).date ? at.time : dateLabel(at.date)
}

/** Minutes east of UTC here (the negation of getTimezoneOffset). */
export const localOffset = (at: number): number => -new Date(at).getTimezoneOffset()
