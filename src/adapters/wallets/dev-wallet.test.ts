import { describe, expect, it } from 'vitest'
import { ErrorCode } from '../../domain/errors'
import { recoverPersonalAddress, signPersonal, verifyPersonalSignature } from '../../domain/walletsig/eip191'
import { WALLET_CATALOG } from './catalog'
import {
  createDevWallet,
  DEV_WALLET_ICON,
  DEV_WALLET_STORAGE_KEY,
  UNAUTHORIZED_CODE,
  UNSUPPORTED_METHOD_CODE,
} from './dev-wallet'
import type { RawStorage } from './last-wallet'

const memoryStorage = () => {
  const data = new Map<string, string>()
  const storage: RawStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  }
  return { data, storage }
}

/** Deterministic bytes; counts how often the wallet asked for randomness. */
const seeded = (first = 7) => {
  let calls = 0
  const random = (n: number) => {
    calls++
    return Uint8Array.from({ length: n }, (_, i) => (first + i * 13 + calls) & 0xff)
  }
  return { random, calls: () => calls }
}

describe('dev wallet', () => {
  it('makes its key once, stores it as 64 hex chars, and keeps the same address afterwards', () => {
    const { data, storage } = memoryStorage()
    const rng = seeded()
    const first = createDevWallet(storage, rng.random)
    const stored = data.get(DEV_WALLET_STORAGE_KEY) ?? ''
    expect(stored).toMatch(/^[0-9a-f]{64}$/)
    expect(first.address).toMatch(/^0x[0-9a-f]{40}$/)
    const again = createDevWallet(storage, rng.random)
    expect(again.address).toBe(first.address)
    expect(rng.calls()).toBe(1)
    expect([first.walletId, first.didType, first.name]).toEqual(['metamask', 'eth', 'dev wallet'])
  })

  it('connects with its address and signs EIP-191 signatures that recover to it', async () => {
    const { data, storage } = memoryStorage()
    const wallet = createDevWallet(storage, seeded().random)
    const account = await wallet.connect()
    expect(account).toEqual({ address: wallet.address, didPubkey: '' })
    const text = 'Web3MQ wants you to sign in with your MetaMask account:\nnonce 42'
    const signature = await wallet.sign(text, account)
    expect(signature).toBe(signPersonal(text, data.get(DEV_WALLET_STORAGE_KEY) ?? ''))
    expect(recoverPersonalAddress(text, signature)).toBe(wallet.address)
    expect(verifyPersonalSignature(text, signature, wallet.address.toUpperCase().replace('0X', '0x'))).toBe(
      true,
    )
  })

  it('draws again when the random bytes are not a valid secp256k1 key', () => {
    const { data, storage } = memoryStorage()
    const answers = [new Uint8Array(32), new Uint8Array(32).fill(0xff), new Uint8Array(32).fill(1)]
    createDevWallet(storage, () => answers.shift() ?? new Uint8Array(32))
    expect(data.get(DEV_WALLET_STORAGE_KEY)).toBe('01'.repeat(32))
  })

  it('replaces a stored value that is not a key', () => {
    const { data, storage } = memoryStorage()
    data.set(DEV_WALLET_STORAGE_KEY, 'not a key')
    createDevWallet(storage, () => new Uint8Array(32).fill(2))
    expect(data.get(DEV_WALLET_STORAGE_KEY)).toBe('02'.repeat(32))
  })

  it('answers EIP-1193 like an extension: hex messages as bytes, foreign addresses and methods refused', async () => {
    const { storage } = memoryStorage()
    const wallet = createDevWallet(storage, () => new Uint8Array(32).fill(3))
    const key = '03'.repeat(32)
    const request = wallet.provider.request
    expect(await request({ method: 'eth_accounts' })).toEqual([wallet.address])
    expect(await request({ method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] })).toBe(
      signPersonal('hello', key),
    )
    const other = '0x0000000000000000000000000000000000000001'
    await expect(request({ method: 'personal_sign', params: ['x', other] })).rejects.toMatchObject({
      code: UNAUTHORIZED_CODE,
    })
    await expect(request({ method: 'eth_sendTransaction' })).rejects.toMatchObject({
      code: UNSUPPORTED_METHOD_CODE,
    })
    await expect(wallet.sign('x', { address: other, didPubkey: '' })).rejects.toMatchObject({
      code: ErrorCode.WalletConnectFailed,
    })
  })

  it('still works for the page when storage refuses', async () => {
    const refusing: RawStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const wallet = createDevWallet(refusing, () => new Uint8Array(32).fill(4))
    const signature = await wallet.sign('hi', await wallet.connect())
    expect(recoverPersonalAddress('hi', signature)).toBe(wallet.address)
  })
})

describe('dev wallet icon', () => {
  it('is its own SVG, not the MetaMask fox', () => {
    expect(DEV_WALLET_ICON.startsWith('data:image/svg+xml,')).toBe(true)
    expect(DEV_WALLET_ICON).not.toBe(WALLET_CATALOG.metamask.icon)
    expect(decodeURIComponent(DEV_WALLET_ICON)).not.toContain('#F6851B')
  })
})
