/**
 * The demo's wallets are the mock node's test wallets (mock-node/src/test-wallet.ts): the secp256k1 key is
 * derived from a name, so Alice and Bob get the same addresses on every run, and each signs EIP-191
 * `personal_sign` for real, so the node verifies it exactly like MetaMask. The key is public knowledge: never
 * use it for anything real.
 */
import { type TestWalletSigner, testWallet } from '../mock-node/src/test-wallet'

export type DemoWallet = TestWalletSigner

/** The wallet of `name`: connects at once and signs every text it is given. */
export const demoWallet = (name: string): DemoWallet => testWallet(name)

/** `0x1234…abcd`: enough of an address to recognise it. */
export const shortAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`
