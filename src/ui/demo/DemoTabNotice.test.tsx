import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { createValueStore } from '../../composition/value-store'
import type { DemoTab, DemoTabStatus } from '../../machines/app/app-services'
import { DemoTabNotice } from './DemoTabNotice'

const demoTab = () => {
  const status = createValueStore<DemoTabStatus>({ phase: 'signingIn' })
  let retries = 0
  const tab: DemoTab = {
    person: 'Bob',
    status: status.get,
    subscribe: status.subscribe,
    retry: () => {
      retries += 1
    },
  }
  return { tab, set: status.set, retries: () => retries }
}

describe('the demo tab’s notice (docs/product.md §14.10)', () => {
  it('says who the tab is while it signs in and once it has, live', () => {
    const { tab, set } = demoTab()
    renderWithServices(<DemoTabNotice />, { services: { demo: { tab } } })
    expect(screen.getByRole('status').textContent).toBe('Signing in as Bob, a demo person of this test node…')
    act(() => set({ phase: 'signedIn' }))
    expect(screen.getByRole('status').textContent).toBe(
      'This tab is Bob, a demo person of this test node, with a dev wallet of its own. Your own account ' +
        'stays signed in in your other tabs.',
    )
    act(() => set({ phase: 'unavailable' }))
    expect(screen.getByRole('status').textContent).toBe(
      'This tab was opened as Bob, a demo person, but this node is not the bundled mock node: nothing was ' +
        'signed and no one is signed in here.',
    )
  })

  it('shows a failure with its reason and Try again', () => {
    const { tab, set, retries } = demoTab()
    set({ phase: 'failed', message: 'Network Error' })
    renderWithServices(<DemoTabNotice />, { services: { demo: { tab } } })
    expect(screen.getByRole('alert').textContent).toBe('Bob could not be signed in: Network Error')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retries()).toBe(1)
  })

  it('is nothing in a person’s own tab', () => {
    const { container } = renderWithServices(<DemoTabNotice />, {
      services: { demo: { offer: { person: 'Bob', url: (path) => path } } },
    })
    expect(container.textContent).toBe('')
  })
})
