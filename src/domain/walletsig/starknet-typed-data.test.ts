import { getStarkKey } from '@scure/starknet'
import { typedData } from 'starknet'
import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import {
  encodeType,
  feltOf,
  shortString,
  starknetKeccak,
  starknetMessage,
  starknetSignHash,
  typedDataFor,
  typedDataHash,
} from './starknet-typed-data'

const v = vectors.starknetMessage
const ACCOUNT = '0x04a1b5e8f7a9d3c2b1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8'

describe('Starknet message felt (docs/protocol.md §6 steps 1-2)', () => {
  it('[P4.13] reproduces the golden starknetKeccak and 31-character message', () => {
    expect(starknetKeccak(v.text).toString(16)).toBe(v.starknetKeccakHex)
    expect(starknetMessage(v.text)).toBe(v.message)
  })

  it('encodes the message as the documented ASCII short-string felt', () => {
    expect(`0x${feltOf(v.message).toString(16)}`).toBe(
      '0x32626436356337316136333832323732333432353333346362656362306664',
    )
  })

  it('reads decimal and hex strings as numbers, like BigInt', () => {
    expect(feltOf('1234567890123456789012345678901')).toBe(1234567890123456789012345678901n)
    expect(feltOf('0x1f')).toBe(31n)
    expect(feltOf('SN_GOERLI')).toBe(shortString('SN_GOERLI'))
  })

  it('refuses strings that are not short strings', () => {
    expect(() => shortString('a'.repeat(32))).toThrowError(/short string/)
    expect(() => shortString('é')).toThrowError(/short string/)
  })

  it('writes the type strings of revision 0', () => {
    const { types } = typedDataFor(v.message, 'SN_MAIN')
    expect(encodeType(types, 'StarkNetDomain')).toBe('StarkNetDomain(name:felt,chainId:felt,version:felt)')
    expect(encodeType(types, 'Message')).toBe('Message(message:felt)')
  })
})

describe('typed data hash equals starknet.js typedData.getMessageHash', () => {
  const cases: [string, string, string][] = [
    [v.text, 'SN_GOERLI', ACCOUNT],
    [v.text, 'SN_MAIN', ACCOUNT],
    ['Web3MQ wants you to sign in\nNonce: 548a0013', 'SN_GOERLI2', '0x123'],
    ['', 'SN_MAIN', '0x7e00d496e324876bbc8531f2d9a82bf154d1a04a50218ee74cdd372f75a551a'],
    ['héllo 🌍', 'SN_GOERLI', getStarkKey('0x1234')],
  ]
  it.each(cases)('text %j on %s', (text, chainId, account) => {
    const td = typedDataFor(starknetMessage(text), chainId)
    const expected = BigInt(typedData.getMessageHash(td, account))
    expect(typedDataHash(td, account)).toBe(expected)
    expect(starknetSignHash(text, chainId, account)).toBe(expected)
  })

  it('gives the same hash for a chain id written as a short string or as its hex felt', () => {
    const hexChain = `0x${shortString('SN_GOERLI').toString(16)}`
    expect(hexChain).toBe('0x534e5f474f45524c49')
    expect(starknetSignHash(v.text, hexChain, ACCOUNT)).toBe(starknetSignHash(v.text, 'SN_GOERLI', ACCOUNT))
  })

  it('matches for a message felt made only of decimal digits (parsed as a number)', () => {
    const td = typedDataFor('1234567890123456789012345678901', 'SN_MAIN')
    expect(typedDataHash(td, ACCOUNT)).toBe(BigInt(typedData.getMessageHash(td, ACCOUNT)))
  })
})

describe('Starknet typed data as the wallet is asked to sign it (docs/protocol.md §6 step 3)', () => {
  it('is revision 0 with domain "Example DApp" / "0.0.1" and the wallet chain id', () => {
    expect(typedDataFor('2bd65c71a63822723425334cbecb0fd', 'SN_MAIN')).toEqual({
      domain: { name: 'Example DApp', chainId: 'SN_MAIN', version: '0.0.1' },
      types: {
        StarkNetDomain: [
          { name: 'name', type: 'felt' },
          { name: 'chainId', type: 'felt' },
          { name: 'version', type: 'felt' },
        ],
        Message: [{ name: 'message', type: 'felt' }],
      },
      primaryType: 'Message',
      message: { message: '2bd65c71a63822723425334cbecb0fd' },
    })
  })

  it('hashes the text bytes given as bytes the same as the text', () => {
    expect(starknetKeccak(new TextEncoder().encode(v.text)).toString(16)).toBe(v.starknetKeccakHex)
  })

  it('refuses a short string with any non-ASCII character, U+0080 included', () => {
    expect(() => shortString('abcé')).toThrowError(
      'Not a Starknet short string (ASCII, at most 31 characters)',
    )
    expect(() => shortString('\u0080')).toThrowError(/short string/)
    expect(shortString('\u007f')).toBe(0x7fn)
  })

  it('names what is wrong with typed data it cannot hash', () => {
    const td = typedDataFor('abc', 'SN_MAIN')
    expect(() => encodeType(td.types, 'Mail')).toThrowError('Typed data has no type Mail')
    const withString = { ...td.types, Message: [{ name: 'message', type: 'string' }] }
    expect(() => encodeType(withString, 'Message')).toThrowError('Only felt fields are supported')
    const mixed = {
      ...td.types,
      Message: [
        { name: 'a', type: 'felt' },
        { name: 'b', type: 'string' },
      ],
    }
    expect(() => encodeType(mixed, 'Message')).toThrowError('Only felt fields are supported')
    expect(() => typedDataHash({ ...td, message: {} }, ACCOUNT)).toThrowError(
      'Typed data misses Message.message',
    )
  })
})
