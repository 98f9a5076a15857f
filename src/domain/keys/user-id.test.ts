import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { ErrorCode, hasCode } from '../errors'
import { iosUserIdFor, isUserId, placeholderUserId, userIdFor } from './user-id'

const v = vectors.userid

describe('user ids', () => {
  it('reproduces the JS rule vector', () => {
    expect(userIdFor(v.did_type, v.did_value, v.timestamp)).toBe(v.expected)
    expect(userIdFor(v.did_type, v.did_value, BigInt(v.timestamp))).toBe(v.expected)
  })

  it('[P4.16] uses the same rule for the placeholder id after a failed lookup', () => {
    expect(placeholderUserId(v.did_type, v.did_value, v.timestamp)).toBe(v.expected)
  })

  it('computes the iOS variant over did_type:did_value', () => {
    const expected = `user:${createHash('sha3-224').update(`${v.did_type}:${v.did_value}`).digest('hex')}`
    expect(iosUserIdFor(v.did_type, v.did_value)).toBe(expected)
  })

  it('refuses a timestamp that would not render as decimal ms', () => {
    let caught: unknown
    try {
      userIdFor(v.did_type, v.did_value, 1.5)
    } catch (error) {
      caught = error
    }
    expect(hasCode(caught, ErrorCode.InvalidInput)).toBe(true)
  })

  it('recognises the shape of a user id', () => {
    expect(isUserId(v.expected)).toBe(true)
    expect(isUserId(v.expected.toUpperCase())).toBe(false)
    expect(isUserId(`${v.expected}0`)).toBe(false)
    expect(isUserId('bridge:b4000069a1a55467b48dbd5c326459ca08486f44')).toBe(false)
  })
})

describe('isUserId anchors', () => {
  it('refuses an id with anything before "user:"', () => {
    const id = `user:${'a'.repeat(56)}`
    expect(isUserId(id)).toBe(true)
    expect(isUserId(`x${id}`)).toBe(false)
  })
})
