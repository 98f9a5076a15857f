/**
 * The one rule behind the demo accounts' wallets: a name's secp256k1 key is the SHA-256 of
 * `web3mq-demo-wallet:<name>`. The seed registers Alice and Bob with it (./seed.ts) and `testWallet` signs
 * with it (./test-wallet.ts), so `testWallet('Alice')` is the seeded Alice's wallet. Anyone can derive it:
 * test keys only.
 */
import { sha256Hex } from '#domain/crypto/hash'
import { addressOfPrivateKey } from '#domain/walletsig/eip191'

export const demoWalletKey = (name: string): { privateKey: string; address: string } => {
  const privateKey = sha256Hex(`web3mq-demo-wallet:${name}`)
  return { privateKey, address: addressOfPrivateKey(privateKey) }
}
