/**
 * The socket's lifecycle as a person sees it. The SDK's socket core owns the lifecycle and reports its
 * status (domain/connection's table); this machine only maps it (`viewFor`) to a view: connecting, online,
 * reconnecting and, after a short grace period so a blip never flashes a banner, offline, with a
 * "retry now" that skips the back-off wait. It also keeps which node the client is on, and whether it is
 * moving to another because its node stopped answering (docs/protocol.md §3.9 "Failover").
 */
import { assign, fromPromise, setup } from 'xstate'
import { missing } from '../kit'
import type { SocketContext, SocketEvent, SocketShown, SocketView } from './socket.types'
import { viewFor } from './socket.view'

/** How long a drop may last before the app says it is offline. */
export const OFFLINE_GRACE_MS = 2_000

const VIEWS: readonly SocketView[] = ['connecting', 'online', 'reconnecting', 'closed']

const machineSetup = setup({
  types: { context: {} as SocketContext, events: {} as SocketEvent },
  actors: {
    /** Asks the connection to reconnect now instead of after its back-off. */
    retryNow: fromPromise<void>(missing('socketMachine', 'retryNow')),
  },
  actions: {
    noteOpen: assign(({ context, event }, params: { recovered: boolean }) => ({
      nodeId: event.type === 'socket.status' ? (event.nodeId ?? '') : context.nodeId,
      recoveries: context.recoveries + (params.recovered ? 1 : 0),
      moving: false,
    })),
    noteNode: assign(({ context, event }) =>
      event.type === 'socket.node' ? { node: event.node, moving: event.moving } : context,
    ),
  },
  guards: {
    shows: ({ event }, params: { shown: SocketShown; view: SocketView }) =>
      event.type === 'socket.status' && viewFor(event.status, params.shown) === params.view,
  },
  delays: { offlineGrace: OFFLINE_GRACE_MS },
})

/** The status transitions out of `shown`: one per other view, taken when `viewFor` says so. */
const follow = (shown: SocketShown) =>
  VIEWS.filter((view) => view !== shown).map((view) => ({
    guard: { type: 'shows' as const, params: { shown, view } },
    target: view,
    actions:
      view === 'online'
        ? [{ type: 'noteOpen' as const, params: { recovered: shown === 'reconnecting' } }]
        : [],
  }))

export const socketMachine = machineSetup.createMachine({
  id: 'socket',
  context: { nodeId: '', node: '', moving: false, recoveries: 0 },
  initial: 'idle',
  // Where the client is, in every state: the status names the node, and says when it moves off it.
  on: { 'socket.node': { actions: 'noteNode' } },
  states: {
    idle: { on: { 'socket.status': follow('idle') } },
    connecting: { tags: ['connecting'], on: { 'socket.status': follow('connecting') } },
    online: {
      tags: ['online'],
      on: {
        'socket.status': [
          ...follow('online'),
          // Open again while online (a new node after a quick reconnect): only the node id changes.
          {
            guard: { type: 'shows', params: { shown: 'online', view: 'online' } },
            actions: { type: 'noteOpen', params: { recovered: false } },
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
      on: { 'socket.retry': '.retrying', 'socket.status': follow('reconnecting') },
    },
    closed: { tags: ['closed'], on: { 'socket.status': follow('closed') } },
  },
})
