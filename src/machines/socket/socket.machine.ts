/**
 * The socket's lifecycle as a person sees it. The SDK's socket core owns the lifecycle and reports its
 * status (domain/connection's table: connecting, handshaking, open, backingOff, closed); this machine
 * only maps that to what the app shows: connecting, online, reconnecting and — after a short grace
 * period, so a blip never flashes a banner — offline, with a "retry now" that skips the back-off wait.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { SocketStatus } from '../../domain/connection'

export interface SocketContext {
  nodeId: string
  /** How many times the link came back after dropping, for diagnostics. */
  recoveries: number
}

export type SocketEvent =
  | { type: 'socket.status'; status: SocketStatus; nodeId?: string }
  | { type: 'socket.retry' }

/** How long a drop may last before the app says it is offline. */
export const OFFLINE_GRACE_MS = 2_000

export const socketMachine = setup({
  types: { context: {} as SocketContext, events: {} as SocketEvent },
  actors: {
    /** Asks the connection to reconnect now instead of after its back-off. */
    retryNow: fromPromise<void>(async () => {
      throw new Error('socketMachine needs retryNow from machine.provide()')
    }),
  },
  guards: {
    is: ({ event }, params: { statuses: SocketStatus[] }) =>
      event.type === 'socket.status' && params.statuses.includes(event.status),
  },
  delays: { offlineGrace: OFFLINE_GRACE_MS },
}).createMachine({
  id: 'socket',
  context: { nodeId: '', recoveries: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'socket.status': [
          {
            guard: { type: 'is', params: { statuses: ['connecting', 'handshaking'] } },
            target: 'connecting',
          },
          { guard: { type: 'is', params: { statuses: ['open'] } }, target: 'online' },
          { guard: { type: 'is', params: { statuses: ['closed'] } }, target: 'closed' },
        ],
      },
    },
    connecting: {
      tags: ['connecting'],
      on: {
        'socket.status': [
          {
            guard: { type: 'is', params: { statuses: ['open'] } },
            target: 'online',
            actions: assign({ nodeId: ({ event }) => event.nodeId ?? '' }),
          },
          { guard: { type: 'is', params: { statuses: ['backingOff'] } }, target: 'reconnecting' },
          { guard: { type: 'is', params: { statuses: ['closed'] } }, target: 'closed' },
        ],
      },
    },
    online: {
      tags: ['online'],
      on: {
        'socket.status': [
          {
            guard: { type: 'is', params: { statuses: ['backingOff', 'connecting', 'handshaking'] } },
            target: 'reconnecting',
          },
          { guard: { type: 'is', params: { statuses: ['closed'] } }, target: 'closed' },
          {
            guard: { type: 'is', params: { statuses: ['open'] } },
            actions: assign({ nodeId: ({ event }) => event.nodeId ?? '' }),
          },
        ],
      },
    },
    reconnecting: {
      tags: ['reconnecting'],
      initial: 'grace',
      states: {
        grace: { after: { offlineGrace: 'offline' } },
        offline: { tags: ['offline'] },
        retrying: {
          tags: ['offline'],
          invoke: { src: 'retryNow', onDone: 'offline', onError: 'offline' },
        },
      },
      on: {
        'socket.retry': '.retrying',
        'socket.status': [
          {
            guard: { type: 'is', params: { statuses: ['open'] } },
            target: 'online',
            actions: assign({
              nodeId: ({ event }) => event.nodeId ?? '',
              recoveries: ({ context }) => context.recoveries + 1,
            }),
          },
          { guard: { type: 'is', params: { statuses: ['closed'] } }, target: 'closed' },
        ],
      },
    },
    closed: {
      tags: ['closed'],
      on: {
        'socket.status': [
          {
            guard: { type: 'is', params: { statuses: ['connecting', 'handshaking'] } },
            target: 'connecting',
          },
          { guard: { type: 'is', params: { statuses: ['open'] } }, target: 'online' },
        ],
      },
    },
  },
})
