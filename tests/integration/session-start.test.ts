/**
 * Where a restored session starts (docs/product.md §4 session start): the composed app, set to discover its
 * node, finds a signed-in person's keys and a stored fast URL. It must use that URL as it is, so here the
 * node probe refuses every call: asking it would fail the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { StorageKeys } from '#domain/config'
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { composeApp } from '../../src/composition'
import type { AppPlatform } from '../../src/composition/platform'
import type { AppServices } from '../../src/machines/app/app-services'
import type { NodeProbe } from '../../src/ports'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import {
  cryptoRandom,
  MemoryChatStore,
  MemoryFileSaver,
  MemoryKeyStore,
  MemoryLogger,
  systemClock,
} from '../fakes/ports'
import { ethWallet } from '../fakes/wallets'

const ORIGIN = 'http://localhost:5173'

let node: RunningNode
let ann: TestAccount
let services: AppServices | undefined
const probed: string[] = []

const refusingProbe: NodeProbe = {
  ping: async (url) => {
    probed.push(url)
    throw new Error('discovery must not run when a fast URL is stored')
  },
}

/** A browser that was signed in before: session keys, the DID key and the fast URL in storage. */
const storedSession = (account: TestAccount, fastUrl: string): MemoryKeyStore => {
  const keyStore = new MemoryKeyStore()
  keyStore.set(StorageKeys.privateKey, account.sessionKeys.PrivateKey)
  keyStore.set(StorageKeys.publicKey, account.sessionKeys.PublicKey)
  keyStore.set(StorageKeys.userid, account.userid)
  keyStore.set(StorageKeys.didKey, `eth:${account.wallet.address}`)
  keyStore.set(StorageKeys.fastUrl, fastUrl)
  return keyStore
}

const platformWith = (keyStore: MemoryKeyStore): AppPlatform => ({
  keyStore,
  clipboard: { writeText: async () => undefined },
  fetch: (input, init) => fetch(input, init),
  window: new EventTarget() as unknown as Window,
  loadRuntimePlatform: async (store) => ({
    ports: {
      http: createOfetchTransport(),
      probe: refusingProbe,
      socket: createNodeSocketTransport(),
      keyStore: store,
      chatStore: new MemoryChatStore(),
      clock: systemClock,
      random: cryptoRandom,
      logger: new MemoryLogger(),
      fileSaver: new MemoryFileSaver(),
      previewFetcher: { fetchHtml: async () => '' },
    },
  }),
})

beforeAll(async () => {
  node = await startMockNode()
  ann = await signUpAndLogIn(httpSend(node.url), ethWallet('session-start-ann'), { nickname: 'Ann' })
})

afterAll(async () => {
  services?.session.send({ type: 'session.logout' })
  await node?.close()
})

describe('a restored session', () => {
  it('[P4.3] starts from the stored fast URL without discovering, and keeps it stored', async () => {
    const keyStore = storedSession(ann, node.url)
    services = composeApp({ VITE_WEB3MQ_NODE_URL: 'discover' }, ORIGIN, () => platformWith(keyStore))
    const ready = await waitFor(
      services.session,
      (s) => s.matches({ signedIn: 'ready' }) || s.matches('unavailable'),
      { timeout: 10_000 },
    )
    expect(ready.matches({ signedIn: 'ready' })).toBe(true)
    expect(ready.context.account).toMatchObject({ userid: ann.userid, nickname: 'Ann' })
    expect(probed).toEqual([])
    expect(keyStore.get(StorageKeys.fastUrl)).toBe(node.url)
  })
})
