/**
 * The one rule behind the demo people's wallets (./demo-people.ts): a name's secp256k1 key is the SHA-256 of
 * `web3mq-demo-wallet:<name>`. The mock node's seed and `testWallet` and the app's demo tab all derive it
 * here, so they reach the same account. Anyone can derive it: test keys, never for real funds.
 */
import { sha256Hex } from '../crypto/hash'
import { addressOfPrivateKey } from '../walletsig/eip191'

export const demoWalletKey = (name: string): { privateKey: string; address: string } => {
  const privateKey = sha256Hex(`web3mq-demo-wallet:${name}`)
  return { privateKey, address: addressOfPrivateKey(privateKey) }
}
