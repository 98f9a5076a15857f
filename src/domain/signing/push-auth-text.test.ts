import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PUSH_SCOPES, pushAuthNonce, pushAuthSignText, shortUserId } from './push-auth-text'

const userid = 'user:8c01563bfbd54a59c09ba7c68f82a9e431a0be6c7adefcc93c6d9441'
const sha3 = (s: string) => createHash('sha3-224').update(s).digest('hex')

describe('push-server authorisation nonce', () => {
  it('hashes userid + dapp_id + status + JSON scopes + timestamp', () => {
    const scopes = { 'Web3MQ/user.message:receive': 'on', 'Web3MQ/user.notification:receive': 'on' }
    expect(pushAuthNonce({ userid, authStatus: 1, scopes, timestamp: 1700000000000 })).toBe(
      sha3(
        `${userid}web3mq:push-server-v11{"Web3MQ/user.message:receive":"on","Web3MQ/user.notification:receive":"on"}1700000000000`,
      ),
    )
    expect(
      pushAuthNonce({ userid, authStatus: 1, scopes: DEFAULT_PUSH_SCOPES, timestamp: 1700000000000 }),
    ).toBe(sha3(`${userid}web3mq:push-server-v11{"Web3MQ/user.message:receive":"on"}1700000000000`))
  })

  it('leaves the scopes out when the status is clear', () => {
    expect(
      pushAuthNonce({ userid, authStatus: 0, scopes: null, timestamp: 1700000000000, dappId: 'x:y' }),
    ).toBe(sha3(`${userid}x:y01700000000000`))
  })
})

describe('push-server authorisation text', () => {
  it('keeps every trailing space and renders Issued At on the 12-hour clock', () => {
    expect(shortUserId(userid)).toBe('user:8...6d9441')
    const text = pushAuthSignText({
      userid,
      uri: 'http://localhost:5173/profile',
      nonce: 'n0nce',
      issuedAt: { year: 2023, month: 11, day: 14, hour: 22, minute: 13 },
    })
    expect(text).toBe(
      '\n' +
        'DApp want to access your \n' +
        '       Web3MQ account : user:8...6d9441\n' +
        '    \n' +
        'Auth Scopes: Receive your Web3MQ notification \n' +
        'URI: http://localhost:5173/profile\n' +
        'Nonce: n0nce\n' +
        'Issued At: 14/11/2023 10:13',
    )
  })
})
