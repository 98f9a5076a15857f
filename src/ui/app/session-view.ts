import type { SnapshotFrom } from 'xstate'
import type { SessionMachine } from '../../machines/app/app-services'

/** The session as the shell shows it. */
export type SessionView = 'starting' | 'signingIn' | 'signedIn' | 'signedOut' | 'unavailable' | 'loggingOut'

/** Maps the session machine's state to what the header and notices show. */
export const sessionViewOf = (snapshot: SnapshotFrom<SessionMachine>): SessionView => {
  if (snapshot.hasTag('signedIn')) return 'signedIn'
  if (snapshot.matches('signedOut')) return 'signedOut'
  if (snapshot.matches('unavailable')) return 'unavailable'
  if (snapshot.matches('loggingOut')) return 'loggingOut'
  if (snapshot.matches('starting')) return 'starting'
  return 'signingIn'
}

export const BUSY_TEXT: Readonly<Partial<Record<SessionView, string>>> = {
  starting: 'Checking your session…',
  signingIn: 'Signing in…',
  loggingOut: 'Logging out…',
}
