import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { createSessionMachine } from './session.machine'
import type { LoginPayload, RestoredSession, SessionKeys } from './session.types'

interface FakeClient {
  id: number
  keys: SessionKeys
}

const NOW = 1_700_000_000_000
const keys = (n: number): SessionKeys => ({
  PrivateKey: `priv${n}`,
  PublicKey: `pub${n}`,
  userid: `user:${n}`,
})
const mainKeys = { PublicKey: 'mainPub', PrivateKey: 'mainPriv', walletAddress: '0xabc' }
const login = (n: number, expiresAt = NOW + 86_400_000): LoginPayload => ({
  keys: keys(n),
  mainKeys,
  didKey: 'eth:0xabc',
  walletType: 'metamask',
  expiresAt,
})

const start = (restored: RestoredSession, options: { failInit?: number } = {}) => {
  const clock = new SimulatedClock()
  const log: string[] = []
  let created = 0
  let accountLoads = 0
  let failures = options.failInit ?? 0
  const machine = createSessionMachine<FakeClient>().provide({
    actors: {
      restoreSession: fromPromise(async () => restored),
      initClient: fromPromise(async ({ input }) => {
        if (failures > 0) {
          failures--
          throw new Error('Network Error')
        }
        created++
        log.push(`init:${input.keys.PrivateKey}:prev=${input.previous?.id ?? '-'}`)
        return { id: created, keys: input.keys }
      }),
      persistLogin: fromPromise(async ({ input }) => {
        log.push(`persist:${input.keys.PrivateKey}`)
      }),
      clearSession: fromPromise(async ({ input }) => {
        log.push(`clear:${input.client?.id ?? '-'}${input.forget ? ':forget' : ''}`)
      }),
      loadAccount: fromPromise(async ({ input }) => {
        accountLoads++
        return { userid: input.keys.userid, nickname: `nick${accountLoads}` }
      }),
    },
  })
  const actor = createActor(machine, { clock, input: { now: () => NOW + clock.now() } }).start()
  return { actor, clock, log }
}

describe('session machine', () => {
  it('[P4.1] [P6.1] starts signed out without stored keys, keeping stored main keys for the next login', async () => {
    const { actor } = start({ keys: undefined, mainKeys, expiresAt: undefined })
    const s = await waitFor(actor, (x) => x.matches('signedOut'))
    expect(s.context.mainKeys).toEqual(mainKeys)
    expect(s.context.client).toBeUndefined()
  })

  it('[P3.5] [P4.2] [P6.1] restores stored keys into a client without any wallet prompt', async () => {
    const { actor, log } = start({ keys: keys(1), mainKeys, expiresAt: NOW + 1000 })
    const s = await waitFor(actor, (x) => x.matches('signedIn'))
    expect(s.context.client).toEqual({ id: 1, keys: keys(1) })
    expect(log).toEqual(['init:priv1:prev=-'])
    expect(s.hasTag('signedIn')).toBe(true)
  })

  it('[P4.5] sets loading during login, persists, builds a client, and clears loading', async () => {
    const { actor, log } = start({ keys: undefined, mainKeys: undefined, expiresAt: undefined })
    await waitFor(actor, (x) => x.matches('signedOut'))
    actor.send({ type: 'session.loginStarted' })
    expect(actor.getSnapshot().context.loading).toBe(true)
    actor.send({ type: 'session.loggedIn', payload: login(2) })
    const s = await waitFor(actor, (x) => x.matches('signedIn'))
    expect(s.context.loading).toBe(false)
    expect(s.context.keys).toEqual(keys(2))
    expect(log).toEqual(['persist:priv2', 'init:priv2:prev=-'])
  })

  it('[P4.5] clears loading when the login fails', async () => {
    const { actor } = start({ keys: undefined, mainKeys: undefined, expiresAt: undefined })
    await waitFor(actor, (x) => x.matches('signedOut'))
    actor.send({ type: 'session.loginStarted' })
    actor.send({ type: 'session.loginFailed' })
    expect(actor.getSnapshot().context.loading).toBe(false)
  })

  it('[P4.7] recreates the client only when the private key changes', async () => {
    const { actor, log } = start({ keys: keys(1), mainKeys, expiresAt: undefined })
    await waitFor(actor, (x) => x.matches('signedIn'))
    actor.send({ type: 'session.loggedIn', payload: login(3) })
    const s = await waitFor(actor, (x) => x.matches('signedIn') && x.context.keys?.PrivateKey === 'priv3')
    await waitFor(actor, (x) => x.context.client?.keys.PrivateKey === 'priv3')
    expect(log).toEqual(['init:priv1:prev=-', 'persist:priv3', 'init:priv3:prev=1'])
    expect(s.context.clientKey).toBe('priv3')
  })

  it('loads the account for the header once signed in, again on refresh, and forgets it on logout', async () => {
    const { actor } = start({ keys: keys(1), mainKeys, expiresAt: undefined })
    const first = await waitFor(actor, (x) => x.context.account !== undefined)
    expect(first.context.account).toEqual({ userid: 'user:1', nickname: 'nick1' })
    actor.send({ type: 'session.refreshAccount' })
    const second = await waitFor(actor, (x) => x.context.account?.nickname === 'nick2')
    expect(second.hasTag('signedIn')).toBe(true)
    actor.send({ type: 'session.logout' })
    const out = await waitFor(actor, (x) => x.matches('signedOut'))
    expect(out.context.account).toBeUndefined()
  })

  it('[P4.4] logs out: removes keys and client, keeps main keys, says why', async () => {
    const { actor, log } = start({ keys: keys(1), mainKeys, expiresAt: undefined })
    await waitFor(actor, (x) => x.matches('signedIn'))
    actor.send({ type: 'modal.open', modal: 'create-dapp' })
    actor.send({ type: 'session.logout' })
    const s = await waitFor(actor, (x) => x.matches('signedOut'))
    expect(log).toEqual(['init:priv1:prev=-', 'clear:1'])
    expect(s.context).toMatchObject({
      client: undefined,
      keys: undefined,
      mainKeys,
      modal: 'none',
      signedOutReason: 'logout',
    })
  })

  it('forgets the device: logs out and drops the main keys too', async () => {
    const { actor, log } = start({ keys: keys(1), mainKeys, expiresAt: undefined })
    await waitFor(actor, (x) => x.matches('signedIn'))
    actor.send({ type: 'session.forget' })
    const s = await waitFor(actor, (x) => x.matches('signedOut'))
    expect(log).toEqual(['init:priv1:prev=-', 'clear:1:forget'])
    expect(s.context).toMatchObject({
      client: undefined,
      keys: undefined,
      mainKeys: undefined,
      signedOutReason: 'forgotten',
    })
  })

  it('forgets the main keys a logout left behind', async () => {
    const { actor, log } = start({ keys: undefined, mainKeys, expiresAt: undefined })
    await waitFor(actor, (x) => x.matches('signedOut'))
    actor.send({ type: 'session.forget' })
    const s = await waitFor(actor, (x) => x.matches('signedOut') && x.context.mainKeys === undefined)
    expect(log).toEqual(['clear:-:forget'])
    expect(s.context.signedOutReason).toBe('forgotten')
  })

  it('signs out when the temp key expires (simulated clock)', async () => {
    const { actor, clock } = start({ keys: keys(1), mainKeys, expiresAt: NOW + 86_400_000 })
    await waitFor(actor, (x) => x.matches('signedIn'))
    clock.increment(86_399_000)
    expect(actor.getSnapshot().matches('signedIn')).toBe(true)
    clock.increment(1_000)
    const s = await waitFor(actor, (x) => x.matches('signedOut'))
    expect(s.context.signedOutReason).toBe('expired')
  })

  it('keeps stored keys when the node is unreachable and retries on request', async () => {
    const { actor } = start({ keys: keys(1), mainKeys, expiresAt: undefined }, { failInit: 1 })
    const down = await waitFor(actor, (x) => x.matches('unavailable'))
    expect(down.context.error).toEqual({ code: 'CLIENT.INIT_FAILED', message: 'Network Error' })
    expect(down.context.keys).toEqual(keys(1))
    actor.send({ type: 'session.retry' })
    await waitFor(actor, (x) => x.matches('signedIn'))
  })

  it('[P4.6] opens and closes the dapp modals in any state', async () => {
    const { actor } = start({ keys: undefined, mainKeys: undefined, expiresAt: undefined })
    actor.send({ type: 'modal.open', modal: 'dapp-manage' })
    expect(actor.getSnapshot().context.modal).toBe('dapp-manage')
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().context.modal).toBe('none')
  })
})
