import { describe, expect, it } from 'vitest'
import { modeAfterLookup, type SignInMode, type SignInStep, stepAfter } from './sign-in-order'

/** Every step of `mode`, in order, as stepAfter walks them. */
const walk = (mode: SignInMode): SignInStep[] => {
  const steps: SignInStep[] = []
  for (let step = stepAfter(mode); step !== 'done'; step = stepAfter(mode, step)) steps.push(step)
  return steps
}

describe('the order of the sign-in steps', () => {
  it('looks up, asks the password, derives the main key, then registers or resets before login', () => {
    expect(walk('login')).toEqual(['lookup', 'password', 'mainKeys', 'login'])
    expect(walk('register')).toEqual(['lookup', 'password', 'mainKeys', 'register', 'login'])
    expect(walk('reset')).toEqual(['lookup', 'password', 'mainKeys', 'register', 'login'])
  })

  it('logs a wallet the node knows in and registers any other', () => {
    expect(modeAfterLookup({ userExist: true })).toBe('login')
    expect(modeAfterLookup({ userExist: false })).toBe('register')
  })
})
