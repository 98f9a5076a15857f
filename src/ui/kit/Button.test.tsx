import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from './Button'

afterEach(cleanup)

describe('Button', () => {
  it('says why it is disabled, beside it and to screen readers', () => {
    render(
      <Button variant="primary" disabled disabledReason="Type your password first">
        Log in
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Log in' })
    expect(button.hasAttribute('disabled')).toBe(true)
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(reason?.textContent).toBe('Type your password first')
  })

  it('says nothing while enabled or busy', () => {
    const { rerender } = render(<Button disabledReason="Type your password first">Log in</Button>)
    expect(screen.queryByText('Type your password first')).toBeNull()
    rerender(
      <Button busy disabled disabledReason="Type your password first">
        Log in
      </Button>,
    )
    expect(screen.queryByText('Type your password first')).toBeNull()
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true')
  })
})
