/**
 * The notification centre's actor with its I/O bound (loaded after sign-in, in its own chunk, so a first
 * visit downloads none of it), and the slot that holds it for the UI: the bell and the page read the
 * running actor from the slot, which says when it appears and goes.
 */
import { createActor } from 'xstate'
import { createBrowserNotifier } from '../adapters/platform/system-notifier'
import type { CentreRef } from '../machines/app/app-services'
import { notificationsMachine } from '../machines/notifications/notifications.machine'
import type { Client } from '../sdk'
import { notificationActors } from './notification-actors'
import type { LoadRuntime } from './session-actors'

interface CentreDeps {
  loadRuntime: LoadRuntime
  client: () => Client | undefined
  window: Window | undefined
}

/** The centre's actor, started (signed out until told otherwise). */
export const startCentre = (deps: CentreDeps): CentreRef =>
  createActor(
    notificationsMachine.provide({
      actors: notificationActors({
        loadRuntime: deps.loadRuntime,
        client: deps.client,
        notifier: createBrowserNotifier(deps.window ?? {}),
      }),
    }),
  ).start()
