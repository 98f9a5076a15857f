/**
 * `@w3mq/mock-node/test-wallet`, and part of the package's main entry: a deterministic wallet for tests. A
 * module of its own, with nothing of Node in it, so a page bundled for a browser test can sign in with it too
 * (docs/packages/mock-node/README.md).
 */
import { signPersonal } from '#domain/walletsig/eip191'
import { demoWalletKey } from './demo-wallet-key'

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * An Ethereum wallet for tests, of the shape the SDK's `signInWithWallet` takes as its `signer` (and the
 * app's wallet port, `WalletSigner`): `connect` gives its address, `sign` an EIP-191 `personal_sign`
 * signature the node verifies as it verifies MetaMask's (docs/protocol.md §5.6).
 */
export interface TestWalletSigner {
  readonly walletId: 'metamask'
  readonly didType: 'eth'
  /** The lowercase `0x` address. */
  readonly address: string
  connect(): Promise<{ address: string; didPubkey: string }>
  sign(text: string): Promise<string>
}

/**
 * The wallet of `name`: its key is derived from the name (./demo-wallet-key.ts), so the same name gives the
 * same address on every run and in every process. It is the key `seed` registers the demo accounts with
 * (./seed.ts), so `testWallet('Alice')` signs in as the seeded Alice with `DEMO_PASSWORD`. Anyone can derive
 * the key: never use it for anything real.
 */
export const testWallet = (name: string): TestWalletSigner => {
  if (!isText(name)) throw new TypeError('testWallet takes a non-empty name')
  const { privateKey, address } = demoWalletKey(name)
  return {
    walletId: 'metamask',
    didType: 'eth',
    address,
    connect: async () => ({ address, didPubkey: '' }),
    sign: async (text) => signPersonal(text, privateKey),
  }
}
