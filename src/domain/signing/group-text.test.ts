import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  groupJoinApproveNonce,
  groupJoinApproveSignText,
  groupJoinRequestNonce,
  groupJoinRequestSignText,
} from './group-text'

const userid = 'user:8c01563bfbd54a59c09ba7c68f82a9e431a0be6c7adefcc93c6d9441'
const groupid = 'group:0123456789abcdef0123456789abcdef01234567'
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
const textInput = {
  didType: 'eth',
  address: '0x1111111111111111111111111111111111111111',
  nonce: 'n0nce',
  issuedAt: { year: 2023, month: 11, day: 14, hour: 13, minute: 5 },
}

describe('group join request', () => {
  it('hashes userid + groupid + reason + timestamp with SHA-256', () => {
    expect(
      groupJoinRequestNonce({ userid, groupid, requestReason: 'let me in', timestamp: 1700000000000 }),
    ).toBe(sha256(`${userid}${groupid}let me in1700000000000`))
  })

  it('uses the indented follow layout with the "signture" typo', () => {
    expect(groupJoinRequestSignText(textInput)).toBe(
      '\n' +
        '    Web3MQ wants you to sign in with your eth account:\n' +
        '    0x1111111111111111111111111111111111111111\n' +
        '    \n' +
        '    For group join request signture\n' +
        '    \n' +
        '    Nonce: n0nce\n' +
        '    Issued At: 2023/11/14 13:05',
    )
  })
})

describe('group join approval', () => {
  it('hashes userid + groupid + request_userid + status + reason + timestamp with SHA-256', () => {
    const input = { userid, groupid, requestUserid: 'user:bb', reason: 'ok', timestamp: 1700000000000 }
    expect(groupJoinApproveNonce({ ...input, status: 1 })).toBe(
      sha256(`${userid}${groupid}user:bb1ok1700000000000`),
    )
    expect(groupJoinApproveNonce({ ...input, status: 0 })).toBe(
      sha256(`${userid}${groupid}user:bb0ok1700000000000`),
    )
  })

  it('starts with a newline but is not indented: blank lines are empty', () => {
    expect(groupJoinApproveSignText(textInput)).toBe(
      '\n' +
        'Web3MQ wants you to sign in with your eth account:\n' +
        '0x1111111111111111111111111111111111111111\n' +
        '\n' +
        'For approve group join request signature\n' +
        '\n' +
        'Nonce: n0nce\n' +
        'Issued At: 2023/11/14 13:05',
    )
  })
})
