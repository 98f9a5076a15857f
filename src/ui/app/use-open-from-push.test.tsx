import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { useOpenFromPush } from './use-open-from-push'

/** A service worker container the test posts messages through, counting startMessages calls. */
const fakeContainer = () => {
  const listeners = new Set<EventListener>()
  let started = 0
  const source = {
    addEventListener: (_type: string, listener: EventListener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: EventListener) => listeners.delete(listener),
    startMessages: () => void started++,
  }
  const post = (data: unknown) =>
    act(() => {
      for (const listener of listeners) listener(new MessageEvent('message', { data }))
    })
  return {
    source: source as unknown as ServiceWorkerContainer,
    post,
    started: () => started,
    listening: () => listeners.size,
  }
}

afterEach(cleanup)

const Probe = ({ source }: { source: ServiceWorkerContainer }) => {
  useOpenFromPush(source)
  const location = useLocation()
  return <p data-testid="at">{`${location.pathname}${location.search}`}</p>
}

const at = () => screen.getByTestId('at').textContent

describe('useOpenFromPush', () => {
  it('moves the router to the page a notification click names', () => {
    const { source, post, started } = fakeContainer()
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <Probe source={source} />
      </MemoryRouter>,
    )
    expect(started()).toBe(1)
    post({ type: 'web3mq.open', url: '/chat/user:alice?from=push' })
    expect(at()).toBe('/chat/user:alice?from=push')
  })

  it('ignores other messages and anything that is not a path of the app', () => {
    const { source, post } = fakeContainer()
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <Probe source={source} />
      </MemoryRouter>,
    )
    post({ type: 'web3mq.push', url: '/notifications' })
    post({ type: 'web3mq.open', url: '//evil.example/x' })
    post({ type: 'web3mq.open', url: 'https://evil.example/' })
    post('web3mq.open')
    expect(at()).toBe('/profile')
  })

  it('stops listening when the layout goes away', () => {
    const { source, listening } = fakeContainer()
    const view = render(
      <MemoryRouter initialEntries={['/profile']}>
        <Probe source={source} />
      </MemoryRouter>,
    )
    expect(listening()).toBe(1)
    view.unmount()
    expect(listening()).toBe(0)
  })
})
