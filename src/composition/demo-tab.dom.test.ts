import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_MARK, demoTabOf, demoTabUrl } from './demo-tab'

const at = (path: string) => window.history.replaceState(null, '', path)

afterEach(() => {
  window.sessionStorage.clear()
  at('/')
})

describe('a demo tab is recognised (docs/product.md §14.10)', () => {
  it('from ?demo=<person>, taken out of the address and remembered in this tab’s sessionStorage', () => {
    at('/chat/user:abc?demo=bob&x=1#end')
    expect(demoTabOf(window)?.person).toBe('Bob')
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/chat/user:abc?x=1#end',
    )
    expect(window.sessionStorage.getItem(DEMO_MARK)).toBe('Bob')
    expect(window.localStorage.getItem(DEMO_MARK)).toBeNull()
    // A reload of the same tab, the parameter gone: still Bob.
    at('/profile')
    const again = demoTabOf(window)
    expect(again?.person).toBe('Bob')
    expect(again?.storage).toBe(window.sessionStorage)
  })

  it('not for a name that is no demo person, nor in a tab that never was one', () => {
    at('/chat?demo=Mallory')
    expect(demoTabOf(window)).toBeUndefined()
    expect(window.location.search).toBe('')
    expect(window.sessionStorage.getItem(DEMO_MARK)).toBeNull()
    at('/profile')
    expect(demoTabOf(window)).toBeUndefined()
  })

  it('builds the address of a demo tab at a path, keeping its own query', () => {
    expect(demoTabUrl('/chat', 'Bob')).toBe('/chat?demo=Bob')
    expect(demoTabUrl('/chat/user:abc', 'Bob')).toBe('/chat/user:abc?demo=Bob')
    expect(demoTabUrl('/contacts?tab=received', 'Bob')).toBe('/contacts?tab=received&demo=Bob')
  })
})
