import { describe, expect, it } from 'vitest'
import { MemoryKeyStore } from '../../tests/fakes/ports'
import { StorageKeys } from '../domain/config'
import { ErrorCode } from '../domain/error-base'
import { ownDid, signedIn } from './own-did'

describe('signed-in-only actions', () => {
  it('refuse while signed out with the catalogue code AUTH.SIGNED_OUT and the words "Sign in first"', () => {
    expect(() => signedIn(undefined)).toThrow(expect.objectContaining({ code: ErrorCode.SignedOut }))
    expect(() => signedIn(undefined)).toThrow('Sign in first')
    expect(() => ownDid(new MemoryKeyStore())).toThrow(expect.objectContaining({ code: ErrorCode.SignedOut }))
  })

  it('get what they need once someone is signed in', () => {
    const store = new MemoryKeyStore()
    store.set(StorageKeys.didKey, 'eth:0xabc')
    expect(ownDid(store)).toEqual({ did_type: 'eth', did_value: '0xabc' })
    expect(signedIn('client')).toBe('client')
  })
})
