/**
 * Logging in or out in one tab does the same in every tab (docs/product.md §4 session start and logout):
 * the tab that logged in or out says so on the tab bus, and every other tab restores from storage or logs
 * out in turn. A change that came from another tab is not said again, so no message echoes.
 */
import type { Actor, AnyStateMachine, SnapshotFrom } from 'xstate'
import type { TabCoordinator } from '../ports'

const TOPIC = 'session'

type SessionChange = 'login' | 'logout' | 'forget'

type SessionActor = Pick<Actor<AnyStateMachine>, 'send' | 'subscribe' | 'getSnapshot'>

const isChange = (body: unknown): body is SessionChange =>
  body === 'login' || body === 'logout' || body === 'forget'

/** What this tab does when another one changed the session; false when there is nothing to do here. */
const apply = (session: SessionActor, change: SessionChange): boolean => {
  const snapshot = session.getSnapshot() as SnapshotFrom<AnyStateMachine>
  const event = { login: 'session.restore', logout: 'session.logout', forget: 'session.forget' }[change]
  // A login is taken only when signed out: a tab signed in keeps its own session until told to log out.
  if (change === 'login' ? !snapshot.matches('signedOut') : !snapshot.can({ type: event })) return false
  session.send({ type: event })
  return true
}

/** Which change a step of this tab's session is, if it is one to tell the others. */
const changeOf = (
  before: SnapshotFrom<AnyStateMachine>,
  after: SnapshotFrom<AnyStateMachine>,
): SessionChange | undefined => {
  if (before.matches('persisting') && after.matches('initialising')) return 'login'
  if (before.matches('loggingOut') && after.matches('signedOut')) {
    return after.context.signedOutReason === 'forgotten' ? 'forget' : 'logout'
  }
  return undefined
}

/**
 * A login heard from another tab can arrive before that tab's writes to localStorage are visible here
 * (Chromium copies storage between renderers on its own schedule, apart from BroadcastChannel). When the
 * restore it starts finds no keys, the next change to stored keys restores again.
 */
const restoreWhenStored = (
  session: SessionActor,
  storedKeysChanged: (listener: () => void) => () => void,
): void => {
  let sawStart = false
  let stopStorage: (() => void) | undefined
  const watch = session.subscribe((snapshot: SnapshotFrom<AnyStateMachine>) => {
    if (snapshot.matches('starting')) sawStart = true
    else if (sawStart && snapshot.matches('signedOut') && !stopStorage) {
      stopStorage = storedKeysChanged(() => {
        stopStorage?.()
        if ((session.getSnapshot() as SnapshotFrom<AnyStateMachine>).matches('signedOut'))
          session.send({ type: 'session.restore' })
      })
      watch.unsubscribe()
    } else if (sawStart && !snapshot.matches('signedOut')) watch.unsubscribe()
  })
}

export const shareSessionAcrossTabs = (
  tabs: TabCoordinator,
  session: SessionActor,
  storedKeysChanged?: (listener: () => void) => () => void,
): (() => void) => {
  let fromPeer = false
  let before = session.getSnapshot() as SnapshotFrom<AnyStateMachine>
  const watching = session.subscribe((after: SnapshotFrom<AnyStateMachine>) => {
    const change = changeOf(before, after)
    before = after
    if (!change) return
    if (fromPeer) fromPeer = false
    else tabs.publish({ topic: TOPIC, body: change })
  })
  const stop = tabs.subscribe(({ topic, body }) => {
    if (!(topic === TOPIC && isChange(body))) return
    if (body === 'login' && storedKeysChanged && session.getSnapshot().matches('signedOut'))
      restoreWhenStored(session, storedKeysChanged)
    if (apply(session, body)) fromPeer = body !== 'login'
  })
  return () => {
    watching.unsubscribe()
    stop()
  }
}
