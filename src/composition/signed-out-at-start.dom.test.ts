import { afterEach, describe, expect, it } from 'vitest'
import { StorageKeys } from '../domain/config'
import { DEMO_MARK, signedOutAtStart } from './signed-out-at-start'

const storeSession = () => {
  localStorage.setItem(StorageKeys.privateKey, 'aa')
  localStorage.setItem(StorageKeys.publicKey, 'bb')
  localStorage.setItem(StorageKeys.userid, 'user:1')
}

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('signedOutAtStart', () => {
  it('is true on a first visit: nothing of a session is stored', () => {
    expect(signedOutAtStart(window)).toBe(true)
  })

  it('is false with the three session keys stored, and true when one of them is missing', () => {
    storeSession()
    expect(signedOutAtStart(window)).toBe(false)
    localStorage.removeItem(StorageKeys.userid)
    expect(signedOutAtStart(window)).toBe(true)
  })

  it('is false with a main key kept after a logout: the app opens it before it knows', () => {
    localStorage.setItem(StorageKeys.mainPrivateKey, 'sealed')
    expect(signedOutAtStart(window)).toBe(false)
  })

  it('is false in a tab that is or is becoming a demo tab: it signs itself in', () => {
    window.history.replaceState(null, '', '/profile?demo=Bob')
    expect(signedOutAtStart(window)).toBe(false)
    window.history.replaceState(null, '', '/profile')
    sessionStorage.setItem(DEMO_MARK, 'Bob')
    expect(signedOutAtStart(window)).toBe(false)
  })

  it('is false where storage cannot be read: the app decides', () => {
    const blocked = {
      location: window.location,
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError')
      },
      sessionStorage: window.sessionStorage,
    } as unknown as Window
    expect(signedOutAtStart(blocked)).toBe(false)
  })
})
