/**
 * One browser per test file and one context per person, with the wallets each person has injected. Each
 * scenario must leave the console free of errors; its people's contexts are closed when it ends. In
 * afterAll the file's traffic is checked for its people's private keys, and the keys and traffic are
 * handed to the suite-wide check (leaks.ts).
 */
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import type { TestWallet } from '../../fakes/wallets'
import { launchBrowser, openSession, type Session } from './browser'
import { findLeaks, recordForSuite } from './leaks'
import {
  injectEthWallet,
  injectStarknetWallet,
  type StarknetInjection,
  type WalletControl,
  walletControl,
} from './wallets'

interface PersonOptions {
  colorScheme?: 'light' | 'dark'
  /** An EIP-1193 wallet (announced as MetaMask) holding this key. */
  eth?: TestWallet
  /** get-starknet wallet objects (Argent X, Braavos) present in the page. */
  starknet?: StarknetInjection[]
  /** Console errors this scenario causes on purpose (e.g. refused sockets while the node is down). */
  expectedErrors?: RegExp
}

export interface Person extends Session {
  /** What the injected MetaMask was asked, and switches to make it decline. */
  eth: WalletControl
  /** The same per injected Starknet wallet, with its account address. */
  stark: Partial<Record<StarknetInjection['id'], { control: WalletControl; address: string }>>
  /** The address the app shows for this person's MetaMask wallet. */
  address: string
}

/** The app's origin (mock node serving the built app), from the global setup. */
export const appUrl = (path = '/'): string => `${inject('baseUrl')}${path}`

/** The node's socket, where a wallet app joins the dappConnect bridge. */
export const socketUrl = (): string => `${inject('baseUrl').replace(/^http/, 'ws')}/messages`

/** Long ids as the app shortens them (docs/product.md §2): the first 5 characters, "...", the last 4. */
export const shortId = (id: string): string => `${id.slice(0, 5)}...${id.slice(-4)}`

interface E2e {
  browser(): Browser
  /** A new person: a fresh context with the wallets asked for, nothing loaded yet. */
  person(options?: PersonOptions): Promise<Person>
  /** A private key that exists outside localStorage (a downloaded dapp key pair). */
  secret(value: string): void
}

export const e2eSuite = (fileUrl: string): E2e => {
  let browser: Browser | undefined
  const people: Person[] = []
  const extraSecrets = new Set<string>()
  const allowed = new Map<Person, RegExp>()
  let checked = 0
  // A scenario ends with a clean console: no page error and no console error it did not expect.
  afterEach(async () => {
    const fresh = people.slice(checked)
    checked = people.length
    // Closed first (their traffic and keys are already recorded), so a failure below leaks no browser.
    for (const p of fresh) await p.context.close().catch(() => {})
    const unexpected = fresh.flatMap((p) => p.errors.filter((e) => !allowed.get(p)?.test(e)))
    expect(unexpected, 'console and page errors').toEqual([])
  })
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    const secrets = [...extraSecrets, ...people.flatMap((p) => [...p.secrets])]
    const traffic = people.flatMap((p) => p.traffic)
    recordForSuite(inject('leakDir'), { file: fileURLToPath(fileUrl), secrets, traffic })
    expect(findLeaks(secrets, traffic), 'private keys seen in requests').toEqual([])
    // The check must be able to fail: the public keys, which are sent, are found by the same search.
    const publicKeys = people.flatMap((p) => [...p.publicKeys])
    if (publicKeys.length > 0) expect(findLeaks(publicKeys, traffic).length).toBeGreaterThan(0)
  })
  const current = () => {
    if (!browser) throw new Error('the browser starts in beforeAll')
    return browser
  }
  return {
    browser: current,
    secret: (value) => extraSecrets.add(value),
    person: async (options = {}) => {
      const session = await openSession(current(), { colorScheme: options.colorScheme ?? 'light' })
      const eth = walletControl()
      if (options.eth) await injectEthWallet(session.context, options.eth, eth)
      const stark: Person['stark'] = {}
      for (const injection of options.starknet ?? []) {
        const { control, identity } = await injectStarknetWallet(session.context, injection)
        stark[injection.id] = { control, address: identity.address }
      }
      const person: Person = { ...session, eth, stark, address: options.eth?.address ?? '' }
      people.push(person)
      if (options.expectedErrors) allowed.set(person, options.expectedErrors)
      return person
    },
  }
}
