import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { FakeBrowser } from '../../tests/fakes/tabs'
import { createBrowserTabs } from '../adapters/tabs/browser-tabs'
import type { UserLike } from '../domain/display'
import { createSessionMachine } from '../machines/session/session.machine'
import type { LoginPayload, RestoredSession, SessionKeys } from '../machines/session/session.types'
import { shareSessionAcrossTabs } from './tab-session'

const KEYS: SessionKeys = { PrivateKey: 'aa'.repeat(32), PublicKey: 'bb'.repeat(32), userid: 'user:1' }
const PAYLOAD: LoginPayload = {
  keys: KEYS,
  mainKeys: { PrivateKey: 'cc'.repeat(32), PublicKey: 'dd'.repeat(32), walletAddress: '0xabc' },
  didKey: 'eth:0xabc',
  walletType: 'metamask',
  expiresAt: Date.now() + 3_600_000,
}

/**
 * Two tabs of one browser over one shared "localStorage", each with its session actor. With `lagging`,
 * tab b sees a's writes only when `showWrites()` is called (as Chromium copies storage between renderers
 * on its own schedule), and a storage event tells it so; `showFirstKey()` is the event of the first key
 * written, before the rest are visible. `holdInit` keeps b's client initialising until `releaseInit()`.
 */
const twoTabs = (lagging = false, holdInit = false) => {
  const browser = new FakeBrowser()
  const storage: { keys: SessionKeys | undefined; clears: number } = { keys: undefined, clears: 0 }
  let bSees: SessionKeys | undefined
  const restores = { a: 0, b: 0 }
  const storageListeners = new Set<() => void>()
  const tellStorage = () => {
    for (const listener of [...storageListeners]) listener()
  }
  const showWrites = () => {
    bSees = storage.keys
    tellStorage()
  }
  const showFirstKey = () => {
    bSees = storage.keys && { ...storage.keys, userid: '' }
    tellStorage()
  }
  let releaseInit: () => void = () => undefined
  const initHeld = new Promise<void>((resolve) => {
    releaseInit = resolve
  })
  const tab = (name: 'a' | 'b') => {
    const sees = () => (lagging && name === 'b' ? bSees : storage.keys)
    const session = createActor(
      createSessionMachine<object>().provide({
        actors: {
          restoreSession: fromPromise<RestoredSession>(async () => {
            restores[name]++
            const keys = sees()
            return { keys: keys?.userid ? keys : undefined, mainKeys: undefined, expiresAt: undefined }
          }),
          initClient: fromPromise(async () => {
            if (holdInit && name === 'b') await initHeld
            return {}
          }),
          persistLogin: fromPromise<void, LoginPayload>(async ({ input }) => {
            storage.keys = input.keys
          }),
          clearSession: fromPromise(async () => {
            storage.keys = undefined
            storage.clears++
          }),
          loadAccount: fromPromise<UserLike | undefined, { keys: SessionKeys }>(async () => undefined),
        },
      }),
      { input: { now: () => Date.now() } },
    ).start()
    shareSessionAcrossTabs(createBrowserTabs('t', browser.tab()), session, {
      stamp: () => JSON.stringify(sees() ?? null),
      onChange: (listener) => {
        storageListeners.add(listener)
        return () => storageListeners.delete(listener)
      },
    })
    return session
  }
  return { a: tab('a'), b: tab('b'), storage, showWrites, showFirstKey, releaseInit, restores }
}

const signedIn = (s: { hasTag(tag: string): boolean }) => s.hasTag('signedIn')

describe('one session across tabs', () => {
  it('a login in one tab signs the other in from storage; a logout signs both out, once each', async () => {
    const { a, b, storage } = twoTabs()
    await waitFor(a, (s) => s.matches('signedOut'))
    await waitFor(b, (s) => s.matches('signedOut'))
    a.send({ type: 'session.loggedIn', payload: PAYLOAD })
    await waitFor(b, signedIn)
    expect(b.getSnapshot().context.keys).toEqual(KEYS)

    b.send({ type: 'session.logout' })
    await waitFor(a, (s) => s.matches('signedOut'))
    await waitFor(b, (s) => s.matches('signedOut'))
    expect(storage.clears).toBe(2)
    // No echo: a later login in b still reaches a.
    b.send({ type: 'session.loggedIn', payload: PAYLOAD })
    await waitFor(a, signedIn)
  })

  it('a login heard before its stored keys are visible here restores once all of them are', async () => {
    const { a, b, showWrites, showFirstKey, restores } = twoTabs(true)
    await waitFor(a, (s) => s.matches('signedOut'))
    await waitFor(b, (s) => s.matches('signedOut'))
    a.send({ type: 'session.loggedIn', payload: PAYLOAD })
    await waitFor(a, signedIn)
    // b heard the login but sees none of its keys: it waits signed out, without a reload or a restore.
    expect(b.getSnapshot().matches('signedOut')).toBe(true)
    // The first key's storage event, the others not yet visible: still nothing to restore.
    showFirstKey()
    expect(b.getSnapshot().matches('signedOut')).toBe(true)
    expect(restores.b).toBe(1)
    showWrites()
    await waitFor(b, signedIn)
    expect(b.getSnapshot().context.keys).toEqual(KEYS)
    expect(restores.b).toBe(2)
  })

  it('a logout heard while this tab is still initialising its client is made once it can be', async () => {
    const { a, b, storage, releaseInit } = twoTabs(false, true)
    await waitFor(b, (s) => s.matches('signedOut'))
    a.send({ type: 'session.loggedIn', payload: PAYLOAD })
    await waitFor(b, (s) => s.matches('initialising'))
    a.send({ type: 'session.logout' })
    await waitFor(a, (s) => s.matches('signedOut'))
    expect(b.getSnapshot().matches('initialising')).toBe(true)
    releaseInit()
    await waitFor(b, (s) => s.matches('signedOut') && s.context.keys === undefined)
    expect(storage.clears).toBe(2)
  })

  it('"forget this device" in one tab forgets in the other too', async () => {
    const { a, b } = twoTabs()
    await waitFor(a, (s) => s.matches('signedOut'))
    a.send({ type: 'session.loggedIn', payload: PAYLOAD })
    await waitFor(b, signedIn)
    a.send({ type: 'session.forget' })
    await waitFor(b, (s) => s.matches('signedOut') && s.context.signedOutReason === 'forgotten')
  })
})
