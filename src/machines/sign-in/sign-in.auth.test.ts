import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet } from '../../../tests/fakes/wallets'
import { errors } from '../../domain/errors'
import { authMachine } from './sign-in.auth'
import type { AuthInput, LoginResult, LookupOutput, MainKeys } from './sign-in.types'

const input: AuthInput = {
  walletId: 'metamask',
  didType: 'eth',
  account: { address: '0xabc', didPubkey: '' },
  signer: walletSigner(ethWallet('auth-machine')),
}
const keysFor = (password: string): MainKeys => ({
  PrivateKey: `priv-${password}`,
  PublicKey: `pub-${password}`,
})
const result: LoginResult = {
  userid: 'user:1',
  TempPrivateKey: 't',
  TempPublicKey: 'T',
  MainPrivateKey: 'priv-pw',
  MainPublicKey: 'pub-pw',
  pubkeyExpiredTimestamp: 86_400_000,
}

interface Script {
  lookup?: () => Promise<LookupOutput>
  derive?: (password: string, known: string | undefined) => Promise<MainKeys>
  register?: (mode: string) => Promise<void>
  login?: () => Promise<LoginResult>
}

const start = (script: Script = {}) => {
  const calls: string[] = []
  const actor = createActor(
    authMachine.provide({
      actors: {
        lookupUser: fromPromise(async () => {
          calls.push('lookup')
          return (script.lookup ?? (async () => ({ userid: 'user:1', userExist: false })))()
        }),
        deriveMainKeys: fromPromise(async ({ input: i }) => {
          calls.push(`derive:${i.password}`)
          expect(i.signer).toBe(input.signer)
          return (script.derive ?? (async (p: string) => keysFor(p)))(i.password, i.knownMainPublicKey)
        }),
        registerUser: fromPromise(async ({ input: i }) => {
          calls.push(`${i.mode}:${i.userid}:${i.mainKeys.PublicKey}:${i.nickname}`)
          return (script.register ?? (async () => undefined))(i.mode)
        }),
        loginUser: fromPromise(async ({ input: i }) => {
          calls.push(`login:${i.userid}:${i.mainKeys.PublicKey}`)
          return (script.login ?? (async () => result))()
        }),
      },
    }),
    { input },
  )
  actor.start()
  return { actor, calls }
}

describe('auth machine', () => {
  it('signs a newcomer up: lookup → password → main key → register → login → done with the keys', async () => {
    const { actor, calls } = start()
    const atPassword = await waitFor(actor, (s) => s.matches('password'))
    expect(atPassword.context.mode).toBe('register')
    actor.send({ type: 'auth.submit', password: 'pw', nickname: 'Ann' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toEqual(['lookup', 'derive:pw', 'register:user:1:pub-pw:Ann', 'login:user:1:pub-pw'])
    expect(done.output).toEqual(result)
    expect(done.context.password).toBe('')
  })

  it('logs a registered user in without registering', async () => {
    const { actor, calls } = start({
      lookup: async () => ({ userid: 'user:9', userExist: true, mainPublicKey: 'PUB-PW' }),
    })
    await waitFor(actor, (s) => s.matches('password'))
    expect(actor.getSnapshot().context.mode).toBe('login')
    actor.send({ type: 'auth.submit', password: 'pw' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toEqual(['lookup', 'derive:pw', 'login:user:9:pub-pw'])
  })

  it("gives the node's main key to the key step only when logging in, and stays at the password step on a wrong one", async () => {
    const known: (string | undefined)[] = []
    const { actor, calls } = start({
      lookup: async () => ({ userid: 'user:9', userExist: true, mainPublicKey: 'pub-right' }),
      derive: async (_, key) => {
        known.push(key)
        if (known.length === 1) throw errors.wrongPassword()
        return keysFor('new')
      },
    })
    await waitFor(actor, (s) => s.matches('password'))
    actor.send({ type: 'auth.submit', password: 'wrong' })
    const back = await waitFor(actor, (s) => s.matches('password') && s.context.error !== undefined)
    expect(back.context.error).toEqual({
      code: 'AUTH.WRONG_PASSWORD',
      message: 'That password does not match this wallet. Try again, or reset your password.',
    })
    expect(back.context.password).toBe('wrong')
    expect(calls).toEqual(['lookup', 'derive:wrong'])
    actor.send({ type: 'auth.forgot' })
    actor.send({ type: 'auth.submit', password: 'new' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(known).toEqual(['pub-right', undefined])
  })

  it('resets a password: forgot → reset with the new main key → login', async () => {
    const { actor, calls } = start({
      lookup: async () => ({ userid: 'user:9', userExist: true, mainPublicKey: 'pub-old' }),
    })
    await waitFor(actor, (s) => s.matches('password'))
    actor.send({ type: 'auth.forgot' })
    expect(actor.getSnapshot().context.mode).toBe('reset')
    actor.send({ type: 'auth.submit', password: 'new' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toEqual(['lookup', 'derive:new', 'reset:user:9:pub-new:', 'login:user:9:pub-new'])
  })

  it('keeps the user where they were when the wallet declines to sign', async () => {
    const { actor } = start({ derive: async () => Promise.reject(errors.walletRejected()) })
    await waitFor(actor, (s) => s.matches('password'))
    actor.send({ type: 'auth.submit', password: 'pw' })
    const back = await waitFor(actor, (s) => s.matches('password') && s.context.error !== undefined)
    expect(back.context.error).toEqual({
      code: 'WALLET.REJECTED',
      message: 'The wallet declined the request',
    })
    expect(back.context.mode).toBe('register')
  })

  it('shows the wrapped node message when login fails, and tags busy steps for progress', async () => {
    const { actor } = start({
      login: async () => Promise.reject(errors.authFailed(new Error('Invalid signature'))),
    })
    await waitFor(actor, (s) => s.matches('password'))
    actor.send({ type: 'auth.submit', password: 'pw' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().matches('derivingMainKeys')).toBe(true)
    const back = await waitFor(actor, (s) => s.matches('password') && s.context.error !== undefined)
    expect(back.context.error).toEqual({ code: 'AUTH.FAILED', message: 'Invalid signature' })
  })

  it('ignores an empty password, retries a failed lookup, and can be cancelled', async () => {
    let first = true
    const { actor } = start({
      lookup: async () => {
        if (first) {
          first = false
          throw errors.walletUserLookup()
        }
        return { userid: 'user:1', userExist: false }
      },
    })
    const failed = await waitFor(actor, (s) => s.matches('lookupFailed'))
    expect(failed.context.error?.message).toBe('get wallte user info error')
    actor.send({ type: 'auth.retry' })
    await waitFor(actor, (s) => s.matches('password'))
    actor.send({ type: 'auth.submit', password: '' })
    expect(actor.getSnapshot().matches('password')).toBe(true)
    actor.send({ type: 'auth.cancel' })
    expect(actor.getSnapshot().matches('cancelled')).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
  })
})
