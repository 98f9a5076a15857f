import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type DappsCalls,
  type DappsScript,
  myDapps,
  pair,
  providedDappsMachine,
} from '../../../tests/_util/machines/dapps'
import { fakeScreenServices } from '../../../tests/_util/ui/screen-services'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { NodeError } from '../../domain/errors'
import { useAppServices } from '../app/services-context'
import { DappModals } from './DappModals'

afterEach(cleanup)

/** The header's buttons stand in as openers, so focus return can be checked. */
const Openers = () => {
  const { session } = useAppServices()
  return (
    <>
      <button type="button" onClick={() => session.send({ type: 'modal.open', modal: 'create-dapp' })}>
        Create dapp
      </button>
      <button type="button" onClick={() => session.send({ type: 'modal.open', modal: 'dapp-manage' })}>
        My dapps
      </button>
      <DappModals />
    </>
  )
}

const open = async (which: 'Create dapp' | 'My dapps', script: DappsScript = {}) => {
  const calls: DappsCalls = { log: [], downloads: [], sent: [] }
  const view = renderWithServices(<Openers />, {
    fake: { signedIn: true },
    services: { screens: fakeScreenServices({ dapps: providedDappsMachine(script, calls) }) },
  })
  const opener = screen.getByRole('button', { name: which })
  opener.focus()
  // The dialogs' machine loads with the first one opened: the click's update settles once it is there.
  await act(async () => fireEvent.click(opener))
  const dialog = await screen.findByRole('dialog', { name: which })
  return { ...view, calls, dialog, opener }
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement

describe('DappModals: create-dapp', () => {
  it('keeps "Create dapp" disabled until a key pair exists, then downloads "KeyPairs" and creates', async () => {
    const { dialog, calls } = await open('Create dapp')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    fireEvent.change(field(dialog, 'Dapp id'), { target: { value: 'web3mq:news' } })
    fireEvent.change(field(dialog, 'Name'), { target: { value: 'News' } })
    fireEvent.change(field(dialog, 'Description'), { target: { value: 'Daily news' } })
    fireEvent.change(field(dialog, 'Type'), { target: { value: 'other' } })
    const create = () => within(dialog).getByRole('button', { name: 'Create dapp' }) as HTMLButtonElement
    expect(create().disabled).toBe(true)
    expect(create().getAttribute('aria-describedby')).toBeTruthy()
    expect(within(dialog).getByText('Generate a key pair to create the dapp.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate key pair' }))
    expect(await within(dialog).findByText(pair.PublicKey)).toBeTruthy()
    await waitFor(() => expect(create().disabled).toBe(false))
    expect(within(dialog).queryByText(pair.PrivateKey)).toBeNull()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download KeyPairs' }))
    expect(await within(dialog).findByText('KeyPairs file saved.')).toBeTruthy()
    expect(calls.downloads).toEqual([{ dappId: 'web3mq:news', pair, filename: 'KeyPairs' }])

    fireEvent.click(create())
    const done = await within(dialog).findByRole('heading', { name: 'Dapp created' })
    expect(document.activeElement).toBe(done)
    expect(calls.sent).toEqual([
      {
        dapp_id: 'web3mq:news',
        dapp_name: 'News',
        dapp_description: 'Daily news',
        dapp_type: 'other',
        domain: '',
        dapp_pubkey: pair.PublicKey,
      },
    ])
    expect(within(dialog).getByText(/Keep the KeyPairs file safe/)).toBeTruthy()
  })

  it('says the KeyPairs file saved before the id was corrected names the old id, and saves it again', async () => {
    const { dialog, calls } = await open('Create dapp')
    fireEvent.change(field(dialog, 'Dapp id'), { target: { value: 'web3mq:old' } })
    fireEvent.change(field(dialog, 'Name'), { target: { value: 'News' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate key pair' }))
    await within(dialog).findByText(pair.PublicKey)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download KeyPairs' }))
    await within(dialog).findByText('KeyPairs file saved.')
    fireEvent.change(field(dialog, 'Dapp id'), { target: { value: 'web3mq:news' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create dapp' }))
    await within(dialog).findByRole('heading', { name: 'Dapp created' })
    expect(within(dialog).queryByText('KeyPairs file saved.')).toBeNull()
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The KeyPairs file saved earlier names "web3mq:old". Download it again for "web3mq:news".',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download KeyPairs' }))
    expect(await within(dialog).findByText('KeyPairs file saved.')).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(calls.downloads.map((d) => d.dappId)).toEqual(['web3mq:old', 'web3mq:news'])
  })

  it('names an id with spaces and a bad domain under their fields, keeps them, and waits to create', async () => {
    const { dialog, calls } = await open('Create dapp')
    fireEvent.change(field(dialog, 'Dapp id'), { target: { value: 'my dapp' } })
    fireEvent.change(field(dialog, 'Name'), { target: { value: 'News' } })
    fireEvent.change(field(dialog, 'Domain (optional)'), { target: { value: 'not a domain <>' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate key pair' }))
    await within(dialog).findByText(pair.PublicKey)
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((a) => a.textContent)
    expect(alerts).toContain(
      'A dapp id uses letters, digits and : . _ - only, with no spaces (for example web3mq:im).',
    )
    expect(alerts).toContain(
      'Enter a domain such as example.com (no https://, spaces or path), or leave it empty.',
    )
    expect(field(dialog, 'Dapp id').getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByText('4/100 characters')).toBeTruthy()
    const create = within(dialog).getByRole('button', { name: 'Create dapp' }) as HTMLButtonElement
    expect(create.disabled).toBe(true)
    expect(field(dialog, 'Dapp id').value).toBe('my dapp')
    expect(field(dialog, 'Domain (optional)').value).toBe('not a domain <>')
    fireEvent.change(field(dialog, 'Dapp id'), { target: { value: 'web3mq:news' } })
    fireEvent.change(field(dialog, 'Domain (optional)'), { target: { value: 'news.example.com' } })
    await waitFor(() => expect(create.disabled).toBe(false))
    expect(calls.sent).toEqual([])
  })

  it('keeps the typed fields when creating fails', async () => {
    const { dialog } = await open('Create dapp', {
      create: async () => Promise.reject(new NodeError(1, 'dapp_id exists')),
    })
    fireEvent.change(field(dialog, 'Dapp id'), { target: { value: 'web3mq:im' } })
    fireEvent.change(field(dialog, 'Name'), { target: { value: 'Chat' } })
    fireEvent.change(field(dialog, 'Domain (optional)'), { target: { value: 'chat.example' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate key pair' }))
    await within(dialog).findByText(pair.PublicKey)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create dapp' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('dapp_id exists')
    expect(field(dialog, 'Dapp id').value).toBe('web3mq:im')
    expect(field(dialog, 'Name').value).toBe('Chat')
    expect(field(dialog, 'Domain (optional)').value).toBe('chat.example')
  })

  it('closes on Escape with modal.close and returns focus to the opener', async () => {
    const { dialog, fakes, opener } = await open('Create dapp')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(fakes.sessionEvents.map((e) => e.type)).toEqual(['modal.open', 'modal.close'])
    expect(document.activeElement).toBe(opener)
  })
})

describe('DappModals: dapp-manage', () => {
  it('lists my dapps and saves an edit with the id and public key read-only', async () => {
    const { dialog, calls } = await open('My dapps')
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Edit Chat' }))
    expect(await within(dialog).findByRole('heading', { name: 'Edit Chat' })).toBeTruthy()
    expect(field(dialog, 'Dapp id').readOnly).toBe(true)
    expect(field(dialog, 'Dapp id').className).not.toBe('')
    expect(within(dialog).getByText('A dapp’s id cannot be changed after it is created.')).toBeTruthy()
    expect(field(dialog, 'Dapp id').value).toBe('web3mq:im')
    expect(within(dialog).getByText('c'.repeat(64))).toBeTruthy()
    fireEvent.change(field(dialog, 'Name'), { target: { value: 'Chat Pro' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Changes saved.')).toBeTruthy()
    expect(calls.sent).toEqual([
      {
        dapp_id: 'web3mq:im',
        dapp_name: 'Chat Pro',
        dapp_description: 'Talk',
        dapp_type: 'im',
        domain: '',
        dapp_pubkey: 'c'.repeat(64),
      },
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to my dapps' }))
    expect(await within(dialog).findByRole('button', { name: 'Edit Chat Pro' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: `Edit ${myDapps[1]?.dapp_name}` })).toBeTruthy()
  })

  it('keeps the edited values when saving fails', async () => {
    const { dialog } = await open('My dapps', {
      update: async () => Promise.reject(new Error('Request failed')),
    })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Edit Shop' }))
    await within(dialog).findByRole('heading', { name: 'Edit Shop' })
    fireEvent.change(field(dialog, 'Description'), { target: { value: 'A better shop' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Request failed')
    expect(field(dialog, 'Description').value).toBe('A better shop')
    expect(field(dialog, 'Domain (optional)').value).toBe('shop.example')
  })

  it('closes with the Close control', async () => {
    const { dialog, fakes } = await open('My dapps')
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(fakes.sessionEvents.at(-1)?.type).toBe('modal.close')
  })
})
