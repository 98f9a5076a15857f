/**
 * The socket's conversation between tabs, on the TabCoordinator's bus. Every message names the user, so
 * a tab signed in as someone else (for the moment before logins are shared) never hears it.
 */
import type { TabCoordinator } from '../../ports'

export const Topics = {
  /** Leader → followers: a decoded inbound frame. */
  frame: 'socket.frame',
  /** Leader → followers: the link's status and node id. */
  status: 'socket.status',
  /** Leader → followers: a reconnect's catch-up runs from this time; each follower syncs too. */
  catchUp: 'socket.catchUp',
  /** Follower → leader: a frame to send. */
  send: 'socket.send',
  /** Follower → leader: "who leads, and how is the link?" (answered with a status). */
  hello: 'socket.hello',
  /** Follower → leader: skip the back-off wait. */
  retry: 'socket.retry',
} as const

type Topic = (typeof Topics)[keyof typeof Topics]

interface Envelope {
  userid: string
  data: unknown
}

export interface Relay {
  readonly tabs: TabCoordinator
  say(topic: Topic, data: unknown): void
  listen(listener: (message: { topic: string; body: unknown }) => void): () => void
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).userid === 'string'

export const relayOf = (tabs: TabCoordinator, userid: string): Relay => ({
  tabs,
  say: (topic, data) => tabs.publish({ topic, body: { userid, data } satisfies Envelope }),
  listen: (listener) =>
    tabs.subscribe(({ topic, body }) => {
      if (topic.startsWith('socket.') && isEnvelope(body) && body.userid === userid) {
        listener({ topic, body: body.data })
      }
    }),
})
