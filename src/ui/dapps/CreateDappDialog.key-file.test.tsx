import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type DappsCalls, pair, providedDappsMachine } from '../../../tests/_util/machines/dapps'
import { fakeScreenServices } from '../../../tests/_util/ui/screen-services'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { useAppServices } from '../app/services-context'
import { DappModals } from './DappModals'

afterEach(cleanup)

const Opener = () => {
  const { session } = useAppServices()
  return (
    <>
      <button type="button" onClick={() => session.send({ type: 'modal.open', modal: 'create-dapp' })}>
        Create dapp
      </button>
      <DappModals />
    </>
  )
}

const openCreate = async () => {
  const calls: DappsCalls = { log: [], downloads: [], sent: [] }
  renderWithServices(<Opener />, {
    fake: { signedIn: true },
    services: { screens: fakeScreenServices({ dapps: providedDappsMachine({}, calls) }) },
  })
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create dapp' })))
  return { calls, dialog: await screen.findByRole('dialog', { name: 'Create dapp' }) }
}

const idField = (dialog: HTMLElement) => within(dialog).getByLabelText('Dapp id')

describe('Create dapp: the KeyPairs file saved before the dapp id was corrected (issue 26)', () => {
  it('the form stops saying the file is saved once the id it names is changed, and says so again once saved anew', async () => {
    const { calls, dialog } = await openCreate()
    fireEvent.change(idField(dialog), { target: { value: 'my dapp' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate key pair' }))
    await within(dialog).findByText(pair.PublicKey)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download KeyPairs' }))
    expect(await within(dialog).findByText('KeyPairs file saved.')).toBeTruthy()

    // The id was not a valid one: corrected, the file on disk still names the old id.
    fireEvent.change(idField(dialog), { target: { value: 'web3mq:my-dapp' } })
    expect(within(dialog).queryByText('KeyPairs file saved.')).toBeNull()
    expect(within(dialog).getByRole('status').textContent).toBe(
      'The KeyPairs file saved earlier names "my dapp". Download it again for "web3mq:my-dapp".',
    )
    fireEvent.change(idField(dialog), { target: { value: '' } })
    expect(within(dialog).getByRole('status').textContent).toBe(
      'The KeyPairs file saved earlier names "my dapp".',
    )

    fireEvent.change(idField(dialog), { target: { value: 'web3mq:my-dapp' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download KeyPairs' }))
    expect(await within(dialog).findByText('KeyPairs file saved.')).toBeTruthy()
    expect(calls.downloads.map((d) => d.dappId)).toEqual(['my dapp', 'web3mq:my-dapp'])
  })
})
