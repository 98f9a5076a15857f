import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { followNonce, followSignText } from './follow-text'

const userid = vectors.userid.expected
const target = vectors.chatMessage.contentTopic
const address = vectors.userid.did_value

describe('follow nonce', () => {
  it('is sha3_224(userid + action + target_userid + timestamp)', () => {
    const expected = createHash('sha3-224').update(`${userid}follow${target}1700000000000`).digest('hex')
    expect(followNonce({ userid, action: 'follow', targetUserid: target, timestamp: 1700000000000 })).toBe(
      expected,
    )
    expect(
      followNonce({ userid, action: 'cancel', targetUserid: target, timestamp: 1700000000000 }),
    ).not.toBe(expected)
  })
})

describe('follow text', () => {
  it('[P5.19] starts with a newline, indents every line by four spaces and ends with Nonce and Issued At', () => {
    const text = followSignText({
      didType: 'eth',
      address,
      nonce: 'abc123',
      issuedAt: { year: 2023, month: 1, day: 5, hour: 3, minute: 7 },
    })
    expect(text).toBe(
      '\n' +
        '    Web3MQ wants you to sign in with your eth account:\n' +
        '    0x1111111111111111111111111111111111111111\n' +
        '    \n' +
        '    For follow signature\n' +
        '    This signature will not cost you anything.\n' +
        '    Never expose your password or this signature to anyone.\n' +
        '    \n' +
        '    Nonce: abc123\n' +
        '    Issued At: 2023/01/05 03:07',
    )
  })

  it('renders Issued At on the 24-hour clock from an instant and offset', () => {
    const text = followSignText({
      didType: 'starknet',
      address: '0xabc',
      nonce: 'n',
      issuedAt: { now: 1700000000000, tzOffsetMinutes: -60 },
    })
    expect(text.split('\n').at(-1)).toBe('    Issued At: 2023/11/14 21:13')
    expect(text.split('\n')[1]).toBe('    Web3MQ wants you to sign in with your starknet account:')
  })
})
