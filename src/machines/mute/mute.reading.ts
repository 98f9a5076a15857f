/**
 * What one conversation's mute is, read off the person's rules as the SDK hands them (docs/protocol.md §4.6):
 * no settings means a node without the Web Push channel, where there is nothing to mute.
 */
import type { PushSettings } from '../../sdk/webpush/webpush'
import type { MuteReading } from './mute.types'

/** Whether `topic` is in the rules' muted list. */
export const mutedIn = (settings: PushSettings, topic: string): boolean =>
  settings.rules.muted.includes(topic)

export const muteReadingOf = (settings: PushSettings | undefined, topic: string): MuteReading =>
  settings ? { available: true, muted: mutedIn(settings, topic) } : { available: false, muted: false }
