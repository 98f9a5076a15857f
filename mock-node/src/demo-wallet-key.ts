/**
 * The one rule behind the demo accounts' wallets, kept in the domain (src/domain/keys/demo-wallet.ts) so the
 * app's demo tab derives the same key: a name's secp256k1 key is the SHA-256 of `web3mq-demo-wallet:<name>`.
 * The seed registers Alice and Bob with it (./seed.ts) and `testWallet` signs with it (./test-wallet.ts), so
 * `testWallet('Alice')` is the seeded Alice's wallet. Anyone can derive it: test keys only.
 */
export { demoWalletKey } from '#domain/keys/demo-wallet'
