/**
 * Epoch claims (docs/protocol.md §4.5 "Epoch claims"): the group id in lower-case hex, the epoch in decimal,
 * the commit reference as a hex SHA-256; the claim read back, or null while the epoch has none.
 */
import { describe, expect, it } from 'vitest'
import { utf8ToBytes } from '../../crypto/encoding'
import { buildRequest, readResponse } from '../request'
import { claimEpoch, readEpochClaim } from './e2e-epoch'

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const groupId = hex(utf8ToBytes('group:0123456789abcdef'))
const commitRef = 'c0'.repeat(32)
const at = { signer: { userid: 'user:me', sign: () => 's' }, timestamp: 9 }
const claim = (params: Record<string, string>) => () =>
  buildRequest(claimEpoch, { group_id: groupId, epoch: '3', commit_ref: commitRef, ...params }, at)

describe('epoch claims', () => {
  it('signs the claim over userid, group id, epoch and commit reference, and the read over the first two', () => {
    expect(claim({})().signContent).toBe(`user:me${groupId}3${commitRef}9`)
    const read = buildRequest(readEpochClaim, { group_id: groupId, epoch: '3' }, at)
    expect(read.query).toMatchObject({ group_id: groupId, epoch: '3' })
    expect(read.signContent).toBe(`user:me${groupId}39`)
  })

  it('takes a group id of 16 to 256 bytes in lower-case hex', () => {
    for (const group_id of ['ab'.repeat(16), 'ab'.repeat(256)]) expect(claim({ group_id })).not.toThrow()
    for (const group_id of [
      'ab'.repeat(15),
      'ab'.repeat(257),
      `${groupId}a`,
      groupId.toUpperCase(),
      `x${groupId}`,
    ])
      expect(claim({ group_id }), group_id).toThrow(/^Invalid e2e\.claimEpoch request: group_id: /)
  })

  it('takes an epoch as a decimal of up to 20 digits without leading zeros', () => {
    for (const epoch of ['0', '7', '18446744073709551615']) expect(claim({ epoch })).not.toThrow()
    for (const epoch of ['', '01', '-1', '1.5', '1'.repeat(21), 'x7', '7x'])
      expect(claim({ epoch }), epoch).toThrow(/^Invalid e2e\.claimEpoch request: epoch: /)
  })

  it('takes a commit reference of exactly 64 lower-case hex digits', () => {
    for (const commit_ref of [
      `${commitRef}0`,
      commitRef.slice(1),
      commitRef.toUpperCase(),
      `x${commitRef.slice(1)}`,
    ])
      expect(claim({ commit_ref }), commit_ref).toThrow(/^Invalid e2e\.claimEpoch request: commit_ref: /)
  })

  it('reads the claim that holds, or null while there is none', () => {
    const held = { group_id: groupId, epoch: '3', commit_ref: commitRef, userid: 'user:b', claimed_at: '5' }
    expect(readResponse(claimEpoch, { code: 0, data: held })).toEqual({ ...held, claimed_at: 5 })
    expect(readResponse(readEpochClaim, { code: 0, data: null })).toBe(null)
    expect(() => readResponse(readEpochClaim, { code: 0, data: { ...held, userid: undefined } })).toThrow(
      /^Unexpected data from \/api\/user\/e2e_epoch\/: userid: /,
    )
  })
})
