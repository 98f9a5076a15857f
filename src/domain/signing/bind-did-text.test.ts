import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bindDidNonce, bindDidSignText } from './bind-did-text'

const userid = 'user:8c01563bfbd54a59c09ba7c68f82a9e431a0be6c7adefcc93c6d9441'
const address = '0x1111111111111111111111111111111111111111'

describe('Telegram bind', () => {
  it('hashes userid + address + wallet id + "bind" + bind_type + bind_value + timestamp', () => {
    const expected = createHash('sha3-224')
      .update(`${userid}${address}metamaskbindtelegram9876543211700000000000`)
      .digest('hex')
    expect(
      bindDidNonce({
        userid,
        address,
        walletId: 'metamask',
        bindValue: '987654321',
        timestamp: 1700000000000,
      }),
    ).toBe(expected)
  })

  it('writes the register-style text with a 12-hour Issued At (midnight reads 12)', () => {
    expect(
      bindDidSignText({
        walletId: 'braavos',
        address,
        uri: 'http://localhost:5173/profile',
        nonce: 'n0nce',
        issuedAt: { year: 2023, month: 1, day: 5, hour: 0, minute: 7 },
      }),
    ).toBe(
      'Web3MQ wants you to sign in with your Braavos account:\n' +
        '0x1111111111111111111111111111111111111111\n' +
        'For Web3MQ bind did\n' +
        'URI: http://localhost:5173/profile\n' +
        'Version: 1\n' +
        '\n' +
        'Nonce: n0nce\n' +
        'Issued At: 05/01/2023 12:07',
    )
  })
})
