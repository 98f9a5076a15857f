import { describe, expect, it } from 'vitest'
import { walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet } from '../../../tests/fakes/wallets'
import { ErrorCode, errors } from '../../domain/errors'
import { connectAccount } from './wallet-steps'

describe('connectAccount', () => {
  const declining = () => ({
    ...walletSigner(ethWallet('declines')),
    connect: async () => ({ address: '', didPubkey: '' }),
  })

  it('gives the account a wallet connects with', async () => {
    const wallet = ethWallet('connects')
    expect(await connectAccount(walletSigner(wallet))).toEqual({ address: wallet.address, didPubkey: '' })
  })

  it('[P4.12] [P8.20] reads an empty address as a refusal: "Failed to connect to wallet", or the error asked for', async () => {
    await expect(connectAccount(declining())).rejects.toMatchObject({ code: ErrorCode.WalletConnectFailed })
    await expect(connectAccount(declining(), errors.walletRejected)).rejects.toMatchObject({
      code: ErrorCode.WalletRejected,
      message: 'The wallet declined the request',
    })
  })
})
