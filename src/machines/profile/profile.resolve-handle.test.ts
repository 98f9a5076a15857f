import { describe, expect, it } from 'vitest'
import { resolveHandle } from './profile.resolve-handle'

const eth = '0x1111111111111111111111111111111111112222'
const starknet = '0x04a3f8e6cd0a0b6f1c8a4f8a0a9f6b2d3e4c5b6a7980112233445566778899aa'

describe('resolveHandle', () => {
  it('reads a userid as the web3mq DID type, keeping the whole id as the value', () => {
    expect(resolveHandle('user:8c01563b')).toEqual({ did_type: 'web3mq', did_value: 'user:8c01563b' })
  })

  it('reads a 40-hex-digit 0x address as eth and a longer one as starknet', () => {
    expect(resolveHandle(eth)).toEqual({ did_type: 'eth', did_value: eth })
    expect(resolveHandle(eth.toUpperCase().replace('0X', '0x'))?.did_type).toBe('eth')
    expect(resolveHandle(starknet)).toEqual({ did_type: 'starknet', did_value: starknet })
    expect(resolveHandle(`0x${'a'.repeat(41)}`)?.did_type).toBe('starknet')
    expect(resolveHandle(`0x${'a'.repeat(64)}`)?.did_type).toBe('starknet')
  })

  it('lets an explicit type:value win over the address guess', () => {
    expect(resolveHandle(`starknet:${eth}`)).toEqual({ did_type: 'starknet', did_value: eth })
    expect(resolveHandle(`eth:${starknet}`)).toEqual({ did_type: 'eth', did_value: starknet })
    expect(resolveHandle('web3mq:user:abc')).toEqual({ did_type: 'web3mq', did_value: 'user:abc' })
    expect(resolveHandle('telegram:12345')).toEqual({ did_type: 'telegram', did_value: '12345' })
  })

  it('trims surrounding whitespace', () => {
    expect(resolveHandle(`  ${eth}\n`)).toEqual({ did_type: 'eth', did_value: eth })
  })

  it('rejects what is none of the three forms', () => {
    for (const handle of [
      '',
      '   ',
      'alice',
      'user:',
      ':0xabc',
      'eth:',
      '9eth:0xabc',
      '0x',
      `0x${'a'.repeat(39)}`,
      `0x${'a'.repeat(65)}`,
      `0x${'g'.repeat(40)}`,
      `${eth.slice(2)}`,
    ]) {
      expect(resolveHandle(handle), handle).toBeUndefined()
    }
  })
})
