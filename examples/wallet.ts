/**
 * A deterministic Ethereum wallet for the demo: the secp256k1 key is the SHA-256 of a name, so Alice
 * and Bob get the same addresses on every run, and it signs EIP-191 `personal_sign` for real, so the
 * node verifies it exactly like MetaMask. The key is public knowledge: never use it for anything real.
 */
import { sha256Hex } from '#domain/crypto/hash'
import { addressOfPrivateKey, signPersonal } from '#domain/walletsig/eip191'
import type { WalletSigner } from '../src/ports'

export interface DemoWallet extends WalletSigner {
  /** The lowercase `0x` address. */
  readonly address: string
}

/** The wallet of `name`: connects at once and signs every text it is given. */
export const demoWallet = (name: string): DemoWallet => {
  const privateKey = sha256Hex(`web3mq-demo-wallet:${name}`)
  const address = addressOfPrivateKey(privateKey)
  return {
    walletId: 'metamask',
    didType: 'eth',
    address,
    connect: async () => ({ address, didPubkey: '' }),
    sign: async (text) => signPersonal(text, privateKey),
  }
}

/** `0x1234…abcd`: enough of an address to recognise it. */
export const shortAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`
