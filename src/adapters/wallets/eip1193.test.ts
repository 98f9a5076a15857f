import { describe, expect, it } from 'vitest'
import { ErrorCode, Web3MQError } from '../../domain/errors'
import { createEip1193Signer, type Eip1193Provider, type Eip1193RequestArgs } from './eip1193'

const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7'
const SIGNATURE = `0x${'ab'.repeat(64)}1b`

/** A provider that records every call and answers from a table; a function answer may throw. */
const scripted = (answers: Record<string, unknown | ((args: Eip1193RequestArgs) => unknown)>) => {
  const calls: Eip1193RequestArgs[] = []
  const provider: Eip1193Provider = {
    request: async (args) => {
      calls.push(args)
      const answer = answers[args.method]
      return typeof answer === 'function' ? answer(args) : answer
    },
  }
  return { provider, calls }
}

const rejectWith = (error: unknown) => () => {
  throw error
}

describe('createEip1193Signer.connect', () => {
  it('[P4.10] asks for the eth_accounts permission, then lists accounts and takes the first', async () => {
    const { provider, calls } = scripted({
      wallet_requestPermissions: [{ parentCapability: 'eth_accounts' }],
      eth_accounts: [ADDRESS, '0x0000000000000000000000000000000000000001'],
    })
    const signer = createEip1193Signer(provider, { walletId: 'metamask' })
    expect(await signer.connect()).toEqual({ address: ADDRESS, didPubkey: '' })
    expect(calls).toEqual([
      { method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] },
      { method: 'eth_accounts' },
    ])
    expect([signer.walletId, signer.didType]).toEqual(['metamask', 'eth'])
  })

  it('[P4.12] [P8.20] resolves an empty address when the user rejects the permission (4001), without listing accounts', async () => {
    const { provider, calls } = scripted({
      wallet_requestPermissions: rejectWith({ code: 4001, message: 'User rejected the request.' }),
    })
    expect(await createEip1193Signer(provider).connect()).toEqual({ address: '', didPubkey: '' })
    expect(calls.map((c) => c.method)).toEqual(['wallet_requestPermissions'])
  })

  it('finds a 4001 nested by wallet wrappers (data.originalError)', async () => {
    const wrapped = { code: -32603, data: { originalError: { code: 4001 } } }
    const { provider } = scripted({ wallet_requestPermissions: rejectWith(wrapped) })
    expect((await createEip1193Signer(provider).connect()).address).toBe('')
  })

  it('[P8.5] rejects other failures with "Failed to connect to wallet", keeping the cause', async () => {
    const pending = { code: -32002, message: 'Request already pending' }
    const { provider } = scripted({ wallet_requestPermissions: rejectWith(pending) })
    const error = await createEip1193Signer(provider)
      .connect()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Web3MQError)
    expect(error).toMatchObject({
      code: ErrorCode.WalletConnectFailed,
      message: 'Failed to connect to wallet',
    })
    expect((error as Error).cause).toBe(pending)

    const broken = scripted({ wallet_requestPermissions: [], eth_accounts: rejectWith(new Error('locked')) })
    await expect(createEip1193Signer(broken.provider).connect()).rejects.toMatchObject({
      code: ErrorCode.WalletConnectFailed,
    })
  })

  it('resolves an empty address when the wallet grants no account', async () => {
    const { provider } = scripted({ wallet_requestPermissions: [], eth_accounts: [] })
    expect(await createEip1193Signer(provider).connect()).toEqual({ address: '', didPubkey: '' })
  })
})

describe('createEip1193Signer.sign', () => {
  const account = { address: ADDRESS, didPubkey: '' }

  it('[P4.11] calls personal_sign with exactly [text, address, "web3mq"] and returns the signature verbatim', async () => {
    const { provider, calls } = scripted({ personal_sign: SIGNATURE })
    const text = 'Web3MQ wants you to sign in with your MetaMask account:\nline two é'
    expect(await createEip1193Signer(provider).sign(text, account)).toBe(SIGNATURE)
    expect(calls).toEqual([{ method: 'personal_sign', params: [text, ADDRESS, 'web3mq'] }])
  })

  it('[P8.23] turns a 4001 into WALLET.REJECTED with a clear message', async () => {
    const refusal = {
      code: 4001,
      message: 'MetaMask Personal Message Signature: User denied message signature.',
    }
    const { provider } = scripted({ personal_sign: rejectWith(refusal) })
    const error = await createEip1193Signer(provider)
      .sign('x', account)
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: ErrorCode.WalletRejected,
      message: 'The wallet declined the request',
    })
    expect((error as Error).cause).toBe(refusal)
  })

  it('reports other wallet failures and non-string answers as "Failed to connect to wallet"', async () => {
    const failing = scripted({ personal_sign: rejectWith({ code: 4100, message: 'Unauthorized' }) })
    await expect(createEip1193Signer(failing.provider).sign('x', account)).rejects.toMatchObject({
      code: ErrorCode.WalletConnectFailed,
    })
    const odd = scripted({ personal_sign: { signature: SIGNATURE } })
    await expect(createEip1193Signer(odd.provider).sign('x', account)).rejects.toMatchObject({
      code: ErrorCode.WalletConnectFailed,
    })
  })
})
