import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet } from '../../../tests/fakes/wallets'
import { errors } from '../../domain/errors'
import type { WalletAccount } from '../../ports'
import { walletConnectMachine } from './sign-in.wallet'

const SIGNER = walletSigner(ethWallet('wallet-machine'))

const withWallet = (connect: (walletId: string) => Promise<WalletAccount>) =>
  createActor(
    walletConnectMachine.provide({
      actors: {
        connectWallet: fromPromise(async ({ input }) => ({
          signer: SIGNER,
          account: await connect(input.walletId),
        })),
      },
    }),
  ).start()

const ACCOUNT = { address: '0xok', didPubkey: '' }

describe('walletConnect machine', () => {
  it('[P4.8] goes idle → connecting (busy, spinner on the chosen wallet) → connected, with the signer in its output', async () => {
    let release: (a: WalletAccount) => void = () => {}
    const actor = withWallet(() => new Promise((r) => (release = r)))
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'wallet.select', walletId: 'braavos' })
    expect(actor.getSnapshot().value).toBe('connecting')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.walletId).toBe('braavos')
    release({ address: '0xabc', didPubkey: '0x1' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.matches('connected')).toBe(true)
    expect(done.output).toEqual({
      walletId: 'braavos',
      didType: 'starknet',
      account: { address: '0xabc', didPubkey: '0x1' },
      signer: SIGNER,
    })
  })

  it('[P4.8] [P8.23] a declined request fails with its message, and the same wallet can be tried again', async () => {
    let calls = 0
    const actor = withWallet(async () => {
      if (++calls === 1) throw errors.walletRejected()
      return ACCOUNT
    })
    actor.send({ type: 'wallet.select', walletId: 'metamask' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.account).toBeUndefined()
    expect(failed.hasTag('error')).toBe(true)
    expect(failed.context.error).toEqual({
      code: 'WALLET.REJECTED',
      message: 'The wallet declined the request',
    })
    actor.send({ type: 'wallet.retry' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output).toMatchObject({ walletId: 'metamask', account: ACCOUNT })
    expect(done.context.error).toBeUndefined()
    expect(calls).toBe(2)
  })

  it('cancels while connecting, ignores the late answer, and outputs nothing', async () => {
    let release: (a: WalletAccount) => void = () => {}
    const actor = withWallet(() => new Promise((r) => (release = r)))
    actor.send({ type: 'wallet.select', walletId: 'argentX' })
    actor.send({ type: 'wallet.cancel' })
    expect(actor.getSnapshot().value).toBe('cancelled')
    release({ address: '0xlate', didPubkey: '' })
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('cancelled')
    expect(actor.getSnapshot().output).toBeNull()
  })

  it('cancels from the list and after a failure', async () => {
    const idle = withWallet(async () => ACCOUNT)
    idle.send({ type: 'wallet.cancel' })
    expect(idle.getSnapshot().status).toBe('done')
    const failing = withWallet(async () => Promise.reject(errors.walletConnectFailed()))
    failing.send({ type: 'wallet.select', walletId: 'metamask' })
    await waitFor(failing, (s) => s.matches('failed'))
    failing.send({ type: 'wallet.cancel' })
    expect(failing.getSnapshot().value).toBe('cancelled')
    expect(failing.getSnapshot().output).toBeNull()
  })

  it('fails with the exact catalogue message and can try another wallet', async () => {
    let calls = 0
    const actor = withWallet(async () => {
      calls++
      if (calls === 1) throw errors.walletConnectFailed()
      return { address: '0xok', didPubkey: '' }
    })
    actor.send({ type: 'wallet.select', walletId: 'argentX' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toEqual({
      code: 'WALLET.CONNECT_FAILED',
      message: 'Failed to connect to wallet',
    })
    expect(failed.hasTag('error')).toBe(true)
    actor.send({ type: 'wallet.select', walletId: 'braavos' })
    await waitFor(actor, (s) => s.matches('connected'))
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })
})
