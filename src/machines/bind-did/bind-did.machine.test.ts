import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { errors, NodeError } from '../../domain/errors'
import { bindDidMachine } from './bind-did.machine'
import {
  BIND_FAILED_FALLBACK,
  type BindAccount,
  type BindDidInput,
  type BindTelegramRequest,
  type BindTelegramResult,
} from './bind-did.types'

const account: BindAccount = { walletId: 'metamask', walletName: 'MetaMask', address: '0x1234567890abcdef' }

interface Script {
  loadAccount?: () => Promise<BindAccount>
  /** Receives the request; by default signs, then resolves with a bind name. */
  bind?: (request: BindTelegramRequest) => Promise<BindTelegramResult>
}

const deferred = <T>() => {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const start = (input: Partial<BindDidInput> = {}, script: Script = {}) => {
  const requests: Omit<BindTelegramRequest, 'onSigned'>[] = []
  const actor = createActor(
    bindDidMachine.provide({
      actors: {
        loadAccount: fromPromise(async () => (script.loadAccount ?? (async () => account))()),
        bindTelegram: fromPromise(async ({ input: request }) => {
          requests.push({ telegramId: request.telegramId, action: request.action })
          if (script.bind) return script.bind(request)
          request.onSigned()
          return { bindName: 'alice_tg' }
        }),
      },
    }),
    { input: { type: 'telegram', value: '5012345678', signedIn: true, ...input } },
  )
  actor.start()
  return { actor, requests }
}

describe('bind-did machine', () => {
  it('stops at unsupported for a type other than telegram, whatever the session', () => {
    const { actor } = start({ type: 'discord' })
    expect(actor.getSnapshot().value).toBe('unsupported')
    expect(actor.getSnapshot().hasTag('unsupported')).toBe(true)
    actor.send({ type: 'bind.signedIn' })
    actor.send({ type: 'bind.signedOut' })
    expect(actor.getSnapshot().value).toBe('unsupported')
  })

  it('treats an empty Telegram id as unsupported', () => {
    expect(start({ value: '  ' }).actor.getSnapshot().value).toBe('unsupported')
  })

  it('stops at invalid, before any wallet step, for a value that is not a Telegram id', () => {
    for (const value of ['abc<b>x', '-1', '1'.repeat(200)]) {
      const { actor, requests } = start({ value })
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('invalid')
      expect(snapshot.hasTag('invalid')).toBe(true)
      expect(snapshot.context.error?.code).toBe('BIND.INVALID_ID')
      expect(snapshot.context.error?.message).toMatch(/valid Telegram id/)
      actor.send({ type: 'bind.signedOut' })
      expect(actor.getSnapshot().value).toBe('invalid')
      expect(requests).toEqual([])
    }
  })

  it('unbinds from readyBind through the same signing steps, with the unbind action', async () => {
    const { actor, requests } = start()
    await waitFor(actor, (s) => s.matches('readyBind'))
    actor.send({ type: 'bind.unbind' })
    const done = await waitFor(actor, (s) => s.hasTag('success'))
    expect(done.context.action).toBe('unbind')
    expect(requests).toEqual([{ telegramId: '5012345678', action: 'unbind' }])
  })

  it('waits signed out until the session signs in, then loads the wallet account', async () => {
    const { actor } = start({ signedIn: false })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
    actor.send({ type: 'bind.submit' })
    expect(actor.getSnapshot().value).toBe('signedOut')
    actor.send({ type: 'bind.signedIn' })
    const ready = await waitFor(actor, (s) => s.matches('readyBind'))
    expect(ready.context.account).toEqual(account)
  })

  it('shows the account step as busy while the wallet account loads', async () => {
    const gate = deferred<BindAccount>()
    const { actor } = start({}, { loadAccount: () => gate.promise })
    expect(actor.getSnapshot().value).toBe('account')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    gate.resolve(account)
    await waitFor(actor, (s) => s.matches('readyBind'))
  })

  it('binds: signing → binding → success with the bound name and the request the service needs', async () => {
    const gate = deferred<BindTelegramResult>()
    let signed: (() => void) | undefined
    const { actor, requests } = start(
      {},
      {
        bind: (request) => {
          signed = request.onSigned
          return gate.promise
        },
      },
    )
    await waitFor(actor, (s) => s.matches('readyBind'))
    actor.send({ type: 'bind.submit' })
    expect(actor.getSnapshot().matches({ working: 'signing' })).toBe(true)
    expect(actor.getSnapshot().hasTag('signing')).toBe(true)
    await waitFor(actor, () => signed !== undefined)
    signed?.()
    expect(actor.getSnapshot().matches({ working: 'binding' })).toBe(true)
    expect(actor.getSnapshot().hasTag('binding')).toBe(true)
    gate.resolve({ bindName: 'alice_tg' })
    const done = await waitFor(actor, (s) => s.matches('success'))
    expect(done.context.bindName).toBe('alice_tg')
    expect(done.hasTag('success')).toBe(true)
    expect(requests).toEqual([{ telegramId: '5012345678', action: 'bind' }])
  })

  it("shows the bind service's msg on failure, and Try Again returns to readyBind", async () => {
    const { actor } = start(
      {},
      {
        bind: async (request) => {
          request.onSigned()
          throw new NodeError(40001, 'telegram id already bound')
        },
      },
    )
    await waitFor(actor, (s) => s.matches('readyBind'))
    actor.send({ type: 'bind.submit' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error?.message).toBe('telegram id already bound')
    expect(failed.hasTag('error')).toBe(true)
    actor.send({ type: 'bind.retry' })
    expect(actor.getSnapshot().value).toBe('readyBind')
    expect(actor.getSnapshot().context.account).toEqual(account)
  })

  it('falls back to the reference copy when the service gives no message', async () => {
    const { actor } = start(
      {},
      {
        bind: async (request) => {
          request.onSigned()
          throw new Error('')
        },
      },
    )
    await waitFor(actor, (s) => s.matches('readyBind'))
    actor.send({ type: 'bind.submit' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error?.message).toBe(BIND_FAILED_FALLBACK)
  })

  it('lands on signatureError when the wallet declines, keeping the account; Try Again re-offers the bind', async () => {
    const { actor } = start({}, { bind: async () => Promise.reject(errors.walletRejected()) })
    await waitFor(actor, (s) => s.matches('readyBind'))
    actor.send({ type: 'bind.submit' })
    const declined = await waitFor(actor, (s) => s.matches('signatureError'))
    expect(declined.context.error).toEqual({
      code: 'WALLET.REJECTED',
      message: 'The wallet declined the request',
    })
    expect(declined.hasTag('signatureError')).toBe(true)
    actor.send({ type: 'bind.retry' })
    expect(actor.getSnapshot().value).toBe('readyBind')
    expect(actor.getSnapshot().context.error).toBeUndefined()
    expect(actor.getSnapshot().context.account).toEqual(account)
  })

  it('counts any failure before the signature as a signature error', async () => {
    const { actor } = start(
      {},
      { bind: async () => Promise.reject(new Error('User denied message signature')) },
    )
    await waitFor(actor, (s) => s.matches('readyBind'))
    actor.send({ type: 'bind.submit' })
    const declined = await waitFor(actor, (s) => s.matches('signatureError'))
    expect(declined.context.error?.message).toBe('User denied message signature')
  })

  it('shows accountError when the wallet account cannot be read, and retries', async () => {
    let calls = 0
    const { actor } = start(
      {},
      {
        loadAccount: async () => {
          calls += 1
          if (calls === 1) throw errors.walletConnectFailed()
          return account
        },
      },
    )
    const failed = await waitFor(actor, (s) => s.matches('accountError'))
    expect(failed.context.error?.message).toBe('Failed to connect to wallet')
    actor.send({ type: 'bind.retry' })
    await waitFor(actor, (s) => s.matches('readyBind'))
    expect(calls).toBe(2)
  })

  it('returns to signedOut when the session ends', async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches('readyBind'))
    actor.send({ type: 'bind.signedOut' })
    expect(actor.getSnapshot().value).toBe('signedOut')
  })

  it('names the missing actor when the composition root provided none', async () => {
    const actor = createActor(bindDidMachine, {
      input: { type: 'telegram', value: '1', signedIn: true },
    }).start()
    const failed = await waitFor(actor, (s) => s.matches('accountError'))
    expect(failed.context.error?.message).toBe('bindDidMachine needs loadAccount from machine.provide()')
  })
})
