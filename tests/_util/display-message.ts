/** A received message row as the SDK lists it, for tests that feed rows to a chat or the channel list. */
import type { DisplayMessage } from '#domain/messages'

export const receivedRow = (
  id: string,
  timestamp: number,
  extra: Partial<DisplayMessage> = {},
): DisplayMessage => ({
  id,
  content: id,
  senderId: 'user:a',
  username: '',
  avatar: '',
  date: '',
  time: '',
  timestamp,
  status: 'received',
  flags: { system: false, saved: false, distributed: false, seen: false, failure: false },
  msgLoading: 'success',
  ...extra,
})
