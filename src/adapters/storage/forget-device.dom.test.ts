import { afterEach, describe, expect, it } from 'vitest'
import { StorageKeys } from '../../domain/config'
import { forgetDevice } from './forget-device'
import { createLocalStorageKeyStore } from './local-storage-key-store'

afterEach(() => localStorage.clear())

describe('forgetDevice', () => {
  it('removes every key the app stored, main keys and wallet address included', () => {
    const store = createLocalStorageKeyStore()
    for (const key of Object.values(StorageKeys)) store.set(key, `value of ${key}`)
    localStorage.setItem('gsw-last-1700000000000-1234567890123', 'argentX')
    localStorage.setItem('web3mq-theme', 'dark')
    forgetDevice(store)
    expect(Object.keys(localStorage)).toEqual(['web3mq-theme'])
  })
})
