/**
 * Logging in or out in one tab does the same in every tab (docs/product.md §4 session start and logout):
 * the tab that logged in or out says so on the tab bus, and every other tab restores from storage or logs
 * out in turn. A change that came from another tab is not said again, so no message echoes.
 *
 * Chromium copies localStorage between renderers on its own schedule, apart from BroadcastChannel, and one
 * key at a time: a login can be heard before any of its keys are visible here, or when only the first of
 * them is. So a login carries the stamp of what the tab stored (user id, public key, expiry: the expiry is
 * written last), and the other tab restores only once its own storage shows that stamp, re-checking on
 * every storage event and every step of its session. A change heard while the session cannot take it yet
 * (still starting, or initialising a client) waits for the step that can.
 */
import type { Actor, AnyStateMachine, SnapshotFrom } from 'xstate'
import { StorageKeys } from '../domain/config'
import type { KeyStore, TabCoordinator } from '../ports'

const TOPIC = 'session'

type SessionChange = 'login' | 'logout' | 'forget'

/** What goes on the bus: the change, and for a login the stamp of what that tab stored. */
interface ChangeMessage {
  change: SessionChange
  stamp?: string
}

type SessionActor = Pick<Actor<AnyStateMachine>, 'send' | 'subscribe' | 'getSnapshot'>
type Snapshot = SnapshotFrom<AnyStateMachine>

/** The stored login as this tab sees it. */
export interface StoredSessionView {
  /** Equal in two tabs once both see the same login written. */
  stamp(): string
  /** Calls `listener` after each change another tab made to storage; returns the unsubscribe. */
  onChange(listener: () => void): () => void
}

const STAMP_KEYS = [StorageKeys.userid, StorageKeys.publicKey, StorageKeys.pubkeyExpiredTimestamp] as const

/** The browser's view: the key store read now, and the window's `storage` events. */
export const storedSessionView = (
  keyStore: Pick<KeyStore, 'get'>,
  window: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined,
): StoredSessionView => ({
  stamp: () => STAMP_KEYS.map((key) => keyStore.get(key) ?? '').join('\n'),
  onChange: (listener) => {
    const onStorage = () => listener()
    window?.addEventListener('storage', onStorage)
    return () => window?.removeEventListener('storage', onStorage)
  },
})

const CHANGES: readonly unknown[] = ['login', 'logout', 'forget'] satisfies SessionChange[]

const messageOf = (body: unknown): ChangeMessage | undefined => {
  const change = typeof body === 'object' && body !== null ? (body as ChangeMessage).change : undefined
  if (!CHANGES.includes(change)) return undefined
  const { stamp } = body as ChangeMessage
  return { change: change as SessionChange, stamp: typeof stamp === 'string' ? stamp : undefined }
}

/** Which change a step of this tab's session is, if it is one to tell the others. */
const changeOf = (before: Snapshot, after: Snapshot): SessionChange | undefined => {
  if (before.matches('persisting') && after.matches('initialising')) return 'login'
  if (before.matches('loggingOut') && after.matches('signedOut')) {
    return after.context.signedOutReason === 'forgotten' ? 'forget' : 'logout'
  }
  return undefined
}

export const shareSessionAcrossTabs = (
  tabs: TabCoordinator,
  session: SessionActor,
  stored?: StoredSessionView,
): (() => void) => {
  /** The next change of this tab's session came from another tab: not said again. */
  let fromPeer = false
  /** A change heard that this tab has not yet made. */
  let pending: ChangeMessage | undefined
  /** Storage events seen while a login is pending, and how many there were at the last restore. */
  let storageSeen = 0
  let restoredAt = -1
  let stopStorage: (() => void) | undefined

  const finish = () => {
    pending = undefined
    stopStorage?.()
    stopStorage = undefined
  }

  /** A heard login: restore once the stored keys are visible here, again after each later write. */
  const settleLogin = (snapshot: Snapshot, stamp: string | undefined) => {
    // A tab signed in keeps its own session until told to log out.
    if (snapshot.hasTag('signedIn')) return finish()
    if (!snapshot.matches('signedOut') || restoredAt === storageSeen) return
    if (stored && stamp !== undefined && stored.stamp() !== stamp) return
    restoredAt = storageSeen
    session.send({ type: 'session.restore' })
  }

  const settle = () => {
    if (!pending) return
    const snapshot = session.getSnapshot() as Snapshot
    if (pending.change === 'login') return settleLogin(snapshot, pending.stamp)
    const event = { type: pending.change === 'logout' ? 'session.logout' : 'session.forget' }
    if (snapshot.can(event)) {
      finish()
      fromPeer = true
      session.send(event)
    } else if (snapshot.matches('signedOut')) finish()
  }

  let before = session.getSnapshot() as Snapshot
  const watching = session.subscribe((after: Snapshot) => {
    const change = changeOf(before, after)
    before = after
    // A login begun here is newer than anything heard before it.
    if (after.matches('persisting')) finish()
    if (change && fromPeer) fromPeer = false
    else if (change) tabs.publish({ topic: TOPIC, body: { change, stamp: stored?.stamp() } })
    settle()
  })
  const stop = tabs.subscribe(({ topic, body }) => {
    const message = topic === TOPIC ? messageOf(body) : undefined
    if (!message) return
    finish()
    pending = message
    restoredAt = -1
    if (message.change === 'login' && stored) {
      stopStorage = stored.onChange(() => {
        storageSeen++
        settle()
      })
    }
    settle()
  })
  return () => {
    finish()
    watching.unsubscribe()
    stop()
  }
}
