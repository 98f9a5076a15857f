import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { createLocalStoreStatus } from '../../composition/local-store-status'
import { StorageNotice } from './StorageNotice'

describe('StorageNotice', () => {
  it('says chats are kept in memory once the chat store opened without IndexedDB', async () => {
    const localStore = createLocalStoreStatus()
    renderWithServices(<StorageNotice />, { services: { localStore } })
    expect(screen.queryByText(/kept only until this tab closes/)).toBeNull()
    act(() => localStore.set(true))
    expect(await screen.findByText(/kept only until this tab closes/)).toBeTruthy()
  })

  it('shows nothing where the composition keeps no local store', () => {
    renderWithServices(<StorageNotice />)
    expect(screen.queryByText(/kept only until this tab closes/)).toBeNull()
  })
})
