/**
 * The composition root: the one place that builds adapters and hands them inward. It creates the running
 * session and socket actors and the screen machines with their actors bound to the SDK and the wallets.
 * The heavy runtime (SDK, ports, wallets) is imported on first use or once the wallet list has been asked
 * for, never on idle: a first visit fetches what it shows (docs/product.md §14.5). Wallet discovery runs
 * without it, from the first intent on a sign-in control.
 */
import { createActor, fromPromise } from 'xstate'
import { registerServiceWorker } from '../adapters/platform/service-worker'
import { createWebCryptoVault, memoryVaultKey } from '../adapters/storage/web-crypto-vault'
import { createSingleTab } from '../adapters/tabs/single-tab'
import type { AppServices } from '../machines/app/app-services'
import { profileMachine } from '../machines/profile/profile.machine'
import { createSessionMachine } from '../machines/session/session.machine'
import { signInMachine } from '../machines/sign-in/sign-in.machine'
import { socketMachine } from '../machines/socket/socket.machine'
import type { Client } from '../sdk'
import { browserPlatform } from './browser-platform'
import { createCentreSlot } from './centre-slot'
import { createChatServices } from './chat-services'
import { type BuildEnv, type CompositionConfig, detectMockNode, readConfig } from './config'
import { type DemoTabPlace, demoServices, runDemoTab } from './demo-tab'
import { createLinkPreviews } from './link-previews'
import { loadOnce } from './load-once'
import { createLocalStoreStatus } from './local-store-status'
import { createPeopleServices } from './people-services'
import type { AppPlatform } from './platform'
import type { Runtime } from './runtime'
import { profileActors } from './screen-actors'
import { sessionActors, signInActors } from './session-actors'
import { shareSessionAcrossTabs, storedSessionView } from './tab-session'
import { WalletDiscovery } from './wallet-discovery'

/** Runs `task` when the browser is idle (at once where it cannot say). */
const whenIdle = (task: () => void): void => {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: object) => number })
    .requestIdleCallback
  if (idle) idle(task, { timeout: 1000 })
  else task()
}

export const composeApp = (
  env: BuildEnv,
  origin: string,
  platformFor: (config: CompositionConfig) => AppPlatform = browserPlatform,
  /** This tab is a demo tab (composition/demo-tab.ts): `platformFor` keeps it apart from the others. */
  demoTab?: DemoTabPlace,
): AppServices => {
  const config: CompositionConfig = readConfig(env, origin)
  const platform = platformFor(config)
  const { keyStore } = platform
  const vault = platform.vault ?? createWebCryptoVault(memoryVaultKey())
  const tabs = platform.tabs ?? createSingleTab()
  // A discovered node is a real one; a configured one is asked whether it is the mock (dev wallet).
  const discovery = new WalletDiscovery({
    window: platform.window,
    keyStore,
    // A devnet of mock nodes given as seeds is the mock too: its first seed says so.
    isMockNode: async () => {
      const probed = config.seedNodes[0] ?? (config.discover ? undefined : config.nodeUrl)
      return probed !== undefined && (await detectMockNode(probed, platform.fetch))
    },
  })
  let runtime: Promise<Runtime> | undefined
  const loadRuntime = (): Promise<Runtime> => {
    runtime ??= (async () => {
      // The probe, the chunk and the ports load side by side, not one after another.
      const [isMockNode, { createRuntime }, { ports }] = await Promise.all([
        discovery.isMockNode(),
        import('./runtime'),
        platform.loadRuntimePlatform(keyStore),
      ])
      // The browser's coordinator, the session's too: one tab holds the socket for all.
      const shared = platform.tabs ? { tabs: platform.tabs } : {}
      const devWallet = platform.devWalletStorage ? { devWalletStorage: platform.devWalletStorage } : {}
      return createRuntime(
        config,
        { ports: { ...ports, ...shared }, ...devWallet },
        { isMockNode },
        discovery,
      )
    })().catch((error: unknown) => {
      // A failed load (offline for a moment) is tried again on the next use, not remembered.
      runtime = undefined
      throw error
    })
    return runtime
  }
  // On intent, the wallets are looked for (what the click shows). What a connect needs (the SDK, tens of kB
  // to evaluate) is fetched once the list has been asked for and the browser is idle: while the person reads
  // the list, not while the pointer is on its way to the click.
  const prepare = () => void discovery.options()
  const listed = () => whenIdle(() => void loadRuntime().catch(() => undefined))

  let client: Client | undefined
  const socket = createActor(
    socketMachine.provide({
      actors: { retryNow: fromPromise(async () => client?.connection?.reconnectNow()) },
    }),
  ).start()

  // The centre runs for the whole session, so the header's bell counts on every page; its chunk loads
  // at sign-in, when the SDK has loaded anyway.
  const notifications = createCentreSlot(async () =>
    (await import('./notification-centre')).startCentre({
      loadRuntime,
      client: () => client,
      window: platform.window,
    }),
  )

  // Pushes with the tab closed and an installable app; only a production build has /sw.js (vite.config.ts).
  if (import.meta.env.PROD)
    whenIdle(() => void registerServiceWorker(platform.window.navigator?.serviceWorker))

  const localStore = createLocalStoreStatus()
  // The chat machines come with the Messages chunk; `deps` is ready by the time they are asked for.
  const chat = createChatServices(platform.window, async () =>
    (await import('./chat-machines')).chatMachines(deps),
  )
  let stopStatus: (() => void) | undefined
  const onClient = (next: Client) => {
    stopStatus?.()
    client = next
    notifications.start()
    chat.attach(next)
    // The person's alert rules govern this tab's alerts too (docs/product.md §14.6): read them once signed in.
    void next.webPush.settings().catch(() => undefined)
    const stopSocket = next.connection?.onStatus((status) =>
      socket.send({ type: 'socket.status', status, nodeId: next.connection?.nodeId ?? '' }),
    )
    const { config } = next.context
    const hostOf = (url: string) => url.replace(/^https?:\/\//i, '')
    socket.send({ type: 'socket.node', node: hostOf(config.fastUrl), moving: false })
    // Moving from the first sign until the socket is open on the new node (the machine clears it then).
    const stopRoute = config.route?.onMove((change) =>
      socket.send({ type: 'socket.node', node: hostOf(change.url), moving: change.phase !== 'stayed' }),
    )
    stopStatus = () => {
      stopSocket?.()
      stopRoute?.()
    }
  }

  const session = createActor(
    createSessionMachine<Client>().provide({
      actors: sessionActors(loadRuntime, { keyStore, vault }, { onClient, onChatStore: localStore.set }),
    }),
    { input: { now: () => Date.now() } },
  ).start()
  shareSessionAcrossTabs(tabs, session, storedSessionView(keyStore, platform.window))
  const demo = demoServices(
    config,
    demoTab && runDemoTab({ place: demoTab, session, loadRuntime, isMockNode: () => discovery.isMockNode() }),
  )
  session.subscribe((snapshot) => {
    if (!snapshot.context.client && client) {
      stopStatus?.()
      client = undefined
      notifications.stop()
      chat.attach(undefined)
      socket.send({ type: 'socket.status', status: 'closed' })
    }
  })

  const deps = {
    loadRuntime,
    client: () => session.getSnapshot().context.client,
    accountChanged: () => session.send({ type: 'session.refreshAccount' }),
    appOrigin: config.appOrigin,
    pushDappId: config.pushDappId,
    clipboard: platform.clipboard,
    // A platform's own push service (tests); the browser's is built with the subscription screen's chunk,
    // so a first visit downloads none of it.
    ...(platform.pushSubscriber ? { pushSubscriber: platform.pushSubscriber } : {}),
    window: platform.window,
    // Read here, not in a machine: quiet hours keep the person's own clock (docs/product.md §14.6).
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }
  return {
    config,
    localStore,
    linkPreviews: createLinkPreviews(async () => (await loadRuntime()).ports.previewFetcher),
    session: session as unknown as AppServices['session'],
    socket,
    notifications,
    chat,
    ...(demo ? { demo } : {}),
    // The Contacts and group machines come with their screens' chunk, not with the first page.
    people: createPeopleServices(async () => (await import('./people-machines')).peopleMachines(deps)),
    // The subscription screen, the dapp dialogs and `/binddid` bring their machines in a chunk each.
    screens: {
      subscription: loadOnce(async () => (await import('./screen-subscription')).subscriptionScreen(deps)),
      dapps: loadOnce(async () => (await import('./screen-dapps')).dappsScreen(deps)),
      bindDid: loadOnce(async () => (await import('./screen-bind-did')).bindDidScreen(deps)),
    },
    wallets: {
      prepare,
      options: () => discovery.options().finally(listed),
      known: () => discovery.known(),
      onOptionsChange: (listener) => discovery.onChange(listener),
      onConnectLink: (listener) => {
        let stop: (() => void) | undefined
        let stopped = false
        void loadRuntime().then((r) => {
          if (!stopped) stop = r.wallets.onLink(listener)
        })
        return () => {
          stopped = true
          stop?.()
        }
      },
    },
    machines: {
      // A sign-in reports to the running session: it began, it ended without a login, or the login to store.
      signIn: signInMachine.provide({
        actors: signInActors(loadRuntime),
        actions: { tellSession: (_, report) => session.send(report) },
      }),
      profile: profileMachine.provide({ actors: profileActors(deps) }),
    },
  }
}
