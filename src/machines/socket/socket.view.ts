/** The one mapping from the socket core's status to what a person sees. */
import type { SocketStatus } from '../../domain/connection'
import type { SocketShown, SocketView } from './socket.types'

const WAS_UP: ReadonlySet<SocketShown> = new Set(['online', 'reconnecting'])

/**
 * The view for `status` when the app shows `shown`, or undefined when the status changes nothing. Once a
 * link was up, the core connecting again reads as reconnecting (a person sees one outage, not a new
 * start); `idle` is the core before it started, and a back-off cannot follow idle or closed.
 */
export const viewFor = (status: SocketStatus, shown: SocketShown): SocketView | undefined => {
  switch (status) {
    case 'open':
      return 'online'
    case 'closed':
      return 'closed'
    case 'backingOff':
      return WAS_UP.has(shown) || shown === 'connecting' ? 'reconnecting' : undefined
    case 'connecting':
    case 'handshaking':
      return WAS_UP.has(shown) ? 'reconnecting' : 'connecting'
    case 'idle':
      return undefined
  }
}
