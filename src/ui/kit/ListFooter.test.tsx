import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ListFooter } from './ListFooter'

afterEach(cleanup)

const footer = (props: { loading?: boolean; error?: string; empty?: string }) => (
  <ListFooter
    loading={props.loading ?? false}
    loadingLabel="Loading people..."
    error={props.error}
    onRetry={() => undefined}
    onMore={undefined}
    empty={props.empty}
  />
)

describe('ListFooter', () => {
  it('says what an empty list says once it loaded without an error', () => {
    const { rerender } = render(footer({ empty: 'No contacts yet.' }))
    expect(screen.getByText('No contacts yet.')).toBeTruthy()
    rerender(footer({ empty: 'No contacts yet.', loading: true }))
    expect(screen.queryByText('No contacts yet.')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Loading people...')
    rerender(footer({ empty: 'No contacts yet.', error: 'Network down' }))
    expect(screen.queryByText('No contacts yet.')).toBeNull()
    expect(screen.getByText('The list could not be loaded: Network down')).toBeTruthy()
  })
})
