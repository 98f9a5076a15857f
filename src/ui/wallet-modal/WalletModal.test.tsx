import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  ARGENT_X_INSTALL,
  BRAAVOS_INSTALL,
  DAPP_CONNECT_INSTALLED,
  METAMASK_LAST,
  SAMPLE_WALLETS,
  type WalletAnswer,
} from '../../../tests/_util/ui/services'
import { renderSignIn } from '../../../tests/_util/ui/sign-in'
import { errors } from '../../domain/errors'

const ACCOUNT = { address: '0xabc', didPubkey: '' }
const BRAAVOS_READY = { ...BRAAVOS_INSTALL, status: 'preauthorized' as const, installLinks: [] }

/** The wallet step of the sign-in dialog; `onDone` records the dialog's end. */
const open = async (options: { wallets?: WalletAnswer; theme?: 'light' | 'dark' | 'system' } = {}) => {
  const view = renderSignIn({ theme: options.theme, fake: { wallets: options.wallets ?? SAMPLE_WALLETS } })
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  await within(dialog).findByRole('list', { name: 'Wallets' })
  return { ...view, onDone: view.onClose, dialog }
}

/** The connected wallet reached the auth step: its lookup was asked with that wallet and account. */
const expectConnected = async (fakes: Awaited<ReturnType<typeof open>>['fakes'], walletId: string) => {
  await waitFor(() => expect(fakes.lookupUser.calls).toHaveLength(1))
  expect(fakes.lookupUser.calls[0]).toMatchObject({ walletId, account: ACCOUNT })
  expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy()
}

const rows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Wallets' })).getAllByRole('button')
const row = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name: new RegExp(name) })

describe('WalletModal: what it lists', () => {
  it('[P2.10] is titled "Connect a wallet" with a Close control and lists ready wallets in the given order', async () => {
    const { dialog } = await open({ wallets: [DAPP_CONNECT_INSTALLED, METAMASK_LAST] })
    expect(within(dialog).getByRole('heading', { name: 'Connect a wallet' }).tagName).toBe('H2')
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(rows(dialog).map((b) => b.textContent)).toEqual(['Web3MQ', 'MetaMask Last used'])
  })

  it('shows the rows the directory already found in its first frame, with no loading line', () => {
    renderSignIn({ fake: { knownWallets: [DAPP_CONNECT_INSTALLED, METAMASK_LAST] } })
    // Synchronously after the first render: no answer awaited, no "Looking for wallets…" in between.
    const dialog = screen.getByRole('dialog', { name: 'Connect a wallet' })
    expect(within(dialog).queryByText('Looking for wallets…')).toBeNull()
    expect(rows(dialog).map((b) => b.textContent)).toEqual(['Web3MQ', 'MetaMask Last used'])
  })

  it('shows a 32px icon per row and marks the last used wallet', async () => {
    const { dialog } = await open()
    expect(rows(dialog).map((b) => b.textContent)).toEqual(['MetaMask Last used', 'Web3MQ'])
    const icon = row(dialog, 'MetaMask').querySelector('img')
    expect(icon?.getAttribute('src')).toBe(METAMASK_LAST.icon)
    expect([icon?.getAttribute('width'), icon?.getAttribute('height'), icon?.getAttribute('alt')]).toEqual([
      '32',
      '32',
      '',
    ])
  })

  it('[P2.13] offers "Install {name}" links for this browser\'s store, for Argent X and Braavos', async () => {
    const { dialog } = await open()
    const links = within(within(dialog).getByRole('list', { name: 'Wallets to install' })).getAllByRole(
      'link',
    )
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Install Argent X for Chrome', ARGENT_X_INSTALL.installLinks[0]?.url],
      ['Install Braavos for Chrome', BRAAVOS_INSTALL.installLinks[0]?.url],
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it('closes as cancelled when an install link is followed', async () => {
    const { dialog, onDone } = await open()
    // The test stops the browser from opening the store (happy-dom would fetch it); the app must not.
    dialog.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(within(dialog).getByRole('link', { name: /^Install Braavos/ }))
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says so when the wallet list cannot be loaded, and loads it again on "Try again"', async () => {
    let attempts = 0
    renderSignIn({
      fake: {
        wallets: async () => {
          attempts++
          if (attempts === 1) throw new Error('scan failed')
          return [METAMASK_LAST]
        },
      },
    })
    expect((await screen.findByRole('alert')).textContent).toBe('The list of wallets could not be loaded.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: /MetaMask/ })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('fills the open list in place when a wallet announces itself later', async () => {
    const { dialog, fakes } = await open({ wallets: [DAPP_CONNECT_INSTALLED] })
    expect(rows(dialog).map((b) => b.textContent)).toEqual(['Web3MQ'])
    act(() => fakes.announceWallets([METAMASK_LAST, DAPP_CONNECT_INSTALLED]))
    await waitFor(() =>
      expect(rows(dialog).map((b) => b.textContent)).toEqual(['MetaMask Last used', 'Web3MQ']),
    )
    expect(screen.queryByRole('status')).toBeNull()
    expect(fakes.walletOptionCalls).toBe(2)
  })

  it('moves focus to a wallet that arrives first, unless the person moved it', async () => {
    const { dialog, fakes } = await open({ wallets: [DAPP_CONNECT_INSTALLED] })
    await waitFor(() => expect(document.activeElement).toBe(row(dialog, 'Web3MQ')))
    act(() => fakes.announceWallets([METAMASK_LAST, DAPP_CONNECT_INSTALLED]))
    await waitFor(() => expect(document.activeElement).toBe(row(dialog, 'MetaMask')))

    row(dialog, 'Web3MQ').focus()
    act(() => fakes.announceWallets([BRAAVOS_READY, METAMASK_LAST, DAPP_CONNECT_INSTALLED]))
    await waitFor(() => expect(rows(dialog)).toHaveLength(3))
    expect(document.activeElement).toBe(row(dialog, 'Web3MQ'))
  })
})

describe('WalletModal: connecting', () => {
  it('[P2.12] puts a "Loading..." spinner in place of the icon of the row being connected', async () => {
    const { dialog, fakes } = await open()
    fireEvent.click(row(dialog, 'MetaMask'))
    await waitFor(() => expect(fakes.connectWallet.calls).toEqual([{ walletId: 'metamask' }]))
    const connecting = row(dialog, 'MetaMask')
    expect(within(connecting).getByRole('status').textContent).toBe('Loading...')
    expect(connecting.querySelector('img')).toBeNull()
    expect(connecting.getAttribute('aria-busy')).toBe('true')
    const other = row(dialog, 'Web3MQ')
    expect(within(other).queryByRole('status')).toBeNull()
    expect(other.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(other)
    expect(fakes.connectWallet.calls).toHaveLength(1)
  })

  it('shows the dappConnect link as a QR code and a link while the Web3MQ app has not answered', async () => {
    const { dialog, fakes } = await open()
    fireEvent.click(row(dialog, 'Web3MQ'))
    await waitFor(() => expect(fakes.connectWallet.pending).toBe(1))
    expect(within(dialog).getByText(/Preparing a secure link for the Web3MQ app/)).toBeTruthy()
    const link = 'web3mq://?topic=bridge%3Aabc&proposer%5BpublicKey%5D=00'
    act(() => fakes.setConnectLink(link))
    const panel = await within(dialog).findByRole('region', { name: 'Scan with the Web3MQ app' })
    expect(within(panel).getByRole('link', { name: 'Open in the Web3MQ app' }).getAttribute('href')).toBe(
      link,
    )
    const qr = await within(panel).findByRole('img', { name: 'QR code of the connection link' })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/gif;base64,/)
  })

  it('hands the connected wallet and account to the next step once', async () => {
    const { dialog, fakes, onDone } = await open()
    fireEvent.click(row(dialog, 'Web3MQ'))
    await waitFor(() => expect(fakes.connectWallet.pending).toBe(1))
    await act(async () => fakes.connectWallet.resolve(ACCOUNT))
    await expectConnected(fakes, 'dappConnect')
    expect(screen.queryByRole('dialog', { name: 'Connect a wallet' })).toBeNull()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('[P8.5] shows "Failed to connect to wallet" in an alert and lets the person pick another wallet', async () => {
    const { dialog, fakes, onDone } = await open()
    fireEvent.click(row(dialog, 'MetaMask'))
    await waitFor(() => expect(fakes.connectWallet.pending).toBe(1))
    await act(async () => fakes.connectWallet.reject(errors.walletConnectFailed()))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to connect to wallet')
    expect(row(dialog, 'MetaMask').querySelector('img')).not.toBeNull()
    fireEvent.click(row(dialog, 'Web3MQ'))
    await waitFor(() =>
      expect(fakes.connectWallet.calls.map((c) => c.walletId)).toEqual(['metamask', 'dappConnect']),
    )
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('[P8.20] [P8.23] a rejected permission (empty address) says the wallet declined and offers to try the same wallet again', async () => {
    const { dialog, fakes, onDone } = await open()
    fireEvent.click(row(dialog, 'MetaMask'))
    await waitFor(() => expect(fakes.connectWallet.pending).toBe(1))
    await act(async () => fakes.connectWallet.resolve({ address: '', didPubkey: '' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The wallet declined the request')
    expect(onDone).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(fakes.connectWallet.pending).toBe(1))
    expect(fakes.connectWallet.calls.map((c) => c.walletId)).toEqual(['metamask', 'metamask'])
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await act(async () => fakes.connectWallet.resolve(ACCOUNT))
    await expectConnected(fakes, 'metamask')
    expect(onDone).not.toHaveBeenCalled()
  })
})

describe('WalletModal: cancelling', () => {
  const closeButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Close' })
  const cases: [string, (dialog: HTMLElement) => void][] = [
    ['clicking Close', (d) => fireEvent.click(closeButton(d))],
    ['Enter on Close', (d) => fireEvent.keyDown(closeButton(d), { key: 'Enter' })],
    ['Space on Close', (d) => fireEvent.keyDown(closeButton(d), { key: ' ' })],
    ['Escape on a wallet row', (d) => fireEvent.keyDown(row(d, 'Web3MQ'), { key: 'Escape' })],
    ['Escape on the dialog itself', (d) => fireEvent.keyDown(d, { key: 'Escape' })],
    ['clicking the backdrop', (d) => fireEvent.click(d.parentElement as HTMLElement)],
  ]
  it.each(cases)('[P2.14] %s ends as cancelled, once', async (_, cancel) => {
    const { dialog, fakes, onDone } = await open()
    const close = closeButton(dialog)
    cancel(dialog)
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    fireEvent.click(close)
    expect(onDone).toHaveBeenCalledTimes(1)
    expect(fakes.sessionEvents).toEqual([])
  })

  it('does not cancel on a click inside the dialog or on other keys', async () => {
    const { dialog, onDone } = await open()
    fireEvent.click(within(dialog).getByRole('heading'))
    fireEvent.keyDown(closeButton(dialog), { key: 'a' })
    fireEvent.keyDown(row(dialog, 'Web3MQ'), { key: 'Enter' })
    expect(onDone).not.toHaveBeenCalled()
  })

  it('stops a connection in progress when cancelled', async () => {
    const { dialog, fakes, onDone } = await open()
    fireEvent.click(row(dialog, 'MetaMask'))
    await waitFor(() => expect(fakes.connectWallet.pending).toBe(1))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await act(async () => fakes.connectWallet.resolve(ACCOUNT))
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(fakes.lookupUser.calls).toEqual([])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
