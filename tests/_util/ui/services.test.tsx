import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Link, useParams } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { profileMachine } from '../../../src/machines/profile/profile.machine'
import { useAppServices } from '../../../src/ui/app/services-context'
import { useSignIn } from '../../../src/ui/auth/sign-in-context'
import { controlledActor } from './controlled'
import { fakeServices, renderWithServices, TEST_KEYS } from './services'

describe('controlledActor', () => {
  it('answers calls in order, early answers included, and records inputs', async () => {
    const fake = controlledActor<number, string>()
    fake.resolve('early')
    const first = toPromise(createActor(fake.logic, { input: 1 }).start())
    const second = toPromise(createActor(fake.logic, { input: 2 }).start())
    await waitFor(() => expect(fake.pending).toBe(1))
    fake.reject(new Error('no'))
    await expect(first).resolves.toBe('early')
    await expect(second).rejects.toThrow('no')
    fake.reply((n) => `auto ${n}`)
    await expect(toPromise(createActor(fake.logic, { input: 3 }).start())).resolves.toBe('auto 3')
    expect(fake.calls).toEqual([1, 2, 3])
  })
})

describe('fakeServices', () => {
  it('starts the real session machine signed out, or signed in with TEST_KEYS', async () => {
    const out = fakeServices()
    const inside = fakeServices({ signedIn: true })
    await waitFor(() => expect(out.session.getSnapshot().value).toBe('signedOut'))
    await waitFor(() => expect(inside.session.getSnapshot().hasTag('signedIn')).toBe(true))
    expect(inside.session.getSnapshot().context.keys).toEqual(TEST_KEYS)
    expect(inside.fakes.initClient.calls[0]?.keys).toEqual(TEST_KEYS)
    out.session.stop()
    inside.session.stop()
  })
})

const Page = () => {
  const { handle } = useParams()
  const { config } = useAppServices()
  const signIn = useSignIn()
  return (
    <>
      <h1>
        {handle} on {config.nodeUrl}
      </h1>
      <Link to="/somewhere">Go</Link>
      <button type="button" onClick={signIn.open}>
        Sign in
      </button>
    </>
  )
}

describe('renderWithServices', () => {
  it('mounts the ui at a route pattern with services, sign-in and a visible elsewhere', async () => {
    const { location } = renderWithServices(<Page />, {
      route: '/profile/bob',
      path: '/profile/:handle',
      services: { config: { ...fakeServices().config, nodeUrl: 'http://node.test' } },
    })
    expect(screen.getByRole('heading').textContent).toBe('bob on http://node.test')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    fireEvent.click(screen.getByRole('link', { name: 'Go' }))
    expect(await screen.findByText('Elsewhere: /somewhere')).toBeTruthy()
    expect(location.pathname).toBe('/somewhere')
  })

  it('replaces only the machines it is given', () => {
    const custom = profileMachine.provide({})
    const { services } = renderWithServices(<p>x</p>, { services: { machines: { profile: custom } } })
    expect(services.machines.profile).toBe(custom)
    expect(services.machines.signIn.id).toBe('signIn')
    expect(services.machines.profile.id).toBe('profile')
  })
})
