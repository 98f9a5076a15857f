/**
 * Holds the notification centre for the UI while a person is signed in. The actor's chunk loads at the
 * first sign-in; each sign-in starts the centre afresh and a sign-out stops it, and a load that finishes
 * after a sign-out (or a newer sign-in) is not used for it. A failed load is tried again at the next one.
 */
import type { CentreRef, NotificationCentre } from '../machines/app/app-services'

export interface CentreSlot extends NotificationCentre {
  /** A person signed in (again): start the centre for them. */
  start(): void
  stop(): void
}

export const createCentreSlot = (load: () => Promise<CentreRef>): CentreSlot => {
  let loaded: Promise<CentreRef> | undefined
  let shown: CentreRef | undefined
  let signIn = 0
  const listeners = new Set<() => void>()
  const show = (next: CentreRef | undefined) => {
    shown = next
    for (const listener of listeners) listener()
  }
  return {
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      const mine = ++signIn
      loaded ??= load()
      loaded.then(
        (actor) => {
          if (mine !== signIn) return
          actor.send({ type: 'notifications.start' })
          show(actor)
        },
        () => {
          // Offline for a moment: the next sign-in loads it again; the bell stays away meanwhile.
          loaded = undefined
        },
      )
    },
    stop() {
      signIn++
      if (!shown) return
      shown.send({ type: 'notifications.stop' })
      show(undefined)
    },
  }
}
