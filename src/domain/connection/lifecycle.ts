/**
 * Every socket's lifecycle as an explicit transition table (states, never flags), applied by the SDK's one
 * socket core to the main socket and the bridge sockets alike:
 *
 *   idle|closed --start--> connecting --transportOpen--> handshaking --ready--> open
 *   connecting|handshaking|open --lost--> backingOff --retry--> connecting
 *   any live state --failed|stop--> closed
 *
 * `ready` means the node accepted the handshake (connect 3, bridge connect 101 or temp connect 6) and, on
 * the main socket after a reconnect, catch-up ran. A socket that does not reconnect never backs off.
 */

export type SocketStatus = 'idle' | 'connecting' | 'handshaking' | 'open' | 'backingOff' | 'closed'

export type SocketEvent = 'start' | 'transportOpen' | 'ready' | 'lost' | 'retry' | 'failed' | 'stop'

const LIVE: ReadonlySet<SocketStatus> = new Set(['connecting', 'handshaking', 'open'])

/** The next status, or undefined when `event` means nothing in `status` (the caller ignores it). */
export const socketTransition = (status: SocketStatus, event: SocketEvent): SocketStatus | undefined => {
  switch (event) {
    case 'start':
      return status === 'idle' || status === 'closed' ? 'connecting' : undefined
    case 'transportOpen':
      return status === 'connecting' ? 'handshaking' : undefined
    case 'ready':
      return status === 'handshaking' ? 'open' : undefined
    case 'lost':
      return LIVE.has(status) ? 'backingOff' : undefined
    case 'retry':
      return status === 'backingOff' ? 'connecting' : undefined
    case 'failed':
      return LIVE.has(status) || status === 'backingOff' ? 'closed' : undefined
    case 'stop':
      return status === 'closed' ? undefined : 'closed'
  }
}

/** The WebSocket `readyState` the JS SDK's `connect.changeReadyStatus` event reports for a status. */
export const readyStateOf = (status: SocketStatus): 0 | 1 | 3 => {
  if (status === 'connecting') return 0
  if (status === 'handshaking' || status === 'open') return 1
  return 3
}

/**
 * Where catch-up after a reconnect starts: the last moment the previous link was known alive, less a
 * margin for clock skew between client and node (duplicates are merged by message id, gaps are lost).
 */
export const catchUpSince = (lastAliveAt: number, marginMs: number): number =>
  Math.max(0, Math.floor(lastAliveAt - Math.max(0, marginMs)))

/** Heartbeat timing: the JS main socket pings after 40 s idle (bridge 55 s); no answer in 10 s = dead. */
export const HEARTBEAT_DEFAULTS = { deadlineMs: 10_000, catchUpMarginMs: 5_000 } as const
