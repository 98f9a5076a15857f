import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { errors } from '../../domain/errors'
import type { WalletAccount } from '../../ports'
import { walletConnectMachine } from './wallet-connect.machine'

const withWallet = (connect: (walletId: string) => Promise<WalletAccount>) =>
  createActor(
    walletConnectMachine.provide({
      actors: { connectWallet: fromPromise(({ input }) => connect(input.walletId)) },
    }),
  ).start()

const ACCOUNT = { address: '0xok', didPubkey: '' }

describe('walletConnect machine', () => {
  it('[P4.8] goes idle → connecting (busy, spinner on the chosen wallet) → connected', async () => {
    let release: (a: WalletAccount) => void = () => {}
    const actor = withWallet(() => new Promise((r) => (release = r)))
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'wallet.select', walletId: 'braavos' })
    expect(actor.getSnapshot().value).toBe('connecting')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.walletId).toBe('braavos')
    release({ address: '0xabc', didPubkey: '0x1' })
    const done = await waitFor(actor, (s) => s.matches('connected'))
    expect(done.context.account).toEqual({ address: '0xabc', didPubkey: '0x1' })
  })

  it('[P4.8] [P8.20] [P8.23] a rejected permission (empty address) fails as declined, and the same wallet can be tried again', async () => {
    let calls = 0
    const actor = withWallet(async () => (++calls === 1 ? { address: '', didPubkey: '' } : ACCOUNT))
    actor.send({ type: 'wallet.select', walletId: 'metamask' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.account).toBeUndefined()
    expect(failed.hasTag('error')).toBe(true)
    expect(failed.context.error).toEqual({
      code: 'WALLET.REJECTED',
      message: 'The wallet declined the request',
    })
    actor.send({ type: 'wallet.retry' })
    const done = await waitFor(actor, (s) => s.matches('connected'))
    expect(done.context).toMatchObject({ walletId: 'metamask', account: ACCOUNT, error: undefined })
    expect(calls).toBe(2)
  })

  it('cancels while connecting and ignores the late answer', async () => {
    let release: (a: WalletAccount) => void = () => {}
    const actor = withWallet(() => new Promise((r) => (release = r)))
    actor.send({ type: 'wallet.select', walletId: 'argentX' })
    actor.send({ type: 'wallet.cancel' })
    expect(actor.getSnapshot().value).toBe('cancelled')
    release({ address: '0xlate', didPubkey: '' })
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('cancelled')
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

  it('resets to idle from anywhere', async () => {
    const actor = withWallet(async () => ({ address: '0x1', didPubkey: '' }))
    actor.send({ type: 'wallet.select', walletId: 'metamask' })
    await waitFor(actor, (s) => s.matches('connected'))
    actor.send({ type: 'wallet.reset' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ walletId: undefined, account: undefined, error: undefined })
  })
})
