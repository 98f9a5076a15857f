/**
 * The real app services (the composition root's build) against a started mock node: memory storage and
 * Node sockets stand in for the browser's, everything else is what the browser runs, down to the dev
 * wallet the app offers on the mock node, which signs for real. Sign-up, login, reset, follow, bind, push
 * authorisation, dapp creation and copy are driven through the machines and the actors the composition root
 * provided (the later screens' loaded on first ask, as their screens do).
 */
import { p256 } from '@noble/curves/nist.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise, waitFor } from 'xstate'
import { ErrorCode, Messages } from '#domain/errors'
import { bytesToBase64Url } from '#domain/push/base64url'
import { DEFAULT_PUSH_RULES } from '#domain/push/rules'
import { createFetchNodeProbe } from '../../src/adapters/http/node-probe'
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import { createIdbChatStore } from '../../src/adapters/idb/idb-chat-store'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import { composeApp } from '../../src/composition'
import type { AppPlatform } from '../../src/composition/platform'
import type { AppServices } from '../../src/machines/app/app-services'
import type { LoginResult } from '../../src/machines/sign-in/sign-in.types'
import type { WebPushLoad } from '../../src/machines/subscription/subscription.types'
import type { WalletAccount } from '../../src/ports'
import type { BrowserPushSubscription, PushSubscriber } from '../../src/ports/push-subscriber'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { cryptoRandom, MemoryFileSaver, MemoryKeyStore, MemoryLogger, systemClock } from '../fakes/ports'
import { ethWallet } from '../fakes/wallets'

const ORIGIN = 'http://localhost:5173'
const WALLET = { walletId: 'metamask', didType: 'eth' } as const

/** The page storage the dev wallet keeps its key in. */
const memoryStorage = () => {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size
    },
  }
}

const copied: string[] = []
// Node has no IndexedDB: the chat store keeps chats in memory, as a browser that refuses it does.
const chatStore = createIdbChatStore({ indexedDB: null })

/** A browser's push service that answers at once, with a subscription whose keys the node accepts. */
const memoryPushSubscriber = (): PushSubscriber => {
  let held: BrowserPushSubscription | undefined
  const made: BrowserPushSubscription = {
    endpoint: 'http://127.0.0.1:9/push/app-services',
    p256dh: bytesToBase64Url(p256.getPublicKey(p256.utils.randomSecretKey(), false)),
    auth: bytesToBase64Url(crypto.getRandomValues(new Uint8Array(16))),
  }
  return {
    supported: () => true,
    current: async () => held,
    subscribe: async () => {
      held = made
      return made
    },
    unsubscribe: async () => {
      held = undefined
    },
  }
}

/** Node's platform: what the browser build gets from the page, made of memory and `ws`. */
const nodePlatform = (): AppPlatform => ({
  keyStore: new MemoryKeyStore(),
  clipboard: { writeText: async (text) => void copied.push(text) },
  pushSubscriber: memoryPushSubscriber(),
  fetch: (input, init) => fetch(input, init),
  // No extension announces itself, so the app offers the dev wallet of the mock node.
  window: Object.assign(new EventTarget(), { localStorage: memoryStorage() }) as unknown as Window,
  loadRuntimePlatform: async (keyStore) => ({
    ports: {
      http: createOfetchTransport(),
      probe: createFetchNodeProbe(),
      socket: createNodeSocketTransport(),
      keyStore,
      chatStore,
      clock: systemClock,
      random: cryptoRandom,
      logger: new MemoryLogger(),
      fileSaver: new MemoryFileSaver(),
      previewFetcher: { fetchHtml: async () => '' },
    },
  }),
})

/** Runs the actor a machine was provided with, as the machine would invoke it. */
const invoke = async <T>(machine: AnyStateMachine, name: string, input?: unknown): Promise<T> => {
  const logic = machine.implementations.actors[name] as AnyActorLogic
  return (await toPromise(createActor(logic, { input }).start())) as T
}

let node: RunningNode
let services: AppServices
let bob: TestAccount
let account: WalletAccount

/**
 * One pass of the sign-in machine as the dialog runs it: the wallet picked, the password given (after
 * "Forgot password?" for a reset). A login goes from the machine to the session, which builds the client
 * with the new session key (the node keeps only the newest one).
 */
const signIn = async (password: string, options: { forgot?: boolean; nickname?: string } = {}) => {
  const actor = createActor(services.machines.signIn).start()
  const wallet = actor.getSnapshot().children.wallet
  wallet?.send({ type: 'wallet.select', walletId: WALLET.walletId })
  const connected = await waitFor(
    wallet as NonNullable<typeof wallet>,
    (s) => s.status === 'done' || s.hasTag('error'),
  )
  expect(connected.context.error).toBeUndefined()
  account = connected.context.account as WalletAccount
  const auth = (await waitFor(actor, (s) => s.matches('auth'))).children.auth
  if (!auth) throw new Error('the sign-in machine did not start its auth step')
  const atPassword = await waitFor(auth, (s) => s.matches('password'))
  if (options.forgot) auth.send({ type: 'auth.forgot' })
  auth.send({ type: 'auth.submit', password, ...(options.nickname ? { nickname: options.nickname } : {}) })
  const end = await waitFor(auth, (s) => s.status === 'done' || s.context.error !== undefined)
  actor.stop()
  const result = end.output ?? undefined
  if (result) {
    await waitFor(
      services.session,
      (s) => s.matches('signedIn') && s.context.keys?.PublicKey === result.TempPublicKey,
    )
  }
  return { mode: atPassword.context.mode, result, error: end.context.error }
}

beforeAll(async () => {
  node = await startMockNode()
  bob = await signUpAndLogIn(httpSend(node.url), ethWallet('app-bob'), { nickname: 'Bob' })
  services = composeApp({ VITE_WEB3MQ_NODE_URL: node.url }, ORIGIN, nodePlatform)
})

afterAll(async () => {
  services?.session.send({ type: 'session.logout' })
  await node?.close()
})

describe('the composed app against a mock node', () => {
  it('signs a new wallet up through the sign-in machine and the session takes the login', async () => {
    const signUp = await signIn('pw-1', { nickname: 'Ann' })
    expect(signUp.mode).toBe('register')
    const result = signUp.result as LoginResult
    expect(node.app.context.state.users.get(result.userid)?.nickname).toBe('Ann')
    const signedIn = services.session.getSnapshot()
    expect(signedIn.context.keys?.userid).toBe(result.userid)
    expect(signedIn.context.mainKeys?.walletAddress).toBe(account.address)
  })

  it('opens the chat store at sign-in and says when it keeps chats in memory only', () => {
    expect(chatStore.ready).toBe(true)
    expect(chatStore.backend).toBe('memory')
    expect(services.localStore?.inMemory()).toBe(true)
  })

  it('refuses a wrong password by its code, logs in with the right one, and resets it', async () => {
    const wrong = await signIn('not-pw-1')
    expect(wrong.mode).toBe('login')
    expect(wrong.error).toEqual({ code: ErrorCode.WrongPassword, message: Messages.wrongPassword })

    const login = await signIn('pw-1')
    expect(login.result?.MainPublicKey).toBeTruthy()

    const reset = await signIn('pw-2', { forgot: true })
    expect(reset.result?.MainPublicKey).not.toBe(login.result?.MainPublicKey)
    expect((await signIn('pw-2')).result?.MainPublicKey).toBe(reset.result?.MainPublicKey)
  })

  it('follows another person with a wallet signature the node verifies', async () => {
    await invoke(services.machines.profile, 'follow', { targetUserid: bob.userid, action: 'follow' })
    const followers = await invoke<{ items: { userid: string }[] }>(
      services.machines.profile,
      'loadFollowers',
      {
        userid: bob.userid,
        page: 1,
      },
    )
    const me = services.session.getSnapshot().context.keys?.userid
    expect(followers.items.map((c) => c.userid)).toContain(me)
  })

  it('binds a Telegram chat, telling the screen when the wallet has signed, and reads the bound name', async () => {
    let signed = 0
    const bound = await invoke(await services.screens.bindDid(), 'bindTelegram', {
      telegramId: '4242',
      action: 'bind',
      onSigned: () => {
        signed += 1
      },
    })
    expect(signed).toBe(1)
    expect(bound).toEqual({ bindName: 'tg_4242' })
  })

  it('authorises the push server and reads the stored state back', async () => {
    const info = await invoke<{ auth_status?: number } | null>(
      await services.screens.subscription(),
      'setPushAuth',
      {
        status: 'on',
      },
    )
    expect(info?.auth_status).toBe(1)
    const read = await invoke<{ auth_status?: number } | null>(
      await services.screens.subscription(),
      'getAuthInfo',
    )
    expect(read?.auth_status).toBe(1)
  })

  it("registers this device's push subscription and saves the rules through the subscription screen", async () => {
    const screen = await services.screens.subscription()
    const load = await invoke<WebPushLoad>(screen, 'loadWebPush')
    expect(load).toMatchObject({
      supported: true,
      device: undefined,
      settings: { rules: DEFAULT_PUSH_RULES, subscriptions: 0 },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    })
    const device = await invoke<BrowserPushSubscription>(screen, 'subscribeBrowser', {
      serverKey: load.serverKey,
    })
    expect(await invoke(screen, 'registerDevice', device)).toBe(1)
    const rules = { ...DEFAULT_PUSH_RULES, sources: { ...DEFAULT_PUSH_RULES.sources, chats: false } }
    await invoke(screen, 'saveWebPushRules', rules)
    expect(await invoke<WebPushLoad>(screen, 'loadWebPush')).toMatchObject({
      device,
      settings: { rules, subscriptions: 1 },
    })
    await invoke(screen, 'unregisterDevice', { endpoint: device.endpoint })
    await invoke(screen, 'unsubscribeBrowser')
    expect(await invoke<WebPushLoad>(screen, 'loadWebPush')).toMatchObject({
      device: undefined,
      settings: { subscriptions: 0 },
    })
  })

  it("loads the dapp dialogs' machine once, creates a dapp with a generated key and lists it", async () => {
    const loading = services.screens.dapps()
    expect(services.screens.dapps()).toBe(loading)
    const dapps = await loading
    const pair = await invoke<{ PrivateKey: string; PublicKey: string }>(dapps, 'generateKeyPair')
    const fields = {
      dapp_id: 'web3mq:composed',
      dapp_name: 'Composed',
      dapp_description: 'Made through the loaded machine',
      dapp_type: 'other',
      domain: 'composed.example',
      dapp_pubkey: pair.PublicKey,
    }
    await invoke(dapps, 'createDapp', fields)
    const mine = await invoke<{ dapp_id: string; dapp_name: string; dapp_pubkey: string }[]>(
      dapps,
      'loadDapps',
    )
    expect(mine.map(({ dapp_id, dapp_name, dapp_pubkey }) => ({ dapp_id, dapp_name, dapp_pubkey }))).toEqual([
      { dapp_id: 'web3mq:composed', dapp_name: 'Composed', dapp_pubkey: pair.PublicKey },
    ])
  })

  it('copies through the clipboard port', async () => {
    await invoke(services.machines.profile, 'copyText', { text: account.address })
    expect(copied).toEqual([account.address])
  })
})
