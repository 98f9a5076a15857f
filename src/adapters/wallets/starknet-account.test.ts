import { describe, expect, it } from 'vitest'
import {
  chainFromProviderUrl,
  chainNameOf,
  detectStarknetChain,
  feltToDecimal,
  readAccountPublicKey,
  signatureFelts,
} from './starknet-account'
import type { InjectedStarknetAccount } from './starknet-types'

describe('chain detection (docs/protocol.md §6)', () => {
  it('[P9.15] reads the wallet chainId as a short string or its hex felt', () => {
    expect(chainNameOf('SN_MAIN')).toBe('SN_MAIN')
    expect(chainNameOf('0x534e5f4d41494e')).toBe('SN_MAIN')
    expect(chainNameOf('0x534e5f474f45524c49')).toBe('SN_GOERLI')
    expect(chainNameOf('0x534e5f474f45524c4932')).toBe('SN_GOERLI2')
    expect(chainNameOf('0x534e5f5345504f4c4941')).toBeUndefined() // SN_SEPOLIA: not one of the three
    expect(chainNameOf('sn_main')).toBeUndefined()
    expect(chainNameOf(undefined)).toBeUndefined()
  })

  it('[P4.14] falls back to the provider base URL rule, SN_GOERLI by default', () => {
    expect(chainFromProviderUrl('https://alpha-mainnet.starknet.io')).toBe('SN_MAIN')
    expect(chainFromProviderUrl('https://alpha4-2.starknet.io/gateway')).toBe('SN_GOERLI2')
    expect(chainFromProviderUrl('https://alpha4.starknet.io')).toBe('SN_GOERLI')
    expect(chainFromProviderUrl(undefined)).toBe('SN_GOERLI')
  })

  it('[D13.2] prefers the chainId and finds the URL on sequencer, RPC and account providers', () => {
    const mainnet = 'https://alpha-mainnet.starknet.io'
    expect(detectStarknetChain({ chainId: 'SN_GOERLI2', provider: { baseUrl: mainnet } })).toBe('SN_GOERLI2')
    expect(detectStarknetChain({ chainId: 'SN_SEPOLIA', provider: { baseUrl: mainnet } })).toBe('SN_MAIN')
    expect(detectStarknetChain({ provider: { nodeUrl: 'https://alpha4-2.starknet.io/rpc' } })).toBe(
      'SN_GOERLI2',
    )
    expect(detectStarknetChain({ provider: { channel: { nodeUrl: mainnet } } })).toBe('SN_MAIN')
    const account = { address: '0x1', signMessage: async () => [], provider: { baseUrl: mainnet } }
    expect(detectStarknetChain({ account })).toBe('SN_MAIN')
    expect(detectStarknetChain({})).toBe('SN_GOERLI')
  })
})

describe('signature felts', () => {
  it('turns hex, decimal and bigint felts into decimal strings, all elements in order', () => {
    expect(signatureFelts(['0x1f', '31', 31n])).toEqual(['31', '31', '31'])
    expect(signatureFelts({ r: 255n, s: '0xff' })).toEqual(['255', '255'])
    expect(feltToDecimal(7)).toBe('7')
  })

  it('refuses anything that is not at least (r, s) of felts', () => {
    expect(() => signatureFelts(['0x1'])).toThrow()
    expect(() => signatureFelts('0x1,0x2')).toThrow()
    expect(() => signatureFelts(['0x1', 'zz'])).toThrow()
    expect(() => feltToDecimal(1.5)).toThrow()
  })
})

describe('readAccountPublicKey (docs/protocol.md §6 step 6, without starknet.js)', () => {
  const KEY = '0x33f45f07e1bd1a51b45fc24ec8c8c9908db9e42191be9e169bfcac0c0d99745'
  const base = { address: '0xabc', signMessage: async () => [] }

  it('uses signer.getPubKey when it answers, unpadded lowercase hex', async () => {
    const account = {
      ...base,
      signer: { getPubKey: async () => '0x033F45F07E1BD1A51B45FC24EC8C8C9908DB9E42191BE9E169BFCAC0C0D99745' },
    }
    expect(await readAccountPublicKey(account, 'argentX')).toBe(KEY)
  })

  it('falls back to the contract: Braavos getPublicKey, Argent get_owner then getSigner', async () => {
    const calls: string[] = []
    const contract = (answers: Record<string, unknown>): InjectedStarknetAccount => ({
      ...base,
      signer: { getPubKey: async () => Promise.reject(new Error('Not supported')) },
      callContract: async ({ entrypoint, contractAddress }) => {
        calls.push(`${contractAddress}.${entrypoint}`)
        if (!(entrypoint in answers)) throw new Error('Entry point not found')
        return answers[entrypoint]
      },
    })
    expect(await readAccountPublicKey(contract({ getPublicKey: [KEY] }), 'braavos')).toBe(KEY)
    expect(calls).toEqual(['0xabc.getPublicKey'])
    calls.length = 0
    expect(
      await readAccountPublicKey(contract({ getSigner: { result: [BigInt(KEY).toString()] } }), 'argentX'),
    ).toBe(KEY)
    expect(calls).toEqual(['0xabc.get_owner', '0xabc.getSigner'])
    calls.length = 0
    expect(await readAccountPublicKey(contract({ get_owner: [KEY] }), 'argentX')).toBe(KEY)
    expect(calls).toEqual(['0xabc.get_owner'])
  })

  it('rejects when no way yields a key', async () => {
    await expect(readAccountPublicKey(base, 'braavos')).rejects.toThrow('Cannot read the public key')
    const zero = { ...base, callContract: async () => ['0x0'] }
    await expect(readAccountPublicKey(zero, 'argentX')).rejects.toThrow()
  })
})
