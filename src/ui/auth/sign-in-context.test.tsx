import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { useSignIn } from './sign-in-context'

const Opener = () => {
  const signIn = useSignIn()
  return (
    <button type="button" onClick={signIn.open}>
      Sign in please
    </button>
  )
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in please' }))

describe('SignInProvider', () => {
  it('opens one dialog however often it is asked, and once its chunk is here opens it in the same render', async () => {
    renderWithServices(<Opener />)
    open()
    open()
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The chunk is loaded now: the dialog is there right after the click, with no loading line between.
    open()
    expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })
})
