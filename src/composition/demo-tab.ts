/**
 * The demo tab (README "Try it", docs/product.md §14.10): on the mock node a person tries a conversation
 * without a second browser profile. A tab opened with `?demo=Bob` signs in as that demo person with the dev
 * wallet holding the person's demo key (domain/keys/demo-wallet.ts), and keeps to itself:
 *
 * - its keys live in its own sessionStorage: the origin's localStorage is shared by every tab and holds the
 *   person's own session, so a second person there would sign the first one out or in as someone else;
 * - it coordinates with no other tab (a single-tab coordinator): the person's tabs share one socket and
 *   follow each other's logins and logouts over the tab bus (ARCHITECTURE.md "Messages that are never lost"),
 *   and a demo person must neither ride on that socket nor log them out;
 * - it remembers being a demo tab in that sessionStorage, so a reload stays the demo person, and the
 *   parameter leaves the address bar.
 * IndexedDB stays shared: the chat, outbox, cursor and end-to-end stores are kept per user id.
 * Only recognising the tab is here, in the first download; signing in is a chunk of its own (demo-sign-in.ts).
 * boot.tsx looks for a demo tab only in a build where the demo is offered (`demoOffered`).
 */
import type { AnyActorRef } from 'xstate'
import { type DemoPerson, demoPersonNamed } from '../domain/keys/demo-people'
import type { DemoServices, DemoTab, DemoTabStatus } from '../machines/app/app-services'
import type { CompositionConfig } from './config'
import type { Runtime } from './runtime'
import { DEMO_MARK, DEMO_PARAM } from './signed-out-at-start'
import { createValueStore } from './value-store'

export { DEMO_MARK, DEMO_PARAM }

/** The person offered to try a conversation with: Bob, whom the seed has follow Alice. */
const OFFERED: DemoPerson = 'Bob'

const tabStorage = (window: Window): Storage | undefined => {
  try {
    return window.sessionStorage ?? undefined
  } catch {
    return undefined
  }
}

export interface DemoTabPlace {
  person: DemoPerson
  /** The tab's own storage (sessionStorage): its keys and its dev wallet's. */
  storage: Storage
}

/**
 * Whether this tab is a demo tab: named by `?demo=` now (the parameter is taken out of the address), or
 * remembered from an earlier load of this tab. A browser without sessionStorage gets no demo tab: its keys
 * would have nowhere of their own to go.
 */
export const demoTabOf = (window: Window): DemoTabPlace | undefined => {
  const storage = tabStorage(window)
  const url = new URL(window.location.href)
  const named = url.searchParams.get(DEMO_PARAM)
  if (named !== null) {
    url.searchParams.delete(DEMO_PARAM)
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  }
  if (!storage) return undefined
  try {
    const fromLink = demoPersonNamed(named)
    if (fromLink) storage.setItem(DEMO_MARK, fromLink)
    const person = fromLink ?? demoPersonNamed(storage.getItem(DEMO_MARK))
    return person ? { person, storage } : undefined
  } catch {
    return undefined
  }
}

/**
 * The demo is offered where the node is the app's own origin and fixed, as the bundled mock node serves the
 * app: a real node is named in the build (VITE_WEB3MQ_NODE_URL) or discovered. The demo tab itself asks the
 * node whether it is the mock before anything is signed, so no request is made before the person chooses
 * (docs/product.md §14.5).
 */
export const demoOffered = (config: Pick<CompositionConfig, 'discover' | 'nodeUrl' | 'appOrigin'>): boolean =>
  !config.discover && config.nodeUrl === config.appOrigin

/** The URL of a demo tab of `person` opening at `path` (an app path, with or without its own query). */
export const demoTabUrl = (path: string, person: string): string => {
  const url = new URL(path, 'http://app.invalid')
  url.searchParams.set(DEMO_PARAM, person)
  return `${url.pathname}${url.search}${url.hash}`
}

interface DemoTabDeps {
  place: DemoTabPlace
  session: Pick<AnyActorRef, 'send' | 'subscribe' | 'getSnapshot'>
  loadRuntime: () => Promise<Runtime>
  isMockNode: () => Promise<boolean>
}

type Snapshot = ReturnType<DemoTabDeps['session']['getSnapshot']>

/**
 * How the session took a login it was handed: signed in (true), or the words of why not (a login that could
 * not be stored, a node that could not be reached).
 */
const sessionAfterLogin = (session: DemoTabDeps['session']): Promise<true | string> =>
  new Promise((resolve) => {
    const check = (snapshot: Snapshot) => {
      const failed = snapshot.matches('signedOut') || snapshot.matches('unavailable')
      if (!snapshot.hasTag('signedIn') && !failed) return
      subscription.unsubscribe()
      resolve(failed ? String(snapshot.context.error?.message ?? 'the login was not kept') : true)
    }
    const subscription = session.subscribe(check)
    check(session.getSnapshot())
  })

/**
 * Runs a demo tab: once the session has settled signed out (nothing stored in this tab yet), signs the demo
 * person in and hands the login to the session as the sign-in dialog would; a tab that restored its keys is
 * signed in already. The status says how it went, for the tab's notice.
 */
export const runDemoTab = ({ place, session, loadRuntime, isMockNode }: DemoTabDeps): DemoTab => {
  const status = createValueStore<DemoTabStatus>({ phase: 'signingIn' })
  let started = false
  const signIn = async () => {
    status.set({ phase: 'signingIn' })
    try {
      const [demo, mock] = await Promise.all([import('./demo-sign-in'), isMockNode()])
      if (!mock) return status.set({ phase: 'unavailable' })
      // Kept before the runtime loads: its wallets read the dev wallet's key once, when they are made.
      demo.keepDemoWalletKey(place.person, place.storage)
      session.send({ type: 'session.loginStarted' })
      const payload = await demo.signInDemoPerson(place.person, place.storage, await loadRuntime())
      session.send({ type: 'session.loggedIn', payload })
      const kept = await sessionAfterLogin(session)
      status.set(kept === true ? { phase: 'signedIn' } : { phase: 'failed', message: kept })
    } catch (error) {
      session.send({ type: 'session.loginFailed' })
      status.set({ phase: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }
  const settle = () => {
    if (started) return
    const snapshot = session.getSnapshot()
    if (snapshot.hasTag('signedIn')) {
      started = true
      status.set({ phase: 'signedIn' })
    } else if (snapshot.matches('signedOut')) {
      started = true
      void signIn()
    }
  }
  session.subscribe(settle)
  settle()
  return {
    person: place.person,
    status: status.get,
    subscribe: status.subscribe,
    retry: () => void signIn(),
  }
}

/** What the UI gets: the offer in a person's own tab, the demo tab's status in a demo tab. */
export const demoServices = (
  config: Pick<CompositionConfig, 'discover' | 'nodeUrl' | 'appOrigin'>,
  tab: DemoTab | undefined,
): DemoServices | undefined => {
  if (tab) return { tab }
  if (!demoOffered(config)) return undefined
  return { offer: { person: OFFERED, url: (path) => demoTabUrl(path, OFFERED) } }
}
