/**
 * The mock node's demo tab (docs/product.md §14.10, composition/demo-tab.ts) as the composition root builds it,
 * against started mock nodes: a tab opened as Bob signs in as the seeded Bob, with the dev wallet holding
 * the key the seed's rule gives him, and nothing is signed where the node is not the mock. Memory stands in
 * for the tab's sessionStorage.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../mock-node/src/seed'
import { createFetchNodeProbe } from '../../src/adapters/http/node-probe'
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import { createIdbChatStore } from '../../src/adapters/idb/idb-chat-store'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { DEV_WALLET_STORAGE_KEY } from '../../src/adapters/wallets/dev-wallet'
import { composeApp } from '../../src/composition'
import type { DemoTabPlace } from '../../src/composition/demo-tab'
import type { AppPlatform } from '../../src/composition/platform'
import { StorageKeys } from '../../src/domain/config'
import { demoWalletKey } from '../../src/domain/keys/demo-wallet'
import type { AppServices, DemoTab, DemoTabStatus } from '../../src/machines/app/app-services'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { cryptoRandom, MemoryFileSaver, MemoryKeyStore, MemoryLogger, systemClock } from '../fakes/ports'

const ORIGIN = 'http://localhost:5173'

/** A Web Storage in memory: the tab's sessionStorage. */
const memoryStorage = (): Storage => {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size
    },
  }
}

/** A demo tab's platform in Node: its keys and its dev wallet's key in the tab's own storage. */
const demoPlatform = (storage: Storage, keyStore: MemoryKeyStore, fetchImpl: typeof fetch): AppPlatform => ({
  keyStore,
  devWalletStorage: storage,
  clipboard: { writeText: async () => undefined },
  fetch: fetchImpl,
  window: Object.assign(new EventTarget(), { localStorage: memoryStorage() }) as unknown as Window,
  loadRuntimePlatform: async (keys) => ({
    ports: {
      http: createOfetchTransport(),
      probe: createFetchNodeProbe(),
      socket: createNodeSocketTransport(),
      keyStore: keys,
      chatStore: createIdbChatStore({ indexedDB: null }),
      clock: systemClock,
      random: cryptoRandom,
      logger: new MemoryLogger(),
      fileSaver: new MemoryFileSaver(),
      previewFetcher: { fetchHtml: async () => '' },
    },
  }),
})

/** Resolves when the demo tab's status leaves "signing in". */
const settled = (tab: DemoTab): Promise<DemoTabStatus> =>
  new Promise((resolve) => {
    const check = () => {
      const status = tab.status()
      if (status.phase === 'signingIn') return
      stop()
      resolve(status)
    }
    const stop = tab.subscribe(check)
    check()
  })

const nodes: RunningNode[] = []
const apps: AppServices[] = []

const demoTab = async (options: { mock?: boolean; seed?: boolean } = {}) => {
  const node = await startMockNode()
  nodes.push(node)
  const seeded = options.seed ? seedDemo(node.app.context) : []
  const storage = memoryStorage()
  const keyStore = new MemoryKeyStore()
  // A node that is not the mock answers the probe without its marker.
  const fetchImpl: typeof fetch =
    options.mock === false
      ? async (input, init) => new Response(null, { status: (await fetch(input, init)).status })
      : (input, init) => fetch(input, init)
  const place: DemoTabPlace = { person: 'Bob', storage }
  const services = composeApp(
    { VITE_WEB3MQ_NODE_URL: node.url },
    ORIGIN,
    () => demoPlatform(storage, keyStore, fetchImpl),
    place,
  )
  apps.push(services)
  const tab = services.demo?.tab
  if (!tab) throw new Error('a demo tab has its status')
  return { node, seeded, storage, keyStore, services, tab }
}

afterAll(async () => {
  for (const services of apps) services.session.send({ type: 'session.logout' })
  for (const node of nodes) await node.close()
})

describe('a demo tab', () => {
  it('signs in as the seeded Bob with the dev wallet of the seed’s key, keys kept in the tab’s own storage', async () => {
    const { seeded, storage, keyStore, services, tab } = await demoTab({ seed: true })
    expect(tab.person).toBe('Bob')
    expect(await settled(tab)).toEqual({ phase: 'signedIn' })
    const bob = seeded.find((account) => account.nickname === 'Bob')
    expect(bob?.address).toBe(demoWalletKey('Bob').address)
    expect(storage.getItem(DEV_WALLET_STORAGE_KEY)).toBe(demoWalletKey('Bob').privateKey)
    expect(keyStore.get(StorageKeys.userid)).toBe(bob?.userid)
    expect(keyStore.get(StorageKeys.walletAddress)).toBe(bob?.address)
    const session = services.session.getSnapshot()
    expect(session.context.keys?.userid).toBe(bob?.userid)
  })

  it('signs Bob up on a node that was not seeded, named Bob', async () => {
    const { node, keyStore, tab } = await demoTab()
    expect(await settled(tab)).toEqual({ phase: 'signedIn' })
    const userid = keyStore.get(StorageKeys.userid) ?? ''
    expect(node.app.context.state.users.get(userid)?.nickname).toBe('Bob')
    expect(node.app.context.state.users.get(userid)?.did_value).toBe(demoWalletKey('Bob').address)
  })

  it('signs nothing and says so where the node is not the mock', async () => {
    const { storage, keyStore, services, tab } = await demoTab({ mock: false })
    expect(await settled(tab)).toEqual({ phase: 'unavailable' })
    expect(storage.getItem(DEV_WALLET_STORAGE_KEY)).toBeNull()
    expect(keyStore.get(StorageKeys.userid)).toBeNull()
    expect(services.session.getSnapshot().matches('signedOut')).toBe(true)
  })
})

describe('the demo offer', () => {
  it('is made where the node is the app’s own origin, with the URL of a demo tab', () => {
    const platform = demoPlatform(memoryStorage(), new MemoryKeyStore(), fetch)
    const own = composeApp({}, ORIGIN, () => platform)
    apps.push(own)
    expect(own.demo?.tab).toBeUndefined()
    expect(own.demo?.offer?.person).toBe('Bob')
    expect(own.demo?.offer?.url('/chat/user:abc')).toBe('/chat/user:abc?demo=Bob')
    expect(own.demo?.offer?.url('/chat')).toBe('/chat?demo=Bob')
  })

  it('is not made where the build names another node or discovers one', () => {
    const platform = demoPlatform(memoryStorage(), new MemoryKeyStore(), fetch)
    const named = composeApp({ VITE_WEB3MQ_NODE_URL: 'https://node.example' }, ORIGIN, () => platform)
    const discovered = composeApp({ VITE_WEB3MQ_NODE_URL: 'discover' }, ORIGIN, () => platform)
    apps.push(named, discovered)
    expect(named.demo).toBeUndefined()
    expect(discovered.demo).toBeUndefined()
  })
})
