import { describe, expect, it } from 'vitest'
import type { SocketStatus } from '../../domain/connection'
import type { SocketShown } from './socket.types'
import { viewFor } from './socket.view'

const STATUSES: SocketStatus[] = ['idle', 'connecting', 'handshaking', 'open', 'backingOff', 'closed']

/** Expected views per shown state, in STATUSES order; undefined = the status changes nothing. */
const TABLE: Record<SocketShown, (string | undefined)[]> = {
  idle: [undefined, 'connecting', 'connecting', 'online', undefined, 'closed'],
  connecting: [undefined, 'connecting', 'connecting', 'online', 'reconnecting', 'closed'],
  online: [undefined, 'reconnecting', 'reconnecting', 'online', 'reconnecting', 'closed'],
  reconnecting: [undefined, 'reconnecting', 'reconnecting', 'online', 'reconnecting', 'closed'],
  closed: [undefined, 'connecting', 'connecting', 'online', undefined, 'closed'],
}

describe('viewFor', () => {
  it.each(Object.entries(TABLE))('maps every core status from %s', (shown, views) => {
    expect(STATUSES.map((status) => viewFor(status, shown as SocketShown))).toEqual(views)
  })
})
